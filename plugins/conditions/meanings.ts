import type { Expression, SqlBool } from 'kysely';
import type { Registry } from '../../engine/core/index.ts';
import { registeredPlugins } from '../registered-conditions.generated.ts';
import { createRegistryOf } from '../registry-of.ts';
import type {
  CompileContext,
  ConditionData,
  EvalContext,
  FriendExpressions,
  FriendFacts,
  IdRange,
  Verdict,
} from '../shared/conditions/meaning.ts';

let registry: Registry | undefined;
/**
 * The registry of the condition plugins, whose definitions hold their meanings (`extras.meaning`, issue 19,
 * docs/decisions/funnel-evaluation.md). Built once, on first use, without the examples' checks (the contract
 * suite runs them). A type whose plugin has no meaning — 77 and 115 (not a friend's data) — and
 * any unknown type is 'unknown': counted as not matching, never an error.
 */
export function conditionRegistry(): Registry {
  registry ??= createRegistryOf(registeredPlugins, { verify: false });
  return registry;
}

/** A funnel as evaluation reads it (spec 001 §3): the and-list with its or-groups and the two display filters. */
export interface FunnelQuery {
  inputs?: unknown;
  with_blocked?: unknown;
  user_rate_type?: unknown;
}

/**
 * The inputs of evaluation and compilation besides the funnel: "now" (fixed), the tags of each tag folder and the
 * event slots of each event folder (without them, a condition naming an event folder is unknown).
 */
export interface FunnelInputs {
  now: Date;
  tagGroups: ReadonlyMap<number, readonly number[]>;
  slotGroups?: ReadonlyMap<number, readonly number[]>;
}

/** What compiling reads besides the funnel: the inputs, the engine, and whether `f` is friend_facts. */
export type CompileOptions = FunnelInputs & Pick<CompileContext, 'dialect' | 'facts'>;

const asCondition = (value: unknown): ConditionData | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ConditionData) : undefined;

const meaningOf = (condition: ConditionData | undefined) =>
  typeof condition?.type === 'number'
    ? conditionRegistry().extras('condition', condition.type)?.meaning
    : undefined;

const inputsOf = (funnel: FunnelQuery): unknown[] => (Array.isArray(funnel.inputs) ? funnel.inputs : []);

/**
 * One condition's verdict for one friend (the reference evaluator).
 *
 * @example evaluateCondition({ type: 60, tag_ids: [3], tag_or: 0 }, friend, inputs) // true
 */
export function evaluateCondition(condition: unknown, friend: FriendFacts, inputs: FunnelInputs): Verdict {
  const data = asCondition(condition);
  const meaning = meaningOf(data);
  if (!data || !meaning) return 'unknown';
  const ctx: EvalContext = {
    ...inputs,
    evaluate: (nested) => evaluateCondition(nested, friend, inputs),
  };
  return meaning.evaluate(data, friend, ctx);
}

/**
 * with_blocked (0 hide, 1 show, 2 only blocked: the friend blocked the account) and user_rate_type (0 hide,
 * 1 show, 3 only blocked or hidden: the operator's display state, 1 normal) as the friend's state allows.
 * Another value reads as the default 0.
 */
export function displayAllows(
  funnel: FunnelQuery,
  friend: Pick<FriendFacts, 'blocked' | 'user_rate'>,
): boolean {
  const blocked =
    funnel.with_blocked === 1
      ? true
      : funnel.with_blocked === 2
        ? friend.blocked === 1
        : friend.blocked === 0;
  const rate =
    funnel.user_rate_type === 1
      ? true
      : funnel.user_rate_type === 3
        ? friend.user_rate !== 1
        : friend.user_rate === 1;
  return blocked && rate;
}

/**
 * Whether a friend is one of the funnel's (the reference evaluator): shown by the display filters and every
 * condition of the and-list true (an or-group is one of them). An unknown condition is no match.
 *
 * @example evaluateFunnel({ inputs: [{ type: 50, notify: [2] }] }, friend, { now, tagGroups: new Map() }) // true
 */
