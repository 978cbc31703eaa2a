/**
 * PostgreSQL's count table (migration 014, server/db/friend-facts.ts): after any sequence of writes to friends
 * and their tags, values, forms and scenarios — single rows and bulk statements, inserts, updates, deletes —
 * friend_facts holds exactly what the source tables say, recomputed here from them. Random sequences (fast-check,
 * fixed seed) applied one after another to the same friends (so a counterexample is the sequence that found the
 * difference, on top of the earlier runs' writes). PostgreSQL only (TEST_DATABASE_URL; CI sets it).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connect.ts';
import { FRIEND_FACT_COLUMNS } from '../../server/db/friend-facts.ts';
import { insertFriends } from '../../server/db/friends.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import type { Db } from '../../server/db/schema.ts';
import { backends, POSTGRES_SKIP, TEST_DATABASE_URL } from './support.ts';

const AT = '2025-01-01T00:00:00.000Z';
const SEED = Number(process.env.FUNNEL_SEED ?? 14);

/** What friend_facts should hold, computed from the source tables. */
async function expectedFacts(db: Db) {
  const friends = await db
    .selectFrom('friends')
    .select(['id', ...FRIEND_FACT_COLUMNS])
    .orderBy('id')
    .execute();
  const tags = await db.selectFrom('friend_tags').select(['friend_id', 'tag_id']).orderBy('tag_id').execute();
  const values = await db.selectFrom('friend_values').select(['friend_id', 'item_id', 'num']).execute();
  const forms = await db
    .selectFrom('friend_forms')
    .select(['friend_id', 'form_id'])
    .orderBy('form_id')
    .execute();
  const scenarios = await db
    .selectFrom('friend_scenarios')
    .select(['friend_id', 'scenario_id', 'state'])
    .execute();
  return friends.map((friend) => ({
    ...friend,
    tags: tags.filter((t) => t.friend_id === friend.id).map((t) => t.tag_id),
    nums: Object.fromEntries(
      values
        .filter((v) => v.friend_id === friend.id && v.num !== null)
        .map((v) => [String(v.item_id), v.num]),
    ),
    forms: forms.filter((f) => f.friend_id === friend.id).map((f) => f.form_id),
    scenario_states: Object.fromEntries(
      scenarios.filter((s) => s.friend_id === friend.id).map((s) => [String(s.scenario_id), s.state]),
    ),
  }));
}

const storedFacts = (db: Db) =>
  db
    .selectFrom('friend_facts')
    .select(['id', ...FRIEND_FACT_COLUMNS, 'tags', 'nums', 'forms', 'scenario_states'])
    .orderBy('id')
    .execute();

/** One write, as the server's code paths or an import would issue it. */
type Write =
  | { kind: 'tag'; picks: number[]; tag: number }
  | { kind: 'untag'; tag: number }
  | { kind: 'retag'; tag: number }
  | { kind: 'number'; pick: number; item: number; num: number | null }
  | { kind: 'unvalue'; item: number }
  | { kind: 'form'; picks: number[]; form: number }
  | { kind: 'unform'; pick: number }
  | { kind: 'scenario'; picks: number[]; scenario: number; state: number }
  | { kind: 'block'; picks: number[]; blocked: number }
  | { kind: 'memo'; pick: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; tags: number[]; num: number };

const pick = fc.nat(40);
const picks = fc.uniqueArray(pick, { minLength: 1, maxLength: 8 });
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('tag' as const), picks, tag: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('untag' as const), tag: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('retag' as const), tag: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    kind: fc.constant('number' as const),
    pick,
    item: fc.integer({ min: 1, max: 3 }),
    num: fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('unvalue' as const), item: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('form' as const), picks, form: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('unform' as const), pick }),
  fc.record({
    kind: fc.constant('scenario' as const),
    picks,
    scenario: fc.integer({ min: 1, max: 3 }),
    state: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ kind: fc.constant('block' as const), picks, blocked: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('memo' as const), pick }),
  fc.record({ kind: fc.constant('remove' as const), pick }),
  fc.record({
    kind: fc.constant('add' as const),
    tags: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
    num: fc.integer({ min: 0, max: 500 }),
  }),
);

let added = 0;
/** Adds friends with tags and a number (insertFriends: one multi-row INSERT per table). */
const addFriends = (db: Db, accountId: number, rows: { tags: number[]; num: number }[]) =>
  insertFriends(
    db,
    rows.map(({ tags, num }) => {
      added += 1;
      return {
        friend: {
          account_id: accountId,
          line_user_id: `Ufacts${added}`,
          name: `友だち${added}`,
          registered_at: AT,
        },
        tags,
        values: [{ item_id: 1, value: String(num), num, date: null, meta: '', updated_at: AT }],
      };
    }),
  );

