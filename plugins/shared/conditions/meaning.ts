import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { JAPAN_OFFSET_MS } from '../account-day.ts';
import type { FriendFactArrays, FriendTables } from './friend-tables.ts';
import type { ConditionJsonLogic } from './json-logic.ts';

/**
 * What a condition means (issue 19 points 1 and 2, docs/decisions/funnel-evaluation.md): each condition plugin
 * holds a `ConditionMeaning` in its definition (`extras: { meaning }`, served by `registry.extras('condition',
 * type)`) — `evaluate` over one friend's facts (the reference: the
 * executable reading of spec 001 §9's match codes) and `compile` to a Kysely expression over `friends f` (what
 * the server runs). Kysely is imported for types only and every expression is built through the expression
 * builder it is handed, so the plugins stay free of Kysely's runtime in the console's bundle.
 */

/** A friend as the reference evaluator reads it: the base row and the rows of the tables the conditions read. */
export interface FriendFacts {
  id: number;
  name: string;
  short_name: string;
  nickname: string;
  memo: string;
  status_message: string;
  email: string;
  mail_status: number;
  /** ISO 8601 UTC. */
  registered_at: string;
  register_type: number;
  /** ISO 8601 UTC, '' when the friend never wrote. */
  last_response_at: string;
  notify: number;
  user_rate: number;
  blocked: number;
  richmenu_id: number | null;
  tags: number[];
  values: { item_id: number; value: string; num: number | null; date: string | null }[];
  scenarios: { scenario_id: number; step: number; state: number }[];
  forms: { form_id: number; at: string }[];
  conversions: number[];
  phases: number[];
  /**
   * Event ('event': target = slot) and salon reservations; status as text (event 1..4, salon a key). The salon
   * condition also reads the course (plan_id), the resource and the start (ISO 8601 UTC).
   */
  reservations: {
    kind: string;
    target_id: number;
    status: string;
    plan_id?: number | null;
    resource_id?: number | null;
    starts_at?: string;
  }[];
  reminders: { episode_id: number; goal_at: string; state: number }[];
  /** The chat's messages in the order they were stored (id): received ('in') or sent ('out'). */
  messages: { at: string; direction: 'in' | 'out' }[];
  /** Landing visits with the search keys their link carried. */
  landings: { landing_id: number; at: string; m1: string; m2: string; m3: string }[];
}

/** A condition's answer for one friend: 'unknown' when the condition cannot be evaluated (counted as no match). */
export type Verdict = boolean | 'unknown';

/** A condition as saved: a type and the type's fields (read defensively: a saved funnel may hold anything). */
export type ConditionData = Record<string, unknown>;

/** What evaluation needs besides the friend: the time "now" (fixed, an input) and the folders' tags. */
export interface EvalContext {
  now: Date;
  /** The tags of each tag folder (condition 60 with use_group 1); a folder missing here is unknown. */
  tagGroups: ReadonlyMap<number, readonly number[]>;
  /** The event slots of each event folder (condition 65 with use_group 1); absent or missing: unknown. */
  slotGroups?: ReadonlyMap<number, readonly number[]>;
  /** Evaluates a nested condition (the or-group's). */
  evaluate(condition: unknown): Verdict;
}

/**
 * The friends table under the alias the compiled expressions refer to. With `CompileContext.facts`, `f` is
 * PostgreSQL's friend_facts instead: the short columns and the fact arrays, no long texts.
 */
export type FunnelDatabase = FriendTables & { f: FriendTables['friends'] & FriendFactArrays };
/** The expression builder a condition compiles with: `friends f` is in scope. */
export type FriendExpressions = ExpressionBuilder<FunnelDatabase, 'f'>;

/** What compiling needs: the builder, the engine (a few functions differ by name), the same inputs as evaluating. */
export interface CompileContext {
  eb: FriendExpressions;
  dialect: 'sqlite' | 'postgres';
  now: Date;
  tagGroups: ReadonlyMap<number, readonly number[]>;
  /** The event slots of each event folder, as in EvalContext. */
  slotGroups?: ReadonlyMap<number, readonly number[]>;
  /** Compiles a nested condition (the or-group's); an unknown one compiles to false. */
  compile(condition: unknown): Expression<SqlBool>;
  /**
   * True when `f` is PostgreSQL's friend_facts (server/db/friend-facts.ts): a meaning may then test the friend's
   * tags, numbers, answered forms and scenario states on the row (`f.tags`, `f.nums`, `f.forms`,
   * `f.scenario_states`) instead of probing their tables. Only a funnel none of whose conditions is `readsTexts`
   * is compiled so.
   */
  facts?: true;
  /**
   * The friend ids a count in parts reads (server/db/funnel-split.ts: one id range per worker), both ends
   * included. A set (compileAsSet) narrows its index read to them; the query tests the range on `f.id` too, so a
   * set that ignores it stays correct, only slower (each part would read the whole set).
   */
  ids?: IdRange;
}

