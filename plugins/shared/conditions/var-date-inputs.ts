import type { PluginContext } from '../../../engine/core/index.ts';
import { datePreview, dayOptions, monthOptions, rangeDayOptions, yearOptions } from './calendar.ts';
import { fromParts, isRange, PERIOD_LIMITS, periodKind, toParts, type VarDateFields } from './var-date.ts';
import { periodFromMax } from './var-date-rules.ts';

/**
 * How the console draws the friend-info condition's date and period inputs (spec 001 §5): the year, month and
 * day parts as selects built from the calendar helpers (the lists the rules judge by), the period values as
 * number inputs bounded by the scale and, in range mode, the from value by the to value; under the last day
 * select the date preview (入力エラー for an impossible input). For a plugin's `ui.widgets` and `ui.inputs`.
 */

/** The empty option of a part select: a part left out means "every year" or "every month". */
const NOT_SET = '指定なし';

/** The part fields, drawn by the engine's `options` widget (a select of the options computed below). */
export const VAR_DATE_WIDGETS = {
  year_from: 'options',
  month_from: 'options',
  day_from: 'options',
  year_to: 'options',
  month_to: 'options',
  day_to: 'options',
  search_base_year: 'options',
  search_base_month: 'options',
  search_base_day: 'options',
} as const;

/**
 * The preview of the chosen date(s), shown under the last day select; undefined while nothing is chosen.
 *
 * @example datePreviewNote({ match: 20, year_from: 2026, day_from: 1 }) // '入力エラー'
 */
export function datePreviewNote(d: VarDateFields): string | undefined {
  const text = datePreview(fromParts(d), isRange(d) ? toParts(d) : undefined);
  return text === '' ? undefined : text;
}

const monthsOf = (side: 'from' | 'to', d: VarDateFields) =>
  isRange(d) ? monthOptions(side, fromParts(d), toParts(d)) : monthOptions();

// The to end is drawn in range mode only; alone, the from end's days are its month's.
const daysOf = (side: 'from' | 'to', d: VarDateFields) =>
  isRange(d) ? rangeDayOptions(side, fromParts(d), toParts(d)) : dayOptions(d.year_from, d.month_from);

/** The bounds of a period value: 0 to the scale's limit; the from end also at most the to end in range mode. */
function periodBounds(d: VarDateFields, end: 'from' | 'to') {
  const kind = periodKind(d);
  if (!kind) return {};
  const scale = d[`${kind}_period_scale`];
  const max =
    end === 'from' ? periodFromMax(d[`${kind}_period_to`], scale, isRange(d)) : PERIOD_LIMITS[scale ?? 'day'];
  return { min: 0, max };
}

/**
 * What each date and period input offers for the current data: the year list around `ctx.now()`'s year in the
 * account's zone (`ctx.timeZone`), month and day lists bounded by the other end in range mode, period bounds, the
 * preview note, and the base date's lists.
 *
 * @example varDateInputs.day_from({ match: 20, year_from: 2028, month_from: 2 }, ctx).options.at(-1) // 29
 */
export const varDateInputs = {
  year_from: (_d: VarDateFields, ctx: PluginContext) => ({
    options: yearOptions(ctx.now(), ctx.timeZone),
    emptyLabel: NOT_SET,
  }),
  month_from: (d: VarDateFields) => ({ options: monthsOf('from', d), emptyLabel: NOT_SET }),
  day_from: (d: VarDateFields) => ({
    options: daysOf('from', d),
    emptyLabel: NOT_SET,
    note: isRange(d) ? undefined : datePreviewNote(d),
  }),
  year_to: (_d: VarDateFields, ctx: PluginContext) => ({
    options: yearOptions(ctx.now(), ctx.timeZone),
    emptyLabel: NOT_SET,
  }),
  month_to: (d: VarDateFields) => ({ options: monthsOf('to', d), emptyLabel: NOT_SET }),
  day_to: (d: VarDateFields) => ({ options: daysOf('to', d), emptyLabel: NOT_SET, note: datePreviewNote(d) }),
  elapsed_period_from: (d: VarDateFields) => periodBounds(d, 'from'),
  elapsed_period_to: (d: VarDateFields) => periodBounds(d, 'to'),
  remaining_period_from: (d: VarDateFields) => periodBounds(d, 'from'),
  remaining_period_to: (d: VarDateFields) => periodBounds(d, 'to'),
  // The base date is one whole date (required once switched on): the same lists, and its own month's days.
  search_base_year: (_d: VarDateFields, ctx: PluginContext) => ({
    options: yearOptions(ctx.now(), ctx.timeZone),
  }),
  search_base_month: () => ({ options: monthOptions() }),
  search_base_day: (d: VarDateFields) => ({
    options: dayOptions(d.search_base_year, d.search_base_month),
  }),
} as const;
