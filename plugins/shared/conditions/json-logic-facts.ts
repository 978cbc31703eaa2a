/**
 * Building blocks of the JSON Logic forms that compare a friend's facts (docs/decisions/funnel-json-logic.md):
 * a comparison of one fact with a value, an `and` of them over the friend, "some row of a list passes them", and
 * the periods of days (Japan) as ISO 8601 bounds. Each form is read back through its own export (`readBack`),
 * so an import accepts exactly the rules the export writes and nothing that merely looks like them.
 */
import { JAPAN_OFFSET_MS } from '../account-day.ts';
import { type ConditionJsonLogic, comparison, type JsonLogic, operation } from './json-logic.ts';
import { type ConditionData, dayRange, dayStart, dayTime } from './meaning.ts';

/** The comparisons the forms use (json-logic-js compares strings as JavaScript does: ISO texts by order). */
export type Compare = '===' | '!==' | '>=' | '>' | '<=' | '<';
const COMPARES: readonly Compare[] = ['===', '!==', '>=', '>', '<=', '<'];

/** One fact compared with a value: `{"<op>":[{"var":fact},value]}`. */
export interface FactTest {
  op: Compare;
  fact: string;
  value: JsonLogic;
}

/** A FactTest as JSON Logic. */
export const factLogic = (t: FactTest): JsonLogic => ({ [t.op]: [{ var: t.fact }, t.value] });

/** The FactTest a rule is, or undefined. */
export function factTestOf(logic: JsonLogic): FactTest | undefined {
  for (const op of COMPARES) {
    const read = comparison(logic, op);
    if (read) return { op, ...read };
  }
  return undefined;
}

/** The tests of `{"and":[<FactTest>, …]}` (at least one), or undefined. */
export function factTestsOf(logic: JsonLogic): FactTest[] | undefined {
  const read = operation(logic);
  if (read?.op !== 'and' || read.args.length === 0) return undefined;
  const tests = read.args.map(factTestOf);
  return tests.every((t): t is FactTest => t !== undefined) ? tests : undefined;
}

/**
 * "Some row of the friend's `list` passes every rule" (`exists` false: no row does):
 * `{"some":[{"var":list},{"and":[…]}]}`, negated as `{"!":[…]}`. Inside `some` a `var` reads the row.
 */
export function someRowLogic(list: string, rules: JsonLogic[], exists = true): JsonLogic {
  const some: JsonLogic = { some: [{ var: list }, { and: rules }] };
  return exists ? some : { '!': [some] };
}

/** The rules, their fact tests and the polarity of a `someRowLogic` rule over `list`, or undefined. */
export function someRowOf(
  logic: JsonLogic,
  list: string,
): { exists: boolean; rules: JsonLogic[]; tests: FactTest[] } | undefined {
  const read = operation(logic);
  if (read?.op === '!' && read.args.length === 1) {
    const inner = someRowOf(read.args[0] as JsonLogic, list);
    return inner?.exists ? { ...inner, exists: false } : undefined;
  }
  if (read?.op !== 'some' || read.args.length !== 2) return undefined;
  const over = operation(read.args[0] as JsonLogic);
  if (over?.op !== 'var' || over.args.length !== 1 || over.args[0] !== list) return undefined;
  const all = operation(read.args[1] as JsonLogic);
  if (all?.op !== 'and') return undefined;
  const tests = all.args.map(factTestOf).filter((t): t is FactTest => t !== undefined);
  return { exists: true, rules: all.args, tests };
}

/** The value of the first test of `fact` with `op`, or undefined. */
export const testValue = (tests: readonly FactTest[], fact: string, op: Compare): JsonLogic | undefined =>
  tests.find((t) => t.fact === fact && t.op === op)?.value;

/**
 * A form read back through its own export: `guess` reads a condition from a rule loosely, and the rule stands
 * for it only when the condition's form is that very rule (compared as JSON text: a form's operations have one
 * key each, so the order of keys cannot differ).
 */
