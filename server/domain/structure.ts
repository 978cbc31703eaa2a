import {
  type AnyPlugin,
  type Issue,
  type PlaceAncestor,
  placementRefusal,
  pointerSegment,
  type Registry,
} from '../../engine/core/index.ts';
import { MAX_BLOCKS_PER_DOCUMENT, MAX_BLOCKS_PER_LIST } from './limits.ts';

/** Texts of the structure check's own codes. */
export const STRUCTURE_MESSAGES = {
  no_type: '種類がありません',
  too_many_blocks: `設定できる要素は1つの一覧につき${MAX_BLOCKS_PER_LIST}個までです({count}個あります)`,
  too_many_in_document: `設定できる要素は入れ子も含めて${MAX_BLOCKS_PER_DOCUMENT}個までです`,
} as const;

/** One block the structure check met: where it is and which plugin reads it (none for an unknown type). */
export interface BlockVisit {
  kind: string;
  path: string;
  block: Record<string, unknown>;
  type: number;
  plugin: AnyPlugin | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A block's numeric type, or undefined when it has none an operator could have chosen (missing, text, an object).
 *
 * @example blockType({ type: 1 }, 'type') // 1
 * @example blockType({ type: { toString: 1 } }, 'type') // undefined
 */
export function blockType(block: unknown, typeField: string): number | undefined {
  const type = isRecord(block) ? block[typeField] : undefined;
  return typeof type === 'number' && Number.isSafeInteger(type) ? type : undefined;
}

/**
 * The document's block tree checked before any validation, in one pass with a queue (no recursion): lists of at most
 * MAX_BLOCKS_PER_LIST blocks and MAX_BLOCKS_PER_DOCUMENT in all, every block an object with a numeric type, and
 * every block where its plugin's placement rules allow it (an or-group inside an or-group is refused there, and
 * its contents are not visited). `visit` sees every block that passed, for checks that need the whole tree.
 * When this answers issues, the document is refused with them alone: validating a document of that shape would
 * cost more than it tells.
 *
 * @example checkStructure(registry, 'funnel', { inputs: [{ type: 120, inputs: [{ type: 120, inputs: [] }] }] })
 * // [{ path: '/inputs/0/inputs/0', code: 'or_group_nested', … }]
 */
export function checkStructure(
  registry: Registry,
  key: string,
  document: unknown,
  visit?: (block: BlockVisit) => void,
): Issue[] {
  const definition = registry.document(key);
  if (!definition || !isRecord(document)) return [];
  const issues: Issue[] = [];
  const error = (path: string, code: string, message: string): Issue => ({
    path,
    code,
    message,
    severity: 'error',
  });
  type Frame = { kind: string; list: unknown; prefix: string; ancestors: PlaceAncestor[] };
  // A queue (first in, first out), so issues come in document order level by level.
  const queue: Frame[] = [
    {
      kind: definition.blockKind,
      list: document[definition.listField],
      prefix: `/${pointerSegment(definition.listField)}`,
      ancestors: [],
    },
  ];
  let total = 0;
  for (let next = 0; next < queue.length; next++) {
    const { kind, list, prefix, ancestors } = queue[next];
    // Not a list: the document's schema says so, in the validation that follows.
    if (!Array.isArray(list)) continue;
    if (list.length > MAX_BLOCKS_PER_LIST) {
      const message = STRUCTURE_MESSAGES.too_many_blocks.replace('{count}', String(list.length));
      issues.push(error(prefix, 'too_many_blocks', message));
      continue;
    }
    total += list.length;
    if (total > MAX_BLOCKS_PER_DOCUMENT) {
      const path = `/${pointerSegment(definition.listField)}`;
      return [error(path, 'too_many_in_document', STRUCTURE_MESSAGES.too_many_in_document)];
    }
    const typeField = registry.typeField(kind);
    const place = { kind, ancestors, parent: ancestors.at(-1) };
    for (let index = 0; index < list.length; index++) {
      const block: unknown = list[index];
      const path = `${prefix}/${index}`;
      const type = blockType(block, typeField);
      if (type === undefined) {
        const at = isRecord(block) ? `${path}/${pointerSegment(typeField)}` : path;
        issues.push(error(at, 'no_type', STRUCTURE_MESSAGES.no_type));
        continue;
      }
      const plugin = registry.get(kind, type);
      const refused = placementRefusal(plugin, place);
      if (refused) {
        issues.push(error(path, refused, registry.message(refused, 'ja')));
        continue;
      }
      const record = block as Record<string, unknown>;
      visit?.({ kind, path, block: record, type, plugin });
      if (plugin?.nested) {
        queue.push({
          kind: plugin.nested.kind,
          list: record[plugin.nested.field],
          prefix: `${path}/${pointerSegment(plugin.nested.field)}`,
          ancestors: [...ancestors, { kind, type }],
        });
      }
    }
  }
  return issues;
}
