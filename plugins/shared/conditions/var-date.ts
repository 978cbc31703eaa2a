import type { ChangeRule } from '../../../engine/core/index.ts';
import { DATE_INPUT_ERROR_EN, type DateParts, datePreview, datePreviewEn } from './calendar.ts';
import { flag01 } from './fields.ts';

/**
 * The date and period fields of the friend-info condition (75) for date-type items (spec 001 §3, §4, §5, §9):
 * match 20 by year/month/day (explicit parts, optionally a range, or relative to today with search_type),
 * match 30 elapsed and 31 remaining periods (from, to in range mode, a scale), counted from today or from a
 * search base date.
 */

/** Period scales and their limits (spec 001 §9 "Period scales: year, month, day; limits 100/100/9999"). */
export const PERIOD_LIMITS = { year: 100, month: 100, day: 9999 } as const;
export type PeriodScale = keyof typeof PERIOD_LIMITS;

const scale = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'string',
    title,
    'x-title-en': titleEn,
    oneOf: [
      { const: 'year', title: '年', 'x-title-en': 'Years' },
      { const: 'month', title: 'ヶ月', 'x-title-en': 'Months' },
      { const: 'day', title: '日', 'x-title-en': 'Days' },
    ],
    default: 'day',
  }) as const;

// Period values are numbers so that a fraction reaches the rules (入力値が不正です。) instead of a type error;
// the upper bound depends on the scale, so the rules check it (入力は0以上N以下である必要があります。).
const period = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({ type: 'number', minimum: 0, title, 'x-title-en': titleEn, 'x-widget': 'number' }) as const;

const part = <const T extends string, const E extends string, const Max extends number>(
  title: T,
  titleEn: E,
  maximum: Max,
) => ({ type: 'integer', minimum: 1, maximum, title, 'x-title-en': titleEn }) as const;

// The base date is checked by rules only, so a wrong one reads 検索基準日が不正です。 as the spec says.
const basePart = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({ type: 'integer', title, 'x-title-en': titleEn }) as const;

/** The fields, for a schema's `properties`. */
export const varDateProperties = {
  use_current_date: flag01('今日を基準にする', 'Relative to today'),
  search_type: {
    type: 'integer',
    title: '今日との比較',
    'x-title-en': 'Compared with today',
    oneOf: [
      { const: 1, title: '今日と同じ年月日', 'x-title-en': 'Same date as today' },
      { const: 2, title: '今日と同じ月日(毎年)', 'x-title-en': 'Same month and day (every year)' },
      { const: 3, title: '今月と同じ月(毎年)', 'x-title-en': 'Same month (every year)' },
      { const: 4, title: '今日と同じ日(毎月)', 'x-title-en': 'Same day of the month' },
    ],
    default: 1,
  },
  range_search: flag01('範囲で指定', 'Search a range'),
  year_from: part('年', 'Year', 9999),
  month_from: part('月', 'Month', 12),
  day_from: part('日', 'Day', 31),
  year_to: part('年(終了)', 'Year (to)', 9999),
  month_to: part('月(終了)', 'Month (to)', 12),
  day_to: part('日(終了)', 'Day (to)', 31),
  elapsed_period_from: period('経過期間', 'Elapsed period'),
  elapsed_period_to: period('経過期間(終了)', 'Elapsed period (to)'),
  elapsed_period_scale: scale('経過期間の単位', 'Elapsed period scale'),
  remaining_period_from: period('残り期間', 'Remaining period'),
  remaining_period_to: period('残り期間(終了)', 'Remaining period (to)'),
  remaining_period_scale: scale('残り期間の単位', 'Remaining period scale'),
  use_search_base: flag01('検索基準日を指定', 'Set a search base date'),
  search_base_year: basePart('検索基準日(年)', 'Base date year'),
  search_base_month: basePart('検索基準日(月)', 'Base date month'),
  search_base_day: basePart('検索基準日(日)', 'Base date day'),
} as const;

/** Which fields each date mode requires (the schema's `if`/`then`). */
export const varDateConditions = [
  {
    if: {
      properties: { match: { const: 20 }, use_current_date: { const: 1 } },
      required: ['match', 'use_current_date'],
    },
    then: { required: ['search_type'] },
  },
  {
    if: { properties: { match: { const: 30 } }, required: ['match'] },
    then: { required: ['elapsed_period_from', 'elapsed_period_scale'] },
  },
  {
    if: {
      properties: { match: { const: 30 }, range_search: { const: 1 } },
      required: ['match', 'range_search'],
    },
    then: { required: ['elapsed_period_to'] },
  },
  {
    if: { properties: { match: { const: 31 } }, required: ['match'] },
    then: { required: ['remaining_period_from', 'remaining_period_scale'] },
  },
  {
    if: {
      properties: { match: { const: 31 }, range_search: { const: 1 } },
      required: ['match', 'range_search'],
    },
    then: { required: ['remaining_period_to'] },
  },
] as const;

