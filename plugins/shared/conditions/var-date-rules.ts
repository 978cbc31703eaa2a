import type { Rule, RuleFinding } from '../../../engine/core/index.ts';
import {
  type DateParts,
  datePartsError,
  datePreview,
  filledParts,
  isRealDay,
  isReversed,
} from './calendar.ts';
import {
  BASE_FIELDS,
  fromParts,
  isExplicitDate,
  isRange,
  PERIOD_LIMITS,
  type PeriodScale,
  periodKind,
  toParts,
  usesBase,
  type VarDateFields,
} from './var-date.ts';

/**
 * The rules of the friend-info condition's date and period fields (spec 001 §5), with the specification's
 * messages: 入力値が不正です。, 入力範囲が不正です。, 入力は0以上N以下である必要があります。,
 * 検索基準日を入力してください。, 検索基準日が不正です。 and the preview's 入力エラー.
 */

/**
 * The checks of one period end (spec 001 §5): an integer (入力値が不正です。) from 0 to the scale's limit
 * (入力は0以上N以下である必要があります。).
 *
 * @example periodValueError(120, 'year') // { code: 'condition_value_out_of_range', max: 100 }
 */
export function periodValueError(
  value: number,
  scale: PeriodScale | undefined,
): { code: 'condition_value_invalid' } | { code: 'condition_value_out_of_range'; max: number } | undefined {
  if (!Number.isInteger(value)) return { code: 'condition_value_invalid' };
  const max = PERIOD_LIMITS[scale ?? 'day'];
  return value < 0 || value > max ? { code: 'condition_value_out_of_range', max } : undefined;
}

/**
 * The largest value the from end of a period may take: the to end in range mode ("from is capped by to"),
 * else the scale's limit.
 *
 * @example periodFromMax(30, 'day', true) // 30
 */
export function periodFromMax(
  to: number | undefined,
  scale: PeriodScale | undefined,
  range: boolean,
): number {
  const limit = PERIOD_LIMITS[scale ?? 'day'];
  return range && to !== undefined && Number.isInteger(to) && to >= 0 ? Math.min(to, limit) : limit;
}

function periodFindings(d: VarDateFields, code: string): RuleFinding[] {
  const kind = periodKind(d);
  if (!kind) return [];
  const scaleValue = d[`${kind}_period_scale`];
  const ends = isRange(d) ? (['from', 'to'] as const) : (['from'] as const);
  const errors = ends.flatMap((end) => {
    const value = d[`${kind}_period_${end}`];
    const error = value === undefined ? undefined : periodValueError(value, scaleValue);
    return error ? [{ end, error }] : [];
  });
  if (code === 'condition_range_invalid') {
    const from = d[`${kind}_period_from`];
    const to = d[`${kind}_period_to`];
    const bad = isRange(d) && errors.length === 0 && from !== undefined && to !== undefined && from > to;
    return bad ? [{ path: `/${kind}_period_from` }] : [];
  }
  return errors
    .filter(({ error }) => error.code === code)
    .map(({ end, error }) => ({
      path: `/${kind}_period_${end}`,
      params: 'max' in error ? { max: error.max } : {},
    }));
}

const PART_FIELDS = { year: 'year', month: 'month', day: 'day' } as const;

/** The first part a side has that the other lacks (or the reverse), for pointing at a mismatch. */
function mismatchPath(from: DateParts, to: DateParts): string {
  for (const key of Object.keys(PART_FIELDS) as (keyof DateParts)[]) {
    if ((from[key] === undefined) !== (to[key] === undefined)) return `/${key}_to`;
  }
  return '/year_to';
}

/** Where an impossible side points: the day past the month's end, else the month a year-and-day lacks. */
const partsErrorPath = (side: 'from' | 'to', error: string) =>
  error === 'day_out_of_month'
    ? `/day_${side}`
    : error === 'year_out_of_list'
      ? `/year_${side}`
      : `/month_${side}`;

/** The date rules of condition 75, with the specification's messages where it quotes them. */
export const varDateRules = <D extends VarDateFields>(): Rule<D>[] => [
  { code: 'condition_value_invalid', violated: (d) => periodFindings(d, 'condition_value_invalid') },
  {
    code: 'condition_value_out_of_range',
    violated: (d) => periodFindings(d, 'condition_value_out_of_range'),
  },
  { code: 'condition_range_invalid', violated: (d) => periodFindings(d, 'condition_range_invalid') },
  {
    code: 'search_base_required',
    violated: (d) => {
      if (!usesBase(d)) return false;
      const missing = BASE_FIELDS.find((field) => d[field] === undefined);
      return missing ? [{ path: `/${missing}` }] : false;
    },
  },
  {
    code: 'search_base_invalid',
    path: '/search_base_year',
    violated: (d, ctx) =>
      usesBase(d) &&
      BASE_FIELDS.every((field) => d[field] !== undefined) &&
      !isRealDay(d.search_base_year!, d.search_base_month!, d.search_base_day!, ctx.now(), ctx.timeZone),
  },
  {
    code: 'action_required',
    path: '/year_from',
    violated: (d) =>
      isExplicitDate(d) && filledParts(fromParts(d)) === '' && (!isRange(d) || filledParts(toParts(d)) === '')
        ? [{ params: { field: '日付' } }]
        : false,
  },
  {
    code: 'condition_date_input_error',
    violated: (d, ctx) => {
      if (!isExplicitDate(d)) return false;
      const from = fromParts(d);
      const to = toParts(d);
      const findings: RuleFinding[] = [];
      const fromError = datePartsError(from, ctx.now(), ctx.timeZone);
      if (fromError) findings.push({ path: partsErrorPath('from', fromError) });
      if (isRange(d)) {
        const toError = datePartsError(to, ctx.now(), ctx.timeZone);
        if (toError) findings.push({ path: partsErrorPath('to', toError) });
        else if (!fromError && filledParts(from) !== filledParts(to))
          findings.push({ path: mismatchPath(from, to) });
      }
      return findings;
    },
  },
  {
    code: 'condition_range_invalid',
    path: '/year_from',
    violated: (d) => {
      if (!isExplicitDate(d) || !isRange(d)) return false;
      const from = fromParts(d);
      const to = toParts(d);
      return (
        filledParts(from) === filledParts(to) &&
        datePreview(from, to) !== '入力エラー' &&
        isReversed(from, to)
      );
    },
  },
];

/** Texts of the date rules: the specification's quotes (spec 001 §5). */
export const varDateMessages = {
  condition_value_invalid: { ja: '入力値が不正です。', en: 'The value is invalid.' },
  condition_range_invalid: { ja: '入力範囲が不正です。', en: 'The range is invalid.' },
  condition_value_out_of_range: {
    ja: '入力は0以上{max}以下である必要があります。',
    en: 'The value must be from 0 to {max}.',
  },
  search_base_required: { ja: '検索基準日を入力してください。', en: 'Enter the search base date.' },
  search_base_invalid: { ja: '検索基準日が不正です。', en: 'The search base date is invalid.' },
  condition_date_input_error: { ja: '入力エラー', en: 'Input error' },
} as const;