export function evaluateFunnel(funnel: FunnelQuery, friend: FriendFacts, inputs: FunnelInputs): boolean {
  if (!displayAllows(funnel, friend)) return false;
  return inputsOf(funnel).every((condition) => evaluateCondition(condition, friend, inputs) === true);
}

/** A friend with nothing: what `unknownConditions` asks, since no meaning's 'unknown' depends on the friend. */
const NOBODY: FriendFacts = {
  id: 0,
  name: '',
  short_name: '',
  nickname: '',
  memo: '',
  status_message: '',
  email: '',
  mail_status: 0,
  registered_at: '',
  register_type: 0,
  last_response_at: '',
  notify: 0,
  user_rate: 1,
  blocked: 0,
  richmenu_id: null,
  tags: [],
  values: [],
  scenarios: [],
  forms: [],
  conversions: [],
  phases: [],
  reservations: [],
  reminders: [],
  landings: [],
  messages: [],
};

/**
 * The paths of the conditions that cannot be evaluated ('/inputs/2', '/inputs/3/inputs/0'), whatever the friend:
 * what the console shows as 評価できない条件 and counts as no match. Every meaning decides 'unknown' from the
 * condition alone (tested: tests/api/funnel-eval.property.test.ts), so asking about a blank friend tells.
 *
 * @example unknownConditions({ inputs: [{ type: -1 }] }, inputs) // ['/inputs/0']
 */
export function unknownConditions(funnel: FunnelQuery, inputs: FunnelInputs): string[] {
  const found: string[] = [];
  const visit = (list: unknown[], path: string) =>
    list.forEach((condition, i) => {
      const data = asCondition(condition);
      const here = `${path}/${i}`;
      if (data?.type === 120 && Array.isArray(data.inputs) && data.inputs.length > 0)
        visit(data.inputs, `${here}/inputs`);
      else if (evaluateCondition(condition, NOBODY, inputs) === 'unknown') found.push(here);
    });
  visit(inputsOf(funnel), '/inputs');
  return found;
}

/**
 * One condition as a Kysely expression over `friends f`; an unknown one is false.
 *
 * @example db.selectFrom('friends as f').where((eb) => compileCondition(eb, condition, { ...inputs, dialect }))
 */
export function compileCondition(
  eb: FriendExpressions,
  condition: unknown,
  options: CompileOptions,
): Expression<SqlBool> {
  const data = asCondition(condition);
  const meaning = meaningOf(data);
  const compiled =
    data && meaning
      ? meaning.compile(data, {
          ...options,
          eb,
          compile: (nested) => compileCondition(eb, nested, options),
        })
      : 'unknown';
  return compiled === 'unknown' ? eb.lit(false) : compiled;
}

/**
 * One condition as `f.id IN (a set read from one index)`, exactly the friends `compileCondition` matches, or
 * undefined when its meaning has no such set for this condition (the count plan then tests it friend by friend).
 */
export function compileConditionAsSet(
  eb: FriendExpressions,
  condition: unknown,
  options: CompileOptions & { ids?: IdRange },
): Expression<SqlBool> | undefined {
  const data = asCondition(condition);
  const meaning = meaningOf(data);
  if (!data || !meaning?.compileAsSet) return undefined;
  return meaning.compileAsSet(data, {
    ...options,
    eb,
    compile: (nested) => compileCondition(eb, nested, options),
  });
}

/**
 * The order a count tests the and-list in and the condition it starts from (server/db/funnel-plan.ts): indexes
 * into the funnel's inputs. Without one, the row-only conditions go first in their written order.
 */
export interface FunnelPlan {
  order: readonly number[];
  driver?: number;
  /** Only the friends with ids in this range (one part of a count split over worker threads). */
  ids?: IdRange;
}

/** 0 for a condition answered from the friends row alone (its meaning says `rowOnly`), 1 for one that probes. */
const probeCost = (condition: unknown): number => {
  const data = asCondition(condition);
  // An or-group of row-only conditions reads the row alone too (an empty one is unknown: false, no probe).
  if (data?.type === 120 && Array.isArray(data.inputs))
    return data.inputs.every((nested) => probeCost(nested) === 0) ? 0 : 1;
  return meaningOf(data)?.rowOnly ? 0 : 1;
};

