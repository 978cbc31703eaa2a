/**
 * A role's name is unique in its account (migration 016, docs/decisions/operators.md): the route's check answers
 * 同じ名前のロールが既にあります on the field, and when two writes pass that check at once the unique index refuses the second, which is
 * answered the same way, never as a crash. Names already taken twice before the index get a number.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest, migratorFor } from '../../server/db/migrations.ts';
import { createRole, updateRole } from '../../server/db/operators.ts';
import { backends, forEachBackend } from './support.ts';

const TAKEN = '同じ名前のロールが既にあります';

forEachBackend('role names', (server) => {
  it('two creations of one name sent at once: one role, the other refused on its field (by the check or the index)', async () => {
    const owner = await server().client();
    const answers = await Promise.all(
      [1, 2].map(() => owner.post('/api/roles', { name: '同時に作る', permissions: [] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json().errors).toEqual({ '/name': [TAKEN] });
    const roles = (await owner.get('/api/operators')).json().roles as { name: string }[];
    expect(roles.filter((r) => r.name === '同時に作る')).toHaveLength(1);
  });

  it('past the check (a write that raced it), the index answers name-taken for a creation and a rename', async () => {
    const { db } = server().handle;
    const first = await createRole(db, 1, '競合する名前', []);
    expect(typeof first).toBe('number');
    expect(await createRole(db, 1, '競合する名前', [])).toBe('name-taken');
    // The same name in another account is another role's business.
    const other = await db.selectFrom('accounts').select('id').where('id', '<>', 1).executeTakeFirst();
    if (other) expect(typeof (await createRole(db, other.id, '競合する名前', []))).toBe('number');
    const second = (await createRole(db, 1, '別の名前', [])) as number;
    expect(await updateRole(db, 1, second, 1, { name: '競合する名前' })).toEqual({ status: 'name-taken' });
  });
});

for (const backend of backends)
  it(`numbers the names taken twice before the index, the first keeping its own (${backend.name})`, async () => {
    const handle = await backend.open();
    try {
      await (await migratorFor(handle.db, handle.dialect)).migrateTo('015_role_revisions');
      const now = new Date().toISOString();
      const accounts = await handle.db
        .insertInto('accounts')
        .values([
          { name: 'a', abilities: '[]', permissions: '[]', created_at: now },
          { name: 'b', abilities: '[]', permissions: '[]', created_at: now },
        ])
        .returning('id')
        .execute();
      const [a, b] = accounts.map((row) => row.id) as [number, number];
      const long = '長'.repeat(50);
      const rows = [
        [a, 'スタッフ'],
        [a, 'スタッフ'],
        [a, 'スタッフ(2)'],
        [a, 'スタッフ'],
        [b, 'スタッフ'],
        [a, long],
        [a, long],
      ] as const;
      for (const [account_id, name] of rows)
        await handle.db
          .insertInto('roles')
          .values({ account_id, name, permissions: '[]', revision: 1, created_at: now })
          .execute();
      expect(await migrateToLatest(handle.db, handle.dialect)).toContain('016_role_names_unique');
      const names = await handle.db
        .selectFrom('roles')
        .select(['account_id', 'name'])
        .orderBy('id')
        .execute();
      expect(names).toEqual([
        { account_id: a, name: 'スタッフ' },
        { account_id: a, name: 'スタッフ(3)' },
        { account_id: a, name: 'スタッフ(2)' },
        { account_id: a, name: 'スタッフ(4)' },
        { account_id: b, name: 'スタッフ' },
        { account_id: a, name: long },
        { account_id: a, name: `${'長'.repeat(47)}(2)` },
      ]);
      // And the index holds from now on.
      await expect(
        sql`INSERT INTO roles (account_id, name, permissions, created_at) VALUES (${a}, 'スタッフ', '[]', ${now})`.execute(
          handle.db,
        ),
      ).rejects.toThrow();
    } finally {
      await handle.close();
      await handle.cleanup();
    }
  });
