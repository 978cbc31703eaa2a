import { type ReactNode, useId, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { checkVarValue, isDateText, VAR_VALUE_LIMITS } from '../../../plugins/shared/var-values.ts';
import type { PickerItem, VarChoice } from '../../api/types.ts';
import type { FriendEditorApi } from './friend-editor-api.ts';
import type { VarEntry } from './friend-record.ts';
import { MediaValueField } from './MediaValueField.tsx';
import type { FriendEditorTexts } from './texts.ts';

/** Props of `VarValueInput`. */
export interface VarValueInputProps {
  field: PickerItem;
  entry: VarEntry;
  disabled: boolean;
  texts: FriendEditorTexts;
  lang: Lang;
  api: FriendEditorApi;
  /** The editor's replacement count: the media field, which keeps its own upload state, starts again on it. */
  generation: number;
  onChange(entry: VarEntry): void;
}

/** The choices of a choice field, as stored on the field. */
function choicesOf(field: PickerItem): Required<Pick<VarChoice, 'id' | 'value'>> & VarChoice[] {
  return (Array.isArray(field.choices) ? field.choices : []) as never;
}

/** A choice's meta: the chosen choice as JSON (spec 000 §3.1), '' for none. */
function choiceMeta(choice: VarChoice | undefined): string {
  return choice
    ? JSON.stringify({ id: choice.id, value: choice.value, color: choice.color ?? '#FFFFFF' })
    : '';
}

/**
 * One friend-info value, drawn by its field's type (spec 000 §3.1, §5.2): text (200), number (±9999999999.999,
 * 3 decimals), long text (20,000, with a counter), choice (a select, a deleted choice flagged), date (a date
 * input; a value that is not a date is shown with the §5.2 warning and can be cleared), image and PDF (the
 * media field: upload with progress and cancel). Its error, by the rules the server applies too
 * (plugins/shared/var-values.ts), shows under it as soon as the value breaks one.
 */
export function VarValueInput(props: VarValueInputProps) {
  const { field, entry, disabled, texts, lang, api, onChange } = props;
  const id = useId();
  const type = Number(field.type ?? 0);
  const checked = checkVarValue(type, entry.value, { choices: choicesOf(field) as { id: number }[] });
  const errorId = `${id}-error`;
  // A media value is an upload's key, checked by the server against its attachments.
  const isMedia = type === 10 || type === 13;
  const error = !isMedia && !checked.ok && entry.value !== '' ? checked.message : null;
  const described = error ? errorId : undefined;
  const text = (value: string) => onChange({ value, meta: '' });
  let control: ReactNode;
  if (type === 10 || type === 13) {
    control = (
      <MediaValueField
        key={props.generation}
        label={field.name}
        varId={field.id}
        type={type}
        value={entry.value}
        meta={entry.meta}
        disabled={disabled}
        lang={lang}
        onChange={(value, meta) => onChange({ value, meta })}
      />
    );
  } else if (type === 20) {
    const choices = choicesOf(field);
    const known = entry.value === '' || choices.some((c) => String(c.id) === entry.value);
    control = (
      <select
        id={id}
        className="app-select"
        value={entry.value}
        disabled={disabled}
        aria-describedby={known ? described : `${id}-deleted`}
        onChange={(event) => {
          const choice = choices.find((c) => String(c.id) === event.target.value);
          onChange({ value: event.target.value, meta: choiceMeta(choice) });
        }}
      >
        <option value="">{texts.choiceNone}</option>
        {choices.map((choice) => (
          <option key={String(choice.id)} value={String(choice.id)}>
            {choice.value}
          </option>
        ))}
        {!known && <option value={entry.value}>{texts.choiceDeleted}</option>}
      </select>
    );
  } else if (type === 30) {
    const isDate = entry.value === '' || isDateText(entry.value);
    control = isDate ? (
      <input
        id={id}
        type="date"
        className="app-input"
        value={entry.value.replaceAll('/', '-')}
        disabled={disabled}
        aria-describedby={described}
        onChange={(event) => text(event.target.value)}
      />
    ) : (
      <span className="fe-var__raw">
        <input
          id={id}
          className="app-input"
          value={entry.value}
          readOnly
          aria-describedby={`${id}-notdate`}
        />
        <button type="button" className="app-button" disabled={disabled} onClick={() => text('')}>
          {texts.clear}
        </button>
      </span>
    );
  } else if (type === 2) {
    control = (
      <textarea
        id={id}
        className="app-input fe-var__long"
        value={entry.value}
        disabled={disabled}
        rows={3}
        aria-describedby={`${id}-count${described ? ` ${described}` : ''}`}
        onChange={(event) => text(event.target.value)}
      />
    );
  } else {
    control = (
      <input
        id={id}
        className="app-input"
        inputMode={type === 1 ? 'decimal' : undefined}
        value={entry.value}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={
          [type === 1 ? `${id}-hint` : '', described ?? ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => text(event.target.value)}
      />
    );
  }
  return (
    <div className="fe-var" data-var={field.id} data-type={type}>
      {isMedia ? (
        <span className="fe-var__label">{field.name}</span>
      ) : (
        <label htmlFor={id} className="fe-var__label">
          {field.name}
        </label>
      )}
      <div className="fe-var__control">
        {control}
        {type === 1 && (
          <span id={`${id}-hint`} className="fe-var__hint">
            {texts.numberHint}
          </span>
        )}
        {type === 2 && (
          <span id={`${id}-count`} className="fe-var__hint" aria-live="off">
            {entry.value.length} / {VAR_VALUE_LIMITS.longText}
          </span>
        )}
        {type === 30 && entry.value !== '' && !isDateText(entry.value) && (
          <span id={`${id}-notdate`} className="fe-var__warning">
            {texts.notDate}
          </span>
        )}
        {type === 20 && entry.value !== '' && !choicesOf(field).some((c) => String(c.id) === entry.value) && (
          <span id={`${id}-deleted`} className="fe-var__warning">
            {texts.choiceDeleted}
          </span>
        )}
        {(type === 0 || type === 1 || type === 2) && !disabled && (
          <Suggestions varId={field.id} texts={texts} api={api} onPick={text} />
        )}
        {error && (
          <span id={errorId} className="fe-var__error" role="alert">
            {error}
          </span>
        )}
      </div>
    </div>
  );
}

/** The values other friends have for the field (spec 000 §7 suggests), loaded when first opened. */
function Suggestions({
  varId,
  texts,
  api,
  onPick,
}: {
  varId: number;
  texts: FriendEditorTexts;
  api: FriendEditorApi;
  onPick(value: string): void;
}) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | string[]>('idle');
  return (
    <details
      className="fe-suggest"
      onToggle={(event) => {
        if (!(event.currentTarget as HTMLDetailsElement).open || state !== 'idle') return;
        setState('loading');
        void api.suggestions(varId).then((result) => {
          setState(result.ok ? result.data.map((s) => s.name) : 'failed');
        });
      }}
    >
      <summary>{texts.suggestions}</summary>
      {state === 'loading' && <span className="app-muted">{texts.loading}</span>}
      {state === 'failed' && <span className="fe-var__error">{texts.loadError}</span>}
      {Array.isArray(state) && state.length === 0 && <span className="app-muted">{texts.noSuggestions}</span>}
      {Array.isArray(state) && state.length > 0 && (
        <ul className="fe-suggest__list">
          {state.map((value) => (
            <li key={value}>
              <button type="button" className="fe-suggest__item" onClick={() => onPick(value)}>
                {value}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
