/**
 * The engine's document list page (folders, search, open, copy, delete): an entry of its own beside ./index.ts.
 * Through the editor's entry every editor route fetched it, unused (issue 14: 2 kB gzip of /actions/new); a host's
 * list page imports it from here.
 *
 * @example import { DocumentListPage } from '../../engine/react/document-list.ts';
 */
export {
  ALL_FOLDERS,
  type DocumentListCalls,
  type DocumentListColumn,
  DocumentListPage,
  type DocumentListPageProps,
  type DocumentListTexts,
  type DocumentRow,
  NO_FOLDER,
} from './document/DocumentListPage.tsx';
export { type ListFolder, listFolders, matchFolders } from './document/list-folders.ts';
