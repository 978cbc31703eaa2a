/**
 * The composer's toolbar (spec 001 §2 "Message rich-text toolbar"): undo and redo, the one-click inserts (name,
 * mail, friend-add link) and the nested pickers (friend info, common info, answer forms, delivery date, remain
 * days), each a disclosure that opens its small form under the toolbar. Inserts are filtered by the operator's
 * permissions (./inserts.ts); an insert that is refused says why under its form (role="alert").
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { useArrowKeys } from '../../../engine/react/index.ts';
import { japanDay } from '../account-day.ts';
import type { ContextCategory } from '../contexts.ts';
import { formatLabel, kindLabel } from '../placeholder-labels.ts';
import { DATE_FORMATS, type DateFormat, type Placeholder } from '../placeholders.ts';
import { ContextPanel } from './ContextPanel.tsx';
import {
  availableInserts,
  dateInsert,
  type InsertKind,
  type InsertResult,
  insertableFields,
  itemInsert,
  remainInsert,
} from './inserts.ts';
import { composerText } from './texts.ts';

/** A list the pickers offer, as the host's item store holds it. */
export interface PickerList {
  status: 'loading' | 'loaded' | 'failed';
  items: readonly { id: number | string; name: string; type?: unknown; code?: unknown }[];
}

interface ToolbarProps {
  lang: Lang;
  permissions: ReadonlySet<string>;
  lists: Record<'var' | 'cvar' | 'form', PickerList>;
  /** The context selectors' catalogues; an empty one is not offered (./inserts.ts `composerContexts`). */
  contexts: { message: readonly ContextCategory[]; trigger: readonly ContextCategory[] };
  canUndo: boolean;
  canRedo: boolean;
  now(): Date;
  onUndo(): void;
  onRedo(): void;
  onInsert(placeholder: Placeholder): void;
}

/** The inserts made at one click, and their placeholders. */
const DIRECT: Partial<Record<InsertKind, Placeholder>> = {
  name: { kind: 'name' },
  mail: { kind: 'mail' },
  friend_link: { kind: 'friend_link' },
};

/** The toolbar's context selectors, after the inserts. */
const CONTEXT_SELECTORS = ['message', 'trigger'] as const;
type ContextSelector = (typeof CONTEXT_SELECTORS)[number];
type Open = InsertKind | `${ContextSelector}_context`;

export function ComposerToolbar(props: ToolbarProps) {
  const { lang } = props;
  const [open, setOpen] = useState<Open | undefined>(undefined);
  const panelId = useId();
  const tools = useRef<HTMLDivElement>(null);
  const inserts = availableInserts(props.permissions);
  const selectors = CONTEXT_SELECTORS.filter((which) => props.contexts[which].length > 0);
  // Undo, redo, the inserts, the selectors: in that order, as drawn. One Tab stop (WAI-ARIA's toolbar pattern):
  // Tab leaves to what follows, an open panel first; without it each text effect's composer put a dozen
  // buttons in the page's Tab order.
  const toolbar = useArrowKeys(2 + inserts.length + selectors.length, {
    orientation: 'horizontal',
    roving: true,
  });
  const insert = (placeholder: Placeholder) => {
    setOpen(undefined);
    props.onInsert(placeholder);
  };
  // Escape closes an open panel and puts the focus back on the button that opened it (not the whole editor's).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    event.preventDefault();
    const opener = tools.current?.querySelector<HTMLElement>(`[data-insert="${open}"]`);
    setOpen(undefined);
    opener?.focus();
  };
  const openContext =
    open === 'message_context' ? 'message' : open === 'trigger_context' ? 'trigger' : undefined;
  const panelLabel = (which: Open) =>
    which === 'message_context'
      ? composerText(lang, 'messageContext')
      : which === 'trigger_context'
        ? composerText(lang, 'triggerContext')
        : kindLabel(which, lang);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control of the toolbar or its panel.
    <div className="app-composer-tools" ref={tools} onKeyDown={closeOnEscape}>
      <div
        className="app-composer-toolbar"
        role="toolbar"
        aria-label={composerText(lang, 'toolbar')}
        onKeyDown={toolbar.onKeyDown}
      >
        <button
          className="be-button be-button--small"
          type="button"
          {...toolbar.item(0)}
          aria-disabled={!props.canUndo}
          onClick={() => props.canUndo && props.onUndo()}
        >
          {composerText(lang, 'undo')}
        </button>
        <button
          className="be-button be-button--small"
          type="button"
          {...toolbar.item(1)}
          aria-disabled={!props.canRedo}
          onClick={() => props.canRedo && props.onRedo()}
        >
          {composerText(lang, 'redo')}
        </button>
        {inserts.map((kind, i) => {
          const direct = DIRECT[kind];
          return direct ? (
            <button
              className="be-button be-button--small"
              key={kind}
              type="button"
              {...toolbar.item(2 + i)}
              aria-label={kindLabel(kind, lang)}
              onClick={() => insert(direct)}
              data-insert={kind}
            >
              {kindLabel(kind, lang)}
            </button>
          ) : (
            <button
              className="be-button be-button--small"
              key={kind}
              type="button"
              {...toolbar.item(2 + i)}
              // Named without the ▾, which only shows that it opens (aria-expanded says so to a screen reader).
              aria-label={kindLabel(kind, lang)}
              aria-expanded={open === kind}
              aria-controls={open === kind ? panelId : undefined}
              onClick={() => setOpen(open === kind ? undefined : kind)}
              data-insert={kind}
            >
              {kindLabel(kind, lang)} ▾
            </button>
          );
        })}
        {selectors.map((which, i) => {
          const name: Open = `${which}_context`;
          const label = panelLabel(name);
          return (
            <button
              className="be-button be-button--small"
              key={which}
              type="button"
              {...toolbar.item(2 + inserts.length + i)}
              aria-label={label}
              aria-expanded={open === name}
              aria-controls={open === name ? panelId : undefined}
              onClick={() => setOpen(open === name ? undefined : name)}
              data-insert={name}
            >
              {label} ▾
            </button>
          );
        })}
      </div>
      {open && openContext && (
        <section id={panelId} className="app-composer-panel" aria-label={panelLabel(open)}>
          <ContextPanel lang={lang} catalogue={props.contexts[openContext]} onInsert={insert} />
        </section>
      )}
      {open && !openContext && !DIRECT[open as InsertKind] && (
        <section id={panelId} className="app-composer-panel" aria-label={panelLabel(open)}>
          {open === 'date' ? (
            <DatePanel lang={lang} onInsert={insert} />
          ) : open === 'remain' ? (
            <RemainPanel lang={lang} today={japanDay(props.now())} onInsert={insert} />
          ) : (
            <ItemPanel
              lang={lang}
              kind={open as 'var' | 'cvar' | 'form'}
              list={props.lists[open as 'var' | 'cvar' | 'form']}
              onInsert={insert}
            />
          )}
        </section>
      )}
    </div>
  );
}

