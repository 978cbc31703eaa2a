/**
 * The console's host of the engine's document list page: the address keeps the folder (?folder=3), links go
 * through the console's router, deletes ask in the console's confirm dialog, a 409 reloads. A kind's page
 * (ActionListPage, FunnelListPage) gives only its definition, its calls and its own words.
 */

import type { ReactNode } from 'react';
import type { DocumentDefinition } from '../../engine/core/index.ts';
import {
  ALL_FOLDERS,
  type DocumentListCalls,
  type DocumentListColumn,
  DocumentListPage,
  type DocumentListPageProps,
  type DocumentListTexts,
  NO_FOLDER,
} from '../../engine/react/document-list.ts';
import { useI18n } from '../page-i18n.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { useServices } from '../services.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { ACCOUNT_TIME_ZONE } from '../ui/time.ts';
import '../ui/ui.css';

/** Props of `ConsoleDocumentList`. */
export interface ConsoleDocumentListProps {
  definition: DocumentDefinition;
  calls: DocumentListCalls;
  texts: DocumentListTexts;
  /** The list's path (paths.ts); the editor is at `{path}/{id}` and `{path}/new`. */
  path: string;
  /** Where the editor is when it is not under the list's path (forms: /lvf/edit/{id}, /lvf/edit/new). */
  editorPath?: string;
  /** Where a new document is made when not at `{editorPath}/new` (rich menus: /line/richmenu/new). */
  newPath?: string;
  /** The query parameter holding the folder (default `folder`; rich menus use the spec's `group`). */
  folderParam?: string;
  /** The kind's own columns after the name. */
  columns?: readonly DocumentListColumn[];
  /** Above the list (a saved notice). */
  banner?: ReactNode;
  /** A line under a row's name and why a row cannot be deleted (the engine's props of the same names). */
  rowNote?: DocumentListPageProps['rowNote'];
  deleteRefusal?: DocumentListPageProps['deleteRefusal'];
}

/** A kind's own words for its list, as the kinds with a texts module of their own name them (rich menus, friend-info forms). */
export interface KindListWords {
  listTitle: string;
  listLead: string;
  listNew: string;
  listLabel: string;
  listEmpty: string;
  listLoadFailed: string;
  unnamed(id: number): string;
}

/**
 * The list's texts from a kind's words (one mapping for every kind that names them this way).
 *
 * @example documentListTexts(useRichmenuTexts()).title // 'リッチメニュー'
 */
export function documentListTexts(words: KindListWords): DocumentListTexts {
  return {
    title: words.listTitle,
    lead: words.listLead,
    create: words.listNew,
    listLabel: words.listLabel,
    empty: words.listEmpty,
    loadFailed: words.listLoadFailed,
    unnamed: words.unnamed,
  };
}

/**
 * A kind's list page in the console.
 *
 * @example <ConsoleDocumentList definition={actionDocument} calls={calls} texts={texts} path="/actions" />
 */
export function ConsoleDocumentList({
  definition,
  calls,
  texts,
  path,
  editorPath = path,
  newPath = `${editorPath}/new`,
  folderParam = 'folder',
  columns,
  banner,
  rowNote,
  deleteRefusal,
}: ConsoleDocumentListProps) {
  const { lang } = useI18n();
  const { reload } = useServices();
  const { query } = useLocation();
  const [confirm, confirmDialog] = useConfirm();
  const folder = query.get(folderParam) ?? ALL_FOLDERS;
  return (
    <div className="app-page">
      {banner}
      <DocumentListPage
        definition={definition}
        calls={calls}
        texts={texts}
        lang={lang}
        folder={folder}
        onFolder={(id) =>
          navigate(id === ALL_FOLDERS ? path : `${path}?${folderParam}=${id}`, { replace: true })
        }
        createHref={(shown) =>
          shown !== ALL_FOLDERS && shown !== NO_FOLDER ? `${newPath}?${folderParam}=${shown}` : newPath
        }
        columns={columns}
        timeZone={ACCOUNT_TIME_ZONE}
        openHref={(id) => `${editorPath}/${id}`}
        renderLink={({ to, className, label, children }) => (
          <Link to={to} className={className} aria-label={label}>
            {children}
          </Link>
        )}
        confirm={confirm}
        inform={async (title, message) => {
          await confirm(message, null, title);
        }}
        rowNote={rowNote}
        deleteRefusal={deleteRefusal}
        onConflict={reload}
      />
      {confirmDialog}
    </div>
  );
}
