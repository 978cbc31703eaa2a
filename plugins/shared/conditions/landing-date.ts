import type { ChangeRule, Rule } from '../../../engine/core/index.ts';
import { hhmm } from '../time.ts';
import { dateRangeMessages, dateRangeProperties, dateRangeRules, dateRangeText } from './date-range.ts';

/**
 * The date panel of the landing conditions (85, 86; spec 001 §3, §9 "Landing date modes: 0 none, 1 date, 2 date
 * and time"): use_date, date_from, date_to (yyyy/MM/dd), and time_from, time_to (HH:mm) in mode 2.
 */
export const landingDateProperties = {
  use_date: {
    type: 'integer',
    title: '日時の指定',
    'x-title-en': 'Date filter',
    oneOf: [
      { const: 0, title: '指定しない', 'x-title-en': 'None' },
      { const: 1, title: '日付で指定', 'x-title-en': 'By date' },
      { const: 2, title: '日付と時刻で指定', 'x-title-en': 'By date and time' },
    ],
    default: 0,
  },
  ...dateRangeProperties,
  time_from: hhmm('開始時刻', 'From time'),
  time_to: hhmm('終了時刻', 'To time'),
} as const;

/** Mode 2 asks for both times. */
export const landingDateConditions = [
  {
    if: { properties: { use_date: { const: 2 } }, required: ['use_date'] },
    then: { required: ['time_from', 'time_to'] },
  },
] as const;

/** The slice of a landing condition the date panel reads. */
export interface LandingDates {
  use_date?: 0 | 1 | 2;
  date_from?: string;
  date_to?: string;
  time_from?: string;
  time_to?: string;
}

const DATE_FIELDS = ['date_from', 'date_to', 'time_from', 'time_to'] as const;

/**
 * Resets the panel to mode 0 and removes its dates: what happens when the panel becomes disabled (no landing
 * chosen, or an exclusion mode).
 */
export function resetLandingDates(draft: LandingDates): void {
  draft.use_date = 0;
  for (const field of DATE_FIELDS) delete draft[field];
}

/**
 * Mode changes: mode 0 removes the dates and times, mode 1 the times; mode 2 starts at 00:00–23:59.
 */
export const landingDateChanges = <D extends LandingDates>(): ChangeRule<D>[] => [
  {
    on: ['use_date'],
    description: {
      ja: '指定しないにすると日付と時刻を、日付のみにすると時刻を消します。日付と時刻では00:00〜23:59から始めます',
      en: 'Mode 0 removes the dates and times, mode 1 the times; mode 2 starts at 00:00–23:59',
    },
    apply(draft) {
      const d = draft as LandingDates;
      if (!d.use_date) resetLandingDates(d);
      else if (d.use_date === 1) {
        delete d.time_from;
        delete d.time_to;
      } else {
        d.time_from ??= '00:00';
        d.time_to ??= '23:59';
      }
    },
  },
];

/**
 * The panel's rules: a period when a mode is on, and, when `enabled` says the panel is disabled, no mode at all
 * (data from outside the editor; the change rules keep the editor's data right).
 */
export function landingDateRules<D extends LandingDates>(enabled: (data: D) => boolean): Rule<D>[] {
  return [
    ...dateRangeRules<D>({ applies: (d) => (d.use_date ?? 0) > 0 }),
    {
      code: 'condition_time_reversed',
      path: '/time_to',
      violated: (d) =>
        d.use_date === 2 &&
        (d.date_from ?? '') === (d.date_to ?? '') &&
        !!d.time_from &&
        !!d.time_to &&
        d.time_from > d.time_to,
    },
    {
      code: 'landing_date_unavailable',
      path: '/use_date',
      violated: (d) => (d.use_date ?? 0) !== 0 && !enabled(d),
    },
  ];
}

/** Messages of the date panel. */
export const landingDateMessages = {
  ...dateRangeMessages,
  condition_time_reversed: {
    ja: '終了時刻は開始時刻以降にしてください',
    en: 'The end time must not be before the start time',
  },
  landing_date_unavailable: {
    ja: '日時はランディングページを選び、除外以外の条件のときだけ指定できます',
    en: 'A date filter needs a landing page and a mode that is not an exclusion',
  },
} as const;

/** The panel for summaries: '(2026/04/01〜2026/04/30)', '(2026/04/01 10:00〜2026/04/01 12:00)' or ''. */
export function landingDateSummary(d: LandingDates, lang: 'ja' | 'en' = 'ja'): string {
  if (!d.use_date) return '';
  const wrap = (text: string) => (text === '' ? '' : lang === 'en' ? ` (${text})` : `(${text})`);
  if (d.use_date === 2) {
    const from = d.date_from || d.time_from ? `${d.date_from ?? ''} ${d.time_from ?? ''}`.trim() : '';
    const to = d.date_to || d.time_to ? `${d.date_to ?? ''} ${d.time_to ?? ''}`.trim() : '';
    return wrap(dateRangeText(from, to, lang));
  }
  return wrap(dateRangeText(d.date_from, d.date_to, lang));
}
