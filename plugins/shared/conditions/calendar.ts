import { dayIn } from '../../../engine/core/index.ts';

/**
 * Pure calendar helpers of the date inputs (spec 001 §5 "Year list is the current year ±100; month and day lists
 * are bounded by the other end when years or months match; month lengths 30/31, February 29 or computed", and
 * the date preview). Condition 75's year, month and day selects and its preview are built from them
 * (var-date-inputs.ts, through the plugin's `ui.inputs`); the rules judge by them too, so both agree.
 */

/** Year, month and day of a date input; any part may be left empty (month and day alone: every year). */
export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

/** How far the year list reaches on each side of the current year. */
export const YEAR_SPAN = 100;

/** The preview text of an impossible date input (spec 001 §5). */
export const DATE_INPUT_ERROR = '入力エラー';

const range = (from: number, to: number): number[] =>
  from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The year at `now` in `timeZone` (an IANA name: the account's, `PluginContext.timeZone`), or in the process's
 * own zone when none is given. Around New Year the browser's year is not the account's: at 2026-12-31T16:00Z a
 * browser in London is in 2026, the account in Tokyo already in 2027.
 *
 * @example yearIn(new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo') // 2027
 */
export const yearIn = (now: Date, timeZone: string | undefined): number => dayIn(now, timeZone).year;

/**
 * The years a date select offers: the current year ±100, the year being the account's (`timeZone`) so every
 * browser offers the same list and the rules judge by it too.
 *
 * @example yearOptions(new Date('2026-06-01T00:00:00Z'), 'Asia/Tokyo').at(0) // 1926
 * @example yearOptions(new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo').at(-1) // 2127
 */
export function yearOptions(now: Date, timeZone: string | undefined): number[] {
  const year = yearIn(now, timeZone);
  return range(year - YEAR_SPAN, year + YEAR_SPAN);
}

/** True for a leap year of the Gregorian calendar. @example isLeapYear(2028) // true */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The number of days of a month: 30 or 31, February 29 without a year (every year includes the 29th of a leap
 * year) or computed with one, 31 without a month.
 *
 * @example daysInMonth(2026, 2) // 28
 * @example daysInMonth(undefined, 2) // 29
 */
export function daysInMonth(year: number | undefined, month: number | undefined): number {
  if (month === undefined) return 31;
  if (month === 2) return year === undefined ? 29 : isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The days a day select offers for a year and month.
 *
 * @example dayOptions(2026, 4).length // 30
 * @example dayOptions(2028, 2).at(-1) // 29
 */
export function dayOptions(year: number | undefined, month: number | undefined): number[] {
  return range(1, daysInMonth(year, month));
}

/**
 * The months a month select offers: 1–12, or in a range bounded by the other end when both ends have the
 * same year (an absent year counts as the same): the from side stops at the to month, the to side starts at the
 * from month.
 *
 * @example monthOptions('from', { year: 2026, month: 1 }, { year: 2026, month: 3 }) // [1, 2, 3]
 * @example monthOptions('to', { year: 2026, month: 5 }, { year: 2027 }) // [1, ..., 12]
 */
export function monthOptions(side?: 'from' | 'to', from: DateParts = {}, to?: DateParts): number[] {
  if (!side || !to || from.year !== to.year) return range(1, 12);
  if (side === 'from') return range(1, to.month ?? 12);
  return range(from.month ?? 1, 12);
}

/**
 * The days a day select of a range offers: the month's days, bounded by the other end when years and months
 * both match.
 *
 * @example rangeDayOptions('to', { month: 4, day: 10 }, { month: 4 }) // [10, ..., 30]
 */
export function rangeDayOptions(side: 'from' | 'to', from: DateParts, to: DateParts): number[] {
  const own = side === 'from' ? from : to;
  const days = dayOptions(own.year, own.month);
  if (from.year !== to.year || from.month !== to.month) return days;
  if (side === 'from') return days.filter((day) => to.day === undefined || day <= to.day);
  return days.filter((day) => from.day === undefined || day >= from.day);
}

/** Which parts are filled in, as a key: 'ymd', 'md', 'd', 'ym', 'y', 'm', 'yd' (impossible), ''. */
export const filledParts = (parts: DateParts): string =>
  `${parts.year !== undefined ? 'y' : ''}${parts.month !== undefined ? 'm' : ''}${parts.day !== undefined ? 'd' : ''}`;

/**
 * Why a date input is impossible, or undefined: year and day without a month, a day past the month's end, a
 * year outside the year list (when `now` is given; the list around the year in `timeZone`).
 *
 * @example datePartsError({ year: 2026, day: 3 }) // 'year_day_without_month'
 */
export function datePartsError(
  parts: DateParts,
  now?: Date,
  timeZone?: string,
): 'year_day_without_month' | 'day_out_of_month' | 'year_out_of_list' | undefined {
  if (filledParts(parts) === 'yd') return 'year_day_without_month';
  if (parts.day !== undefined && parts.day > daysInMonth(parts.year, parts.month)) return 'day_out_of_month';
  if (now && parts.year !== undefined && !yearOptions(now, timeZone).includes(parts.year))
    return 'year_out_of_list';
  return undefined;
}

/** Sortable number of the parts both ends have (absent parts compare equal). */
function compareParts(from: DateParts, to: DateParts): number {
  for (const key of ['year', 'month', 'day'] as const) {
    const a = from[key];
    const b = to[key];
    if (a !== undefined && b !== undefined && a !== b) return a - b;
  }
  return 0;
}

/** True when a range's from end comes after its to end. @example isReversed({ month: 5 }, { month: 4 }) // true */
export const isReversed = (from: DateParts, to: DateParts): boolean => compareParts(from, to) > 0;

function partsText(parts: DateParts): string {
  const y = parts.year !== undefined ? `${parts.year}年` : '';
  const m = parts.month !== undefined ? `${parts.month}月` : '';
  const d = parts.day !== undefined ? `${parts.day}日` : '';
  const text = `${y}${m}${d}`;
  if (parts.year !== undefined || text === '') return text;
  // Without a year the date repeats: every year (month given) or every month (day only).
  return parts.month !== undefined ? `毎年${text}` : `毎月${text}`;
}

/**
 * The preview of a date input (spec 001 §5): '2026年4月1日', '毎年4月1日', '毎月1日', '2026年4月〜2026年6月';
 * 入力エラー when year and day are given without a month, a day is past the month's end, or the two ends of a
 * range do not have the same parts filled in; '' when nothing is filled in.
 *
 * @example datePreview({ year: 2026, month: 4, day: 1 }) // '2026年4月1日'
 * @example datePreview({ year: 2026, day: 1 }) // '入力エラー'
 * @example datePreview({ month: 4 }, { month: 6 }) // '毎年4月〜毎年6月'
 */
export function datePreview(from: DateParts, to?: DateParts): string {
  if (datePartsError(from)) return DATE_INPUT_ERROR;
  if (to === undefined) return partsText(from);
  if (datePartsError(to) || filledParts(from) !== filledParts(to)) return DATE_INPUT_ERROR;
  const start = partsText(from);
  return start === '' ? '' : `${start}〜${partsText(to)}`;
}

/** The English preview of an impossible date input (the console's English UI). */
export const DATE_INPUT_ERROR_EN = 'input error';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function partsTextEn(parts: DateParts): string {
  const month = parts.month !== undefined ? MONTHS_EN[parts.month - 1] : undefined;
  if (month && parts.day !== undefined)
    return parts.year !== undefined ? `${month} ${parts.day}, ${parts.year}` : `${month} ${parts.day}`;
  if (month) return parts.year !== undefined ? `${month} ${parts.year}` : month;
  if (parts.day !== undefined) return `day ${parts.day}`;
  return parts.year !== undefined ? String(parts.year) : '';
}

/**
 * `datePreview` in English, for summaries in the English UI: 'Apr 1, 2026', 'Apr 1 every year', 'day 1 every
 * month', 'Apr–Jun every year'; 'input error' where the Japanese says 入力エラー; '' when nothing is filled in.
 *
 * @example datePreviewEn({ month: 4 }, { month: 6 }) // 'Apr–Jun every year'
 */
export function datePreviewEn(from: DateParts, to?: DateParts): string {
  if (datePartsError(from)) return DATE_INPUT_ERROR_EN;
  if (to !== undefined && (datePartsError(to) || filledParts(from) !== filledParts(to)))
    return DATE_INPUT_ERROR_EN;
  const start = partsTextEn(from);
  if (start === '') return '';
  const text = to === undefined ? start : `${start}–${partsTextEn(to)}`;
  if (from.year !== undefined) return text;
  return from.month !== undefined ? `${text} every year` : `${text} every month`;
}

/**
 * True when the three parts name a real day of the year list (around `now`'s year in `timeZone`), e.g. not
 * 2026/02/30.
 *
 * @example isRealDay(2028, 2, 29) // true
 */
export function isRealDay(year: number, month: number, day: number, now?: Date, timeZone?: string): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  return now ? yearOptions(now, timeZone).includes(year) : year >= 1;
}

/**
 * True for a yyyy/MM/dd text that names a real day (the pattern alone lets 2026/02/30 through).
 *
 * @example isRealDate('2026/02/30') // false
 */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  return match ? isRealDay(Number(match[1]), Number(match[2]), Number(match[3])) : false;
}
