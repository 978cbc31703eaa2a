import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Folder } from '../api/types.ts';
import { useI18n } from '../i18n.ts';
import { onListKeys } from '../items/PickerLists.tsx';
import { filterFolders, type PickerFolder } from '../items/search.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { type FunnelSummary, useFunnelApi } from './funnel-api.ts';
import { FUNNELS_PATH } from './paths.ts';
import '../items/picker.css';
import '../ui/ui.css';
import '../actions/actions.css';
import './funnels.css';

const ALL = 'all';
const UNCLASSIFIED = '0';

/**
 * The folders of the list with counts: all, each folder, and 未分類 when some funnel has none.
 *
 * @example funnelFolders([{ id: 3, name: '配信用' }], funnels, { all: 'すべて', unclassified: '未分類' })
 */
export function funnelFolders(
  groups: readonly Folder[],
  funnels: readonly Pick<FunnelSummary, 'group_id'>[],
  names: { all: string; unclassified: string },
): PickerFolder[] {
  const count = (id: string) => funnels.filter((f) => String(f.group_id ?? 0) === id).length;
  const folders: PickerFolder[] = [{ id: ALL, name: names.all, count: funnels.length }];
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
  | { state: 'loaded'; funnels: FunnelSummary[]; groups: Folder[] };

/**
 * /funnels: the saved funnels (custom searches) by folder, with a folder search, and create, open, copy and
 * delete (after a confirmation). The folder shown lives in the address (?folder=3).
 */
export default function FunnelListPage() {
  const { t, lang } = useI18n();
  const { reload } = useServices();
  const funnelApi = useFunnelApi();
  const { query } = useLocation();
  const folder = query.get('folder') ?? ALL;
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [folderQuery, setFolderQuery] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; lines: string[] } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const folderSearchId = useId();
  const unnamedId = useId();
  // Conditions set on action effects are funnels without a name: listed only on request.
  const [showUnnamed, setShowUnnamed] = useState(false);

  const load = useCallback(async () => {
    const result = await funnelApi.listFunnels();
    if (result.status === 409) reload();
    setList(
      result.ok
        ? { state: 'loaded', funnels: result.data.items, groups: result.data.groups }
        : { state: 'failed', lines: [t('funnelsLoadFailed'), ...result.messages] },
    );
  }, [funnelApi, reload, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const loaded = list.state === 'loaded' ? list.funnels : [];
  const funnels = showUnnamed ? loaded : loaded.filter((funnel) => funnel.name !== '');
  const groups = list.state === 'loaded' ? list.groups : [];
  const folders = useMemo(
    () =>
      funnelFolders(groups, funnels, { all: t('actionsAllFolder'), unclassified: t('actionsUnclassified') }),
    [groups, funnels, t],
  );
  const shown = folder === ALL ? funnels : funnels.filter((f) => String(f.group_id ?? 0) === folder);
  const folderName = (id: number | null) =>
    id === null ? t('actionsUnclassified') : (groups.find((g) => g.id === id)?.name ?? String(id));
  const nameOf = (funnel: FunnelSummary) => funnel.name || t('funnelsUnnamed', { fid: funnel.fid });

  const copy = async (funnel: FunnelSummary) => {
    const result = await funnelApi.copyFunnel(funnel.fid);
    if (result.status === 409) reload();
    setNotice(
      result.ok
        ? { tone: 'success', lines: [t('actionsCopied', { name: nameOf(funnel) })] }
        : { tone: 'error', lines: [t('actionsCopyFailed'), ...result.messages] },
    );
    await load();
  };

  const remove = async (funnel: FunnelSummary) => {
    if (!(await confirm(t('actionsDeleteConfirm', { name: nameOf(funnel) }), t('actionsDelete')))) return;
    const result = await funnelApi.deleteFunnel(funnel.fid, funnel.revision);
    if (result.status === 409) reload();
    setNotice(
      result.ok
        ? { tone: 'success', lines: [t('actionsDeleted', { name: nameOf(funnel) })] }
        : { tone: 'error', lines: [t('actionsDeleteFailed'), ...result.messages] },
    );
    await load();
  };

  const dateFormat = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className="app-page app-actions app-funnels">
      <div className="app-actions__head">
        <h1 className="app-title">{t('funnelsTitle')}</h1>
        <Link
          to={
            folder !== ALL && folder !== UNCLASSIFIED
              ? `${FUNNELS_PATH}/new?folder=${folder}`
              : `${FUNNELS_PATH}/new`
          }
          className="app-button app-button--primary app-button--link"
        >
          <span aria-hidden="true">＋ </span>
          {t('funnelsNew')}
        </Link>
      </div>
      <p className="app-lead">{t('funnelsLead')}</p>
      {notice && (
        <AlertBox
          tone={notice.tone}
          lines={notice.lines}
          onDismiss={() => setNotice(null)}
          dismissLabel={t('close')}
        />
      )}
      {list.state === 'failed' && <AlertBox tone="error" lines={list.lines} />}
      <div className="app-check app-funnels__unnamed">
        <input
          id={unnamedId}
          type="checkbox"
          checked={showUnnamed}
          onChange={(event) => setShowUnnamed(event.target.checked)}
        />
        <label htmlFor={unnamedId}>{t('funnelsShowUnnamed')}</label>
      </div>
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
                    navigate(item.id === ALL ? FUNNELS_PATH : `${FUNNELS_PATH}?folder=${item.id}`, {
                      replace: true,
                    })
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
          aria-label={t('funnelsListLabel')}
          aria-busy={list.state === 'loading'}
        >
          {list.state === 'loading' && (
            <p className="app-loading" role="status">
              <span className="app-spinner" aria-hidden="true" />
              {t('loading')}
            </p>
          )}
          {list.state === 'loaded' && shown.length === 0 && (
            <p className="app-actions__empty">{t('funnelsEmpty')}</p>
          )}
          {shown.length > 0 && (
            <table className="app-table">
              <caption className="app-visually-hidden">
                {t('funnelsListLabel')} {t('actionsCount', { count: shown.length })}
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
                {shown.map((funnel) => (
                  <tr key={funnel.fid} data-fid={funnel.fid}>
                    <th scope="row" className="app-table__name">
                      <Link
                        to={`${FUNNELS_PATH}/${funnel.fid}`}
                        className={funnel.name ? undefined : 'app-muted'}
                      >
                        {nameOf(funnel)}
                      </Link>
                    </th>
                    <td>{folderName(funnel.group_id)}</td>
                    <td>{funnel.updated_at ? dateFormat.format(new Date(funnel.updated_at)) : ''}</td>
                    <td>
                      <div className="app-table__ops">
                        <Link
                          to={`${FUNNELS_PATH}/${funnel.fid}`}
                          className="app-button app-button--link"
                          aria-label={t('actionsOpenLabel', { name: nameOf(funnel) })}
                        >
                          {t('actionsOpen')}
                        </Link>
                        <button
                          type="button"
                          className="app-button"
                          aria-label={t('actionsCopyLabel', { name: nameOf(funnel) })}
                          onClick={() => void copy(funnel)}
                        >
                          {t('actionsCopy')}
                        </button>
                        <button
                          type="button"
                          className="app-button app-button--danger"
                          aria-label={t('actionsDeleteLabel', { name: nameOf(funnel) })}
                          onClick={() => void remove(funnel)}
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
