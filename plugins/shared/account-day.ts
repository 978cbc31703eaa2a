/**
 * The account's day: Japan's (UTC+9, no daylight saving), the day every date rule of the project counts in
 * (docs/decisions/forms-walk-fixes.md "Times"). Its own module, not in the conditions' meanings, so the console
 * can reckon "today" without holding server-only code (tests/server-only-extras.test.ts).
 */

/**
 * Japan's offset from UTC (no daylight saving): what the account's day and wall-clock times are reckoned with
 * where arithmetic is wanted, not Intl (the day of a million friends, a goal's instant). Agrees with
 * `ACCOUNT_TIME_ZONE` for every instant, Japan having kept UTC+9 since 1951.
 */
export const JAPAN_OFFSET_MS = 9 * 3_600_000;

/**
 * The account's time zone as an IANA name, for what reckons in a zone by name (Intl, `PluginContext.timeZone`):
 * the console's (app/ui/time.ts re-exports it) and the server's plugin contexts give it, so a year or a day
 * reads alike in every browser and on the server.
 *
 * @example new Intl.DateTimeFormat('ja-JP', { timeZone: ACCOUNT_TIME_ZONE }).format(now)
 */
export const ACCOUNT_TIME_ZONE = 'Asia/Tokyo';

/** The account's day (Japan) at `now`. @example japanDay(new Date('2026-11-25T15:00:00Z')) // '2026-11-26' */
export function japanDay(now: Date): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}
