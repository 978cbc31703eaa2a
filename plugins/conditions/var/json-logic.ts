/**
 * Friend info (75) as JSON Logic over the friend's `values` rows (item_id, value, num, date) and, for the dates
 * relative to today, the integrator's `today` (the account's day in Japan, yyyy-MM-dd) given beside the facts
 * (docs/decisions/funnel-json-logic.md). A friend has at most one row per field.
 *
 * - text 0 / 4: some row of the field has the value (`!` for 4); 1 / 5 the value contains the text (not empty);
 *   3 / 2: some row of the field has a value that is not empty (`!` for 2);
 * - 10–13: some row of the field has a number (not null) compared with the query's number;
 * - 20 by parts: some row of the field has a date whose parts (substr of yyyy-MM-dd) are the given ones;
 *   20 by range (range_search 1): a date between the two days, both included;
 *   20 relative to today (use_current_date 1): today's part is among the field's dates' parts,
 *   `{"in":[{"substr":[{"var":"today"},s,n]},{"map":[{"filter":[{"var":"values"},<the field>]},{"substr":[{"var":"date"},s,n]}]}]}`
 *   (`some` could not reach `today`: inside it a `var` reads the row).
 *
 * 30 and 31 (elapsed, remaining) have no form: their window moves by calendar months and years from today, which
 * no standard operator computes, and with a fixed base day the window does not tell back the period chosen.
 */
import type { JsonLogic } from '../../shared/conditions/json-logic.ts';
import { containedText, operation, varName } from '../../shared/conditions/json-logic.ts';
import {
  type FactTest,
  factLogic,
  readBack,
  someRowLogic,
  someRowOf,
  testValue,
} from '../../shared/conditions/json-logic-facts.ts';
import { type ConditionData, intOf, textOf } from '../../shared/conditions/meaning.ts';
import { isoDay, queryNumber } from './values.ts';

const NUMERIC = { 10: '>=', 11: '>', 12: '<=', 13: '<' } as const;
/** The parts of yyyy-MM-dd a search_type of "relative to today" compares: [start (0-based), length]. */
const TODAY_PARTS: Record<number, readonly [number, number]> = {
  1: [0, 10],
  2: [5, 5],
  3: [5, 2],
  4: [8, 2],
};
/** The parts of a date by fields (match 20 without a range): key, start (0-based), length, highest value. */
const PARTS = [
  ['year_from', 0, 4, 9999],
  ['month_from', 5, 2, 12],
  ['day_from', 8, 2, 31],
] as const;

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const ofField = (field: number): FactTest => ({ op: '===', fact: 'item_id', value: field });
const dated: FactTest = { op: '!==', fact: 'date', value: null };
const substr = (fact: string, start: number, length: number): JsonLogic => ({
  substr: [{ var: fact }, start, length],
});

function toLogic(d: ConditionData): JsonLogic | undefined {
  const field = intOf(d, 'var_id');
  const match = intOf(d, 'match');
  const query = textOf(d, 'query');
  if (field === undefined || match === undefined) return undefined;
  const row = (rules: JsonLogic[], exists = true) =>
    someRowLogic('values', [factLogic(ofField(field)), ...rules], exists);
  if (match === 0 || match === 4)
    return query === undefined ? undefined : row([{ '===': [{ var: 'value' }, query] }], match === 0);
  // An empty text: json-logic-js's `in` calls an empty value no container, the reference finds '' in ''.
  if (match === 1 || match === 5)
    return query ? row([{ in: [query, { var: 'value' }] }], match === 1) : undefined;
  if (match === 3 || match === 2) return row([{ '!==': [{ var: 'value' }, ''] }], match === 3);
  if (match in NUMERIC) {
    const number = queryNumber(query);
    const op = NUMERIC[match as keyof typeof NUMERIC];
    return number === undefined
      ? undefined
      : row([{ '!==': [{ var: 'num' }, null] }, { [op]: [{ var: 'num' }, number] }]);
  }
  if (match !== 20) return undefined;
  if (intOf(d, 'use_current_date') === 1) {
    const part = TODAY_PARTS[intOf(d, 'search_type') ?? 0];
    if (!part) return undefined;
    const [start, length] = part;
    const dates = {
      map: [{ filter: [{ var: 'values' }, factLogic(ofField(field))] }, substr('date', start, length)],
    };
    return { in: [substr('today', start, length), dates] };
  }
  if (intOf(d, 'range_search') === 1) {
    const from = isoDay(intOf(d, 'year_from'), intOf(d, 'month_from'), intOf(d, 'day_from'));
    const to = isoDay(intOf(d, 'year_to'), intOf(d, 'month_to'), intOf(d, 'day_to'));
    if (!from || !to) return undefined;
    return row([factLogic(dated), { '>=': [{ var: 'date' }, from] }, { '<=': [{ var: 'date' }, to] }]);
  }
  const parts: JsonLogic[] = [];
  for (const [key, start, length, max] of PARTS) {
    const value = intOf(d, key);
    if (value === undefined) continue;
    if (value < 1 || value > max) return undefined;
    parts.push({ '===': [substr('date', start, length), pad(value, length)] });
  }
  return parts.length ? row([factLogic(dated), ...parts]) : undefined;
}

