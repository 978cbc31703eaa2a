/**
 * Commands of a top-level list whose blocks belong to groups by one data field (a block's `groupField` value
 * names its group). The list stays one store list, kept in group order, so the core's moves, undo/redo,
 * validation and saving work unchanged; these helpers put a block at the right place of that order and set its
 * field in one undo step. Domain-free: the host names the field and the groups.
 */
import { createBlock, type EditorStore, type OperationResult } from '../core/index.ts';

/** A group's key as its blocks carry it in their `groupField`. */
export type GroupKey = number | string;

/**
 * The top-level ids by group, in list order. A block whose field names no group (absent, or a group since
 * removed) belongs to the first group, so nothing saved is ever hidden.
 *
 * @example groupIds(store, 'page', [1, 2]).get(2) // ['b3', 'b4']
 */
export function groupIds(
  store: EditorStore,
  groupField: string,
  keys: readonly GroupKey[],
): Map<GroupKey, string[]> {
  const groups = new Map<GroupKey, string[]>(keys.map((key) => [key, []]));
  for (const id of store.getChildIds(null)) groups.get(groupOf(store, id, groupField, keys))?.push(id);
  return groups;
}

/** The group a block belongs to (see `groupIds`). */
export function groupOf(
  store: EditorStore,
  id: string,
  groupField: string,
  keys: readonly GroupKey[],
): GroupKey {
  const value = store.getBlock(id)?.data[groupField] as GroupKey | undefined;
  return value !== undefined && keys.includes(value) ? value : keys[0];
}

/** The top-level index right after the last block of `key` or of any group before it (0 when none). */
function endOfGroup(
  store: EditorStore,
  groupField: string,
  keys: readonly GroupKey[],
  key: GroupKey,
): number {
  const rank = keys.indexOf(key);
  const ids = store.getChildIds(null);
  let end = 0;
  ids.forEach((id, index) => {
    if (keys.indexOf(groupOf(store, id, groupField, keys)) <= rank) end = index + 1;
  });
  return end;
}

/**
 * Adds a new block of `type` at the end of group `key`, its field set to the key. Answers the core's result
 * and the new block's id.
 *
 * @example addToGroup(store, { type: 510, groupField: 'page', keys: [1, 2], key: 2 })
 */
export function addToGroup(
  store: EditorStore,
  where: { type: number; groupField: string; keys: readonly GroupKey[]; key: GroupKey },
): { result: OperationResult; id: string } {
  const made = createBlock(store.registry, store.kind, where.type, store.getContext());
  const block = { ...made, data: { ...made.data, [where.groupField]: where.key } };
  const index = endOfGroup(store, where.groupField, where.keys, where.key);
  return { result: store.dispatch({ op: 'add', block, parentId: null, index }), id: block.id };
}

/**
 * Moves a block to group `key`: to its end when the group comes before the block's own, else to its start,
 * and sets the field; one undo step (`mergeKey`, so a host may add its own changes to the same step).
 *
 * @example moveToGroup(store, { id, groupField: 'page', keys: [1, 2], key: 2, mergeKey: 'move:1' })
 */
export function moveToGroup(
  store: EditorStore,
  move: { id: string; groupField: string; keys: readonly GroupKey[]; key: GroupKey; mergeKey: string },
): OperationResult | undefined {
  const { id, groupField, keys, key, mergeKey } = move;
  const from = groupOf(store, id, groupField, keys);
  if (from === key) return undefined;
  // The list is kept in group order: the target group's start (moving forward) or end (moving back) is the
  // number of the other blocks in the groups before it (or up to it).
  const target = keys.indexOf(key);
  const forward = target > keys.indexOf(from);
  const index = store
    .getChildIds(null)
    .filter((other) => other !== id)
    .filter((other) => {
      const rank = keys.indexOf(groupOf(store, other, groupField, keys));
      return forward ? rank < target : rank <= target;
    }).length;
  const moved = store.dispatch({ op: 'move', id, parentId: null, index }, mergeKey);
  if (!moved.ok) return moved;
  return store.dispatch({ op: 'update', id, path: [groupField], value: key }, mergeKey);
}

/**
 * Removes every block of group `key` in one undo step (`mergeKey`).
 *
 * @example removeGroupBlocks(store, { groupField: 'page', keys: [1, 2], key: 2, mergeKey: 'section:2' })
 */
export function removeGroupBlocks(
  store: EditorStore,
  where: { groupField: string; keys: readonly GroupKey[]; key: GroupKey; mergeKey: string },
): void {
  for (const id of groupIds(store, where.groupField, where.keys).get(where.key) ?? [])
    store.dispatch({ op: 'remove', id }, where.mergeKey);
}

/**
 * Keeps at most one top-level block expanded: after a change, when several are expanded, the one just expanded
 * stays (none when several were, a load), the others collapse, in one undo step. Collapsing is not an edit: a
 * list that was saved before the change stays saved (its data is untouched). Undo and redo are left as they
 * show the list. Answers the unsubscribe.
 *
 * @example useEffect(() => keepOneExpanded(store), [store]);
 */
export function keepOneExpanded(store: EditorStore): () => void {
  // Every block counts as just expanded at the start: a list already loaded collapses as a load does.
  let expanded = new Set<string>();
  let clean = !store.getSnapshot().dirty;
  let data = dataOf(store);
  let busy = false;
  let settles = 0;
  const settle = () => {
    if (busy) return;
    const now = expandedIds(store);
    const fresh = [...now].filter((id) => !expanded.has(id));
    const keep = fresh.length === 1 ? fresh[0] : undefined;
    const onlyCollapse = sameData(data, dataOf(store));
    // Only after a block was expanded, and not on an undo or redo (steps left to redo): there a collapse was a
    // new step that ended the redo, and the next undo opened the panel again, so 元に戻す went back and forth
    // between two panels and never reached an edit made before them.
    if (now.size > 1 && fresh.length > 0 && !store.getSnapshot().canRedo) {
      busy = true;
      const mergeKey = `keep-one-expanded:${++settles}`;
      for (const id of now)
        if (id !== keep) store.dispatch({ op: 'collapse', id, collapsed: true }, mergeKey);
      busy = false;
    }
    if (clean && onlyCollapse && store.getSnapshot().dirty) store.markSaved();
    expanded = expandedIds(store);
    clean = !store.getSnapshot().dirty;
    data = dataOf(store);
  };
  settle();
  return store.subscribe(settle);
}

function expandedIds(store: EditorStore): Set<string> {
  return new Set(store.getChildIds(null).filter((id) => store.getBlock(id)?.collapsed === false));
}

/** The data objects of the top level, by id: structural sharing keeps them identical while untouched. */
function dataOf(store: EditorStore): Map<string, unknown> {
  return new Map(store.getChildIds(null).map((id) => [id, store.getBlock(id)?.data] as const));
}

function sameData(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, value] of a) if (b.get(id) !== value) return false;
  return true;
}