/** Every date field: "changing match clears all date fields" (spec 001 §4). */
export const VAR_DATE_FIELDS = Object.keys(varDateProperties) as (keyof typeof varDateProperties)[];

/** The to fields: "turning on range clears the to fields". */
export const VAR_TO_FIELDS = [
  'year_to',
  'month_to',
  'day_to',
  'elapsed_period_to',
  'remaining_period_to',
] as const;

/** The date fields as data. */
export type VarDateFields = {
  match: number;
  use_current_date?: 0 | 1;
  search_type?: 1 | 2 | 3 | 4;
  range_search?: 0 | 1;
  year_from?: number;
  month_from?: number;
  day_from?: number;
  year_to?: number;
  month_to?: number;
  day_to?: number;
  elapsed_period_from?: number;
  elapsed_period_to?: number;
  elapsed_period_scale?: PeriodScale;
  remaining_period_from?: number;
  remaining_period_to?: number;
  remaining_period_scale?: PeriodScale;
  use_search_base?: 0 | 1;
  search_base_year?: number;
  search_base_month?: number;
  search_base_day?: number;
};

/** The explicit from (or to) end of match 20 as date parts. */
export const fromParts = (d: VarDateFields): DateParts => ({
  year: d.year_from,
  month: d.month_from,
  day: d.day_from,
});
export const toParts = (d: VarDateFields): DateParts => ({
  year: d.year_to,
  month: d.month_to,
  day: d.day_to,
});

/** Match 20 with explicit parts (not relative to today). */
export const isExplicitDate = (d: VarDateFields) => d.match === 20 && d.use_current_date !== 1;
/** Range mode (range_search 1). */
export const isRange = (d: VarDateFields) => d.range_search === 1;
/** Which period a match asks for: 30 elapsed, 31 remaining. */
export const periodKind = (d: VarDateFields) =>
  d.match === 30 ? ('elapsed' as const) : d.match === 31 ? ('remaining' as const) : undefined;

/** The base-date fields. */
export const BASE_FIELDS = ['search_base_year', 'search_base_month', 'search_base_day'] as const;
/** A period counted from a search base date. */
export const usesBase = (d: VarDateFields) => periodKind(d) !== undefined && d.use_search_base === 1;

type Draft = VarDateFields & Record<string, unknown>;

/** Removes every date field (and sets the scale a period mode starts with). */
export function clearVarDates(draft: VarDateFields): void {
  for (const field of VAR_DATE_FIELDS) delete (draft as Draft)[field];
  if (draft.match === 30) draft.elapsed_period_scale = 'day';
  if (draft.match === 31) draft.remaining_period_scale = 'day';
}

/** The switches of spec 001 §4 "Variable filter" and what each clears. */
export const varDateChanges = <D extends VarDateFields>(): ChangeRule<D>[] => [
  {
    on: ['match'],
    description: {
      ja: '条件を変えると日付・期間の指定をすべて消します(期間の単位は「日」から始めます)',
      en: 'Changing match clears every date and period field (a period starts in days)',
    },
    apply: (draft) => clearVarDates(draft),
  },
  {
    on: ['use_current_date'],
    description: {
      ja: '今日を基準にすると範囲指定と日付を消し、やめると今日との比較を消します',
      en: 'Turning use_current_date on clears the range and the explicit dates; turning it off clears search_type',
    },
    apply(draft) {
      if (draft.use_current_date === 1) {
        delete draft.range_search;
        for (const field of ['year_from', 'month_from', 'day_from', 'year_to', 'month_to', 'day_to'] as const)
          delete draft[field];
        draft.search_type ??= 1;
      } else delete draft.search_type;
    },
  },
  {
    on: ['range_search'],
    description: {
      ja: '範囲指定を切り替えると終了側の指定を消します',
      en: 'Switching the range clears the to fields',
    },
    apply(draft) {
      for (const field of VAR_TO_FIELDS) delete draft[field];
    },
  },
  {
    on: ['use_search_base'],
    description: {
      ja: '検索基準日の指定をやめると検索基準日を消します',
      en: 'Switching the base date off clears the base date',
    },
    apply(draft) {
      if (draft.use_search_base !== 1) for (const field of BASE_FIELDS) delete draft[field];
    },
  },
];

