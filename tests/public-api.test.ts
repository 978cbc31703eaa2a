import { describe, expect, it } from 'vitest';
import * as core from '../engine/core/index.ts';
import * as machines from '../engine/machines/index.ts';

/**
 * The engine's public API, locked (DESIGN §7.6): adding or removing an export is a decision for every plugin
 * and app, so it shows up here. engine/react has its own lock in engine/react/index.test.ts.
 */
describe('public API', () => {
  it('engine/core exports exactly these names', () => {
    expect(Object.keys(core).sort()).toEqual([
      'DELETED_ITEM',
      'HISTORY_LIMIT',
      'MERGE_WINDOW_MS',
      'SCHEMA_EXTENSION_KEYWORDS',
      'SUMMARY_LIMITS',
      'VERSION_FIELD',
      'addableTypes',
      'applyOperation',
      'charWidth',
      'commit',
      'countType',
      'createBlock',
      'createCatalogue',
      'createContext',
      'createEditorStore',
      'createHistory',
      'createRegistry',
      'defineDocument',
      'definePlugin',
      'en',
      'enumChoices',
      'fieldTitle',
      'fillTemplate',
      'findBlock',
      'hasErrors',
      'isWithin',
      'issueOf',
      'itemName',
      'itemNames',
      'ja',
      'joinPointer',
      'listWithMore',
      'loadBlock',
      'loadBlocks',
      'locateBlock',
      'matchesCondition',
      'messageText',
      'migrateData',
      'parsePointer',
      'pointerSegment',
      'precompiledCompiler',
      'prefixIssues',
      'redo',
      'requiredFields',
      'schemaAt',
      'schemaErrorsToIssues',
      'schemaProperties',
      'serializeBlock',
      'serializeBlocks',
      'truncateName',
      'truncateWidth',
      'undo',
      'updateData',
      'validateDocument',
      'validatorId',
      'visibleFields',
      'walkBlocks',
    ]);
  });

  it('engine/machines exports exactly these names', () => {
    expect(Object.keys(machines).sort()).toEqual([
      'ATTACHMENT_STATUSES',
      'CONFLICT_STATUS',
      'SAVE_RESULT_MS',
      'SAVE_TIMEOUT_MS',
      'UPLOAD_EXTENSIONS',
      'UPLOAD_MAX_BYTES',
      'UPLOAD_MAX_LABEL',
      'acceptAttribute',
      'dirtyMachine',
      'failureMessages',
      'ioStatusMachine',
      'isBrokenAttachment',
      'isConflict',
      'isSuccess',
      'machines',
      'saveAlertLines',
      'saveProgressMachine',
      'shouldGuardLeave',
      'toServerAnswer',
      'uploadMachine',
      'validateUpload',
    ]);
  });
});