/** The written order with the row-only conditions first (stable): the plan when there are no statistics. */
export function rowFirstOrder(funnel: FunnelQuery): number[] {
  return inputsOf(funnel)
    .map((condition, index) => ({ index, cost: probeCost(condition) }))
    .sort((a, b) => a.cost - b.cost || a.index - b.index)
    .map(({ index }) => index);
}

/**
 * Whether PostgreSQL may count the funnel over friend_facts (server/db/friend-facts.ts): none of its conditions,
 * or-groups' included, reads a long text the narrow table leaves out (a meaning's `readsTexts`).
 */
export function countsOverFacts(funnel: FunnelQuery): boolean {
  const readsTexts = (condition: unknown): boolean => {
    const data = asCondition(condition);
    if (data?.type === 120 && Array.isArray(data.inputs)) return data.inputs.some(readsTexts);
    return meaningOf(data)?.readsTexts === true;
  };
  return !inputsOf(funnel).some(readsTexts);
}

/** Whether a condition reads the friends row alone (no other table): the plan counts it as cheap. */
export function isRowOnly(condition: unknown): boolean {
  return probeCost(condition) === 0;
}

/**
 * The funnel's whole filter (display filters and conditions) over `friends f`, for the count and the page
 * queries; the account is the caller's. With `plan.driver`, that condition is the set the query starts from
 * (`f.id IN …`); with `tested: 'in order'` the rest are nested in CASE so that SQLite tests them in the plan's
 * order, each only for the friends the ones before it kept (a plain AND lets SQLite move EXISTS terms into
 * semi-join loops tested last). AND and the nested CASE keep the same rows: a term false or NULL drops the friend.
 * With `plan.ids`, only the friends in that id range (and the driver's set narrowed to it).
 */
export function compileFunnel(
  eb: FriendExpressions,
  funnel: FunnelQuery,
  options: CompileOptions,
  plan: FunnelPlan & { tested?: 'in order' } = { order: rowFirstOrder(funnel) },
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (funnel.with_blocked === 2) parts.push(eb('f.blocked', '=', 1));
  else if (funnel.with_blocked !== 1) parts.push(eb('f.blocked', '=', 0));
  if (funnel.user_rate_type === 3) parts.push(eb('f.user_rate', '<>', 1));
  else if (funnel.user_rate_type !== 1) parts.push(eb('f.user_rate', '=', 1));
  const inputs = inputsOf(funnel);
  const driver = plan.driver === undefined ? undefined : inputs[plan.driver];
  const driverSet =
    driver === undefined ? undefined : compileConditionAsSet(eb, driver, { ...options, ids: plan.ids });
  // AND is commutative: the order changes only which friends cost a probe. The driver's set replaces its test.
  // A condition the plan does not name is still tested, after the named ones.
  const order = [...new Set([...plan.order, ...inputs.keys()])].filter((index) => index < inputs.length);
  for (const index of order)
    if (!(driverSet && index === plan.driver)) parts.push(compileCondition(eb, inputs[index], options));
  const tested = plan.tested === 'in order' ? [inOrder(eb, parts)] : parts;
  // The id range stays a term of the top AND (outside the CASE), where the index seek can use it.
  const range = plan.ids ? [eb('f.id', '>=', plan.ids.from), eb('f.id', '<=', plan.ids.to)] : [];
  return eb.and([...range, ...(driverSet ? [driverSet] : []), ...tested]);
}

/** `CASE WHEN a THEN (CASE WHEN b THEN … END) ELSE false END`: b is tested only where a holds. */
function inOrder(eb: FriendExpressions, parts: Expression<SqlBool>[]): Expression<SqlBool> {
  const [first, ...rest] = parts;
  if (!first) return eb.lit(true);
  if (rest.length === 0) return first;
  return eb.case().when(first).then(inOrder(eb, rest)).else(eb.lit(false)).end() as Expression<SqlBool>;
}
