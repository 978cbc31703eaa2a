/**
 * The count in parts (server/db/funnel-split.ts, count-pool.ts): on a small SQLite account with the threshold
 * forced to 0, the parts counted on worker threads sum to the single query's count for random funnels; a
 * failing worker leaves the single query's answer; the threads end with the pool and with the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelInputs } from '../../plugins/conditions/meanings.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/connect.ts';
import { type CountPool, countPoolOf, createCountPool } from '../../server/db/count-pool.ts';
import { planFunnelCount } from '../../server/db/funnel-plan.ts';
import { countFunnel, countInParts } from '../../server/db/funnel-query.ts';
import { friendIdCut } from '../../server/db/funnel-split.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { insertAccount } from './funnel-accounts.ts';
import { friendFacts, funnel, MEANINGFUL, SLOT_GROUPS, TAG_GROUPS } from './funnel-arbitraries.ts';

const RUNS = Number(process.env.FUNNEL_RUNS ?? 100);
const SEED = Number(process.env.FUNNEL_SEED ?? 19);
const INPUTS: FunnelInputs = {
  now: new Date('2026-11-26T00:00:00.000Z'),
  tagGroups: TAG_GROUPS,
  slotGroups: SLOT_GROUPS,
};
/** Count in parts whatever the account's size. */
const ALWAYS = { splitFrom: 0 };
const NEVER = { splitFrom: Number.POSITIVE_INFINITY };