/** When each optional date field is drawn (the required ones follow the schema's `if`/`then`). */
export const varDateVisibility = {
  use_current_date: (d: VarDateFields) => d.match === 20,
  range_search: (d: VarDateFields) => periodKind(d) !== undefined || isExplicitDate(d),
  year_from: isExplicitDate,
  month_from: isExplicitDate,
  day_from: isExplicitDate,
  year_to: (d: VarDateFields) => isExplicitDate(d) && isRange(d),
  month_to: (d: VarDateFields) => isExplicitDate(d) && isRange(d),
  day_to: (d: VarDateFields) => isExplicitDate(d) && isRange(d),
  use_search_base: (d: VarDateFields) => periodKind(d) !== undefined,
  search_base_year: usesBase,
  search_base_month: usesBase,
  search_base_day: usesBase,
} as const;

const SEARCH_TYPE_TEXT_EN: Record<number, string> = {
  1: 'is today',
  2: "has today's month and day",
  3: 'is in this month of any year',
  4: "has today's day of the month",
};
const SCALE_TEXT_EN: Record<PeriodScale, string> = { year: 'years', month: 'months', day: 'days' };

/**
 * The date part of a summary in English, after the item's name: ' is Apr 1, 2026', ' is within Apr–Jun every
 * year', ': 3–5 days elapsed', ': 7 days remaining (base date 2026/4/1)'.
 */
export function varDateSummaryEn(d: VarDateFields): string {
  if (d.match === 20) {
    if (d.use_current_date === 1) return ` ${SEARCH_TYPE_TEXT_EN[d.search_type ?? 1] ?? 'is today'}`;
    const preview = datePreviewEn(fromParts(d), isRange(d) ? toParts(d) : undefined);
    if (preview === '') return ': no date entered';
    if (preview === DATE_INPUT_ERROR_EN) return ': input error';
    return isRange(d) ? ` is within ${preview}` : ` is ${preview}`;
  }
  const kind = periodKind(d);
  if (!kind) return '';
  const unit = SCALE_TEXT_EN[d[`${kind}_period_scale`] ?? 'day'] ?? 'days';
  const from = d[`${kind}_period_from`];
  const to = d[`${kind}_period_to`];
  if (from === undefined || (isRange(d) && to === undefined)) return ': no period entered';
  const amount = isRange(d) ? `${from}–${to}` : `${from}`;
  const baseParts = [d.search_base_year, d.search_base_month, d.search_base_day];
  const base = !usesBase(d)
    ? ''
    : baseParts.some((value) => value === undefined)
      ? ' (no base date entered)'
      : ` (base date ${baseParts.join('/')})`;
  return `: ${amount} ${unit} ${kind === 'elapsed' ? 'elapsed' : 'remaining'}${base}`;
}

const SEARCH_TYPE_TEXT: Record<number, string> = {
  1: '今日',
  2: '今日と同じ月日',
  3: '今月と同じ月',
  4: '今日と同じ日',
};
const SCALE_TEXT: Record<PeriodScale, string> = { year: '年', month: 'ヶ月', day: '日' };

/**
 * The date part of a summary, after the item's name: 'が2026年4月1日', 'が今日と同じ月日', 'から3〜5日経過',
 * 'まで残り7日(基準日 2026/4/1)'; '(期間未入力)' and '(基準日未入力)' while a part is missing.
 */
export function varDateSummary(d: VarDateFields): string {
  if (d.match === 20) {
    if (d.use_current_date === 1) return `が${SEARCH_TYPE_TEXT[d.search_type ?? 1] ?? '今日'}`;
    const preview = datePreview(fromParts(d), isRange(d) ? toParts(d) : undefined);
    return preview === '' ? '(日付未入力)' : preview === '入力エラー' ? '(入力エラー)' : `が${preview}`;
  }
  const kind = periodKind(d);
  if (!kind) return '';
  const unit = SCALE_TEXT[d[`${kind}_period_scale`] ?? 'day'] ?? '日';
  const from = d[`${kind}_period_from`];
  const to = d[`${kind}_period_to`];
  // Unfinished parts read like the other unfinished summaries ((日付未入力), (値未入力)), never as '?'.
  if (from === undefined || (isRange(d) && to === undefined)) return '(期間未入力)';
  const amount = isRange(d) ? `${from}〜${to}` : `${from}`;
  const baseParts = [d.search_base_year, d.search_base_month, d.search_base_day];
  const base = !usesBase(d)
    ? ''
    : baseParts.some((value) => value === undefined)
      ? '(基準日未入力)'
      : `(基準日 ${baseParts.join('/')})`;
  return kind === 'elapsed' ? `から${amount}${unit}経過${base}` : `まで残り${amount}${unit}${base}`;
}
