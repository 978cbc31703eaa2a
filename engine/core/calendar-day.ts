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
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
