import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { dayIn, type PluginContext, type SchemaNode } from '../../../core/index.ts';
import { uiText } from '../../texts.ts';
import type { WidgetProps } from '../types.ts';
import { Calendar } from './Calendar.tsx';
import { CalendarIcon } from './CalendarIcon.tsx';

const DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** A Y/m/d (or Y-m-d) text as a day, or undefined when it names no real day (2026/02/30). */
export function parseDate(text: string): Dayjs | undefined {
  const match = DATE.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = dayjs(new Date(year, month - 1, day));
  return date.year() === year && date.month() === month - 1 && date.date() === day ? date : undefined;
}

/**
 * Today by the context's clock, in the context's zone (the account's; the process's when it names none): a day
 * at local midnight, as the calendar compares days.
 *
 * @example contextToday(createContext({ now: () => new Date('2026-11-25T15:30:00Z'), timeZone: 'Asia/Tokyo' })).format('YYYY-MM-DD') // '2026-11-26'
 */
export function contextToday(ctx: PluginContext): Dayjs {
  const { year, month, day } = dayIn(ctx.now(), ctx.timeZone);
  return dayjs(new Date(year, month - 1, day));
}

/**
 * The first day the calendar offers (`x-min-date`): 'today' by the context's clock and zone (so tests and the
 * server agree on "now"), or a fixed Y-m-d day; undefined without the hint.
 *
 * @example minDay({ 'x-min-date': 'today' }, ctx)?.format('YYYY-MM-DD') // ctx.now()'s day in ctx.timeZone
 */
export function minDay(schema: SchemaNode, ctx: PluginContext): Dayjs | undefined {
  const hint = schema['x-min-date'];
  if (hint === 'today') return contextToday(ctx);
  return typeof hint === 'string' ? parseDate(hint) : undefined;
}

/**
 * The date widget's input (./DateWidget.tsx loads it, with dayjs and the calendar, when a date field is first
 * drawn). A date typed as Y/m/d or picked from a calendar. Stored as 'YYYY-MM-DD' when the schema says
 * `format: 'date'`, else as 'YYYY/MM/DD' (the console's own format). A text that is no date yet is stored as
 * typed, so the validator (not the widget) says what is wrong with it. A day before `x-min-date` may be typed
 * too (a rule reports it); only the calendar refuses it.
 */
export function DateInput({
  id,
  schema,
  value,
  required,
  invalid,
  describedBy,
  lang,
  ctx,
  onChange,
  onBlur,
}: WidgetProps) {
  const storedFormat = schema.format === 'date' ? 'YYYY-MM-DD' : 'YYYY/MM/DD';
  const stored = typeof value === 'string' ? value : '';
  const parsed = parseDate(stored);
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const write = (text: string) => {
    const date = parseDate(text);
    onChange(text.trim() === '' ? undefined : date ? date.format(storedFormat) : text);
  };
  const pick = (day: Dayjs) => {
    onChange(day.format(storedFormat));
    setOpen(false);
    onBlur();
    input.current?.focus();
  };

  return (
    <div ref={wrapper} className="be-date">
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="YYYY/MM/DD"
        className="be-input be-input--date"
        value={draft ?? (parsed ? parsed.format('YYYY/MM/DD') : stored)}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          write(event.target.value);
        }}
        onBlur={() => {
          setDraft(null);
          onBlur();
        }}
      />
      <button
        type="button"
        className="be-button be-button--icon"
        aria-label={uiText(lang, 'openCalendar')}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        onClick={() => setOpen(!open)}
      >
        <CalendarIcon />
      </button>
      {open && (
        <Calendar
          id={`${id}-calendar`}
          value={parsed}
          min={minDay(schema, ctx)}
          today={contextToday(ctx)}
          lang={lang}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            input.current?.focus();
          }}
        />
      )}
    </div>
  );
}
