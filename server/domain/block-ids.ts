import { BLOCK_ID_FIELD, type Issue, pointerSegment, type Registry } from '../../engine/core/index.ts';

/** The longest stable block id accepted: a nanoid is 21 characters, a UUID 36; room to spare, no more. */
export const BLOCK_ID_MAX_LENGTH = 64;

const MESSAGES = {
  block_id_invalid: `ブロックID(${BLOCK_ID_FIELD})は1〜${BLOCK_ID_MAX_LENGTH}文字の文字列で指定してください`,
  block_id_duplicate: `ブロックID(${BLOCK_ID_FIELD})が他の要素と重複しています`,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the stable block ids (`_bid`) of a document's blocks, nested lists included. The id is optional and
 * never validated by the plugins (engine/core strips it), but it is stored and answered back, and an editor finds,
 * moves and merges blocks by it: so when present it must be a string of 1 to 64 characters, and unique in the
 * document. Issues point at the block's `_bid` (`/inputs/0/inputs/1/_bid`).
 *
 * @example blockIdIssues(registry, 'action', { inputs: [{ type: 1, text: 'a', _bid: 7 }] })
 * // [{ path: '/inputs/0/_bid', code: 'block_id_invalid', … }]
 */
export function blockIdIssues(registry: Registry, documentKey: string, document: unknown): Issue[] {
  const definition = registry.document(documentKey);
  if (!definition || !isRecord(document)) return [];
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const visitList = (kind: string, list: unknown, prefix: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((block, index) => {
      if (!isRecord(block)) return;
      const path = `${prefix}/${index}`;
      if (Object.hasOwn(block, BLOCK_ID_FIELD)) {
        const code = blockIdProblem(block[BLOCK_ID_FIELD], seen);
        if (code)
          issues.push({
            path: `${path}/${BLOCK_ID_FIELD}`,
            code,
            message: MESSAGES[code],
            severity: 'error',
          });
      }
      const type = block[registry.typeField(kind)];
      const nested = typeof type === 'number' ? registry.get(kind, type)?.nested : undefined;
      if (nested) visitList(nested.kind, block[nested.field], `${path}/${pointerSegment(nested.field)}`);
    });
  };
  visitList(definition.blockKind, document[definition.listField], `/${pointerSegment(definition.listField)}`);
  return issues;
}

function blockIdProblem(id: unknown, seen: Set<string>): keyof typeof MESSAGES | undefined {
  // Length in code points, as the schemas' maxLength counts.
  if (typeof id !== 'string' || id === '' || [...id].length > BLOCK_ID_MAX_LENGTH) return 'block_id_invalid';
  if (seen.has(id)) return 'block_id_duplicate';
  seen.add(id);
  return undefined;
}
