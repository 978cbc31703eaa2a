import { type Expression, type SqlBool, sql } from 'kysely';
import {
  compileFunnel,
  countsOverFacts,
  type FunnelInputs,
  type FunnelPlan,
  type FunnelQuery,
  unknownConditions,
} from '../../plugins/conditions/meanings.ts';
import type { FriendExpressions, FriendFacts } from '../../plugins/shared/conditions/meaning.ts';
import { type CountPool, countPoolOf } from './count-pool.ts';
import { dialectOf, FRIEND_ORDERS, type FriendCursor, type FriendOrder, nameContains } from './friends.ts';
import { planFunnelCount } from './funnel-plan.ts';
import { friendIdCut, SPLIT_FROM } from './funnel-split.ts';
import type { Database, Db } from './schema.ts';

/**
 * A funnel run against an account's friends (issue 19 point 2, docs/decisions/funnel-evaluation.md): the count
 * and a keyset page of the matches, each one query built from the condition plugins' meanings; and the friends'
 * facts the reference evaluator reads (tests and the benchmark compare the two).
 */

/**
 * The items of each folder of the account, deleted items left out: tags (condition 60 with use_group 1) or, by
 * `kind`, event slots ('event_reserve', condition 65 with use_group 1).
 *
 * @example await tagGroupsOf(db, 1) // Map { 4 => [1, 2] }
 */
export async function tagGroupsOf(db: Db, accountId: number, kind = 'tag'): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'group_id'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('deleted', '=', 0)
    .where('group_id', 'is not', null)
    .orderBy('id')
    .execute();
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const group = row.group_id as number;
    groups.set(group, [...(groups.get(group) ?? []), row.id]);
  }
  return groups;
}

/** The inputs of a run: now (the request's time unless a test fixes it) and the account's tag and event folders. */
export async function funnelInputs(db: Db, accountId: number, now = new Date()): Promise<FunnelInputs> {
  return {
    now,
    tagGroups: await tagGroupsOf(db, accountId),
    slotGroups: await tagGroupsOf(db, accountId, 'event_reserve'),
  };
}

const accountFriends = (db: Db, accountId: number) =>
  db.selectFrom('friends as f').where('f.account_id', '=', accountId);

/**
 * The account's friends for a count. On SQLite they are walked in id order along `friends_counted` (migration
 * 012: account, id and the short columns the row-only conditions test, so the wide friends row is not read):
 * the probes of the friend tables, friend first in their keys, then read their pages in order. Left alone,
 * SQLite walks a registration period along friends_by_registered and every probe lands on a random page (4×
 * slower at 100,000 friends). A plan's driver (`f.id IN …`) is looked up along the same index. PostgreSQL's
 * planner chooses for itself.
 */
const friendsToCount = (db: Db, accountId: number, facts: boolean) => {
  if (dialectOf(db) === 'sqlite')
    return db
      .selectFrom(sql<Database['friends']>`friends`.as<'f'>(sql`f INDEXED BY friends_counted`))
      .where('f.account_id', '=', accountId);
  // PostgreSQL counts over friend_facts when the funnel reads nothing it leaves out (friend-facts.ts): one narrow
  // row per friend, its tags, numbers, forms and scenario states on it. The alias is the same, and the meanings
  // compile `f.*` for it (ctx.facts).
  if (facts)
    return db
      .selectFrom(sql<Database['friends']>`friend_facts`.as<'f'>(sql`f`))
      .where('f.account_id', '=', accountId);
  return accountFriends(db, accountId);
};

/** Whether this database counts the funnel over friend_facts: PostgreSQL, and no condition reads a long text. */
const countedOverFacts = (db: Db, funnel: FunnelQuery) =>
  dialectOf(db) === 'postgres' && countsOverFacts(funnel);

const funnelFilter = (
  db: Db,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
  plan?: FunnelPlan,
  facts = false,
) => {
  const dialect = dialectOf(db);
  const options = { ...inputs, dialect, ...(facts ? { facts: true as const } : {}) };
  return (eb: FriendExpressions): Expression<SqlBool> =>
    compileFunnel(eb, funnel, options, plan && { ...plan, tested: 'in order' });
};

/** The count of a funnel and the conditions that could not be evaluated (counted as no match). */
export interface FunnelCount {
  count: number;
  unknown: string[];
}

