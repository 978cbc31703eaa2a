import type { BlockConflict, MergeChoice, WireBlock } from './merge.ts';
import { threeWay } from './three-way.ts';

/** A block list by stable id: the ids in list order, and each id's block. */
interface IndexedList {
  order: string[];
  byId: Map<string, WireBlock>;
}

/**
 * Indexes a saved block list by `_bid`; undefined when the list cannot be merged block by block (not an array,
 * a block that is not an object or lacks a string `_bid`, or an id used twice), which sends the caller to
 * merging the list as one field.
 *
 * @example indexBlocks([{ _bid: 'x', type: 1 }])?.order // ['x']
 */
export function indexBlocks(list: unknown): IndexedList | undefined {
  if (!Array.isArray(list)) return undefined;
  const byId = new Map<string, WireBlock>();
  for (const block of list) {
    if (typeof block !== 'object' || block === null || Array.isArray(block)) return undefined;
    const bid = (block as WireBlock)._bid;
    if (typeof bid !== 'string' || byId.has(bid)) return undefined;
    byId.set(bid, block as WireBlock);
  }
  return { order: [...byId.keys()], byId };
}

/**
 * Merges three indexed block lists, each block one unit matched by `_bid`. A deletion is a change to "absent",
 * so deleted-by-one-and-changed-by-the-other is a conflict like any other; `choose` decides conflicts by key.
 * Conflicts come in list order (each where its block would stand if kept).
 *
 * @example mergeBlockLists(base, theirs, ours, () => 'ours') // { blocks: [...], conflicts: [] }
 */
export function mergeBlockLists(
  base: IndexedList,
  theirs: IndexedList,
  ours: IndexedList,
  choose: (key: string) => MergeChoice,
): { blocks: WireBlock[]; conflicts: BlockConflict[] } {
  const kept = new Map<string, WireBlock>();
  const conflicts = new Map<string, BlockConflict>();
  for (const bid of new Set([...theirs.order, ...ours.order, ...base.order])) {
    const [b, t, o] = [base.byId.get(bid), theirs.byId.get(bid), ours.byId.get(bid)];
    const merged = threeWay(b, t, o);
    let value: WireBlock | undefined;
    if (merged.conflict) {
      const key = `block:${bid}`;
      const index = o ? ours.order.indexOf(bid) : theirs.order.indexOf(bid);
      conflicts.set(bid, { kind: 'block', key, blockId: bid, index, base: b, theirs: t, ours: o });
      value = choose(key) === 'theirs' ? t : o;
    } else value = merged.value as WireBlock | undefined;
    if (value !== undefined) kept.set(bid, value);
  }
  const candidates = new Set([...kept.keys(), ...conflicts.keys()]);
  return {
    blocks: layout(base, theirs, ours, new Set(kept.keys())).map((bid) => kept.get(bid)!),
    conflicts: layout(base, theirs, ours, candidates).flatMap((bid) => conflicts.get(bid) ?? []),
  };
}

/**
 * The order of the `kept` ids. The side that reordered wins: ours when ours moved any block it shares with
 * the base (the operator at the screen just did it), otherwise theirs. The other side's blocks that the
 * winner lacks (its additions, or a block it deleted but the operator kept) go right after their nearest
 * preceding kept block on their own side, so runs of additions stay together and in order.
 */
function layout(base: IndexedList, theirs: IndexedList, ours: IndexedList, kept: Set<string>): string[] {
  const [skeleton, other] = reordered(base, ours) ? [ours, theirs] : [theirs, ours];
  const result = skeleton.order.filter((bid) => kept.has(bid));
  const placed = new Set(result);
  let anchor: string | undefined;
  for (const bid of other.order) {
    if (!kept.has(bid)) continue;
    if (!placed.has(bid)) {
      // Lists are tens of blocks: indexOf and splice keep this plain rather than fast.
      result.splice(anchor === undefined ? 0 : result.indexOf(anchor) + 1, 0, bid);
      placed.add(bid);
    }
    anchor = bid;
  }
  return result;
}

/** Whether `side` changed the relative order of the blocks it shares with the base. */
function reordered(base: IndexedList, side: IndexedList): boolean {
  const shared = side.order.filter((bid) => base.byId.has(bid));
  const expected = base.order.filter((bid) => side.byId.has(bid));
  return shared.some((bid, i) => bid !== expected[i]);
}