async function apply(db: Db, w: Write): Promise<void> {
  const ids = (await db.selectFrom('friends').select('id').orderBy('id').execute()).map((r) => r.id);
  if (ids.length === 0) return;
  const at = (n: number) => ids[n % ids.length] as number;
  const some = (ns: number[]) => [...new Set(ns.map(at))];
  switch (w.kind) {
    case 'tag':
      await db
        .insertInto('friend_tags')
        .values(some(w.picks).map((friend_id) => ({ friend_id, tag_id: w.tag, tagged_at: AT })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    case 'untag':
      await db.deleteFrom('friend_tags').where('tag_id', '=', w.tag).execute();
      return;
    case 'retag':
      // An UPDATE moving rows from one tag to another (old and new rows both refresh their friends).
      await db
        .updateTable('friend_tags')
        .set({ tag_id: w.tag + 5 })
        .where('tag_id', '=', w.tag)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('friend_tags as other')
                .select('other.friend_id')
                .whereRef('other.friend_id', '=', 'friend_tags.friend_id')
                .where('other.tag_id', '=', w.tag + 5),
            ),
          ),
        )
        .execute();
      return;
    case 'number':
      await db
        .insertInto('friend_values')
        .values({
          friend_id: at(w.pick),
          item_id: w.item,
          value: w.num === null ? 'テキスト' : String(w.num),
          num: w.num,
          date: null,
          meta: '',
          updated_at: AT,
        })
        .onConflict((oc) =>
          oc.columns(['friend_id', 'item_id']).doUpdateSet({ num: w.num, value: String(w.num) }),
        )
        .execute();
      return;
    case 'unvalue':
      await db.deleteFrom('friend_values').where('item_id', '=', w.item).execute();
      return;
    case 'form':
      await db
        .insertInto('friend_forms')
        .values(some(w.picks).map((friend_id) => ({ friend_id, form_id: w.form, at: AT })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    case 'unform':
      await db.deleteFrom('friend_forms').where('friend_id', '=', at(w.pick)).execute();
      return;
    case 'scenario':
      await db
        .insertInto('friend_scenarios')
        .values(
          some(w.picks).map((friend_id) => ({
            friend_id,
            scenario_id: w.scenario,
            state: w.state,
            step: 1,
            started_at: AT,
          })),
        )
        .onConflict((oc) => oc.columns(['friend_id', 'scenario_id']).doUpdateSet({ state: w.state }))
        .execute();
      return;
    case 'block':
      await db.updateTable('friends').set({ blocked: w.blocked }).where('id', 'in', some(w.picks)).execute();
      return;
    case 'memo':
      await db
        .updateTable('friends')
        .set({ memo: `メモ ${w.pick}` })
        .where('id', '=', at(w.pick))
        .execute();
      return;
    case 'remove': {
      const id = at(w.pick);
      await db.transaction().execute(async (trx) => {
        for (const table of ['friend_tags', 'friend_values', 'friend_forms', 'friend_scenarios'] as const)
          await trx.deleteFrom(table).where('friend_id', '=', id).execute();
        await trx.deleteFrom('friends').where('id', '=', id).execute();
      });
      return;
    }
    case 'add': {
      const accountId = (await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()).id;
      await addFriends(db, accountId, [{ tags: w.tags, num: w.num }]);
      return;
    }
  }
}

if (!TEST_DATABASE_URL)
  describe.skip('friend_facts: the count table follows every write (postgres)', () =>
    it(POSTGRES_SKIP, () => {}));
for (const backend of backends.filter((b) => b.name === 'postgres')) {
  describe('friend_facts: the count table follows every write (postgres)', () => {
    let handle: DatabaseHandle & { cleanup(): Promise<void> };
    beforeAll(async () => {
      handle = await backend.open();
      await migrateToLatest(handle.db, handle.dialect);
      const account = await handle.db
        .insertInto('accounts')
        .values({ name: 'facts', abilities: '[]', permissions: '[]', created_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addFriends(
        handle.db,
        account.id,
        Array.from({ length: 30 }, (_, i) => ({ tags: i % 3 === 0 ? [1, 2] : [3], num: i })),
      );
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
      await handle?.cleanup();
    });

    it('holds each friend’s columns, tags, numbers, forms and scenario states after the bulk insert', async () => {
      const stored = await storedFacts(handle.db);
      expect(stored).toHaveLength(30);
      expect(stored[0]).toMatchObject({ tags: [1, 2], nums: { 1: 0 }, forms: [], scenario_states: {} });
      expect(stored).toEqual(await expectedFacts(handle.db));
    });

    it('equals the source tables after random sequences of writes', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 8 }), async (writes) => {
          for (const w of writes) await apply(handle.db, w);
          expect(await storedFacts(handle.db)).toEqual(await expectedFacts(handle.db));
        }),
        { numRuns: 60, seed: SEED },
      );
    }, 120_000);

    it('a rolled-back write leaves it as it was', async () => {
      const before = await storedFacts(handle.db);
      const first = before[0]?.id as number;
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('friend_tags')
            .values({ friend_id: first, tag_id: 99, tagged_at: AT })
            .execute();
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await storedFacts(handle.db)).toEqual(before);
    });

    it('a write to a column it does not hold (the memo) does not rewrite the friend’s row', async () => {
      const id = (await storedFacts(handle.db))[0]?.id as number;
      const version = async () =>
        (
          await sql<{ xmin: string }>`SELECT xmin::text AS xmin FROM friend_facts WHERE id = ${id}`.execute(
            handle.db,
          )
        ).rows[0]?.xmin;
      const before = await version();
      await handle.db.updateTable('friends').set({ memo: '書き換え' }).where('id', '=', id).execute();
      expect(await version()).toBe(before);
      await handle.db.updateTable('friends').set({ notify: 7 }).where('id', '=', id).execute();
      expect(await version()).not.toBe(before);
      expect((await storedFacts(handle.db)).find((row) => row.id === id)?.notify).toBe(7);
    });
  });
}
