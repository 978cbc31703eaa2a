import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { ApiResult, Folder } from '../api/types.ts';
import { type TextKey, useI18n } from '../i18n.ts';
import { onListKeys } from '../items/PickerLists.tsx';
import { filterFolders, type PickerFolder } from '../items/search.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import '../items/picker.css';
import '../ui/ui.css';
import './documents.css';

const ALL = 'all';
const UNCLASSIFIED = '0';

/** What a list row needs of a saved document (an action, a funnel); its id is read by the kind. */
export interface DocumentSummary {
  name: string;
  group_id: number | null;
  revision: number;
  updated_at?: string;
}

/** The calls of one document kind's list: the list with its folders, a copy, a delete guarded by the revision. */
export interface DocumentListCalls<T extends DocumentSummary> {
  list(): Promise<ApiResult<{ items: T[]; groups: Folder[] }>>;
  copy(id: number): Promise<ApiResult<unknown>>;
  remove(id: number, revision: number): Promise<ApiResult<unknown>>;
}

/** How one document kind's list differs: where it lives, how its ids read, its own words. */
export interface DocumentListKind<T extends DocumentSummary> {
  /** The list's path (paths.ts); the editor is at `{path}/{id}` and `{path}/new`. */
  path: string;
  /** The id's wire name: `aid`, `fid`. Rows carry it as `data-{idField}`; 名称未設定 texts take it as a parameter. */
  idField: keyof T & string;
  /**
   * Where the kind's own texts start in app/i18n.ts: `{prefix}Title`, `Lead`, `New` (the create link),
   * `ListLabel`, `Empty`, `LoadFailed` and `Unnamed` (a row without a name, e.g. (名称未設定 ID:{aid})). The
   * page's class is `app-{prefix}`.
   */
  textPrefix: 'actions' | 'funnels';
  /** When given, rows without a name are listed only after this checkbox is ticked. */
  showUnnamed?: TextKey;
}

/**
 * The folders of the list with counts: all, each folder, and 未分類 when some document has none.
 *
 * @example documentFolders([{ id: 3, name: '配信用' }], rows, { all: 'すべて', unclassified: '未分類' })
 */
export function documentFolders<T extends Pick<DocumentSummary, 'group_id'>>(
  groups: readonly Folder[],
  documents: readonly T[],
  names: { all: string; unclassified: string },
): PickerFolder[] {
  const count = (id: string) => documents.filter((d) => String(d.group_id ?? 0) === id).length;
  const folders: PickerFolder[] = [{ id: ALL, name: names.all, count: documents.length }];
  for (const group of groups)
    if (typeof group.id === 'number' && group.id > 0)
      folders.push({ id: String(group.id), name: group.name, count: count(String(group.id)) });
  if (count(UNCLASSIFIED) > 0)
    folders.push({ id: UNCLASSIFIED, name: names.unclassified, count: count(UNCLASSIFIED) });
  return folders;
}

type ListState<T> =
  | { state: 'loading' }
  | { state: 'failed'; lines: string[] }
  | { state: 'loaded'; documents: T[]; groups: Folder[] };

/**
 * A list page of saved documents of one kind by folder (a folder list with counts and a search box), with
 * create, open, copy and delete (after the confirm dialog of spec 000 §2.3). The folder shown lives in the
 * address (?folder=3); a 409 from any call reloads.
 *
 * @example <DocumentListPage kind={actionList} calls={{ list: () => api.listActions(), copy, remove }} />
 */