/** The condition a rule of these forms may stand for (readBack keeps it only when its form is the rule). */
function guess(logic: JsonLogic): ConditionData | undefined {
  return todayGuess(logic) ?? rowGuess(logic);
}

function todayGuess(logic: JsonLogic): ConditionData | undefined {
  const read = operation(logic);
  const today = read?.op === 'in' ? operation(read.args[0] as JsonLogic) : undefined;
  const map = read?.op === 'in' ? operation(read.args[1] as JsonLogic) : undefined;
  const filter = map?.op === 'map' ? operation(map.args[0] as JsonLogic) : undefined;
  if (today?.op !== 'substr' || filter?.op !== 'filter') return undefined;
  const field = someRowOf(
    { some: [filter.args[0] as JsonLogic, { and: [filter.args[1] as JsonLogic] }] },
    'values',
  );
  const var_id = field && testValue(field.tests, 'item_id', '===');
  const searchType = Object.entries(TODAY_PARTS).find(
    ([, [start, length]]) => today.args[1] === start && today.args[2] === length,
  )?.[0];
  if (typeof var_id !== 'number' || searchType === undefined) return undefined;
  return { type: 75, var_id, match: 20, use_current_date: 1, search_type: Number(searchType) };
}

function rowGuess(logic: JsonLogic): ConditionData | undefined {
  const row = someRowOf(logic, 'values');
  const var_id = row && testValue(row.tests, 'item_id', '===');
  if (!row || typeof var_id !== 'number') return undefined;
  const base = { type: 75, var_id };
  const text = testValue(row.tests, 'value', '===');
  if (typeof text === 'string') return { ...base, match: row.exists ? 0 : 4, query: text };
  const contained = row.rules.map((rule) => containedText(rule, 'value')).find((t) => t !== undefined);
  if (contained !== undefined) return { ...base, match: row.exists ? 1 : 5, query: contained };
  if (testValue(row.tests, 'value', '!==') === '') return { ...base, match: row.exists ? 3 : 2 };
  for (const [match, op] of Object.entries(NUMERIC)) {
    const number = testValue(row.tests, 'num', op);
    if (typeof number === 'number') return { ...base, match: Number(match), query: String(number) };
  }
  const from = testValue(row.tests, 'date', '>=');
  const to = testValue(row.tests, 'date', '<=');
  if (typeof from === 'string' && typeof to === 'string') {
    const [year_from, month_from, day_from] = from.split('-').map(Number);
    const [year_to, month_to, day_to] = to.split('-').map(Number);
    return {
      ...base,
      match: 20,
      range_search: 1,
      year_from,
      month_from,
      day_from,
      year_to,
      month_to,
      day_to,
    };
  }
  const parts: ConditionData = { ...base, match: 20 };
  for (const rule of row.rules) {
    const read = operation(rule);
    const part = read?.op === '===' ? operation(read.args[0] as JsonLogic) : undefined;
    const key = PARTS.find(([, start, length]) => part?.args[1] === start && part.args[2] === length)?.[0];
    if (part?.op === 'substr' && varName(part.args[0]) === 'date' && key && typeof read?.args[1] === 'string')
      parts[key] = Number(read.args[1]);
  }
  return parts;
}

/** Friend info (75) as JSON Logic (see above); readBack keeps a form only where it reads back exactly. */
export const varJsonLogic = readBack(toLogic, guess);
