/**
 * The form's own rules over its items (spec 002 §4 "Form builder behaviour", §5): sections (pages), branching
 * (one radio or select per section, destinations cleared with their section, switched off by a move), the
 * "at least one question" rule, and the numbering of items and choices a save needs. Every change is a core
 * operation on the builder's store, so undo and validation treat it like an edit.
 */

import { nameNumber } from '../../documents/form-names.ts';
import type { EditorStore } from '../../engine/core/index.ts';

/** Headings (spec 002 §3 swatches 500, 501): they ask nothing. */
export const HEADING_SWATCHES: readonly number[] = [500, 501];
/** The items that may branch (spec 002 §4): radio and select. */
export const BRANCHING_SWATCHES: readonly number[] = [540, 550];
/** The item field holding its section. */
export const SECTION_FIELD = 'page';

interface ItemLike {
  swatch_id?: number;
  page?: number;
  do_branch_page?: number;
  name?: string;
  type?: string;
  choices?: { id?: number; next_page?: number | string }[];
}

const dataOf = (store: EditorStore, id: string) => (store.getBlock(id)?.data ?? {}) as ItemLike;

/**
 * The sections with a new one after the last. @example addSection([1, 3]) // [1, 3, 4]
 */
export function addSection(pages: readonly number[]): number[] {
  return [...pages, Math.max(0, ...pages) + 1];
}

/**
 * Removes a section: its items go, and every choice whose destination was that section loses it (the operator
 * picks another; a branching item without one is refused on save). One undo step. Answers the sections left.
 *
 * @example removeSection(store, [1, 2], 2) // [1]
 */
export function removeSection(store: EditorStore, pages: readonly number[], page: number): number[] {
  const mergeKey = `section-remove:${page}:${Date.now()}`;
  const first = pages[0];
  for (const id of [...store.getChildIds(null)]) {
    const section = dataOf(store, id).page ?? first;
    if (section === page) store.dispatch({ op: 'remove', id }, mergeKey);
  }
  clearDestinations(store, page, mergeKey);
  return pages.filter((each) => each !== page);
}

/**
 * Clears every choice destination naming `page`.
 *
 * @example clearDestinations(store, 2, 'k')
 */
export function clearDestinations(store: EditorStore, page: number, mergeKey: string): void {
  for (const id of store.getChildIds(null)) {
    dataOf(store, id).choices?.forEach((choice, index) => {
      if (choice.next_page === page)
        store.dispatch(
          { op: 'update', id, path: ['choices', index, 'next_page'], value: undefined },
          mergeKey,
        );
    });
  }
}

/**
 * Switches an item's branching off (its plugin's change rule then clears the destinations), in the given undo
 * step: what a move to another section does.
 *
 * @example switchBranchingOff(store, id, mergeKey)
 */
export function switchBranchingOff(store: EditorStore, id: string, mergeKey: string): void {
  if (dataOf(store, id).do_branch_page === 1)
    store.dispatch({ op: 'update', id, path: ['do_branch_page'], value: 0 }, mergeKey);
}

/**
 * Keeps one branching item per section: an item switched to branching in a section that already has one is
 * switched back (in the same undo step as the switch, so nothing is left to undo) and `onRefused` is told.
 * Answers the unsubscribe.
 *
 * @example useEffect(() => keepOneBranchPerSection(store, () => setRefused(true)), [store]);
 */
export function keepOneBranchPerSection(store: EditorStore, onRefused: () => void): () => void {
  const branching = () =>
    new Set(store.getChildIds(null).filter((id) => dataOf(store, id).do_branch_page === 1));
  let before = branching();
  let busy = false;
  const settle = () => {
    if (busy) return;
    const now = branching();
    for (const id of now) {
      if (before.has(id)) continue;
      const page = dataOf(store, id).page;
      const other = [...now].some((each) => each !== id && dataOf(store, each).page === page);
      if (!other) continue;
      busy = true;
      store.dispatch({ op: 'update', id, path: ['do_branch_page'], value: 0 }, `update:${id}:do_branch_page`);
      busy = false;
      onRefused();
    }
    before = branching();
  };
  return store.subscribe(settle);
}

/**
 * Numbers what the form numbers (spec 002 §3 "editor counters"): an item without a name gets its type and the next
 * item number (`text7`), a choice without an id the next choice id. The item number counts across types and comes
 * after both the saved counter (`name_counter`) and every number a name uses, so a name is never given twice in a
 * form's life: an item deleted and another added does not take the deleted one's name, under which answers are
 * stored. One undo step; answers the counters to save.
 *
 * @example numberItems(store, 6, 5) // { nameCounter: 7, choiceCounter: 6 }
 */
export function numberItems(
  store: EditorStore,
  nameCounter: number,
  choiceCounter: number,
): { nameCounter: number; choiceCounter: number } {
  let lastName = nameCounter;
  let lastChoice = choiceCounter;
  const ids = store.getChildIds(null);
  // Numbers already used count, so a renumbered form never repeats a name or a choice id.
  for (const id of ids) {
    const item = dataOf(store, id);
    lastName = Math.max(lastName, nameNumber(item.name));
    for (const choice of item.choices ?? []) lastChoice = Math.max(lastChoice, choice.id ?? 0);
  }
  const mergeKey = `number:${Date.now()}`;
  for (const id of ids) {
    const item = dataOf(store, id);
    if (!item.name && item.type) {
      store.dispatch({ op: 'update', id, path: ['name'], value: `${item.type}${++lastName}` }, mergeKey);
    }
    dataOf(store, id).choices?.forEach((choice, index) => {
      if (choice.id === undefined)
        store.dispatch({ op: 'update', id, path: ['choices', index, 'id'], value: ++lastChoice }, mergeKey);
    });
  }
  return { nameCounter: lastName, choiceCounter: lastChoice };
}

/**
 * Items in section order (stable within a section), as the builder keeps its list; an item naming no known
 * section goes to the first.
 *
 * @example inSectionOrder([{ page: 2 }, { page: 1 }], [1, 2]) // [{ page: 1 }, { page: 2 }]
 */
export function inSectionOrder<T extends ItemLike>(items: readonly T[], pages: readonly number[]): T[] {
  const rank = (item: T) => {
    const at = pages.indexOf(item.page ?? pages[0]);
    return at === -1 ? 0 : at;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