/** The form's outcome: inserted, or the refusal's message shown under it. */
function useInsertOutcome(onInsert: (placeholder: Placeholder) => void) {
  const [message, setMessage] = useState<string | undefined>(undefined);
  const submit = (result: InsertResult) => {
    if (result.ok) onInsert(result.placeholder);
    else setMessage(result.message);
  };
  return { message, submit };
}

function Refusal({ message }: { message: string | undefined }) {
  return message ? (
    <p className="app-composer-refusal" role="alert">
      {message}
    </p>
  ) : null;
}

function ItemPanel(props: {
  lang: Lang;
  kind: 'var' | 'cvar' | 'form';
  list: PickerList;
  onInsert(placeholder: Placeholder): void;
}) {
  const { lang, kind, list } = props;
  const id = useId();
  const [chosen, setChosen] = useState('');
  const { message, submit } = useInsertOutcome(props.onInsert);
  // Friend info never offers images and PDFs (types 10 and 13, spec 000 §5.2).
  const items = kind === 'var' ? insertableFields(list.items) : list.items;
  if (list.status !== 'loaded')
    return <p role="status">{composerText(lang, list.status === 'failed' ? 'noItems' : 'loading')}</p>;
  if (items.length === 0) return <p role="status">{composerText(lang, 'noItems')}</p>;
  const item = items.find((candidate) => String(candidate.id) === chosen);
  return (
    <div className="app-composer-form">
      <label htmlFor={id}>{kindLabel(kind, lang)}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{composerText(lang, 'choose')}</option>
        {items.map((candidate) => (
          <option key={String(candidate.id)} value={String(candidate.id)}>
            {candidate.name}
          </option>
        ))}
      </select>
      <button
        className="be-button be-button--small"
        type="button"
        onClick={() => item && submit(itemInsert(kind, item))}
        disabled={!item}
      >
        {composerText(lang, 'insert')}
      </button>
      <Refusal message={message} />
    </div>
  );
}

function DatePanel(props: { lang: Lang; onInsert(placeholder: Placeholder): void }) {
  const { lang } = props;
  const daysId = useId();
  const formatId = useId();
  const [days, setDays] = useState('0');
  const [format, setFormat] = useState<DateFormat>(DATE_FORMATS[0]);
  const { message, submit } = useInsertOutcome(props.onInsert);
  return (
    <div className="app-composer-form">
      <label htmlFor={daysId}>{composerText(lang, 'days')}</label>
      <input
        id={daysId}
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        value={days}
        onChange={(event) => setDays(event.target.value)}
      />
      <label htmlFor={formatId}>{composerText(lang, 'format')}</label>
      <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value as DateFormat)}>
        {DATE_FORMATS.map((candidate) => (
          <option key={candidate} value={candidate}>
            {formatLabel(candidate, lang)}
          </option>
        ))}
      </select>
      <button
        className="be-button be-button--small"
        type="button"
        onClick={() => submit(dateInsert(days, format))}
      >
        {composerText(lang, 'insert')}
      </button>
      <Refusal message={message} />
    </div>
  );
}

function RemainPanel(props: { lang: Lang; today: string; onInsert(placeholder: Placeholder): void }) {
  const { lang } = props;
  const id = useId();
  const [target, setTarget] = useState('');
  const { message, submit } = useInsertOutcome(props.onInsert);
  return (
    <div className="app-composer-form">
      <label htmlFor={id}>{composerText(lang, 'target')}</label>
      <input id={id} type="date" value={target} onChange={(event) => setTarget(event.target.value)} />
      <button
        className="be-button be-button--small"
        type="button"
        onClick={() => submit(remainInsert(target, props.today))}
      >
        {composerText(lang, 'insert')}
      </button>
      <Refusal message={message} />
    </div>
  );
}