/** Friend ids from `from` to `to`, both included. */
export interface IdRange {
  from: number;
  to: number;
}

/** One condition type's meaning. `compile` answers 'unknown' exactly when `evaluate` would for every friend. */
export interface ConditionMeaning {
  type: number;
  /**
   * True when `compile` reads the friends row alone (its short columns, no other table): the count plan tests
   * such a condition first, as cheap (server/db/funnel-plan.ts, rowFirstOrder). Absent: it probes another table.
   */
  rowOnly?: true;
  /**
   * True when `compile` reads one of the friend's long texts (names, memo, status message, email), which
   * PostgreSQL's narrow count table leaves out: a funnel with such a condition is counted over friends.
   */
  readsTexts?: true;
  evaluate(condition: ConditionData, friend: FriendFacts, ctx: EvalContext): Verdict;
  compile(condition: ConditionData, ctx: CompileContext): Expression<SqlBool> | 'unknown';
  /**
   * The same condition as a set the count can start from: `f.id IN (friend ids read from one index)`, exactly
   * the friends `compile` matches, or undefined when the condition has no such set (a negation, a text search).
   * The count plan drives from the rarest of these when the account's statistics say it is rare
   * (server/db/funnel-plan.ts).
   */
  compileAsSet?(condition: ConditionData, ctx: CompileContext): Expression<SqlBool> | undefined;
}

/**
 * What a condition plugin carries besides the editor's contract: its meaning (absent: never evaluated) and its
 * JSON Logic form (absent: exported as the condition itself, docs/decisions/funnel-json-logic.md).
 */
export interface ConditionExtras {
  meaning?: ConditionMeaning;
  jsonLogic?: ConditionJsonLogic;
}

declare module '../../../engine/core/plugin.ts' {
  interface PluginExtrasByKind {
    condition: ConditionExtras;
  }
}

