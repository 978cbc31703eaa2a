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
  // An explicit stack, not recursion, visiting blocks in document order (a duplicate is reported at the later
  // one); the document's nesting is bounded elsewhere, and this walk must not rely on it.
  type Frame = { kind: string; list: unknown[]; prefix: string; index: number };
  const top = document[definition.listField];
  const stack: Frame[] = Array.isArray(top)
    ? [
        {
          kind: definition.blockKind,
          list: top,
          prefix: `/${pointerSegment(definition.listField)}`,
          index: 0,
        },
      ]
    : [];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.list.length) {
      stack.pop();
      continue;
    }
    const index = frame.index++;
    const block: unknown = frame.list[index];
    if (!isRecord(block)) continue;
    const path = `${frame.prefix}/${index}`;
    if (Object.hasOwn(block, BLOCK_ID_FIELD)) {
      const code = blockIdProblem(block[BLOCK_ID_FIELD], seen);
      if (code)
        issues.push({ path: `${path}/${BLOCK_ID_FIELD}`, code, message: MESSAGES[code], severity: 'error' });
    }
    const type = block[registry.typeField(frame.kind)];
    const nested = typeof type === 'number' ? registry.get(frame.kind, type)?.nested : undefined;
    const inner = nested ? block[nested.field] : undefined;
    if (nested && Array.isArray(inner))
      stack.push({
        kind: nested.kind,
        list: inner,
        prefix: `${path}/${pointerSegment(nested.field)}`,
        index: 0,
      });
  }
  return issues;
}

function blockIdProblem(id: unknown, seen: Set<string>): keyof typeof MESSAGES | undefined {
  // Length in code points, as the schemas' maxLength counts.
  if (typeof id !== 'string' || id === '' || [...id].length > BLOCK_ID_MAX_LENGTH) return 'block_id_invalid';
  if (seen.has(id)) return 'block_id_duplicate';
  seen.add(id);
  return undefined;
}
