/** The folders of a document list, with counts, and the folder search. Pure helpers of DocumentListPage. */

/** The folder that shows every document. */
export const ALL_FOLDERS = 'all';
/** The folder of documents without one (group_id null). */
export const NO_FOLDER = '0';

/** A folder as the list shows it. */
export interface ListFolder {
  id: string;
  name: string;
  count: number;
}

/**
 * The folders with counts: all, each real folder, and 未分類 when some document has none.
 *
 * @example listFolders([{ id: 3, name: '配信用' }], rows, { all: 'すべて', unclassified: '未分類' })
 */
export function listFolders(
  groups: readonly { id: number | string; name: string }[],
  documents: readonly { group_id: number | null }[],
  names: { all: string; unclassified: string },
): ListFolder[] {
  const count = (id: string) => documents.filter((d) => String(d.group_id ?? 0) === id).length;
  const folders: ListFolder[] = [{ id: ALL_FOLDERS, name: names.all, count: documents.length }];
  for (const group of groups)
    if (typeof group.id === 'number' && group.id > 0)
      folders.push({ id: String(group.id), name: group.name, count: count(String(group.id)) });
  if (count(NO_FOLDER) > 0)
    folders.push({ id: NO_FOLDER, name: names.unclassified, count: count(NO_FOLDER) });
  return folders;
}

/**
 * Folders whose name holds the query (width and case folded); all always stays.
 *
 * @example matchFolders(folders, 'ｷｬﾝ') // the キャンペーン folder, and すべて
 */
export function matchFolders(folders: readonly ListFolder[], query: string): ListFolder[] {
  const fold = (text: string) => text.normalize('NFKC').toLowerCase();
  const wanted = fold(query.trim());
  if (wanted === '') return [...folders];
  return folders.filter((folder) => folder.id === ALL_FOLDERS || fold(folder.name).includes(wanted));
}
