import { ACCOUNT_TIME_ZONE } from '../../plugins/shared/account-day.ts';

/**
 * The account's time zone: the console shows every stored time in it, whatever the browser's zone
 * (docs/decisions/forms-walk-fixes.md). A LINE-style Japanese account lives in Japan's time (UTC+9, no daylight
 * saving), the zone the server already counts days, deadlines and date limits in. One name for the console, the
 * plugins and the server (plugins/shared/account-day.ts).
 */
export { ACCOUNT_TIME_ZONE };

/** What `accountTime` shows: the day, or the day and the minute. */
export type TimeStyle = 'date' | 'minute';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  minute: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A stored instant (ISO text or epoch ms) as the console shows it: in the account's zone, in the operator's
 * language. Text that is not a time is answered as given, so a bad value still shows something.
 *
 * @example accountTime('2026-11-25T15:30:00Z', 'ja', 'minute') // '2026/11/26 0:30'
 */
export function accountTime(
  at: string | number,
  lang: 'ja' | 'en',
  style: TimeStyle,
  timeZone: string = ACCOUNT_TIME_ZONE,
): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return formatterOf(lang, style, timeZone).format(date);
}

// Making a DateTimeFormat costs about 0.3 ms, formatting with one a few µs: a list of 50 times made one each.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * English is en-GB, as the document lists write it (engine DocumentListPage: 27 Nov 2026, 11:49): one English
 * for every time of the console, day before month and a 24-hour clock as in Japanese. Plain 'en' wrote
 * Nov 27, 2026, 11:49 AM on the pages formatted here (walk 2026-11-27, docs/decisions/form-answers-english.md).
 */
const LOCALES = { ja: 'ja-JP', en: 'en-GB' } as const;

function formatterOf(lang: 'ja' | 'en', style: TimeStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang} ${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
