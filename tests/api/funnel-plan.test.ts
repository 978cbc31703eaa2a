/**
 * The plans of compiled funnels (issue 19 point 2): every condition backed by a friend table is answered from an
 * index — EXPLAIN of the count query never scans friend_values (or any other friend table) whole. SQLite always;
 * PostgreSQL with TEST_DATABASE_URL, where sequential scans are switched off for the statement's transaction so
 * the plan shows whether an index can serve it at all (on a table of a few rows a scan is otherwise cheaper).
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelPlan, FunnelQuery } from '../../plugins/conditions/meanings.ts';
import type { DatabaseHandle } from '../../server/db/connect.ts';
import { insertFriends } from '../../server/db/friends.ts';
import { planFunnelCount } from '../../server/db/funnel-plan.ts';
import { funnelCountQuery } from '../../server/db/funnel-query.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import type { Database } from '../../server/db/schema.ts';
import { backends } from './support.ts';

const INDEXED: Record<string, FunnelQuery['inputs']> = {
  'friend info, exact text': [{ type: 75, var_id: 7, match: 0, query: 'ゴールド' }],
  'friend info, number range': [{ type: 75, var_id: 7, match: 10, query: '100' }],
  'friend info, not registered': [{ type: 75, var_id: 7, match: 2 }],
  'tags, all of': [{ type: 60, tag_ids: [1, 2], tag_or: 1 }],
  'tags, none of': [{ type: 60, tag_ids: [1, 2], tag_or: 2 }],
  'scenario sent up to day 3': [{ type: 41, group_id: 3, match: 2, date: 3 }],
  'form answered in a period': [{ type: 95, form_id: 4, match: 0, use_date: 1, date_from: '2025/01/01' }],
  'conversion, any': [{ type: 80, tracker_ids: [5], tracker_or: 0 }],
  'journey not passed': [{ type: 70, journey_id: 1, journey_tag_id: 6, condition: 10 }],
  'awaiting a reply (the latest message)': [{ type: 110, has_response: 10 }],
  'event reservation cancelled': [{ type: 65, event_slot_id: 2, match: 2 }],
  'event folder, reserved': [{ type: 65, use_group: 1, event_slot_group_id: 9, match: 1 }],
  'friend info, birthday today (same month and day)': [
    { type: 75, var_id: 7, match: 20, use_current_date: 1, search_type: 2 },
  ],
  'friend info, 3 months elapsed': [
    { type: 75, var_id: 7, match: 30, elapsed_period_from: 3, elapsed_period_scale: 'month' },
  ],
  'salon reserved, course and status': [
    {
      type: 67,
      salonIds: [1, 2],
      matchType: 'all',
      reservationPhase: 'reserved',
      isReserved: true,
      course: { use: true, dynamic: false, with_past: false, invert: false, selected: [3] },
      status: { use: true, invert: false, selected: ['approved'] },
    },
  ],
  'reminder running, goal in a period': [
    { type: 90, episode_id: 3, match: 0, use_date: 1, origin_from: '2025/01/01' },
  ],
  'landing visited in a period': [
    { type: 85, landing_ids: [4, 5], landing_or: 1, use_date: 1, date_to: '2025/02/01' },
  ],
  'an or-group of them': [
    {
      type: 120,
      inputs: [
        { type: 75, var_id: 8, match: 1, query: '会員' },
        { type: 60, tag_ids: [3], tag_or: 0 },
      ],
    },
  ],
};
/**
 * On PostgreSQL these are tested on friend_facts' row (migration 014): its arrays hold the tags, numbers, answered
 * forms and scenario states, so the count reads no other friend table at all.
 */
const ON_FACTS = new Set(['friend info, number range', 'tags, all of', 'tags, none of']);
const FRIEND_TABLES =
  /friend_(values|tags|scenarios|forms|conversions|phases|reservations|reminders|landings|messages)/;
const INPUTS = {
  now: new Date('2026-11-26T00:00:00Z'),
  tagGroups: new Map<number, number[]>(),
  slotGroups: new Map([[9, [2, 4]]]),
};

