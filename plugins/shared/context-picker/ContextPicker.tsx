/**
 * The context picker's component (./index.ts): a select for each level of the catalogue the account is
 * offered. Each choice writes the context object at once, its labels with it (event_label, key_label, the
 * catalogue's Japanese ones, as the product saves them); a choice above a level clears the levels below.
 * A saved context the catalogue does not offer (another account's key, a removed event, a permission taken away)
 * shows as the option it is, marked 一覧にありません, and nothing is written until the operator chooses.
 */
import { useId } from 'react';
import type { WidgetProps } from '../../../engine/react/index.ts';
import {
  CONTEXT_VALUE_TYPES,
  type ContextSource,
  type ContextValueType,
  contextFormatLabel,
  findContext,
  formatsFor,
  offeredContexts,
} from '../contexts.ts';
// The flags' declaration (reactionContext), so the widget compiles wherever it is compiled alone.
import type {} from '../flags.ts';
import { CONTEXT_DATE_FORMATS, type ContextDateFormat } from '../placeholders.ts';
import './context-picker.css';

/** The wire object (spec 000 §3.8), every field optional as the schema has it. */
type ContextValue = Partial<
  Record<'category' | 'event' | 'event_label' | 'key' | 'key_label' | 'format', string> & {
    open_api_trigger_id: number;
  }
>;

const TEXTS = {
  ja: {
    category: 'カテゴリ',
    event: 'イベント',
    key: '項目',
    format: '表示形式',
    choose: '選択してください',
    noFormat: '指定しない',
    unknown: '(一覧にありません)',
    none: '選択できる連携データがありません',
  },
  en: {
    category: 'Category',
    event: 'Event',
    key: 'Key',
    format: 'Format',
    choose: 'Choose',
    noFormat: 'None',
    unknown: '(not in the list)',
    none: 'No linked data to choose',
  },
} as const;

function valueTypes(hint: unknown): readonly ContextValueType[] | undefined {
  if (!Array.isArray(hint)) return undefined;
  return CONTEXT_VALUE_TYPES.filter((type) => hint.includes(type));
}

/** A string field of the saved object, or '' (the select's "none chosen"). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default function ContextPicker(props: WidgetProps) {
  const { lang, ctx } = props;
  const t = TEXTS[lang];
  const ids = { category: useId(), event: useId(), key: useId(), format: useId() };
  const value: ContextValue =
    props.value && typeof props.value === 'object' ? (props.value as ContextValue) : {};
  // The received message is a context only where the action reacts to one (the caller's reaction flag).
  const sources: ContextSource[] = ctx.flags.reactionContext ? ['message', 'trigger'] : ['trigger'];
  const catalogue = offeredContexts(ctx, { sources, types: valueTypes(props.schema['x-context-types']) });
  const category = catalogue.find((entry) => entry.category === value.category);
  const event = category?.events.find((entry) => entry.event === value.event);
  const key = event?.keys.find((entry) => entry.key === value.key);
  const known = findContext(
    { category: text(value.category), event: text(value.event), key: text(value.key) },
    catalogue,
  );
  const formats: readonly ContextDateFormat[] = key ? formatsFor(key) : [];

  // The trigger id of a tag step is kept whatever is chosen: the picker does not choose triggers.
  const kept =
    value.open_api_trigger_id === undefined ? {} : { open_api_trigger_id: value.open_api_trigger_id };
  const write = (next: ContextValue) => props.onChange({ ...kept, ...next });
  const chooseCategory = (code: string) => write(code ? { category: code } : {});
  const chooseEvent = (code: string) => {
    const chosen = category?.events.find((entry) => entry.event === code);
    write(
      chosen
        ? { category: text(value.category), event: code, event_label: chosen.ja }
        : { category: text(value.category) },
    );
  };
  const chooseKey = (code: string) => {
    const chosen = event?.keys.find((entry) => entry.key === code);
    const base = {
      category: text(value.category),
      event: text(value.event),
      event_label: text(value.event_label),
    };
    write(chosen ? { ...base, key: code, key_label: chosen.ja } : base);
  };
  const chooseFormat = (format: string) => {
    const { format: _dropped, ...rest } = value;
    props.onChange(format ? { ...rest, format } : rest);
  };

  const unknownOption = (code: string, label: string) =>
    code ? (
      <option value={code}>
        {label || code} {t.unknown}
      </option>
    ) : null;
  const describedBy = props.describedBy;
  if (catalogue.length === 0 && !value.category)
    return (
      <p className="app-muted" role="status">
        {t.none}
      </p>
    );
  return (
    <div className="app-context-picker">
      <span className="app-context-picker__field">
        <label htmlFor={ids.category}>{t.category}</label>
        <select
          className="be-input be-select"
          id={ids.category}
          value={text(value.category)}
          aria-describedby={describedBy}
          aria-invalid={props.invalid || undefined}
          onChange={(e) => chooseCategory(e.target.value)}
          onBlur={props.onBlur}
        >
          <option value="">{t.choose}</option>
          {catalogue.map((entry) => (
            <option key={entry.category} value={entry.category}>
              {entry[lang]}
            </option>
          ))}
          {!category && unknownOption(text(value.category), '')}
        </select>
      </span>
      {(category || value.event) && (
        <span className="app-context-picker__field">
          <label htmlFor={ids.event}>{t.event}</label>
          <select
            className="be-input be-select"
            id={ids.event}
            value={text(value.event)}
            onChange={(e) => chooseEvent(e.target.value)}
            onBlur={props.onBlur}
          >
            <option value="">{t.choose}</option>
            {category?.events.map((entry) => (
              <option key={entry.event} value={entry.event}>
                {entry[lang]}
              </option>
            ))}
            {!event && unknownOption(text(value.event), text(value.event_label))}
          </select>
        </span>
      )}
      {(event || value.key) && (
        <span className="app-context-picker__field">
          <label htmlFor={ids.key}>{t.key}</label>
          <select
            className="be-input be-select"
            id={ids.key}
            value={text(value.key)}
            aria-invalid={props.invalid || undefined}
            onChange={(e) => chooseKey(e.target.value)}
            onBlur={props.onBlur}
          >
            <option value="">{t.choose}</option>
            {event?.keys.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry[lang]}
              </option>
            ))}
            {!key && unknownOption(text(value.key), text(value.key_label))}
          </select>
        </span>
      )}
      {(formats.length > 0 || (!known && value.format)) && (
        <span className="app-context-picker__field">
          <label htmlFor={ids.format}>{t.format}</label>
          <select
            className="be-input be-select"
            id={ids.format}
            value={text(value.format)}
            onChange={(e) => chooseFormat(e.target.value)}
            onBlur={props.onBlur}
          >
            <option value="">{t.noFormat}</option>
            {formats.map((entry) => (
              <option key={entry} value={entry}>
                {contextFormatLabel(entry, lang)}
              </option>
            ))}
            {value.format && !formats.some((entry) => entry === value.format) && (
              <option value={value.format}>
                {CONTEXT_DATE_FORMATS.some((entry) => entry === value.format)
                  ? contextFormatLabel(value.format as ContextDateFormat, lang)
                  : value.format}{' '}
                {t.unknown}
              </option>
            )}
          </select>
        </span>
      )}
    </div>
  );
}