export function readBack(
  toLogic: (condition: ConditionData) => JsonLogic | undefined,
  guess: (logic: JsonLogic) => ConditionData | undefined,
): ConditionJsonLogic {
  return {
    toLogic: (condition) => toLogic(condition),
    fromLogic(logic) {
      const condition = guess(logic);
      const form = condition && toLogic(condition);
      return form !== undefined && JSON.stringify(form) === JSON.stringify(logic) ? condition : undefined;
    },
  };
}

/**
 * A period of days (meaning.ts `dayRange`: half-open ISO bounds) as tests of an ISO time fact: not empty
 * ("never" is in no period), at or after the start, before the end.
 *
 * @example rangeTests('registered_at', { from: '2026-03-31T15:00:00.000Z' })
 * // [{ op: '!==', fact: 'registered_at', value: '' }, { op: '>=', fact: 'registered_at', value: '2026-03-31T15:00:00.000Z' }]
 */
export function rangeTests(fact: string, range: { from?: string; until?: string }): FactTest[] {
  return [
    { op: '!==', fact, value: '' },
    ...(range.from === undefined ? [] : [{ op: '>=' as const, fact, value: range.from }]),
    ...(range.until === undefined ? [] : [{ op: '<' as const, fact, value: range.until }]),
  ];
}

/**
 * The yyyy/MM/dd day (Japan) whose start plus `plusDays` is this ISO time, or undefined: the inverse of
 * `dayStart`, so the import gives back the saved days of a `rangeTests` period.
 *
 * @example dayOf('2026-03-31T15:00:00.000Z') // '2026/04/01'
 */
export function dayOf(iso: JsonLogic | undefined, plusDays = 0): string | undefined {
  if (typeof iso !== 'string') return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const day = new Date(time + JAPAN_OFFSET_MS - plusDays * 86_400_000).toISOString().slice(0, 10);
  const ymd = day.replaceAll('-', '/');
  return dayStart(ymd, plusDays) === iso ? ymd : undefined;
}

/**
 * The day (yyyy/MM/dd) and the time (HH:mm) in Japan whose minute plus `plusMinutes` is this ISO time, or
 * undefined: the inverse of `dayTime`.
 *
 * @example minuteOf('2025-01-01T01:00:00.000Z') // { date: '2025/01/01', time: '10:00' }
 */
export function minuteOf(
  iso: JsonLogic | undefined,
  plusMinutes = 0,
): { date: string; time: string } | undefined {
  if (typeof iso !== 'string') return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const japan = new Date(time + JAPAN_OFFSET_MS - plusMinutes * 60_000).toISOString();
  const minute = { date: japan.slice(0, 10).replaceAll('-', '/'), time: japan.slice(11, 16) };
  return dayTime(minute.date, minute.time, plusMinutes) === iso ? minute : undefined;
}

/** The saved period (date_from / date_to, absent ends left out) of `rangeTests` over `fact`. */
export function rangeOfTests(
  tests: readonly FactTest[],
  fact: string,
  fromKey = 'date_from',
  toKey = 'date_to',
): ConditionData {
  const from = dayOf(testValue(tests, fact, '>='));
  const to = dayOf(testValue(tests, fact, '<'), 1);
  return { ...(from ? { [fromKey]: from } : {}), ...(to ? { [toKey]: to } : {}) };
}

/**
 * The form of a period of days over one of the friend's ISO time facts (conditions 30 and 106):
 * `{"and":[{"!==":[{"var":fact},""]},{">=":[{"var":fact},from]},{"<":[{"var":fact},until]}]}`, each bound only
 * when its day is given; no period, or an unreal day, has no form (the reference evaluator calls it unknown).
 */
export function periodJsonLogic(type: number, fact: string): ConditionJsonLogic {
  return readBack(
    (d) => {
      const range = dayRange(d);
      return range && { and: rangeTests(fact, range).map(factLogic) };
    },
    (logic) => {
      const tests = factTestsOf(logic);
      return tests && { type, ...rangeOfTests(tests, fact) };
    },
  );
}
