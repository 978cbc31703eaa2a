/**
 * The visit period of the landing conditions (85, 86) in their JSON Logic forms: tests of a visit's `at`
 * (landing-date.ts `landingRange`), and the saved date panel read back from them.
 */
import { dayOf, type FactTest, minuteOf, rangeTests, testValue } from './json-logic-facts.ts';
import type { ConditionData } from './meaning.ts';

/** The tests of a visit within the period (none without one). */
export const visitTests = (range: { from?: string; until?: string } | undefined): FactTest[] =>
  range ? rangeTests('at', range) : [];

/**
 * The date panel of a visit period's tests: use_date 0 without bounds; 1 when every bound is the start of a day
 * (Japan); otherwise 2 with the day and the minute of each bound (the end's minute is included, so its bound is
 * the next minute). A period of whole days written as 00:00–23:59 reads as use_date 1: such a condition travels
 * as it is.
 */
export function landingDatesOf(tests: readonly FactTest[]): ConditionData {
  const from = testValue(tests, 'at', '>=');
  const until = testValue(tests, 'at', '<');
  if (from === undefined && until === undefined) return { use_date: 0 };
  const days = { start: dayOf(from), end: dayOf(until, 1) };
  if ((from === undefined || days.start) && (until === undefined || days.end))
    return {
      use_date: 1,
      ...(days.start ? { date_from: days.start } : {}),
      ...(days.end ? { date_to: days.end } : {}),
    };
  const start = minuteOf(from);
  const end = minuteOf(until, 1);
  return {
    use_date: 2,
    ...(start ? { date_from: start.date, time_from: start.time } : {}),
    ...(end ? { date_to: end.date, time_to: end.time } : {}),
  };
}
