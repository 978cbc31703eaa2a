/** A calendar day: year, month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * The calendar day at `now` in `timeZone` (an IANA name: the context's, the account's), or in the process's own
 * zone when none is given: what "today" and "this year" mean for a context (`PluginContext.timeZone`).
 *
 * @example dayIn(new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo') // { year: 2027, month: 1, day: 1 }
 */
export function dayIn(now: Date, timeZone: string | undefined): CalendarDay {
  if (!timeZone) return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const second = Math.floor(now.getTime() / 1000);
  const known = lastDays.get(timeZone);
  if (known?.second === second) return { ...known.day };
  const parts = formatterIn(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  const day = { year: part('year'), month: part('month'), day: part('day') };
  lastDays.set(timeZone, { second, day });
  return { ...day };
}

/**
 * The last day answered per zone, by the second it was asked at: a zone's offset is a whole number of seconds, so
 * one second is one day in every zone. The conditions ask for "this year" once per date select they draw and per
 * rule they check (hundreds of calls opening a 100-condition funnel, each formatToParts about 40 µs in Chromium).
 */
const lastDays = new Map<string, { second: number; day: CalendarDay }>();

/** One formatter per zone: building an `Intl.DateTimeFormat` costs about 0.2 ms in Chromium (19 ms of opening a
 * 100-condition funnel when each call built its own, 2026-11-26). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
