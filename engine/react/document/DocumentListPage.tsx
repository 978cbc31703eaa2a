import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { withShownName } from '../../core/bidi-controls.ts';
import type { DocumentDefinition, Lang } from '../../core/index.ts';
import type { IoResult } from '../../machines/index.ts';
import { useArrowKeys } from '../arrow-keys.ts';
import { focusIsLost } from '../focus.ts';
import { uiText } from '../texts.ts';
import { ALL_FOLDERS, listFolders, matchFolders, NO_FOLDER } from './list-folders.ts';
import { Notice } from './Notice.tsx';
import './document-list.css';

/** What a list row needs of a saved document; its id is read by the definition's id field. */
export interface DocumentRow {
  name: string;
  group_id: number | null;
  revision: number;
  updated_at?: string;
  [field: string]: unknown;
}

/** The calls of one kind's list: the rows with their folders, a copy, a delete guarded by the revision. */
export interface DocumentListCalls {
  list(): Promise<IoResult<{ items: DocumentRow[]; groups: { id: number | string; name: string }[] }>>;
  copy(id: number): Promise<IoResult<unknown>>;
  remove(id: number, revision: number): Promise<IoResult<unknown>>;
}

/** The kind's own words (the chrome's are the engine's). */
export interface DocumentListTexts {
  title: string;
  lead: string;
  /** The create link. */
  create: string;
  /** The table's name (and its region's). */
  listLabel: string;
  empty: string;
  loadFailed: string;
  /** A row without a name: (名称未設定 ID:12). */
  unnamed(id: number): string;
  /** When given, rows without a name are listed only after this checkbox is ticked. */
  showUnnamed?: string;
}

/** Props of `DocumentListPage`. */
export interface DocumentListPageProps {
  definition: DocumentDefinition;
  calls: DocumentListCalls;
  texts: DocumentListTexts;
  lang: Lang;
  /** The folder shown (ALL_FOLDERS, NO_FOLDER or a folder id): the host keeps it in the address. */
  folder: string;
  onFolder(folder: string): void;
  /** Where the create link goes for the folder shown, and where a row opens. */
  createHref(folder: string): string;
  openHref(id: number): string;
  /** The host's link (its router's), so opening a document stays in the page. */
  renderLink(props: { to: string; className?: string; label?: string; children: ReactNode }): ReactNode;
  /** Asks before deleting (the host's confirm dialog). */
  confirm(message: string, okLabel: string): Promise<boolean>;
  /** A 409 from a call: the host reloads. */
  onConflict?(): void;
  /** Columns of the kind's own after the name (a rich menu's thumbnail and button count). */
  columns?: readonly DocumentListColumn[];
  /** The IANA zone the times are shown in (the host's account's); the browser's own when not given. */
  timeZone?: string;
  /** A short line under a row's name (a funnel's users); the row's delete button is described by it. */
  rowNote?(row: DocumentRow): ReactNode;
  /**
   * Why a row cannot be deleted, as far as the list knows (a funnel an action uses): its delete then explains
   * instead of asking, and nothing is sent. The server still refuses what the list did not know.
   */
  deleteRefusal?(row: DocumentRow): string | undefined;
  /** Shows a title and a message with a close button only (the host's dialog); else the page's notice says it. */
  inform?(title: string, message: string): Promise<void>;
}

/** A column a kind adds to its list. */
export interface DocumentListColumn {
  key: string;
  header: string;
  render(row: DocumentRow): ReactNode;
}

type ListState =
  | { state: 'loading' }
  | { state: 'failed'; lines: string[] }
  | { state: 'loaded'; documents: DocumentRow[]; groups: { id: number | string; name: string }[] };

/**
 * The saved documents of one kind by folder (spec 000 §2.3 group selector: folders with counts and a search
 * box), with create, open, copy (のコピー) and delete after a confirmation, empty and failed states, and the
 * result of each change. On phones the table becomes one card a row.
 *
 * @example <DocumentListPage definition={actionDocument} calls={calls} texts={texts} lang="ja" folder="all" … />
 */
