/**
 * Stable block ids (`_bid`) of a loaded document. A merge after a 409 matches blocks by these ids, so an id must
 * name the same block in the base, in theirs and in ours (docs/decisions/documents.md "Stable block ids").
 */
import { BLOCK_ID_FIELD } from '../blocks/migrate.ts';
import type { Registry } from '../registry.ts';
import { deepEqual } from './deep-equal.ts';
import type { DocumentDefinition } from './definition.ts';

type Block = Record<string, unknown>;

const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value without any stable block id, nested blocks included: what two blocks are compared by when one of
 * them has no id yet.
 *
 * @example withoutBlockIds([{ type: 1, _bid: 'p0' }]) // [{ type: 1 }]
 */
export function withoutBlockIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutBlockIds) as T;
  if (!isBlock(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== BLOCK_ID_FIELD)
      .map(([key, inner]) => [key, withoutBlockIds(inner)]),
  ) as T;
}

/**
 * The document with a stable id (`_bid`) on every block that has none; blocks that have one keep it, and the
 * document is not changed in place.
 *
 * Without `base` (a document as it opens), an id comes from the block's place: `p0`, `p1`, and `p1.0` for the
 * first block inside the second. A document saved without ids (seeded, by an integrator, or before ids existed)
 * then gets the same ids in every tab that opens it, and the console's save stores them, so the tab that saves
 * second finds them again in the server's new revision.
 *
 * With `base` (the document a later revision is merged over, its ids given), places mean nothing: a block saved
 * without an id since (an integrator's save) takes the id of a base block with the same content, each base block
 * once, and otherwise an id that no block of either has, so it reads as an addition. A merge then never pairs
 * two different blocks because they stand at the same place.
 *
 * @example withBlockIds(registry, actionDocument, { inputs: [{ type: 1 }] }).inputs // [{ type: 1, _bid: 'p0' }]
 * @example withBlockIds(registry, actionDocument, { inputs: [{ type: 1, text: 'b' }] }, base).inputs // [{ …, _bid: base's id of that block }]
 */
export function withBlockIds(
  registry: Registry,
  definition: DocumentDefinition,
  document: Record<string, unknown>,
  base?: Record<string, unknown>,
): Record<string, unknown> {
  const list = document[definition.listField];
  if (!Array.isArray(list)) return document;
  const baseList = base?.[definition.listField];
  const matcher = base && Array.isArray(baseList) ? contentMatcher(baseList, list) : undefined;
  const visit = (kind: string, items: unknown, prefix: string, top: boolean): unknown =>
    Array.isArray(items)
      ? items.map((block, index) => {
          if (!isBlock(block)) return block;
          const stored = block[BLOCK_ID_FIELD];
          if (top && matcher && typeof stored !== 'string') {
            const same = matcher.match(block);
            if (same) return same;
          }
          const id =
            typeof stored === 'string'
              ? stored
              : top && matcher
                ? matcher.fresh(`${prefix}${index}`)
                : `${prefix}${index}`;
          const type = block[registry.typeField(kind)];
          const nested = typeof type === 'number' ? registry.get(kind, type)?.nested : undefined;
          const next: Block = { ...block, [BLOCK_ID_FIELD]: id };
          if (nested) next[nested.field] = visit(nested.kind, block[nested.field], `${id}.`, false);
          return next;
        })
      : items;
  return { ...document, [definition.listField]: visit(definition.blockKind, list, 'p', true) };
}

/** The base's blocks by content, each handed out once, and ids no block of either list uses. */
function contentMatcher(baseList: unknown[], list: unknown[]) {
  const taken = new Set<string>();
  const collect = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const block of items) {
      if (!isBlock(block)) continue;
      if (typeof block[BLOCK_ID_FIELD] === 'string') taken.add(block[BLOCK_ID_FIELD]);
      for (const value of Object.values(block)) collect(value);
    }
  };
  collect(baseList);
  collect(list);
  // A base block whose id the later revision still holds is that block: it cannot also be an id-less one.
  const open = baseList.filter(
    (block): block is Block =>
      isBlock(block) &&
      typeof block[BLOCK_ID_FIELD] === 'string' &&
      !list.some((other) => isBlock(other) && other[BLOCK_ID_FIELD] === block[BLOCK_ID_FIELD]),
  );
  const contents = open.map(withoutBlockIds);
  const handedOut = new Set<number>();
  return {
    match(block: Block): Block | undefined {
      const content = withoutBlockIds(block);
      const at = contents.findIndex((candidate, i) => !handedOut.has(i) && deepEqual(candidate, content));
      if (at < 0) return undefined;
      handedOut.add(at);
      return open[at];
    },
    fresh(wanted: string): string {
      let id = wanted;
      for (let n = 1; taken.has(id); n++) id = `${wanted}-${n}`;
      taken.add(id);
      return id;
    },
  };
}
