import type { Rule } from '../../../engine/core/index.ts';
import { isRealDate } from './calendar.ts';
import { ymdDate } from './fields.ts';

/**
 * A period of days as the conditions save it: date_from and date_to as yyyy/MM/dd (spec 001 §9), either end
 * may be left open ("registered since", "responded until"), not both.
 */
export const dateRangeProperties = {
  date_from: ymdDate('開始日', 'From'),
  date_to: ymdDate('終了日', 'To'),
} as const;

type Dates = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The rules of a period: at least one end when `applies` (期間を選択してください), real days (not 2026/02/30),
 * and the end not before the start. Field names default to date_from / date_to.
 *
 * @example rules: dateRangeRules()
 * @example rules: dateRangeRules({ from: 'origin_from', to: 'origin_to', applies: (d) => d.use_date === 1 })
 */
export function dateRangeRules<D>(
  options: { from?: string; to?: string; applies?: (data: D) => boolean } = {},
): Rule<D>[] {
  const from = options.from ?? 'date_from';
  const to = options.to ?? 'date_to';
  const applies = options.applies ?? (() => true);
  const ends = (d: D) => ({ start: text((d as Dates)[from]), end: text((d as Dates)[to]) });
  return [
    {
      code: 'action_required',
      path: `/${from}`,
      violated: (d) => {
        const { start, end } = ends(d);
        return applies(d) && !start && !end ? [{ params: { field: '期間' } }] : false;
      },
    },
    {
      code: 'condition_date_not_real',
      violated: (d) => {
        if (!applies(d)) return false;
        const { start, end } = ends(d);
        return [
          ...(start && !isRealDate(start) ? [{ path: `/${from}` }] : []),
          ...(end && !isRealDate(end) ? [{ path: `/${to}` }] : []),
        ];
      },
    },
    {
      code: 'condition_date_reversed',
      path: `/${to}`,
      violated: (d) => {
        const { start, end } = ends(d);
        return applies(d) && !!start && !!end && start > end;
      },
    },
  ];
}

/** Messages of the period rules. */
export const dateRangeMessages = {
  condition_date_not_real: {
    ja: '{field}に存在しない日付が指定されています',
    en: '{field} is not a real date',
  },
  condition_date_reversed: {
    ja: '終了日は開始日以降の日付にしてください',
    en: 'The end date must not be before the start date',
  },
} as const;

/**
 * A period for summaries: '2026/04/01〜2026/04/30', '2026/04/01以降', '2026/04/30以前', or '' when open (in
 * English '2026/04/01–2026/04/30', 'from 2026/04/01', 'until 2026/04/30').
 *
 * @example dateRangeText('2026/04/01', undefined) // '2026/04/01以降'
 */
export function dateRangeText(
  from: string | undefined,
  to: string | undefined,
  lang: 'ja' | 'en' = 'ja',
): string {
  const start = text(from);
  const end = text(to);
  if (lang === 'en') {
    if (start && end) return `${start}–${end}`;
    if (start) return `from ${start}`;
    return end ? `until ${end}` : '';
  }
  if (start && end) return `${start}〜${end}`;
  if (start) return `${start}以降`;
  if (end) return `${end}以前`;
  return '';
}
