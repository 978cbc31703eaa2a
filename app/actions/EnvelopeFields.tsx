import { useId } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import type { Folder } from '../api/types.ts';
import { translate } from '../i18n.ts';
import { ACTION_NAME_MAX, type ActionEnvelope } from './document.ts';

/** Props of `EnvelopeFields`. */
export interface EnvelopeFieldsProps {
  envelope: ActionEnvelope;
  onChange(next: ActionEnvelope): void;
  lang: Lang;
  folders: readonly Folder[];
  /** Page mode offers template mode and the folder; the modal of the action setting widget does not. */
  full: boolean;
  /** The name's error after a save attempt (アクション名を入力してください). */
  nameError?: string;
}

/**
 * The action's own fields: template mode (is_template), the action name (at most 100, with a counter; required
 * in template mode, spec 000 §2.4, §5.3), and the folder. The widget's modal shows only a template's name.
 *
 * @example <EnvelopeFields envelope={envelope} onChange={setEnvelope} lang="ja" folders={folders} full />
 */
export function EnvelopeFields({ envelope, onChange, lang, folders, full, nameError }: EnvelopeFieldsProps) {
  const ids = { template: useId(), name: useId(), folder: useId(), counter: useId(), error: useId() };
  const length = [...envelope.a_name].length;
  // Template mode needs the name (spec 000 §2.4, §5.3); the page shows it always, so the name the list shows
  // can be read and changed, optional outside template mode.
  const required = envelope.is_template === 1;
  const showName = full || required;
  if (!full && !showName) return null;
  return (
    <section className="app-envelope" aria-labelledby={`${ids.template}-h`}>
      <h2 id={`${ids.template}-h`} className="app-heading app-envelope__heading">
        {translate(lang, 'actionSettings')}
      </h2>
      {full && (
        <div className="app-check">
          <input
            id={ids.template}
            type="checkbox"
            checked={envelope.is_template === 1}
            onChange={(event) => onChange({ ...envelope, is_template: event.target.checked ? 1 : 0 })}
          />
          <label htmlFor={ids.template}>{translate(lang, 'actionTemplateMode')}</label>
        </div>
      )}
      {showName && (
        <div className="app-field app-envelope__name">
          <label htmlFor={ids.name}>
            {translate(lang, 'actionName')}
            {required && (
              <span className="app-required" aria-hidden="true">
                *
              </span>
            )}
          </label>
          <input
            id={ids.name}
            className="app-input"
            value={envelope.a_name}
            required={required}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={[ids.counter, nameError ? ids.error : ''].filter(Boolean).join(' ')}
            onChange={(event) => onChange({ ...envelope, a_name: event.target.value })}
          />
          <span
            id={ids.counter}
            className={length > ACTION_NAME_MAX ? 'app-counter app-counter--over' : 'app-counter'}
          >
            {translate(lang, 'actionNameCounter', { count: length, max: ACTION_NAME_MAX })}
          </span>
          {nameError && (
            <p id={ids.error} className="app-field-error">
              {nameError}
            </p>
          )}
        </div>
      )}
      {full && (
        <div className="app-field app-envelope__folder">
          <label htmlFor={ids.folder}>{translate(lang, 'actionFolder')}</label>
          <select
            id={ids.folder}
            className="app-select"
            value={envelope.group_id === null ? '' : String(envelope.group_id)}
            onChange={(event) =>
              onChange({
                ...envelope,
                group_id: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          >
            <option value="">{translate(lang, 'actionsUnclassified')}</option>
            {folders
              .filter((folder) => typeof folder.id === 'number' && folder.id > 0)
              .map((folder) => (
                <option key={String(folder.id)} value={String(folder.id)}>
                  {folder.name}
                </option>
              ))}
          </select>
        </div>
      )}
    </section>
  );
}
