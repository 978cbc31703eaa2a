import { useEffect, useState, useSyncExternalStore } from 'react';
import { VAR_TYPE_LABELS, type VarType } from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import { ChoiceEditorDialog } from '../items/ChoiceEditorDialog.tsx';
import { useI18n } from '../page-i18n.ts';
import { Link } from '../router.tsx';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';

/** The choice type (spec 000 §3.1): its choices are edited here. */
const CHOICE_TYPE = 20;

/**
 * /line/var/edit/{id} (spec 002 §2, referenced by the form builder): the friend-info field {id} of the account,
 * as far as the console edits one: its name, type and folder, and for a choice field its choices (the choice
 * editor of the friend editor and the picker, spec 000 §2.2). The spec gives no call to rename a field or change
 * its type, so those show only. An id the account does not have says so, not the console's 404.
 */
export default function VarEditPage({ id }: { id: number }) {
  const { t, lang } = useI18n();
  const { items } = useServices();
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const [editing, setEditing] = useState<PickerItem | null>(null);
  useEffect(() => {
    items.load('varia').catch(() => undefined);
  }, [items]);
  const varia = items.get('varia');
  const field = varia?.byId.get(String(id));
  const folder = varia?.groups.find((group) => group.id === field?.group_id);
  const type = Number(field?.type) as VarType;

  return (
    <div className="app-page">
      <h1 className="app-title">{t('varEditTitle')}</h1>
      {(!varia || varia.status === 'loading') && <p role="status">{t('loading')}</p>}
      {varia?.status === 'failed' && (
        <AlertBox tone="error" lines={[t('varEditLoadFailed'), ...varia.messages]} />
      )}
      {varia?.status === 'loaded' && !field && <p role="alert">{t('varEditMissing', { id })}</p>}
      {field && (
        <>
          <dl className="app-facts">
            <dt>{t('varName')}</dt>
            <dd>{field.name}</dd>
            <dt>{t('varType')}</dt>
            <dd>{VAR_TYPE_LABELS[type]?.[lang] ?? String(field.type ?? '')}</dd>
            <dt>{t('varFolder')}</dt>
            <dd>{folder?.name ?? t('varFolderNone')}</dd>
          </dl>
          {type === CHOICE_TYPE && (
            <p>
              <button type="button" className="app-button" onClick={() => setEditing(field)}>
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
