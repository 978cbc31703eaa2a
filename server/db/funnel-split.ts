import type { IdRange } from '../../plugins/shared/conditions/meaning.ts';
import { friendIdSpan, MIN_SAMPLED, sampleIds } from './funnel-plan.ts';
import type { Db } from './schema.ts';

/**
 * A large account's count in parts (docs/decisions/funnel-evaluation.md, "2026-11-26: the count in parts"): its
 * friends cut into id ranges holding about as many of them each, one range per worker thread of the database's
 * count pool (count-pool.ts), the parts counted at once on the machine's cores and summed.
 */

/**
 * Split an account's count from this many friends (estimated from the sample). Measured with the bench's funnel
 * over the first N ids of the 1,000,000-friend file on two idle cores (one query / 2 parts, wall p50): 25,000
 * 13.5 / 9.8 ms, 100,000 50 / 31, 200,000 111 / 63, 400,000 199 / 123. The parts win at every size, but below
 * 200,000 the one query is already far under the 300 ms goal; splitting there would take a second core from the
 * server's other requests for tens of milliseconds saved.
 */
export const SPLIT_FROM = 200_000;

/** The account's friend ids cut into ranges, and how many friends it has (an estimate from the sample). */
export interface FriendIdCut {
  friends: number;
  ranges: IdRange[];
}

/**
 * The account's friends cut into `parts` id ranges of about as many of its friends each: the ids of the plan's
 * sample (sampleIds, evenly spread from its first friend's id to its last) that are the account's, cut at their
 * quantiles; the first range starts at its first friend, the last ends at its last. Undefined when the sample
 * finds too few of its friends to tell (fewer than MIN_SAMPLED: a small account, or one whose ids are sparse),
 * or when its ids span fewer than `atLeast` (then it has fewer friends than that: the caller's threshold).
 *
 * @example await friendIdCut(db, 1, 2) // { friends: 1_000_000, ranges: [{ from: 1, to: 500_999 }, { from: 501_000, to: 1_002_000 }] }
 */
export async function friendIdCut(
  db: Db,
  accountId: number,
  parts: number,
  atLeast = 0,
): Promise<FriendIdCut | undefined> {
  const span = await friendIdSpan(db, accountId);
  if (!span) return undefined;
  // Fewer ids from its first friend to its last than `atLeast`: it cannot have that many friends, no sample.
  if (span.last - span.first + 1 < atLeast) return undefined;
  const sample = sampleIds(span.first, span.last);
  const found = (
    await db
      .selectFrom('friends')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', 'in', sample)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  if (found.length < MIN_SAMPLED) return undefined;
  const friends = Math.round((found.length / sample.length) * (span.last - span.first + 1));
  const cuts = [
    ...new Set(
      Array.from(
        { length: parts - 1 },
        (_, k) => found[Math.floor((found.length * (k + 1)) / parts)] as number,
      ),
    ),
  ].filter((cut) => cut > span.first);
  const starts = [span.first, ...cuts];
  const ranges = starts.map((from, i) => ({
    from,
    to: i + 1 < starts.length ? starts[i + 1] - 1 : span.last,
  }));
  return { friends, ranges };
}
