import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { ActionSummary, Folder } from '../api/types.ts';
import { useI18n } from '../i18n.ts';
import { onListKeys } from '../items/PickerLists.tsx';
import { filterFolders, type PickerFolder } from '../items/search.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import '../items/picker.css';
import '../ui/ui.css';
import './actions.css';

const ALL = 'all';
const UNCLASSIFIED = '0';

/** The folders of the list with counts: all, each folder, and 未分類 when some action has none. */
export function actionFolders(
  groups: readonly Folder[],
  actions: readonly ActionSummary[],
  names: { all: string; unclassified: string },
): PickerFolder[] {
  const count = (id: string) => actions.filter((a) => String(a.group_id ?? 0) === id).length;
  const folders: PickerFolder[] = [{ id: ALL, name: names.all, count: actions.length }];
  for (const group of groups)
    if (typeof group.id === 'number' && group.id > 0)
      folders.push({ id: String(group.id), name: group.name, count: count(String(group.id)) });
  if (count(UNCLASSIFIED) > 0)
    folders.push({ id: UNCLASSIFIED, name: names.unclassified, count: count(UNCLASSIFIED) });
  return folders;
}

type ListState =
  | { state: 'loading' }
  | { state: 'failed'; lines: string[] }
  | { state: 'loaded'; actions: ActionSummary[]; groups: Folder[] };

/**
 * /actions: the saved actions by folder (a folder list with counts and a search box), with create, open, copy
 * and delete (after the confirm dialog of spec 000 §2.3). The folder shown lives in the address (?folder=3).
 */
export default function ActionListPage() {
  const { t, lang } = useI18n();
  const { api, reload } = useServices();
  const { query } = useLocation();
  const folder = query.get('folder') ?? ALL;
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [folderQuery, setFolderQuery] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; lines: string[] } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const folderSearchId = useId();

  const load = useCallback(async () => {
    const result = await api.listActions();
    if (result.status === 409) reload();
    setList(
      result.ok
        ? { state: 'loaded', actions: result.data.items, groups: result.data.groups }
        : { state: 'failed', lines: [t('actionsLoadFailed'), ...result.messages] },
    );
  }, [api, reload, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const actions = list.state === 'loaded' ? list.actions : [];
  const groups = list.state === 'loaded' ? list.groups : [];
  const folders = useMemo(
    () =>
      actionFolders(groups, actions, { all: t('actionsAllFolder'), unclassified: t('actionsUnclassified') }),
    [groups, actions, t],
  );
  const shown = folder === ALL ? actions : actions.filter((a) => String(a.group_id ?? 0) === folder);
  const folderName = (id: number | null) =>
    id === null ? t('actionsUnclassified') : (groups.find((g) => g.id === id)?.name ?? String(id));
  const nameOf = (action: ActionSummary) => action.name || t('actionsUnnamed', { aid: action.aid });

  const copy = async (action: ActionSummary) => {
    const result = await api.copyAction(action.aid);
    if (result.status === 409) reload();
    setNotice(
      result.ok
        ? { tone: 'success', lines: [t('actionsCopied', { name: nameOf(action) })] }
        : { tone: 'error', lines: [t('actionsCopyFailed'), ...result.messages] },
    );
    await load();
  };

  const remove = async (action: ActionSummary) => {
    if (!(await confirm(t('actionsDeleteConfirm', { name: nameOf(action) }), t('actionsDelete')))) return;
    const result = await api.deleteAction(action.aid, action.revision);
    if (result.status === 409) reload();
    setNotice(
      result.ok
        ? { tone: 'success', lines: [t('actionsDeleted', { name: nameOf(action) })] }
        : { tone: 'error', lines: [t('actionsDeleteFailed'), ...result.messages] },
    );
    await load();
  };

  const dateFormat = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className="app-page app-actions">
      <div className="app-actions__head">
        <h1 className="app-title">{t('actionsTitle')}</h1>
        <Link
          to={folder !== ALL && folder !== UNCLASSIFIED ? `/actions/new?folder=${folder}` : '/actions/new'}
          className="app-button app-button--primary app-button--link"
        >
          <span aria-hidden="true">＋ </span>
          {t('actionsNew')}
        </Link>
      </div>
      <p className="app-lead">{t('actionsLead')}</p>
      {notice && (
        <AlertBox
          tone={notice.tone}
          lines={notice.lines}
          onDismiss={() => setNotice(null)}
          dismissLabel={t('close')}
        />
      )}
      {list.state === 'failed' && <AlertBox tone="error" lines={list.lines} />}
      <div className="app-actions__layout">
        <nav className="app-actions__folders" aria-label={t('actionsFolders')}>
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
                    navigate(item.id === ALL ? '/actions' : `/actions?folder=${item.id}`, { replace: true })
                  }
                >
                  <span className="app-picker__folder-name">{item.name}</span>
                  <span className="app-picker__count" aria-hidden="true">
                    {item.count}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section
          className="app-actions__main"
          aria-label={t('actionsListLabel')}
          aria-busy={list.state === 'loading'}
        >
          {list.state === 'loading' && (
            <p className="app-loading" role="status">
              <span className="app-spinner" aria-hidden="true" />
              {t('loading')}
            </p>
          )}
          {list.state === 'loaded' && shown.length === 0 && (
            <p className="app-actions__empty">{t('actionsEmpty')}</p>
          )}
          {shown.length > 0 && (
            <table className="app-table">
              <caption className="app-visually-hidden">
                {t('actionsListLabel')} {t('actionsCount', { count: shown.length })}
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
                {shown.map((action) => (
                  <tr key={action.aid} data-aid={action.aid}>
                    <th scope="row" className="app-table__name">
                      <Link to={`/actions/${action.aid}`} className={action.name ? undefined : 'app-muted'}>
                        {nameOf(action)}
                      </Link>
                    </th>
                    <td>{folderName(action.group_id)}</td>
                    <td>{action.updated_at ? dateFormat.format(new Date(action.updated_at)) : ''}</td>
                    <td>
                      <div className="app-table__ops">
                        <Link
                          to={`/actions/${action.aid}`}
                          className="app-button app-button--link"
                          aria-label={t('actionsOpenLabel', { name: nameOf(action) })}
                        >
                          {t('actionsOpen')}
                        </Link>
                        <button
                          type="button"
                          className="app-button"
                          aria-label={t('actionsCopyLabel', { name: nameOf(action) })}
                          onClick={() => void copy(action)}
                        >
                          {t('actionsCopy')}
                        </button>
                        <button
                          type="button"
                          className="app-button app-button--danger"
                          aria-label={t('actionsDeleteLabel', { name: nameOf(action) })}
                          onClick={() => void remove(action)}
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