export function DocumentListPage<T extends DocumentSummary>({
  kind,
  calls,
}: {
  kind: DocumentListKind<T>;
  calls: DocumentListCalls<T>;
}) {
  const { t, lang } = useI18n();
  const { reload } = useServices();
  const { query } = useLocation();
  const folder = query.get('folder') ?? ALL;
  const [list, setList] = useState<ListState<T>>({ state: 'loading' });
  const [folderQuery, setFolderQuery] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; lines: string[] } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const folderSearchId = useId();
  const unnamedId = useId();
  const [showUnnamed, setShowUnnamed] = useState(kind.showUnnamed === undefined);
  const { path, idField, textPrefix: p } = kind;
  const idOf = (row: T) => Number(row[idField]);

  const load = useCallback(async () => {
    const result = await calls.list();
    if (result.status === 409) reload();
    setList(
      result.ok
        ? { state: 'loaded', documents: result.data.items, groups: result.data.groups }
        : { state: 'failed', lines: [t(`${p}LoadFailed`), ...result.messages] },
    );
  }, [calls, reload, t, p]);

  useEffect(() => {
    void load();
  }, [load]);

  const loaded = list.state === 'loaded' ? list.documents : [];
  const documents = showUnnamed ? loaded : loaded.filter((row) => row.name !== '');
  const groups = list.state === 'loaded' ? list.groups : [];
  const folders = useMemo(
    () =>
      documentFolders(groups, documents, {
        all: t('actionsAllFolder'),
        unclassified: t('actionsUnclassified'),
      }),
    [groups, documents, t],
  );
  const shown = folder === ALL ? documents : documents.filter((row) => String(row.group_id ?? 0) === folder);
  const folderName = (id: number | null) =>
    id === null ? t('actionsUnclassified') : (groups.find((g) => g.id === id)?.name ?? String(id));
  const nameOf = (row: T) => row.name || t(`${p}Unnamed`, { [idField]: idOf(row) });

  /** Copy or delete, then the notice of how it went and the list again. */
  const change = async (
    row: T,
    call: Promise<ApiResult<unknown>>,
    done: 'actionsCopied' | 'actionsDeleted',
    failed: 'actionsCopyFailed' | 'actionsDeleteFailed',
  ) => {
    const result = await call;
    if (result.status === 409) reload();
    setNotice(
      result.ok
        ? { tone: 'success', lines: [t(done, { name: nameOf(row) })] }
        : { tone: 'error', lines: [t(failed), ...result.messages] },
    );
    await load();
  };

  const copy = (row: T) => change(row, calls.copy(idOf(row)), 'actionsCopied', 'actionsCopyFailed');

  const remove = async (row: T) => {
    if (!(await confirm(t('actionsDeleteConfirm', { name: nameOf(row) }), t('actionsDelete')))) return;
    await change(row, calls.remove(idOf(row), row.revision), 'actionsDeleted', 'actionsDeleteFailed');
  };

  const dateFormat = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className={`app-page app-documents app-${p}`}>
      <div className="app-documents__head">
        <h1 className="app-title">{t(`${p}Title`)}</h1>
        <Link
          to={folder !== ALL && folder !== UNCLASSIFIED ? `${path}/new?folder=${folder}` : `${path}/new`}
          className="app-button app-button--primary app-button--link"
        >
          <span aria-hidden="true">＋ </span>
          {t(`${p}New`)}
        </Link>
      </div>
      <p className="app-lead">{t(`${p}Lead`)}</p>
      {notice && (
        <AlertBox
          tone={notice.tone}
          lines={notice.lines}
          onDismiss={() => setNotice(null)}
          dismissLabel={t('close')}
        />
      )}
      {list.state === 'failed' && <AlertBox tone="error" lines={list.lines} />}
      {kind.showUnnamed && (
        <div className="app-check app-documents__unnamed">
          <input
            id={unnamedId}
            type="checkbox"
            checked={showUnnamed}
            onChange={(event) => setShowUnnamed(event.target.checked)}
          />
          <label htmlFor={unnamedId}>{t(kind.showUnnamed)}</label>
        </div>
      )}
      <div className="app-documents__layout">
        <nav className="app-documents__folders" aria-label={t('actionsFolders')}>
          <label htmlFor={folderSearchId} className="app-picker__label">
            {t('pickerFolderSearch')}
          </label>
          <input
            id={folderSearchId}
            type="search"
            className="app-input"
            value={folderQuery}
            onChange={(event) => setFolderQuery(event.target.value)}
          />
          <ul className="app-picker__folder-list" onKeyDown={onListKeys}>
            {filterFolders(folders, folderQuery).map((item) => (
              <li key={String(item.id)}>
                <button
                  type="button"
                  data-roving
                  className="app-picker__folder"
                  aria-pressed={String(item.id) === folder}
                  aria-label={t('pickerFolderButton', { name: item.name, count: item.count })}
                  onClick={() =>
                    navigate(item.id === ALL ? path : `${path}?folder=${item.id}`, { replace: true })
                  }
                >
                  <span className="app-picker__folder-name">{item.name}</span>{' '}
                  <span className="app-picker__count" aria-hidden="true">
                    {item.count}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section
          className="app-documents__main"
          aria-label={t(`${p}ListLabel`)}
          aria-busy={list.state === 'loading'}
        >
          {list.state === 'loading' && (
            <p className="app-loading" role="status">
              <span className="app-spinner" aria-hidden="true" />
              {t('loading')}
            </p>
          )}
          {list.state === 'loaded' && shown.length === 0 && (
            <p className="app-documents__empty">{t(`${p}Empty`)}</p>
          )}
          {shown.length > 0 && (
            <table className="app-table">
              <caption className="app-visually-hidden">
                {t(`${p}ListLabel`)} {t('actionsCount', { count: shown.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('actionsColName')}</th>
                  <th scope="col">{t('actionsColFolder')}</th>
                  <th scope="col">{t('actionsColUpdated')}</th>
                  <th scope="col">{t('actionsColOps')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={idOf(row)} {...{ [`data-${idField}`]: idOf(row) }}>
                    <th scope="row" className="app-table__name">
                      <Link to={`${path}/${idOf(row)}`} className={row.name ? undefined : 'app-muted'}>
                        {nameOf(row)}
                      </Link>
                    </th>
                    <td>{folderName(row.group_id)}</td>
                    <td>{row.updated_at ? dateFormat.format(new Date(row.updated_at)) : ''}</td>
                    <td>
                      <div className="app-table__ops">
                        <Link
                          to={`${path}/${idOf(row)}`}
                          className="app-button app-button--link"
                          aria-label={t('actionsOpenLabel', { name: nameOf(row) })}
                        >
                          {t('actionsOpen')}
                        </Link>
                        <button
                          type="button"
                          className="app-button"
                          aria-label={t('actionsCopyLabel', { name: nameOf(row) })}
                          onClick={() => void copy(row)}
                        >
                          {t('actionsCopy')}
                        </button>
                        <button
                          type="button"
                          className="app-button app-button--danger"
                          aria-label={t('actionsDeleteLabel', { name: nameOf(row) })}
                          onClick={() => void remove(row)}
                        >
                          {t('actionsDelete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {confirmDialog}
    </div>
  );
}
