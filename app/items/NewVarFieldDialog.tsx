import { type FormEvent, useId, useRef, useState } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import {
  VAR_DEFAULT_MAX_LENGTH,
  VAR_TYPE_LABELS,
  VAR_TYPES_WITH_DEFAULT,
  type VarType,
} from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import { type TextKey, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { FormButtons } from '../ui/FormButtons.tsx';
import { Modal } from '../ui/Modal.tsx';
import { itemEditApi } from './item-edit-api.ts';
import { useCreateItem } from './useCreateItem.ts';

/** Props of `NewVarFieldDialog`. */
export interface NewVarFieldDialogProps {
  /** The picker's folder now: the form starts in it (none for "all"). */
  folder: number | string;
  /** The types offered, at least one; the first is the default unless 0 (standard) is among them. */
  types: readonly number[];
  lang: Lang;
  onCreated(item: PickerItem): void;
  onClose(): void;
}

/** The folder a new field starts in: the picker's real folder, else none (''). */
function startFolder(folder: number | string): string {
  return typeof folder === 'number' && folder > 0 ? String(folder) : '';
}

/**
 * The new friend-info field form (spec 000 §2.2, §3.7): name (required), folder, type, default value (only for
 * the types that take one), rate. Sends POST /line/var/new; an empty name is refused before any call with
 * 項目名を入力してください; a refusal shows 作成に失敗しました and the server's lines; a 409 reloads
 * (`useCreateItem`). Closing it once something was entered asks before discarding it.
 *
 * @example <NewVarFieldDialog folder={3} types={[0, 2, 30]} lang="ja" onCreated={select} onClose={close} />
 */
export function NewVarFieldDialog({ folder, types, lang, onCreated, onClose }: NewVarFieldDialogProps) {
  const { api: client, items } = useServices();
  const api = itemEditApi(client);
  const [start] = useState(() => ({ groupId: startFolder(folder), type: types.includes(0) ? 0 : types[0] }));
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState(start.groupId);
  const [type, setType] = useState(start.type);
  const [echoDefault, setEchoDefault] = useState('');
  const [rate, setRate] = useState<1 | 2>(1);
  const [notice, setNotice] = useState<string[] | null>(null);
  const { busy, create } = useCreateItem('varia', lang, setNotice);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const folders = (items.get('varia')?.groups ?? []).filter(
    (group) => typeof group.id === 'number' && group.id > 0,
  );
  const takesDefault = VAR_TYPES_WITH_DEFAULT.has(type);
  const dirty =
    name !== '' || echoDefault !== '' || groupId !== start.groupId || type !== start.type || rate !== 1;
  const t = (key: TextKey) => translate(lang, key);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal: a React submit would bubble on to a form around the field that opened the picker.
    event.stopPropagation();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNotice([t('varNameEmpty')]);
      nameInput.current?.focus();
      return;
    }
    const field = await create(() =>
      api.createVar({
        name: trimmed,
        group_id: groupId === '' ? null : Number(groupId),
        type,
        echo_default: takesDefault ? echoDefault : '',
        rate,
      }),
    );
    if (field) onCreated(field);
  };

  return (
    <Modal
      title={t('varCreateTitle')}
      closeLabel={t('close')}
      onClose={onClose}
      dirty={dirty}
      size="small"
      initialFocus={nameInput}
    >
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
          <form className="app-varform" onSubmit={submit} noValidate>
            <div className="app-field">
              <label htmlFor={`${id}-name`}>{t('varName')}</label>
              <input
                ref={nameInput}
                id={`${id}-name`}
                className="app-input"
                value={name}
                maxLength={100}
                autoComplete="off"
                aria-required="true"
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <div className="app-field">
              <label htmlFor={`${id}-folder`}>{t('varFolder')}</label>
              <select
                id={`${id}-folder`}
                className="app-select"
                value={groupId}
                onChange={(event) => setGroupId(event.target.value)}
              >
                <option value="">{t('varFolderNone')}</option>
                {folders.map((group) => (
                  <option key={group.id} value={String(group.id)}>
                    {group.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="app-field">
              <label htmlFor={`${id}-type`}>{t('varType')}</label>
              <select
                id={`${id}-type`}
                className="app-select"
                value={type}
                onChange={(event) => setType(Number(event.target.value))}
              >
                {types.map((value) => (
                  <option key={value} value={value}>
                    {VAR_TYPE_LABELS[value as VarType]?.[lang] ?? value}
                  </option>
                ))}
              </select>
            </div>
            {takesDefault && (
              <div className="app-field">
                <label htmlFor={`${id}-default`}>{t('varDefault')}</label>
                <input
                  id={`${id}-default`}
                  className="app-input"
                  value={echoDefault}
                  maxLength={VAR_DEFAULT_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(event) => setEchoDefault(event.target.value)}
                />
              </div>
            )}
            <fieldset className="app-varform__rate">
              <legend>{t('varRate')}</legend>
              {([1, 2] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${id}-rate`}
                    checked={rate === value}
                    onChange={() => setRate(value)}
                  />
                  {t(value === 1 ? 'varRateNormal' : 'varRateFavourite')}
                </label>
              ))}
            </fieldset>
            <FormButtons
              cancelLabel={t('cancel')}
              submitLabel={t('varRegister')}
              busy={busy}
              onCancel={close}
            />
          </form>
        </>
      )}
    </Modal>
  );
}