/**
 * The count query of a funnel (what countFunnel runs and the plan test EXPLAINs).
 *
 * @example await funnelCountQuery(db, 1, funnel, inputs).executeTakeFirstOrThrow() // { count: 412 }
 */
export function funnelCountQuery(
  db: Db,
  accountId: number,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
  plan?: FunnelPlan,
) {
  const facts = countedOverFacts(db, funnel);
  return friendsToCount(db, accountId, facts)
    .where(funnelFilter(db, funnel, inputs, plan, facts))
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
}

/** Where a count may run in parts: the pool (default: the database's) and from how many friends (SPLIT_FROM). */
export interface CountOptions {
  pool?: CountPool;
  splitFrom?: number;
}

/**
 * How many of the account's friends the funnel matches: one COUNT query. On SQLite, planned first from a sample
 * of the account's friends (funnel-plan.ts): which condition it starts from and the order it tests the rest in;
 * and for a large account, the same query run in parts on worker threads (countInParts). PostgreSQL plans from
 * its own statistics and runs its own parallel workers.
 *
 * @example await countFunnel(db, 1, { inputs: [{ type: 60, tag_ids: [3], tag_or: 0 }] }, inputs) // { count: 412, unknown: [] }
 */
export async function countFunnel(
  db: Db,
  accountId: number,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
  options: CountOptions = {},
): Promise<FunnelCount> {
  const unknown = unknownConditions(funnel, inputs);
  const plan = dialectOf(db) === 'sqlite' ? await planFunnelCount(db, accountId, funnel, inputs) : undefined;
  const inParts = plan && (await countInParts(db, accountId, funnel, inputs, plan, options));
  if (inParts !== undefined) return { count: inParts, unknown };
  const row = await funnelCountQuery(db, accountId, funnel, inputs, plan).executeTakeFirstOrThrow();
  return { count: Number(row.count), unknown };
}

/**
 * The count of a large account on SQLite in parts (funnel-split.ts): the plan's query narrowed to each of
 * `pool.size` id ranges, compiled here, run at once on the pool's workers, summed. Undefined (count in one
 * query instead) when there is no pool or only one worker, when the account has fewer than `splitFrom` friends,
 * or when a part failed: a worker's failure costs the time of the parts, never the answer.
 *
 * Each part reads its own snapshot: with friends written meanwhile the sum may mix the moments the parts started
 * at (tens of milliseconds apart at most), which a live count tolerates as it tolerates the next write.
 *
 * @example await countInParts(db, 1, funnel, inputs, plan, { splitFrom: 0 }) // 412
 */
export async function countInParts(
  db: Db,
  accountId: number,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
  plan: FunnelPlan,
  { pool = countPoolOf(db), splitFrom = SPLIT_FROM }: CountOptions = {},
): Promise<number | undefined> {
  if (!pool || pool.size < 2) return undefined;
  const cut = await friendIdCut(db, accountId, pool.size, splitFrom);
  if (!cut || cut.friends < splitFrom || cut.ranges.length < 2) return undefined;
  const parts = cut.ranges.map((ids) =>
    funnelCountQuery(db, accountId, funnel, inputs, { ...plan, ids }).compile(),
  );
  try {
    return (await pool.run(parts)).reduce((sum, count) => sum + count, 0);
  } catch {
    return undefined;
  }
}

/**
 * A page of the funnel's friends in `order` after the cursor, and the next cursor (undefined on the last page):
 * one query reading `limit + 1` rows along the list's order index, (sort value, id) compared as a row value;
 * optionally narrowed by the list's member and name filters.
 *
 * @example await pageFunnel(db, 1, funnel, inputs, { order: 'registered_desc', limit: 50 })
 */
export async function pageFunnel(
  db: Db,
  accountId: number,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
  page: { order: FriendOrder; limit: number; after?: FriendCursor; memberId?: number; name?: string },
): Promise<{ ids: number[]; next?: FriendCursor }> {
  const { column, desc } = FRIEND_ORDERS[page.order];
  const direction = desc ? 'desc' : 'asc';
  let select = accountFriends(db, accountId)
    .where(funnelFilter(db, funnel, inputs))
    .select(['f.id', `f.${column} as sort_value`]);
  // The friends list's own filters on top of the funnel: one friend, and its name search (any case).
  if (page.memberId !== undefined) select = select.where('f.id', '=', page.memberId);
  if (page.name) select = select.where(nameContains('f', page.name));
  if (page.after) {
    const { value, id } = page.after;
    select = select.where((eb) =>
      eb(eb.refTuple(`f.${column}`, 'f.id'), desc ? '<' : '>', eb.tuple(value, id)),
    );
  }
  const rows = await select
    .orderBy(`f.${column}`, direction)
    .orderBy('f.id', direction)
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const next =
    rows.length > page.limit && last
      ? { order: page.order, value: String(last.sort_value), id: last.id }
      : undefined;
  return { ids: shown.map((row) => row.id), next };
}

