import type { BlockList } from './types.ts';

/**
 * Undo/redo over block lists. Snapshots are cheap because operations share structure (immer), so the history
 * holds whole lists rather than inverse operations: undo after redo is the identity by construction.
 */
export interface History {
  readonly past: readonly BlockList[];
  readonly present: BlockList;
  readonly future: readonly BlockList[];
  /** Consecutive commits with the same key within `mergeWindowMs` form one undo step (typing in one field). */
  readonly lastKey?: string;
  readonly lastAt?: number;
}

/** How many undo steps are kept. */
export const HISTORY_LIMIT = 200;

/** Typing in one field within this window is one undo step. */
export const MERGE_WINDOW_MS = 1000;

/** @example const history = createHistory(loadBlocks(registry, 'effect', inputs)); */
export function createHistory(present: BlockList): History {
  return { past: [], present, future: [] };
}

/**
 * Records a new present. Passing `mergeKey` (e.g. `update:<block id>:text`) merges with the previous commit
 * of the same key made less than a second ago.
 *
 * @example history = commit(history, result.blocks, { mergeKey: `update:${id}:text`, now: Date.now() });
 */
export function commit(
  history: History,
  next: BlockList,
  options: { mergeKey?: string; now?: number } = {},
): History {
  if (next === history.present) return history;
  const now = options.now ?? Date.now();
  const merge =
    options.mergeKey !== undefined &&
    options.mergeKey === history.lastKey &&
    history.lastAt !== undefined &&
    now - history.lastAt < MERGE_WINDOW_MS &&
    history.past.length > 0;
  const past = merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: options.mergeKey, lastAt: now };
}

/** One step back; the same history when there is nothing to undo. */
export function undo(history: History): History {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

/** One step forward; the same history when there is nothing to redo. */
export function redo(history: History): History {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
  };
}

/** Replaces the present without an undo step (a reload from the server). */
export function reset(_history: History, present: BlockList): History {
  return { past: [], present, future: [] };
}
