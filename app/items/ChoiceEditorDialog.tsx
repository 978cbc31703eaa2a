import { type FormEvent, useId, useRef, useState } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { VAR_DEFAULT_MAX_LENGTH } from '../../plugins/shared/var-fields.ts';
import type { PickerItem, VarChoice } from '../api/types.ts';
import { type TextKey, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { FormButtons } from '../ui/FormButtons.tsx';
import { Modal } from '../ui/Modal.tsx';

/** Props of `ChoiceEditorDialog`. */
export interface ChoiceEditorDialogProps {
  /** A choice-type field (type 20), e.g. the one just created. */
  field: PickerItem;
  lang: Lang;
  /** Saved (the store has the field with its choices) or closed without saving. */
  onDone(): void;
}

interface Row {
  key: number;
  choice: VarChoice;
}

/** The field's choices as rows; a field without any starts with one empty row. */
function startRows(field: PickerItem): Row[] {
  const known = Array.isArray(field.choices) ? (field.choices as VarChoice[]) : [];
  const choices = known.length > 0 ? known : [{ value: '' }];
  return choices.map((choice, key) => ({ key, choice }));
}

/**
 * The choice editor of a choice-type field (spec 000 §2.2, §4, §5.2), as it opens after the field is created:
 * add and remove choice texts (at most 200 characters each), saved at once with POST /api/var/choice. At least
 * one choice and no empty one (選択肢は1つ以上必要です, 空の選択肢は設定できません。) are checked before the
 * call; closing after an edit asks first (`Modal`'s `dirty`). Colours stay the default #FFFFFF and are edited
 * on the field's page.
 *
 * @example <ChoiceEditorDialog field={created} lang="ja" onDone={() => select(created)} />
 */
export function ChoiceEditorDialog({ field, lang, onDone }: ChoiceEditorDialogProps) {
  const { api, items, reload } = useServices();
  const [rows, setRows] = useState(() => startRows(field));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string[] | null>(null);
  const nextKey = useRef(rows.length);
  const id = useId();
  const t = (key: TextKey, params?: Record<string, unknown>) => translate(lang, key, params);

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const choices = rows.map(({ choice }) => ({ ...choice, value: choice.value.trim() }));
    if (choices.length === 0) return setNotice([t('varChoicesRequired')]);
    if (choices.some((choice) => choice.value === '')) return setNotice([t('varChoiceBlank')]);
    setBusy(true);
    const result = await api.saveVarChoices(field.id, choices);
    setBusy(false);
    if (result.status === 409) reload();
    if (!result.ok) return setNotice([t('saveFailed'), ...result.messages]);
    items.add('varia', { ...field, choices: result.data.choices });
    onDone();
  };

  return (
    <Modal title={t('varChoicesTitle')} closeLabel={t('close')} onClose={onDone} dirty={dirty} size="small">
      {(close) => (
        <>
          {notice && (
            <AlertBox
              tone="error"
              lines={notice}
              onDismiss={() => setNotice(null)}
              dismissLabel={t('close')}
            />
          )}
          <form className="app-varform" onSubmit={save} noValidate>
            <p className="app-varform__lead">{t('varChoicesLead', { name: field.name })}</p>
            <ol className="app-varform__choices">
              {rows.map((row, index) => (
                <li key={row.key} className="app-varform__choice">
                  <label htmlFor={`${id}-${row.key}`} className="app-visually-hidden">
                    {t('varChoiceLabel', { number: index + 1 })}
                  </label>
                  <input
                    id={`${id}-${row.key}`}
                    className="app-input"
                    value={row.choice.value}
                    maxLength={VAR_DEFAULT_MAX_LENGTH}
                    autoComplete="off"
                    onChange={(event) =>
                      change(
                        rows.map((r) =>
                          r.key === row.key
                            ? { ...r, choice: { ...r.choice, value: event.target.value } }
                            : r,
                        ),
                      )
                    }
                  />
                  <button
                    type="button"
                    className="app-button app-button--quiet"
                    aria-label={t('varChoiceRemove', { number: index + 1 })}
                    onClick={() => change(rows.filter((r) => r.key !== row.key))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="app-button"
              onClick={() => change([...rows, { key: nextKey.current++, choice: { value: '' } }])}
            >
              {t('varChoiceAdd')}
            </button>
            <FormButtons cancelLabel={t('cancel')} submitLabel={t('saveIdle')} busy={busy} onCancel={close} />
          </form>
        </>
      )}
    </Modal>
  );
}
