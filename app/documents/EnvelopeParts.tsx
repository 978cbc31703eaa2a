import { useId } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import type { Folder } from '../api/types.ts';
import { translate } from '../i18n.ts';

/** Props of `DocumentNameField`. */
export interface DocumentNameFieldProps {
  label: string;
  value: string;
  /** The most characters the name may have: the counter turns red past it. */
  max: number;
  /** Marked with * and `required` on the input. */
  required: boolean;
  /** The name's error after a save attempt (アクション名を入力してください). */
  error?: string;
  lang: Lang;
  /** The field's own class beside `app-field` (its place in the envelope's layout). */
  className: string;
  onChange(value: string): void;
}

/**
 * A document's name (an action's a_name, a funnel's name): the input, a character counter and the error after
 * a save attempt, which the input is described by.
 *
 * @example <DocumentNameField label="名前" value={name} max={255} required lang="ja" className="x" onChange={setName} />
 */
export function DocumentNameField(props: DocumentNameFieldProps) {
  const { label, value, max, required, error, lang, onChange } = props;
  const ids = { name: useId(), counter: useId(), error: useId() };
  const length = [...value].length;
  return (
    <div className={`app-field ${props.className}`}>
      <label htmlFor={ids.name}>
        {label}
        {required && (
          <span className="app-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={ids.name}
        className="app-input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.counter, error ? ids.error : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={ids.counter} className={length > max ? 'app-counter app-counter--over' : 'app-counter'}>
        {translate(lang, 'actionNameCounter', { count: length, max })}
      </span>
      {error && (
        <p id={ids.error} className="app-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of `DocumentFolderField`. */
export interface DocumentFolderFieldProps {
  label: string;
  /** The folder's id, or null for 未分類. */
  value: number | null;
  folders: readonly Folder[];
  /** Keep a chosen folder the list does not hold (deleted, or the folders did not load) as ID:n. */
  keepUnknown?: boolean;
  lang: Lang;
  className: string;
  onChange(groupId: number | null): void;
}

/**
 * A document's folder: 未分類 and the real folders of the kind.
 *
 * @example <DocumentFolderField label="フォルダ" value={3} folders={folders} lang="ja" className="x" onChange={setGroup} />
 */
export function DocumentFolderField(props: DocumentFolderFieldProps) {
  const { label, value, folders, lang, onChange } = props;
  const id = useId();
  const unknown = props.keepUnknown && value !== null && !folders.some((folder) => folder.id === value);
  return (
    <div className={`app-field ${props.className}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="app-select"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{translate(lang, 'actionsUnclassified')}</option>
        {unknown && <option value={String(value)}>{translate(lang, 'pickerUnknown', { id: value })}</option>}
        {folders
          .filter((folder) => typeof folder.id === 'number' && folder.id > 0)
          .map((folder) => (
            <option key={String(folder.id)} value={String(folder.id)}>
              {folder.name}
            </option>
          ))}
      </select>
    </div>
  );
}
