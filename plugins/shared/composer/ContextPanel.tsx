/**
 * The composer's context selectors (spec 001 §2 "A context selector for message-event contexts", "A dynamic
 * trigger-context selector (needs the open-API permission and a chosen category and event)"): category, then
 * event, then key, then the format for a datetime key, from the catalogue the account is offered
 * (plugins/shared/contexts.ts). A list of one is chosen already, so the message-event selector asks for the key
 * alone. The chip's label is the key's label (plugins/shared/placeholder-labels.ts).
 */
import { useId, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { type ContextCategory, contextFormatLabel, formatsFor } from '../contexts.ts';
import type { Placeholder } from '../placeholders.ts';
import { contextInsert, type InsertResult } from './inserts.ts';
import { composerText } from './texts.ts';

interface Props {
  lang: Lang;
  catalogue: readonly ContextCategory[];
  onInsert(placeholder: Placeholder): void;
}

/** The only entry's code when there is one, else none chosen. */
const only = <T,>(list: readonly T[], code: (entry: T) => string) =>
  list.length === 1 ? code(list[0] as T) : '';

export function ContextPanel({ lang, catalogue, onInsert }: Props) {
  const ids = { category: useId(), event: useId(), key: useId(), format: useId() };
  const [categoryCode, setCategory] = useState(() => only(catalogue, (entry) => entry.category));
  const category = catalogue.find((entry) => entry.category === categoryCode);
  const events = category?.events ?? [];
  const [eventCode, setEvent] = useState(() => only(events, (entry) => entry.event));
  const event = events.find((entry) => entry.event === eventCode);
  const keys = event?.keys ?? [];
  const [keyCode, setKey] = useState('');
  const key = keys.find((entry) => entry.key === keyCode);
  const formats = key ? formatsFor(key) : [];
  const [format, setFormat] = useState('');
  const [message, setMessage] = useState<string | undefined>(undefined);

  const chooseCategory = (code: string) => {
    setMessage(undefined);
    const next = catalogue.find((entry) => entry.category === code);
    setCategory(code);
    setEvent(only(next?.events ?? [], (entry) => entry.event));
    setKey('');
    setFormat('');
  };
  const chooseEvent = (code: string) => {
    setMessage(undefined);
    setEvent(code);
    setKey('');
    setFormat('');
  };
  const submit = () => {
    const result: InsertResult = contextInsert(
      catalogue,
      { category: categoryCode, event: eventCode, key: keyCode },
      format,
    );
    if (result.ok) onInsert(result.placeholder);
    else setMessage(result.message);
  };
  const choose = composerText(lang, 'choose');
  return (
    <div className="app-composer-form app-composer-context">
      {catalogue.length > 1 && (
        <span className="app-composer-field">
          <label htmlFor={ids.category}>{composerText(lang, 'contextCategory')}</label>
          <select id={ids.category} value={categoryCode} onChange={(e) => chooseCategory(e.target.value)}>
            <option value="">{choose}</option>
            {catalogue.map((entry) => (
              <option key={entry.category} value={entry.category}>
                {entry[lang]}
              </option>
            ))}
          </select>
        </span>
      )}
      {events.length > 1 && (
        <span className="app-composer-field">
          <label htmlFor={ids.event}>{composerText(lang, 'contextEvent')}</label>
          <select id={ids.event} value={eventCode} onChange={(e) => chooseEvent(e.target.value)}>
            <option value="">{choose}</option>
            {events.map((entry) => (
              <option key={entry.event} value={entry.event}>
                {entry[lang]}
              </option>
            ))}
          </select>
        </span>
      )}
      {event && (
        <span className="app-composer-field">
          <label htmlFor={ids.key}>{composerText(lang, 'contextKey')}</label>
          <select
            id={ids.key}
            value={keyCode}
            onChange={(e) => {
              setMessage(undefined);
              setKey(e.target.value);
              setFormat('');
            }}
          >
            <option value="">{choose}</option>
            {keys.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry[lang]}
              </option>
            ))}
          </select>
        </span>
      )}
      {formats.length > 0 && (
        <span className="app-composer-field">
          <label htmlFor={ids.format}>{composerText(lang, 'format')}</label>
          <select
            id={ids.format}
            value={format}
            onChange={(e) => {
              setMessage(undefined);
              setFormat(e.target.value);
            }}
          >
            <option value="">{choose}</option>
            {formats.map((entry) => (
              <option key={entry} value={entry}>
                {contextFormatLabel(entry, lang)}
              </option>
            ))}
          </select>
        </span>
      )}
      <button className="be-button be-button--small" type="button" onClick={submit} disabled={!key}>
        {composerText(lang, 'insert')}
      </button>
      {message && (
        <p className="app-composer-refusal" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
