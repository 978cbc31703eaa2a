import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelQuery } from '../../plugins/conditions/meanings.ts';
import { type DatabaseHandle, openDatabase } from './connect.ts';
import { insertFriends } from './friends.ts';
import {
  type ConditionEstimate,
  chooseCountPlan,
  DRIVE_BELOW,
  MIN_SAMPLED,
  planFunnelCount,
  SAMPLE_SIZE,
  sampleIds,
} from './funnel-plan.ts';
import { countFunnel, funnelCountQuery } from './funnel-query.ts';
import { migrateToLatest } from './migrations.ts';

const estimate = (
  index: number,
  keeps: number,
  more: Partial<ConditionEstimate> = {},
): ConditionEstimate => ({
  index,
  keeps,
  rowOnly: false,
  settable: true,
  ...more,
});

describe('chooseCountPlan', () => {
  it('starts from the rarest settable condition when it keeps few enough friends', () => {
    const plan = chooseCountPlan([estimate(0, 0.3), estimate(1, 0.01), estimate(2, 0.2)]);
    expect(plan.driver).toBe(1);
  });

  it('walks when no settable condition is selective, however rare the others are', () => {
    expect(chooseCountPlan([estimate(0, 0.6), estimate(1, 0.9)]).driver).toBeUndefined();
    // A negation or a text search keeping 1 % cannot be read as a set: still the walk.
    expect(
      chooseCountPlan([estimate(0, 0.6), estimate(1, 0.01, { settable: false })]).driver,
    ).toBeUndefined();
    expect(chooseCountPlan([estimate(0, DRIVE_BELOW)]).driver).toBe(0);
    expect(chooseCountPlan([estimate(0, DRIVE_BELOW + 0.01)]).driver).toBeUndefined();
  });

  it('tests the conditions in ascending cost per friend rejected, a row test being cheaper than a probe', () => {
    const plan = chooseCountPlan([
      estimate(0, 0.95), // a probe rejecting 5 %: 20 per friend rejected
      estimate(1, 0.5), // a probe rejecting half: 2
      estimate(2, 0.9, { rowOnly: true }), // a row test rejecting 10 %: 1
      estimate(3, 1), // rejects nobody: last
      estimate(4, 0.5), // as 1: the written order breaks the tie
    ]);
    expect(plan.order).toEqual([2, 1, 4, 0, 3]);
  });
});

describe('sampleIds', () => {
  it('spreads SAMPLE_SIZE + 1 ids from the first to the last, or every id of a small range', () => {
    const ids = sampleIds(1_001, 1_000_000);
    expect(ids).toHaveLength(SAMPLE_SIZE + 1);
    expect(ids[0]).toBe(1_001);
    expect(ids.at(-1)).toBeLessThanOrEqual(1_000_000);
    expect(ids.at(-1)).toBeGreaterThan(990_000);
    expect(sampleIds(5, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('planFunnelCount on an account (SQLite)', () => {
  let handle: DatabaseHandle;
  const INPUTS = { now: new Date('2026-11-26T00:00:00Z'), tagGroups: new Map<number, number[]>() };
  const FRIENDS = 400;
  beforeAll(async () => {
    handle = openDatabase({ file: ':memory:' });
    await migrateToLatest(handle.db, handle.dialect);
    await handle.db
      .insertInto('accounts')
      .values({ name: 'plan', abilities: '[]', permissions: '[]', created_at: new Date().toISOString() })
      .execute();
    // Tag 1 on 1 friend in 40 (rare), tag 2 on 3 in 4 (common); value 7 = the friend's number.
    await insertFriends(
      handle.db,
      Array.from({ length: FRIENDS }, (_, i) => ({
        friend: {
          account_id: 1,
          line_user_id: `U${i}`,
          name: `f${i}`,
          registered_at: '2025-01-01T00:00:00Z',
        },
        tags: [...(i % 40 === 0 ? [1] : []), ...(i % 4 !== 0 ? [2] : [])],
        values: [
          { item_id: 7, value: String(i), num: i, date: null, meta: '', updated_at: '2025-01-01T00:00:00Z' },
        ],
      })),
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  const common = { type: 60, tag_ids: [2], tag_or: 0 };
  const rare = { type: 60, tag_ids: [1], tag_or: 0 };
  const everyone = { type: 75, var_id: 7, match: 10, query: '0' };

  it('picks the rare tag as the driver and tests it no more', async () => {
    const funnel: FunnelQuery = { inputs: [common, everyone, rare] };
    const plan = await planFunnelCount(handle.db, 1, funnel, INPUTS);
    expect(plan.driver).toBe(2);
    expect(plan.order.slice(0, 2)).toEqual([2, 0]); // the rare tag rejects most, the value nobody
    const { sql } = funnelCountQuery(handle.db, 1, funnel, INPUTS, plan).compile();
    expect(sql).toMatch(/"f"\."id" in \(select "friend_tags"\."friend_id" from "friend_tags"/);
    // The same count as the walk in the written order: 10 friends tagged 1, of them those not divisible by 4.
    const walk = await funnelCountQuery(handle.db, 1, funnel, INPUTS).executeTakeFirstOrThrow();
    const driven = await funnelCountQuery(handle.db, 1, funnel, INPUTS, plan).executeTakeFirstOrThrow();
    const expected = Array.from({ length: FRIENDS }, (_, i) => i).filter((i) => i % 40 === 0 && i % 4 !== 0);
    expect(Number(driven.count)).toBe(expected.length);
    expect(Number(walk.count)).toBe(expected.length);
    expect((await countFunnel(handle.db, 1, funnel, INPUTS)).count).toBe(expected.length);
  });

  it('a rare value (a number range read from its index) is a driver too', async () => {
    const plan = await planFunnelCount(
      handle.db,
      1,
      { inputs: [common, { type: 75, var_id: 7, match: 10, query: '390' }] },
      INPUTS,
    );
    expect(plan.driver).toBe(1);
  });

  it('falls back to the walk when nothing is selective', async () => {
    const plan = await planFunnelCount(handle.db, 1, { inputs: [common, everyone] }, INPUTS);
    expect(plan.driver).toBeUndefined();
    expect(plan.order).toEqual([0, 1]);
  });

  it('keeps the written order, row-only first, without a driver when the account has too few friends', async () => {
    await handle.db
      .insertInto('accounts')
      .values({ name: 'small', abilities: '[]', permissions: '[]', created_at: new Date().toISOString() })
      .execute();
    const funnel: FunnelQuery = { inputs: [rare, { type: 30, date_from: '2024/01/01' }] };
    // No friends, then fewer than MIN_SAMPLED (all of them tagged 1: a sample would have made it the driver).
    expect(await planFunnelCount(handle.db, 2, funnel, INPUTS)).toEqual({ order: [1, 0] });
    await insertFriends(
      handle.db,
      Array.from({ length: MIN_SAMPLED - 1 }, (_, i) => ({
        friend: {
          account_id: 2,
          line_user_id: `S${i}`,
          name: `s${i}`,
          registered_at: '2025-01-01T00:00:00Z',
        },
        tags: [1],
      })),
    );
    expect(await planFunnelCount(handle.db, 2, funnel, INPUTS)).toEqual({ order: [1, 0] });
  });
});
