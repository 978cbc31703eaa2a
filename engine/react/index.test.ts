import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('engine/react public API', () => {
  it('exports exactly these names (a change here is a change for every app)', () => {
    expect(Object.keys(api).sort()).toEqual([
      'BlockEditorProvider',
      'BlockList',
      'BlockListEditor',
      'BlockPanel',
      'EditorToolbar',
      'RefusalAlert',
      'SchemaFields',
      'SchemaForm',
      'checkboxWidget',
      'createWidgetRegistry',
      'dateWidget',
      'defaultWidgetRegistry',
      'defaultWidgets',
      'dragAnnouncements',
      'dropOperation',
      'fieldSlots',
      'hiddenWidget',
      'idListWidget',
      'isTextField',
      'issuesUnder',
      'listDropId',
      'numberWidget',
      'objectWidget',
      'optionsWidget',
      'pointerOf',
      'queryWidget',
      'radioWidget',
      'selectWidget',
      'setRenderProbe',
      'siblingValue',
      'textWidget',
      'textareaWidget',
      'timeWidget',
      'uiText',
      'undoCommand',
      'unsupportedWidget',
      'useBlock',
      'useBlockEditor',
      'useBlockHasErrors',
      'useChildIds',
      'useEditorSnapshot',
      'useEditorStore',
      'useFieldInput',
      'useRenderProbe',
      'useStoreContext',
      'useVisibleIssues',
    ]);
  });

  it('ships the built-in widgets in a registry that ranks them', () => {
    expect(api.defaultWidgets.map((widget) => widget.name)).toEqual([
      'unsupported',
      'text',
      'textarea',
      'number',
      'select',
      'radio',
      'checkbox',
      'time',
      'date',
      'query',
      'id-list',
      'object',
      'hidden',
      'options',
    ]);
    expect(api.defaultWidgetRegistry.get('textarea')).toBe(api.textareaWidget);
  });
});
