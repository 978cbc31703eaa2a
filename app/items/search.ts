/**
 * Finding items in the picker: fuzzy suggestions over a kind's items (spec 002 §9: at most 20, threshold 0.2)
 * with Fuse.js, and the folder list with its counts and its own search box (spec 000 §2.3).
 */
import Fuse from 'fuse.js';
import type { Folder, PickerItem } from '../api/types.ts';
import { ALL_FOLDER, FAVOURITES_FOLDER, UNCLASSIFIED_FOLDER } from './kinds.ts';

/** At most this many suggestions (spec 002 §9). */
export const SUGGESTION_LIMIT = 20;
/** Fuse's threshold: 0 exact, 1 anything (spec 002 §9: 0.2). */
export const FUZZY_THRESHOLD = 0.2;

/** Full-width letters and digits as half-width, one case: ＶＩＰ finds VIP, ｶﾀｶﾅ finds カタカナ. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * A search over items: the best matches of a query by name, at most 20, fuzzy at threshold 0.2, anywhere in
 * the name (Japanese names have no word starts to anchor on). An empty query answers nothing.
 *
 * @example createItemSearch(tags)('vip').map((t) => t.name) // ['VIP会員']
 */
export function createItemSearch(items: readonly PickerItem[]): (query: string) => PickerItem[] {
  const fuse = new Fuse(items as PickerItem[], {
    keys: ['name'],
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    getFn: (item) => normalise(String(item.name ?? '')),
  });
  return (query) => {
    const wanted = normalise(query.trim());
    if (wanted === '') return [];
    return fuse.search(wanted, { limit: SUGGESTION_LIMIT }).map((result) => result.item);
  };
}

/** A folder as the picker lists it: its id, name and how many items it holds now. */
export interface PickerFolder {
  id: number | string;
  name: string;
  count: number;
}

/**
 * The items of a folder: every item ('all'), the favourites ('fav'), the unclassified (0) or one folder's.
 *
 * @example itemsInFolder(items, 'fav').every((item) => item.favorite) // true
 */
export function itemsInFolder(items: readonly PickerItem[], folder: number | string): PickerItem[] {
  if (folder === ALL_FOLDER) return [...items];
  if (folder === FAVOURITES_FOLDER) return items.filter((item) => item.favorite === true);
  if (folder === UNCLASSIFIED_FOLDER)
    return items.filter((item) => item.group_id === null || item.group_id === undefined);
  return items.filter((item) => String(item.group_id) === String(folder));
}

/**
 * The folder list: "all" first, then the server's folders (favourites first), each counted from the items held
 * now (so a tag created in the picker counts at once). The favourites folder is always listed.
 *
 * @example pickerFolders(groups, items, 'すべて').map((f) => f.id) // ['all', 'fav', 3, 4, 0]
 */
export function pickerFolders(
  groups: readonly Folder[],
  items: readonly PickerItem[],
  allName: string,
  favouritesName: string,
): PickerFolder[] {
  const listed = groups.some((group) => group.id === FAVOURITES_FOLDER)
    ? groups
    : [{ id: FAVOURITES_FOLDER, name: favouritesName }, ...groups];
  return [
    { id: ALL_FOLDER, name: allName, count: items.length },
    // The favourites folder is the console's, named in the page's language even when the server lists it (with
    // its Japanese name: お気に入り stayed on the English page, walk 2026-11-27).
    ...listed.map((group) => ({
      id: group.id,
      name: group.id === FAVOURITES_FOLDER ? favouritesName : group.name,
      count: itemsInFolder(items, group.id).length,
    })),
  ];
}

/**
 * Folders whose name contains the query (case and width ignored); "all" always stays.
 *
 * @example filterFolders(folders, 'キャン').map((f) => f.name) // ['すべて', 'キャンペーン']
 */
export function filterFolders(folders: readonly PickerFolder[], query: string): PickerFolder[] {
  const wanted = normalise(query.trim());
  if (wanted === '') return [...folders];
  return folders.filter((folder) => folder.id === ALL_FOLDER || normalise(folder.name).includes(wanted));
}