/** Friends' ids per chunk when their facts are read. */
const FACT_CHUNK = 500;

/**
 * The facts of the account's friends the reference evaluator reads (all of them, or those ids), by id.
 *
 * @example const facts = await loadFriendFacts(db, 1); evaluateFunnel(funnel, facts[0], inputs)
 */
export async function loadFriendFacts(db: Db, accountId: number, onlyIds?: number[]): Promise<FriendFacts[]> {
  let base = db
    .selectFrom('friends')
    .select([
      'id',
      'name',
      'short_name',
      'nickname',
      'memo',
      'status_message',
      'email',
      'mail_status',
      'registered_at',
      'register_type',
      'last_response_at',
      'notify',
      'user_rate',
      'blocked',
      'richmenu_id',
    ])
    .where('account_id', '=', accountId)
    .orderBy('id');
  if (onlyIds) base = base.where('id', 'in', onlyIds.length ? onlyIds : [-1]);
  const friends = (await base.execute()).map(
    (row): FriendFacts => ({
      ...row,
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
    }),
  );
  const byId = new Map(friends.map((friend) => [friend.id, friend]));
  const ids = friends.map((friend) => friend.id);
  for (let start = 0; start < ids.length; start += FACT_CHUNK) {
    const chunk = ids.slice(start, start + FACT_CHUNK);
    const of = (id: number) => byId.get(id) as FriendFacts;
    for (const r of await db
      .selectFrom('friend_tags')
      .select(['friend_id', 'tag_id'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).tags.push(r.tag_id);
    for (const r of await db
      .selectFrom('friend_values')
      .select(['friend_id', 'item_id', 'value', 'num', 'date'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).values.push({
        item_id: r.item_id,
        value: r.value,
        num: r.num === null ? null : Number(r.num),
        date: r.date,
      });
    for (const r of await db
      .selectFrom('friend_scenarios')
      .select(['friend_id', 'scenario_id', 'step', 'state'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).scenarios.push({ scenario_id: r.scenario_id, step: r.step, state: r.state });
    for (const r of await db
      .selectFrom('friend_forms')
      .select(['friend_id', 'form_id', 'at'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).forms.push({ form_id: r.form_id, at: r.at });
    for (const r of await db
      .selectFrom('friend_conversions')
      .select(['friend_id', 'tracker_id'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).conversions.push(r.tracker_id);
    for (const r of await db
      .selectFrom('friend_phases')
      .select(['friend_id', 'journey_tag_id'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).phases.push(r.journey_tag_id);
    for (const r of await db
      .selectFrom('friend_reservations')
      .select(['friend_id', 'kind', 'target_id', 'status', 'plan_id', 'resource_id', 'starts_at'])
      .where('friend_id', 'in', chunk)
      .orderBy('id')
      .execute()) {
      const { friend_id, ...reservation } = r;
      of(friend_id).reservations.push(reservation);
    }
    for (const r of await db
      .selectFrom('friend_reminders')
      .select(['friend_id', 'episode_id', 'goal_at', 'state'])
      .where('friend_id', 'in', chunk)
      .execute())
      of(r.friend_id).reminders.push({ episode_id: r.episode_id, goal_at: r.goal_at, state: r.state });
    for (const r of await db
      .selectFrom('friend_landings')
      .select(['friend_id', 'landing_id', 'at', 'm1', 'm2', 'm3'])
      .where('friend_id', 'in', chunk)
      .orderBy('id')
      .execute())
      of(r.friend_id).landings.push({ landing_id: r.landing_id, at: r.at, m1: r.m1, m2: r.m2, m3: r.m3 });
    for (const r of await db
      .selectFrom('friend_messages')
      .select(['friend_id', 'at', 'direction'])
      .where('friend_id', 'in', chunk)
      .orderBy('id')
      .execute())
      of(r.friend_id).messages.push({ at: r.at, direction: r.direction });
  }
  return friends;
}
