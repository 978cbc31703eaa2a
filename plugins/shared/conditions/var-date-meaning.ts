import type { ConditionData } from './meaning.ts';
import { intOf, textOf } from './meaning.ts';
import { PERIOD_LIMITS, type PeriodScale } from './var-date.ts';

/**
 * What the friend-info date modes that read "today" mean (condition 75, spec 001 §3, §9;
 * docs/decisions/funnel-evaluation.md "Dates relative to today"). Values are yyyy-MM-dd texts (friend_values.date),
 * so every test is a comparison of such texts, the same in the reference and in SQL. Today is the account's day in
 * Japan at the funnel's `now`.
 */

export { japanDay } from '../account-day.ts';

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A yyyy-MM-dd day moved by whole units; a month or year move keeps the day of the month where it exists and
 * takes the month's last day where it does not (3/31 minus one month is 2/28 or 2/29).
 *
 * @example shiftDay('2026-03-31', -1, 'month') // '2026-02-28'
 */
export function shiftDay(ymd: string, amount: number, scale: PeriodScale): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  if (scale === 'day') return new Date(Date.UTC(year, month - 1, day + amount)).toISOString().slice(0, 10);
  const months = year * 12 + (month - 1) + (scale === 'year' ? amount * 12 : amount);
  const [toYear, toMonth] = [Math.floor(months / 12), (months % 12) + 1];
  return `${pad(toYear, 4)}-${pad(toMonth, 2)}-${pad(Math.min(day, daysIn(toYear, toMonth)), 2)}`;
}

/** A real day of parts as yyyy-MM-dd, or undefined. */
function realDay(year: number | undefined, month: number | undefined, day: number | undefined) {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    return undefined;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** One fixed part of a yyyy-MM-dd text: start (1-based, as SQL's substr) and the text it must hold. */
export interface DatePart {
  start: number;
  length: number;
  text: string;
}

/**
 * Match 20 relative to today (use_current_date 1), by search_type: 1 the same day, 2 the same month and day
 * (every year), 3 the same month (every year), 4 the same day of the month. Another search_type is unknown.
 *
 * @example todayParts(4, '2026-11-26') // [{ start: 9, length: 2, text: '26' }]
 */
export function todayParts(searchType: number | undefined, today: string): DatePart[] | undefined {
  const year: DatePart = { start: 1, length: 4, text: today.slice(0, 4) };
  const month: DatePart = { start: 6, length: 2, text: today.slice(5, 7) };
  const day: DatePart = { start: 9, length: 2, text: today.slice(8, 10) };
  if (searchType === 1) return [year, month, day];
  if (searchType === 2) return [month, day];
  if (searchType === 3) return [month];
  if (searchType === 4) return [day];
  return undefined;
}

/** Days a period's value lies in: `from` inclusive, `before` exclusive (yyyy-MM-dd). */
export interface DayWindow {
  from: string;
  before: string;
}

/**
 * Match 30 (elapsed) and 31 (remaining): the whole units (day, month, year) between the value's day and the base
 * day (today, or the search base date with use_search_base 1) are exactly `from`, or between `from` and `to`
 * with range_search 1, both included. "3 months elapsed" holds from the day three months before the base back to
 * the day after four months before it. Unknown when a number is missing, not a whole number within the scale's
 * limit, `from` is over `to`, or the base date is not a real day.
 *
 * @example periodWindow({ match: 30, elapsed_period_from: 3, elapsed_period_scale: 'day' }, '2026-11-26')
 * // { from: '2026-11-23', before: '2026-11-24' }
 */
export function periodWindow(d: ConditionData, today: string): DayWindow | undefined {
  const kind = intOf(d, 'match') === 30 ? 'elapsed' : intOf(d, 'match') === 31 ? 'remaining' : undefined;
  if (!kind) return undefined;
  const scale = (textOf(d, `${kind}_period_scale`) ?? 'day') as PeriodScale;
  if (!(scale in PERIOD_LIMITS)) return undefined;
  const low = intOf(d, `${kind}_period_from`);
  const high = intOf(d, 'range_search') === 1 ? intOf(d, `${kind}_period_to`) : low;
  const limit = PERIOD_LIMITS[scale];
  if (low === undefined || high === undefined || low < 0 || high > limit || low > high) return undefined;
  const base =
    intOf(d, 'use_search_base') === 1
      ? realDay(intOf(d, 'search_base_year'), intOf(d, 'search_base_month'), intOf(d, 'search_base_day'))
      : today;
  if (!base) return undefined;
  // Elapsed: after the day high+1 units before the base, up to the day low units before it (both as days).
  return kind === 'elapsed'
    ? {
        from: shiftDay(shiftDay(base, -(high + 1), scale), 1, 'day'),
        before: shiftDay(shiftDay(base, -low, scale), 1, 'day'),
      }
    : { from: shiftDay(base, low, scale), before: shiftDay(base, high + 1, scale) };
}
