import { expressionBuilder } from 'kysely';
import {
  compileCondition,
  compileConditionAsSet,
  type FunnelInputs,
  type FunnelPlan,
  type FunnelQuery,
  isRowOnly,
  rowFirstOrder,
} from '../../plugins/conditions/meanings.ts';
import type { FriendExpressions, FunnelDatabase } from '../../plugins/shared/conditions/meaning.ts';
import { dialectOf } from './friends.ts';
import type { Db } from './schema.ts';

/**
 * The plan of a funnel count, chosen at query time from the account's own data (docs/decisions/
 * funnel-evaluation.md, "2026-11-26: the count at 1,000,000 friends"): a sample of the account's friends says
 * what share of them each condition of the and-list keeps. The count tests the cheap and the rejecting
 * conditions first, and starts from the rarest condition that is a set read from one index (a tag, a friend-info
 * value) when it keeps few enough friends; otherwise it walks all of the account's friends.
 */

/** Friends sampled per count (spread over the account's id range): 1,000 probes per condition, ≈ 5 ms at most. */
export const SAMPLE_SIZE = 1000;
/** Fewer friends found in the sample than this and the estimates mean nothing: the written order is kept. */
export const MIN_SAMPLED = 50;
/**
 * Start from a set when it keeps at most this share of the account's friends. Measured at 1,000,000 friends on
 * SQLite, the bench's funnel led by sets of several sizes (ms CPU, started from the set against walked): 0.03 %
 * 19 / 726, 10 % 189 / 422, 30 % 423–460 / 487–594, 37 % 541 / 548. They meet near 37 %: the line is drawn below
 * it, leaving room for the sample's error (±1.5 points at 1,000 friends).
 */
export const DRIVE_BELOW = 0.35;
/** Relative cost of testing one friend: a column of its row, or a probe of another table's index. */
const ROW_COST = 0.1;
const PROBE_COST = 1;

/** What the sample says about one condition of the and-list. */
export interface ConditionEstimate {
  /** Its index in the funnel's inputs. */
  index: number;
  /** The share of the sampled friends it keeps (0..1). */
  keeps: number;
  rowOnly: boolean;
  /** Whether it can be compiled as a set read from one index (ConditionMeaning.compileAsSet). */
  settable: boolean;
}

/**
 * The plan from the estimates: the conditions in ascending cost per friend rejected (cost / (1 − keeps), the
 * order that tests fewest probes for independent conditions), and the driver: the settable condition keeping
 * the fewest friends, when that is at most DRIVE_BELOW.
 *
 * @example chooseCountPlan([{ index: 0, keeps: 0.9, rowOnly: false, settable: true }, { index: 1, keeps: 0.02, rowOnly: false, settable: true }]) // { order: [1, 0], driver: 1 }
 */
export function chooseCountPlan(estimates: readonly ConditionEstimate[]): FunnelPlan {
  const perRejected = (e: ConditionEstimate) =>
    e.keeps >= 1 ? Number.POSITIVE_INFINITY : (e.rowOnly ? ROW_COST : PROBE_COST) / (1 - e.keeps);
  const order = [...estimates]
    .sort((a, b) => perRejected(a) - perRejected(b) || a.index - b.index)
    .map((e) => e.index);
  const rarest = estimates
    .filter((e) => e.settable)
    .reduce<ConditionEstimate | undefined>(
      (best, e) => (!best || e.keeps < best.keeps ? e : best),
      undefined,
    );
  return rarest && rarest.keeps <= DRIVE_BELOW ? { order, driver: rarest.index } : { order };
}

/** The ids to sample: SAMPLE_SIZE + 1 evenly spread from the account's first friend to its last. */
export function sampleIds(first: number, last: number, size = SAMPLE_SIZE): number[] {
  const step = Math.max(1, Math.floor((last - first) / size));
  const ids: number[] = [];
  for (let id = first; id <= last && ids.length <= size; id += step) ids.push(id);
  return ids;
}

/**
 * The account's first and last friend ids (two seeks of its index), or undefined when it has no friend: the range
 * a sample is spread over and a count is cut along.
 *
 * @example await friendIdSpan(db, 1) // { first: 1, last: 1000000 }
 */
export async function friendIdSpan(
  db: Db,
  accountId: number,
): Promise<{ first: number; last: number } | undefined> {
  const edge = (direction: 'asc' | 'desc') =>
    db
      .selectFrom('friends')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('id', direction)
      .limit(1)
      .executeTakeFirst();
  const [first, last] = [await edge('asc'), await edge('desc')];
  return first && last ? { first: first.id, last: last.id } : undefined;
}

/**
 * How many of a sample of the account's friends each condition of the and-list keeps, or undefined when the
 * account has too few friends there to tell (fewer than MIN_SAMPLED found).
 */
export async function sampleEstimates(
  db: Db,
  accountId: number,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
): Promise<ConditionEstimate[] | undefined> {
  const conditions = Array.isArray(funnel.inputs) ? (funnel.inputs as unknown[]) : [];
  if (conditions.length === 0) return undefined;
  const span = await friendIdSpan(db, accountId);
  if (!span) return undefined;
  const options = { ...inputs, dialect: dialectOf(db) };
  const row = await db
    .selectFrom('friends as f')
    .where('f.account_id', '=', accountId)
    .where('f.id', 'in', sampleIds(span.first, span.last))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('sampled'),
      ...conditions.map((condition, i) =>
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(compileCondition(eb as unknown as FriendExpressions, condition, options))
              .then(1)
              .else(0)
              .end(),
          )
          .as(`kept${i}`),
      ),
    ])
    .executeTakeFirstOrThrow();
  const sampled = Number(row.sampled);
  if (sampled < MIN_SAMPLED) return undefined;
  const kept = row as unknown as Record<string, number | string | null>;
  const eb = expressionBuilder<FunnelDatabase, 'f'>();
  return conditions.map((condition, index) => ({
    index,
    keeps: Number(kept[`kept${index}`] ?? 0) / sampled,
    rowOnly: isRowOnly(condition),
    settable: compileConditionAsSet(eb, condition, options) !== undefined,
  }));
}

/**
 * The count plan of a funnel on this account: from the sample when there is one, else the row-only conditions
 * first in the written order and no driver (the walk).
 */
export async function planFunnelCount(
  db: Db,
  accountId: number,
  funnel: FunnelQuery,
  inputs: FunnelInputs,
): Promise<FunnelPlan> {
  const estimates = await sampleEstimates(db, accountId, funnel, inputs);
  return estimates ? chooseCountPlan(estimates) : { order: rowFirstOrder(funnel) };
}