describe('a funnel count in parts on worker threads (SQLite)', () => {
  let dir: string;
  let file: string;
  let handle: DatabaseHandle;
  let accountId: number;
  let otherId: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'funnel-split-'));
    file = join(dir, 'console.sqlite');
    handle = openDatabase({ file });
    await migrateToLatest(handle.db, handle.dialect);
    // Two accounts written one after the other, then the first one's friends again: the counted account's ids
    // are two blocks with another account's between them, so its ranges hold friends that are not its own.
    const friends = fc.sample(friendFacts, { numRuns: 360, seed: SEED });
    accountId = (await insertAccount(handle.db, friends.slice(0, 180))).accountId;
    otherId = (await insertAccount(handle.db, friends.slice(180))).accountId;
    const more = await insertAccount(handle.db, friends.slice(0, 180));
    await handle.db
      .updateTable('friends')
      .set({ account_id: accountId })
      .where('account_id', '=', more.accountId)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cuts the account’s ids into ranges from its first friend to its last, each holding some of its friends', async () => {
    const cut = await friendIdCut(handle.db, accountId, 3);
    const ids = (
      await handle.db
        .selectFrom('friends')
        .select('id')
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    expect(cut?.ranges).toHaveLength(3);
    expect(cut?.ranges[0]?.from).toBe(ids[0]);
    expect(cut?.ranges.at(-1)?.to).toBe(ids.at(-1));
    for (const [i, range] of (cut?.ranges ?? []).entries()) {
      if (i > 0) expect(range.from).toBe((cut?.ranges[i - 1]?.to as number) + 1);
      const inside = ids.filter((id) => id >= range.from && id <= range.to).length;
      // Quantiles of the sample: about a third each (the sample here is every id of the span).
      expect(inside).toBeGreaterThan(ids.length / 3 - 10);
      expect(inside).toBeLessThan(ids.length / 3 + 10);
    }
    // The estimate counts the account's friends, not the other account's between them.
    expect(cut?.friends).toBe(ids.length);
    expect(await friendIdCut(handle.db, 999, 2)).toBeUndefined();
    // An id span shorter than the threshold: no sample read, no cut.
    const span = (ids.at(-1) as number) - (ids[0] as number) + 1;
    expect(await friendIdCut(handle.db, accountId, 2, span)).toBeDefined();
    expect(await friendIdCut(handle.db, accountId, 2, span + 1)).toBeUndefined();
  });

  it('sums to the single query’s count for random funnels, started from a set or walked', async () => {
    const pool = createCountPool(file, 3);
    const settable = fc.oneof(
      (MEANINGFUL[60] as fc.Arbitrary<Record<string, unknown>>).map((d) => ({ ...d, type: 60 })),
      (MEANINGFUL[75] as fc.Arbitrary<Record<string, unknown>>).map((d) => ({ ...d, type: 75 })),
    );
    let matched = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.option(settable, { nil: undefined }), funnel, async (lead, rest) => {
          const written = Array.isArray(rest.inputs) ? rest.inputs : [];
          const query = lead ? { ...rest, inputs: [lead, ...written] } : rest;
          const single = await countFunnel(handle.db, accountId, query, INPUTS, NEVER);
          if (single.count > 0) matched += 1;
          const plan = await planFunnelCount(handle.db, accountId, query, INPUTS);
          const inParts = await countInParts(handle.db, accountId, query, INPUTS, plan, { ...ALWAYS, pool });
          expect(inParts).toBe(single.count);
          if (lead) {
            const driven = { order: [0, ...written.keys()].map((_, i) => i), driver: 0 };
            expect(await countInParts(handle.db, accountId, query, INPUTS, driven, { ...ALWAYS, pool })).toBe(
              single.count,
            );
          }
          // The route's path: countFunnel with the database's own pool (openDatabase attaches it).
          expect(await countFunnel(handle.db, accountId, query, INPUTS, ALWAYS)).toEqual(single);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    } finally {
      await pool.close();
    }
    expect(matched).toBeGreaterThan(RUNS / 5);
  }, 300_000);

  it('counts in one query below the threshold, or without a pool of two workers', async () => {
    const plan = { order: [0] };
    const query = { inputs: [{ type: 30, date_from: '2000/01/01' }], with_blocked: 1, user_rate_type: 1 };
    expect(
      await countInParts(handle.db, accountId, query, INPUTS, plan, { splitFrom: 100_000 }),
    ).toBeUndefined();
    const one = createCountPool(file, 1);
    expect(
      await countInParts(handle.db, accountId, query, INPUTS, plan, { ...ALWAYS, pool: one }),
    ).toBeUndefined();
    await one.close();
    const two = createCountPool(file, 2);
    expect(await countInParts(handle.db, otherId, query, INPUTS, plan, { ...ALWAYS, pool: two })).toBe(180);
    await two.close();
  });

  it('falls back to the single query when a worker fails', async () => {
    // A worker that cannot open its file fails at start: every part it was given is rejected.
    const broken = createCountPool(join(dir, 'missing.sqlite'), 2);
    const query = { inputs: [{ type: 30, date_from: '2000/01/01' }], with_blocked: 1, user_rate_type: 1 };
    const plan = await planFunnelCount(handle.db, accountId, query, INPUTS);
    expect(
      await countInParts(handle.db, accountId, query, INPUTS, plan, { ...ALWAYS, pool: broken }),
    ).toBeUndefined();
    const counted = await countFunnel(handle.db, accountId, query, INPUTS, { ...ALWAYS, pool: broken });
    expect(counted.count).toBe(360);
    // A failing query (here a table that does not exist) is rejected too, and the worker keeps serving.
    const pool = createCountPool(file, 2);
    await expect(pool.run([{ sql: 'select count(*) from no_such_table', parameters: [] }])).rejects.toThrow(
      /no such table/,
    );
    expect(await pool.run([{ sql: 'select ?', parameters: [7] }])).toEqual([7]);
    await pool.close();
    await broken.close();
  });

  it('ends its threads when closed, and starts them again at the next count', async () => {
    const pool: CountPool = createCountPool(file, 2);
    expect(pool.running()).toBe(0); // lazily: no thread before the first count
    expect(
      await pool.run([
        { sql: 'select 1', parameters: [] },
        { sql: 'select 2', parameters: [] },
      ]),
    ).toEqual([1, 2]);
    expect(pool.running()).toBe(2);
    await pool.close(); // resolves once every thread has exited
    expect(pool.running()).toBe(0);
    expect(await pool.run([{ sql: 'select 3', parameters: [] }])).toEqual([3]);
    expect(pool.running()).toBe(1);
    await pool.close();
    // The database's own pool, closed with the database (connect.ts), and lazy too.
    const own = countPoolOf(handle.db);
    expect(own).toBeDefined();
    const opened = openDatabase({ file });
    expect(countPoolOf(opened.db)?.running()).toBe(0);
    const query = { inputs: [{ type: 30, date_from: '2000/01/01' }], with_blocked: 1, user_rate_type: 1 };
    expect((await countFunnel(opened.db, accountId, query, INPUTS, ALWAYS)).count).toBe(360);
    const size = countPoolOf(opened.db)?.size ?? 0;
    expect(countPoolOf(opened.db)?.running()).toBe(size >= 2 ? size : 0);
    await opened.close();
    expect(countPoolOf(opened.db)?.running()).toBe(0);
  });
});