/** An integer field, or undefined. @example intOf({ match: 10 }, 'match') // 10 */
export function intOf(data: ConditionData, key: string): number | undefined {
  const value = data[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

/** A string field, or undefined. */
export function textOf(data: ConditionData, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' ? value : undefined;
}

/** A list of integer ids, or undefined when the field is not one. @example idsOf({ tag_ids: [1, 2] }, 'tag_ids') // [1, 2] */
export function idsOf(data: ConditionData, key: string): number[] | undefined {
  const value = data[key];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number' && Number.isSafeInteger(v)))
    return undefined;
  return [...new Set(value as number[])];
}

/**
 * The list modes of tags and trackers (spec 001 §9 "Tag and tracker modes 0..3: any, all, exclude-any,
 * exclude-all") over the friend's set. An empty choice is unknown (the editor refuses it).
 *
 * @example listModeVerdict(0, [1, 2], new Set([2])) // true
 */
export function listModeVerdict(
  mode: number | undefined,
  ids: readonly number[],
  has: ReadonlySet<number>,
): Verdict {
  if (ids.length === 0) return 'unknown';
  const hits = ids.filter((id) => has.has(id)).length;
  if (mode === 0) return hits > 0;
  if (mode === 1) return hits === ids.length;
  if (mode === 2) return hits === 0;
  if (mode === 3) return hits < ids.length;
  return 'unknown';
}

/**
 * The same list modes in SQL: `has(ids)` is an EXISTS probe "the friend has one of these" (the table's primary
 * key, friend first, serves it); "all" is one probe per id.
 */
export function listModeSql(
  ctx: CompileContext,
  mode: number | undefined,
  ids: readonly number[],
  has: (ids: number[]) => Expression<SqlBool>,
): Expression<SqlBool> | 'unknown' {
  const { eb } = ctx;
  if (ids.length === 0) return 'unknown';
  if (mode === 0) return has([...ids]);
  if (mode === 1) return eb.and(ids.map((id) => has([id])));
  if (mode === 2) return eb.not(has([...ids]));
  if (mode === 3) return eb.not(eb.and(ids.map((id) => has([id]))));
  return 'unknown';
}

/**
 * The list modes over one of friend_facts' sorted id arrays (ctx.facts): any `&&`, all `@>`, and their negations.
 * The arrays are never null, so a negation is exactly the friends without the match.
 */
export function arrayListModeSql(
  ctx: CompileContext,
  mode: number | undefined,
  ids: readonly number[],
  column: 'f.tags' | 'f.forms',
): Expression<SqlBool> | 'unknown' {
  const { eb } = ctx;
  if (ids.length === 0) return 'unknown';
  const list = eb.val([...ids]);
  if (mode === 0) return eb(column, '&&', list);
  if (mode === 1) return eb(column, '@>', list);
  if (mode === 2) return eb.not(eb(column, '&&', list));
  if (mode === 3) return eb.not(eb(column, '@>', list));
  return 'unknown';
}

/** True when `text` occurs in `column`, case-sensitively, the same on both engines (instr / strpos). */
export function containsSql(
  ctx: CompileContext,
  column: Expression<string>,
  text: string,
): Expression<SqlBool> {
  const { eb } = ctx;
  const position = eb.fn<number>(ctx.dialect === 'postgres' ? 'strpos' : 'instr', [column, eb.val(text)]);
  return eb(position, '>', 0);
}

/** The account's days are Japan's (UTC+9, no daylight saving): a day starts at 15:00 UTC the day before. */
const DAY_MS = 86_400_000;

/**
 * The start of a yyyy/MM/dd day in Japan as ISO 8601 UTC, or undefined when the text is not a real day.
 *
 * @example dayStart('2026/04/01') // '2026-03-31T15:00:00.000Z'
 */
export function dayStart(ymd: string, plusDays = 0): string | undefined {
  const parts = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(ymd);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined;
  return new Date(utc - JAPAN_OFFSET_MS + plusDays * DAY_MS).toISOString();
}

/**
 * A period of days (date_from / date_to, either end open, spec 001 §9) as half-open ISO bounds
 * [from, until); undefined when neither end is given or an end is not a real day (the condition is unknown).
 *
 * @example dayRange({ date_from: '2026/04/01' }) // { from: '2026-03-31T15:00:00.000Z' }
 */
export function dayRange(
  data: ConditionData,
  fromKey = 'date_from',
  toKey = 'date_to',
): { from?: string; until?: string } | undefined {
  const start = textOf(data, fromKey) || undefined;
  const end = textOf(data, toKey) || undefined;
  if (!start && !end) return undefined;
  const from = start === undefined ? undefined : dayStart(start);
  const until = end === undefined ? undefined : dayStart(end, 1);
  if ((start && !from) || (end && !until)) return undefined;
  return { ...(from ? { from } : {}), ...(until ? { until } : {}) };
}

/**
 * A day and a time (yyyy/MM/dd, HH:mm) in Japan as ISO 8601 UTC, plus some minutes; undefined when not real.
 *
 * @example dayTime('2026/04/01', '10:00') // '2026-04-01T01:00:00.000Z'
 */
export function dayTime(
  ymd: string | undefined,
  hhmm: string | undefined,
  plusMinutes = 0,
): string | undefined {
  const start = ymd === undefined ? undefined : dayStart(ymd);
  const time = hhmm === undefined ? undefined : /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!start || !time) return undefined;
  const minutes = Number(time[1]) * 60 + Number(time[2]) + plusMinutes;
  return new Date(Date.parse(start) + minutes * 60_000).toISOString();
}

/** True when an ISO time is in the range (an empty time, "never", is in none). */
export function inRange(time: string, range: { from?: string; until?: string }): boolean {
  if (time === '') return false;
  return (
    (range.from === undefined || time >= range.from) && (range.until === undefined || time < range.until)
  );
}

/** The same test in SQL over an ISO text column. */
export function rangeSql(
  ctx: CompileContext,
  column: Expression<string>,
  range: { from?: string; until?: string },
): Expression<SqlBool> {
  const { eb } = ctx;
  const parts: Expression<SqlBool>[] = [eb(column, '<>', '')];
  if (range.from !== undefined) parts.push(eb(column, '>=', range.from));
  if (range.until !== undefined) parts.push(eb(column, '<', range.until));
  return eb.and(parts);
}

/**
 * The meaning of a period of days over one column of the friends row (registration 30, last response 106): the
 * time falls on a day of the period (days in Japan); no period, or an unreal day, is unknown.
 *
 * @example extras: { meaning: periodMeaning(30, 'registered_at') }
 */
export function periodMeaning(type: number, column: 'registered_at' | 'last_response_at'): ConditionMeaning {
  return {
    type,
    rowOnly: true,
    evaluate(d, friend) {
      const range = dayRange(d);
      return range ? inRange(friend[column], range) : 'unknown';
    },
    compile(d, ctx) {
      const range = dayRange(d);
      return range ? rangeSql(ctx, ctx.eb.ref(`f.${column}`), range) : 'unknown';
    },
  };
}