/** The plan's lines of the count query of a funnel (with a count plan of funnel-plan.ts when given). */
async function planOf(
  handle: DatabaseHandle,
  inputs: FunnelQuery['inputs'],
  countPlan?: FunnelPlan,
): Promise<string[]> {
  const query = funnelCountQuery(handle.db, 1, { inputs }, INPUTS, countPlan).compile();
  const explain = async (db: Kysely<Database>, prefix: string) =>
    // SQLite answers rows with `detail`, PostgreSQL rows with `QUERY PLAN`.
    (await db.executeQuery<Record<string, string>>({ ...query, sql: `${prefix} ${query.sql}` })).rows.map(
      (row) => String(row.detail ?? row['QUERY PLAN']),
    );
  if (handle.dialect === 'sqlite') return explain(handle.db, 'EXPLAIN QUERY PLAN');
  return handle.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return explain(trx, 'EXPLAIN');
  });
}

for (const backend of backends) {
  describe(`funnel plans: indexed conditions read indexes (${backend.name})`, () => {
    let handle: DatabaseHandle & { cleanup(): Promise<void> };
    beforeAll(async () => {
      handle = await backend.open();
      await migrateToLatest(handle.db, handle.dialect);
      await handle.db
        .insertInto('accounts')
        .values({ name: 'plan', abilities: '[]', permissions: '[]', created_at: new Date().toISOString() })
        .execute();
      await insertFriends(
        handle.db,
        Array.from({ length: 50 }, (_, i) => ({
          friend: {
            account_id: 1,
            line_user_id: `Uplan${i}`,
            name: `f${i}`,
            registered_at: '2025-01-01T00:00:00Z',
          },
          tags: [1 + (i % 3)],
          values: [
            {
              item_id: 7,
              value: String(i),
              num: i,
              date: null,
              meta: '',
              updated_at: '2025-01-01T00:00:00Z',
            },
          ],
        })),
      );
      if (handle.dialect === 'sqlite') await sql`ANALYZE`.execute(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
      await handle?.cleanup();
    });

    it.each(Object.entries(INDEXED))('%s: no friend table is scanned whole', async (name, inputs) => {
      const plan = await planOf(handle, inputs);
      if (handle.dialect === 'postgres' && ON_FACTS.has(name)) {
        expect(plan, plan.join('\n')).toContainEqual(expect.stringMatching(/Scan .*on friend_facts f\b/));
        expect(plan.filter((line) => FRIEND_TABLES.test(line) || / on friends\b/.test(line))).toEqual([]);
        return;
      }
      const scans = plan.filter((line) =>
        handle.dialect === 'sqlite'
          ? /^SCAN /.test(line) && FRIEND_TABLES.test(line)
          : /Seq Scan on friend_/.test(line),
      );
      expect(scans, plan.join('\n')).toEqual([]);
      // And the table the condition reads is there, through an index (SQLite: every read of it; PostgreSQL: an
      // index scan of it, a bitmap heap scan reading the rows the index found).
      const reads = plan.filter((line) => FRIEND_TABLES.test(line) && /Scan|SEARCH|SCAN/.test(line));
      expect(reads.length, plan.join('\n')).toBeGreaterThan(0);
      if (handle.dialect === 'sqlite')
        for (const line of reads) expect(line, plan.join('\n')).toMatch(/INDEX/);
      else
        expect(
          reads.some((line) => /Index (Only )?Scan .*on friend_/.test(line)),
          plan.join('\n'),
        ).toBe(true);
    });

    it('a driven count starts from the index of its set and finds each friend by id (rare tag, rare number)', async () => {
      const shapes: [FunnelQuery['inputs'], RegExp, RegExp][] = [
        [
          [
            { type: 60, tag_ids: [1, 2, 3], tag_or: 0 },
            { type: 60, tag_ids: [9], tag_or: 0 },
          ],
          /SEARCH friend_tags USING COVERING INDEX friend_tags_by_tag \(tag_id=\?\)/,
          /Index Only Scan using friend_tags_by_tag on friend_tags/,
        ],
        [
          [
            { type: 60, tag_ids: [1, 2, 3], tag_or: 0 },
            { type: 75, var_id: 7, match: 10, query: '49' },
          ],
          /SEARCH friend_values USING (COVERING )?INDEX friend_values_by_num \(item_id=\? AND num>\?\)/,
          /Index (Only )?Scan using friend_values_by_num on friend_values/,
        ],
      ];
      for (const [inputs, sqliteLine, postgresLine] of shapes) {
        // The sample finds the second condition rare (tag 9: nobody; number ≥ 49: one friend in 50).
        const countPlan = await planFunnelCount(handle.db, 1, { inputs }, INPUTS);
        expect(countPlan.driver).toBe(1);
        const plan = await planOf(handle, inputs, countPlan);
        if (handle.dialect === 'sqlite') {
          expect(plan, plan.join('\n')).toContainEqual(expect.stringMatching(sqliteLine));
          // Each candidate is looked up along friends_counted by (account, id): no walk of the account.
          expect(plan, plan.join('\n')).toContainEqual(
            'SEARCH f USING COVERING INDEX friends_counted (account_id=? AND id=?)',
          );
        } else
          expect(
            plan.some((line) => postgresLine.test(line)),
            plan.join('\n'),
          ).toBe(true);
        expect(
          plan.filter((line) => /^SCAN |Seq Scan on friend/.test(line)),
          plan.join('\n'),
        ).toEqual([]);
      }
    });

    it('a walking count reads the friends from friends_counted alone, numbers from friend_values_by_friend, scenarios from friend_scenarios_by_friend (SQLite)', async () => {
      if (handle.dialect !== 'sqlite') return;
      const inputs = [
        { type: 30, date_from: '2024/01/01' },
        { type: 75, var_id: 7, match: 10, query: '0' },
        { type: 60, tag_ids: [1, 2], tag_or: 0 },
        { type: 41, group_id: 3, match: 4 },
      ];
      const countPlan = await planFunnelCount(handle.db, 1, { inputs }, INPUTS);
      expect(countPlan.driver).toBeUndefined();
      const plan = await planOf(handle, inputs, countPlan);
      expect(plan[0], plan.join('\n')).toBe('SEARCH f USING COVERING INDEX friends_counted (account_id=?)');
      expect(plan, plan.join('\n')).toContainEqual(
        'SEARCH friend_values USING COVERING INDEX friend_values_by_friend (friend_id=?)',
      );
      // One seek to the friend's tags, not one per tag.
      expect(plan, plan.join('\n')).toContainEqual(
        'SEARCH friend_tags USING COVERING INDEX sqlite_autoindex_friend_tags_1 (friend_id=?)',
      );
      // The scenario's state from the covering index, not from the friend_scenarios row (migration 013).
      expect(plan, plan.join('\n')).toContainEqual(
        'SEARCH friend_scenarios USING COVERING INDEX friend_scenarios_by_friend (friend_id=?)',
      );
    });

    it('a walking count reads friend_facts alone: tags, numbers, forms and scenario states on its row (PostgreSQL)', async () => {
      if (handle.dialect !== 'postgres') return;
      const inputs = [
        { type: 30, date_from: '2024/01/01' },
        { type: 75, var_id: 7, match: 10, query: '0' },
        { type: 60, tag_ids: [1, 2], tag_or: 0 },
        {
          type: 120,
          inputs: [
            { type: 41, group_id: 3, match: 3 },
            { type: 95, form_id: 4, match: 10 },
          ],
        },
      ];
      const plan = await planOf(handle, inputs);
      expect(plan, plan.join('\n')).toContainEqual(expect.stringMatching(/Scan .*on friend_facts f\b/));
      expect(
        plan.filter((line) => FRIEND_TABLES.test(line) || / on friends\b/.test(line)),
        plan.join('\n'),
      ).toEqual([]);
    });

    it('a funnel searching a long text is counted over friends, which holds it (PostgreSQL)', async () => {
      if (handle.dialect !== 'postgres') return;
      const inputs = [
        { type: 60, tag_ids: [1, 2], tag_or: 0 },
        {
          type: 120,
          inputs: [
            { type: 50, notify: [1] },
            { type: 20, memos: '要連絡' },
          ],
        },
      ];
      const plan = await planOf(handle, inputs);
      expect(plan, plan.join('\n')).toContainEqual(expect.stringMatching(/ on friends f\b/));
      expect(
        plan.filter((line) => /friend_facts/.test(line)),
        plan.join('\n'),
      ).toEqual([]);
      expect(plan, plan.join('\n')).toContainEqual(expect.stringMatching(/on friend_tags/));
    });

    it('sees a full scan when there is one (the check can fail)', async () => {
      // A bare friend_values scan, the shape a compiled condition must never take.
      const probe = handle.db
        .selectFrom('friend_values')
        .select('friend_id')
        .where('value', 'like', '%x%')
        .compile();
      const prefix = handle.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
      const rows = (
        await handle.db.executeQuery<Record<string, unknown>>({ ...probe, sql: `${prefix} ${probe.sql}` })
      ).rows;
      const text = rows.map((row) => Object.values(row).map(String).join(' ')).join('\n');
      expect(text).toMatch(handle.dialect === 'sqlite' ? /SCAN friend_values/ : /Seq Scan on friend_values/);
    });
  });
}
