import { useEffect, useState, useSyncExternalStore } from 'react';
import { ActionEditor } from '../actions/ActionEditor.tsx';
import type { ActionCaller } from '../actions/caller.ts';
import { describeChoice } from '../items/ItemPickerField.tsx';
import { useI18n } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { Modal } from '../ui/Modal.tsx';
import '../actions/actions.css';

/** Props of `ActionSetting`. */
export interface ActionSettingProps {
  /** The action set now (its aid), or none. */
  value: number | null | undefined;
  /** A saved action's aid, or null when the setting is cleared. */
  onChange(aid: number | null): void;
  /** What the setting is for, e.g. フォーム回答後のアクション (names the group). */
  label: string;
  /**
   * What the embedding screen knows about where the action runs (an auto response: `{ reaction: true }`; an
   * open-API trigger with its event chosen: `{ contextEvent: true }`); handed to the action editor.
   */
  caller?: ActionCaller;
}

/**
 * The action setting widget of spec 000 §2.3, for any screen that attaches an action (form answers, auto
 * responses…): a button opens the action editor in a large modal that a click outside does not close; saving
 * there sets the action; a clear-setting button appears when an action is set. Closing with unsaved edits asks
 * first (編集中の内容が破棄されます。よろしいですか？, `Modal`'s `dirty`).
 *
 * @example <ActionSetting label="フォーム回答後のアクション" value={form.form_action_id} onChange={setActionId} />
 * @example <ActionSetting label="自動応答のアクション" value={aid} onChange={setAid} caller={{ reaction: true }} />
 */
export function ActionSetting({ value, onChange, label, caller }: ActionSettingProps) {
  const { t, lang } = useI18n();
  const { items } = useServices();
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const aid = typeof value === 'number' && value > 0 ? value : null;

  useEffect(() => {
    if (aid !== null) void items.load('action');
  }, [items, aid]);

  const current = aid === null ? null : describeChoice(items.get('action'), 'action', aid, [], lang);
  const currentText = current && (current.text || t('actionsUnnamed', { aid }));

  const close = () => {
    setDirty(false);
    setOpen(false);
  };

  return (
    <fieldset className="app-action-setting">
      <legend className="app-action-setting__label">{label}</legend>
      <p
        className={`app-action-setting__value${current?.deleted ? ' app-action-setting__value--deleted' : ''}`}
        aria-live="polite"
      >
        {currentText ? t('actionSettingCurrent', { name: currentText }) : t('actionSettingNone')}
      </p>
      <div className="app-action-setting__buttons">
        <button
          type="button"
          className="app-button app-button--primary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t(aid === null ? 'actionSettingSet' : 'actionSettingEdit')}
        </button>
        {aid !== null && (
          <button type="button" className="app-button" onClick={() => onChange(null)}>
            {t('actionSettingClear')}
          </button>
        )}
      </div>
      {open && (
        <Modal
          size="large"
          title={t('actionSettingModalTitle')}
          closeLabel={t('close')}
          closeOnBackdrop={false}
          dirty={dirty}
          onClose={close}
        >
          {(guardedClose) => (
            <ActionEditor
              aid={aid}
              mode="modal"
              caller={caller}
              onDirtyChange={setDirty}
              onSaved={({ aid: saved }) => {
                close();
                void items.reload('action');
                onChange(saved);
              }}
              actions={
                <button type="button" className="app-button" onClick={guardedClose}>
                  {t('cancel')}
                </button>
              }
            />
          )}
        </Modal>
      )}
    </fieldset>
  );
}