export function DocumentListPage(props: DocumentListPageProps) {
  const { definition, calls, texts, lang, folder, renderLink } = props;
  const text = (key: Parameters<typeof uiText>[1], params?: Record<string, string | number>) =>
    uiText(lang, key, params);
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [folderQuery, setFolderQuery] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; lines: string[] } | null>(null);
  const [showUnnamed, setShowUnnamed] = useState(texts.showUnnamed === undefined);
  const ids = { search: useId(), unnamed: useId(), note: useId() };
  const idOf = (row: DocumentRow) => Number(row[definition.idField]);
  const { onConflict } = props;

  const load = useCallback(async () => {
    const result = await calls.list();
    if (result.status === 409) onConflict?.();
    setList(
      result.ok
        ? // Names are shown without direction controls: a form saved as 'W \u202Eevil' before the document rules
          // refused them was listed as 「W live」, and its delete dialog asked the same (docs/decisions/form-name-bidi.md).
          {
            state: 'loaded',
            documents: result.data.items.map(withShownName),
            groups: result.data.groups.map(withShownName),
          }
        : { state: 'failed', lines: [texts.loadFailed, ...result.messages] },
    );
  }, [calls, onConflict, texts.loadFailed]);
  useEffect(() => {
    void load();
  }, [load]);

  const loaded = list.state === 'loaded' ? list.documents : [];
  const documents = showUnnamed ? loaded : loaded.filter((row) => row.name !== '');
  const groups = list.state === 'loaded' ? list.groups : [];
  const folders = useMemo(
    () =>
      listFolders(groups, documents, {
        all: uiText(lang, 'listAll'),
        unclassified: uiText(lang, 'listUnclassified'),
      }),
    [groups, documents, lang],
  );
  const shownFolders = matchFolders(folders, folderQuery);
  // ↑ ↓ Home End move among the folders; each stays a Tab stop of its own.
  const folderKeys = useArrowKeys(shownFolders.length, { orientation: 'vertical' });
  const shown =
    folder === ALL_FOLDERS ? documents : documents.filter((row) => String(row.group_id ?? 0) === folder);
  const folderName = (id: number | null) =>
    id === null ? text('listUnclassified') : (groups.find((g) => g.id === id)?.name ?? String(id));
  const nameOf = (row: DocumentRow) => row.name || texts.unnamed(idOf(row));

  /** Copy or delete, then the notice of how it went and the list again. */
  const change = async (row: DocumentRow, call: Promise<IoResult<unknown>>, copied: boolean) => {
    // Its place, for the focus: a row deleted, or one another tab deleted meanwhile (a copy then fails), leaves
    // the list with the reload below.
    actedAt.current = shown.indexOf(row);
    const result = await call;
    if (result.status === 409) onConflict?.();
    setNotice(
      result.ok
        ? { tone: 'success', lines: [text(copied ? 'listCopied' : 'listDeleted', { name: nameOf(row) })] }
        : {
            tone: 'error',
            lines: [text(copied ? 'listCopyFailed' : 'listDeleteFailed'), ...result.messages],
          },
    );
    await load();
  };
  const remove = async (row: DocumentRow) => {
    const refusal = props.deleteRefusal?.(row);
    if (refusal !== undefined) {
      if (props.inform) await props.inform(text('listDeleteRefused'), refusal);
      else setNotice({ tone: 'error', lines: [text('listDeleteRefused'), refusal] });
      return;
    }
    if (!(await props.confirm(text('listDeleteConfirm', { name: nameOf(row) }), text('listDelete')))) return;
    await change(row, calls.remove(idOf(row), row.revision), false);
  };
  // A deleted row takes its focused 削除 button with it, which drops the keyboard's focus to <body>: the row now
  // in its place (or the last one; the create link when none is left) takes the focus instead. In the commit that
  // removes the row (a layout effect): after it, no task sees the focus on <body>, a screen reader included. The
  // same for a row that goes because another tab deleted it (its copy or delete fails and the list reloads).
  const root = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLTableSectionElement>(null);
  const actedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (actedAt.current === null || list.state === 'loading') return;
    const at = actedAt.current;
    actedAt.current = null;
    if (!focusIsLost()) return;
    const all = rows.current?.rows;
    const row = all && all.length > 0 ? all.item(Math.min(at, all.length - 1)) : null;
    const target = row?.querySelector<HTMLElement>('a, button') ?? root.current?.querySelector('a');
    target?.focus();
  }, [list]);

  const dateFormat = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: props.timeZone,
  });

  return (
    <div ref={root} className={`de-list de-list--${definition.key}`}>
      <div className="de-list__head">
        <h1 className="de-list__title">{texts.title}</h1>
        {renderLink({
          to: props.createHref(folder),
          className: 'de-button de-button--primary de-button--link',
          children: (
            <>
              <span aria-hidden="true">＋ </span>
              {texts.create}
            </>
          ),
        })}
      </div>
      <p className="de-list__lead">{texts.lead}</p>
      {notice && (
        <Notice
          tone={notice.tone}
          lines={notice.lines}
          onDismiss={() => setNotice(null)}
          dismissLabel={text('dismiss')}
        />
      )}
      {list.state === 'failed' && <Notice tone="error" lines={list.lines} />}
      {texts.showUnnamed && (
        <div className="de-list__unnamed">
          <input
            id={ids.unnamed}
            type="checkbox"
            checked={showUnnamed}
            onChange={(event) => setShowUnnamed(event.target.checked)}
          />
          <label htmlFor={ids.unnamed}>{texts.showUnnamed}</label>
        </div>
      )}
      <div className="de-list__layout">
        <nav className="de-list__folders" aria-label={text('listFolders')}>
          <label htmlFor={ids.search} className="de-list__label">
            {text('listFolderSearch')}
          </label>
          <input
            id={ids.search}
            type="search"
            className="de-input"
            value={folderQuery}
            onChange={(event) => setFolderQuery(event.target.value)}
          />
          <ul className="de-list__folder-list" onKeyDown={folderKeys.onKeyDown}>
            {shownFolders.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  {...folderKeys.item(index)}
                  className="de-list__folder"
                  aria-pressed={item.id === folder}
                  aria-label={text('listFolderButton', { name: item.name, count: item.count })}
                  onClick={() => props.onFolder(item.id)}
                >
                  <span className="de-list__folder-name">{item.name}</span>{' '}
                  <span className="de-list__count" aria-hidden="true">
                    {item.count}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="de-list__main" aria-label={texts.listLabel} aria-busy={list.state === 'loading'}>
          {list.state === 'loading' && (
            <p className="de-loading" role="status">
              <span className="de-spinner de-spinner--dark" aria-hidden="true" />
              {text('docLoading')}
            </p>
          )}
          {list.state === 'loaded' && shown.length === 0 && <p className="de-list__empty">{texts.empty}</p>}
          {shown.length > 0 && (
            <table className="de-table">
              <caption className="de-visually-hidden">
                {texts.listLabel} {text('listCount', { count: shown.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text('listColName')}</th>
                  {props.columns?.map((column) => (
                    <th scope="col" key={column.key}>
                      {column.header}
                    </th>
                  ))}
                  <th scope="col">{text('listColFolder')}</th>
                  <th scope="col">{text('listColUpdated')}</th>
                  <th scope="col">{text('listColOps')}</th>
                </tr>
              </thead>
              <tbody ref={rows}>
                {shown.map((row) => {
                  const note = props.rowNote?.(row);
                  const noteId = note ? `${ids.note}-${idOf(row)}` : undefined;
                  return (
                    <tr key={idOf(row)} {...{ [`data-${definition.idField}`]: idOf(row) }}>
                      <th scope="row" className="de-table__name">
                        {renderLink({
                          to: props.openHref(idOf(row)),
                          className: row.name ? undefined : 'de-muted',
                          children: nameOf(row),
                        })}
                        {note && (
                          <div id={noteId} className="de-table__note">
                            {note}
                          </div>
                        )}
                      </th>
                      {props.columns?.map((column) => (
                        <td key={column.key} data-column={column.key}>
                          {column.render(row)}
                        </td>
                      ))}
                      <td>{folderName(row.group_id)}</td>
                      <td>{row.updated_at ? dateFormat.format(new Date(row.updated_at)) : ''}</td>
                      <td>
                        <div className="de-table__ops">
                          {renderLink({
                            to: props.openHref(idOf(row)),
                            className: 'de-button de-button--link',
                            label: text('listOpenLabel', { name: nameOf(row) }),
                            children: text('listOpen'),
                          })}
                          <button
                            type="button"
                            className="de-button"
                            aria-label={text('listCopyLabel', { name: nameOf(row) })}
                            onClick={() => void change(row, calls.copy(idOf(row)), true)}
                          >
                            {text('listCopy')}
                          </button>
                          <button
                            type="button"
                            className="de-button de-button--danger"
                            aria-label={text('listDeleteLabel', { name: nameOf(row) })}
                            aria-describedby={noteId}
                            onClick={() => void remove(row)}
                          >
                            {text('listDelete')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </div>
  );
}

export { ALL_FOLDERS, NO_FOLDER };
