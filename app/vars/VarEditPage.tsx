import { useEffect, useState, useSyncExternalStore } from 'react';
import { VAR_CHOICE_TYPE } from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import { ChoiceEditorDialog } from '../items/ChoiceEditorDialog.tsx';
import { useI18n } from '../page-i18n.ts';
import { Link } from '../router.tsx';
import { useServices, useSession } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { INFO_KINDS, type InfoKind, infoTypeName } from './info-kinds.ts';
import './var-edit.css';

/**
 * The page of one info item {id} of the account (spec 002 §2, addresses the form builder references), as far as
 * the console edits one: its name, type and folder. A friend-info field (`varia`, /line/var/edit/{id}) of the
 * choice type opens the choice editor of the friend editor and the picker (spec 000 §2.2); a common-info item
 * (`common_vars`, /line/common_var/edit/{id}) only shows. The spec gives no call to rename either, change its
 * type, or edit a common-info item at all. 選択肢を編集 is offered to an operator holding var-write only (what POST
 * /api/var/choice asks, as the picker's editableChoiceField). An id the account does not have says so in the
 * kind's words, not the console's 404.
 *
 * @example <VarEditPage id={12} /> // the friend-info field 12
 * @example <VarEditPage id={3} kind="common_vars" /> // the common-info item 3
 */
export default function VarEditPage({ id, kind = 'varia' }: { id: number; kind?: InfoKind }) {
  const { t, lang } = useI18n();
  const { items } = useServices();
  const { session } = useSession();
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const [editing, setEditing] = useState<PickerItem | null>(null);
  useEffect(() => {
    items.load(kind).catch(() => undefined);
  }, [items, kind]);
  const words = INFO_KINDS[kind];
  const list = items.get(kind);
  const item = list?.byId.get(String(id));
  const folder = list?.groups.find((group) => group.id === item?.group_id);
  const choices =
    kind === 'varia' &&
    Number(item?.type) === VAR_CHOICE_TYPE &&
    (session?.permissions.includes('var-write') ?? false);

  return (
    <div className="app-page">
      <h1 className="app-title">{t(words.title)}</h1>
      {(!list || list.status === 'loading') && <p role="status">{t('loading')}</p>}
      {list?.status === 'failed' && <AlertBox tone="error" lines={[t(words.loadFailed), ...list.messages]} />}
      {list?.status === 'loaded' && !item && <p role="alert">{t(words.missing, { id })}</p>}
      {item && (
        <>
          <dl className="app-item-facts">
            <dt>{t(words.name)}</dt>
            <dd>{item.name}</dd>
            <dt>{t('varType')}</dt>
            <dd>{infoTypeName(kind, item.type, lang)}</dd>
            <dt>{t('varFolder')}</dt>
            <dd>{folder?.name ?? t('varFolderNone')}</dd>
          </dl>
          {choices && (
            <p>
              <button type="button" className="app-button" onClick={() => setEditing(item)}>
                {t('varEditChoices')}
              </button>
            </p>
          )}
        </>
      )}
      <p>
        <Link to="/">{t('backHome')}</Link>
      </p>
      {editing && <ChoiceEditorDialog field={editing} lang={lang} onDone={() => setEditing(null)} />}
    </div>
  );
}
