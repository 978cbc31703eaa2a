/**
 * The name search folds (docs/decisions/friend-name-fold.md): NFKC and lower case on the query and the stored
 * names, on every path (trigram, grams, LIKE alone, dense candidates) and both engines; a rename through the
 * friend editor's calls refolds; migration 017 folds the friends already there.
 */
import { expect, it } from 'vitest';
import { dialectOf, type FriendOrder, insertFriends, listFriends } from '../../server/db/friends.ts';
import { migrateToLatest, migratorFor } from '../../server/db/migrations.ts';
import type { Db } from '../../server/db/schema.ts';
import { backends, forEachBackend } from './support.ts';

/** The friends this file writes, by a key: what each is called. */
const NAMED = {
  latin: { name: 'Zenta Marukawa' },
  wide: { name: 'ＺＥＮＴＡ　ＨＡＮＡＩ' },
  kana: { name: '丸川', short_name: 'ﾓﾓﾐﾁ ｹﾞﾝﾀ' },
  full: { name: '桃', nickname: 'モモミチ' },
  voiced: { name: 'ﾊﾟﾝﾀﾞ堂' },
  other: { name: '関係ない人' },
} as const;
type Key = keyof typeof NAMED;

async function addNamed(db: Db, accountId: number, prefix: string): Promise<Record<Key, number>> {
  const keys = Object.keys(NAMED) as Key[];
  const ids = await insertFriends(
    db,
    keys.map((key, i) => ({
      friend: {
        account_id: accountId,
        line_user_id: `U${prefix}${i}`,
        registered_at: `2026-01-0${i + 1}T00:00:00.000Z`,
        // Every row names every column: SQLite has no DEFAULT in a multi-row VALUES.
        short_name: '',
        nickname: '',
        ...NAMED[key],
      },
    })),
  );
  return Object.fromEntries(keys.map((key, i) => [key, ids[i]])) as Record<Key, number>;
}

/** Which of this file's friends a search finds, by key, sorted. */
async function found(
  db: Db,
  accountId: number,
  ids: Record<Key, number>,
  name: string,
  sparseCandidates?: number,
): Promise<Key[]> {
  const order: FriendOrder = 'registered_desc';
  const page = await listFriends(db, dialectOf(db), accountId, { order, limit: 200, name, sparseCandidates });
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key as Key]));
  return page.friends
    .map((f) => byId.get(f.id))
    .filter((key): key is Key => key !== undefined)
    .sort();
}

/** [query, the friends it finds]: full-width and half-width alike, 1, 2 and 3+ characters after folding. */
const SEARCHES: [string, Key[]][] = [
  ['Ｚｅｎｔａ', ['latin', 'wide']],
  ['zenta', ['latin', 'wide']],
  ['ZENTA HANAI', ['wide']],
  ['ｍａｒｕｋａｗａ', ['latin']],
  ['モモミチ', ['full', 'kana']],
  ['ﾓﾓﾐﾁ', ['full', 'kana']],
  // Two characters (the grams index on SQLite), one character.
  ['ﾓﾓ', ['full', 'kana']],
  ['ゲン', ['kana']],
  ['Ｚ', ['latin', 'wide']],
  // ﾊﾟﾝ is three code points and folds to パン, two.
  ['パン', ['voiced']],
  ['ﾊﾟﾝ', ['voiced']],
  ['ﾊﾟﾝﾀﾞ堂', ['voiced']],
  // A search never spans two names (short_name, then nickname).
  ['ﾁﾓ', []],
];

forEachBackend('friends: the name search folds width and case', (server) => {
  it('finds full-width and half-width, upper and lower case alike, on every search path', async () => {
    const { db } = server().handle;
    const c = await server().client();
    const accountId = c.session.account.id;
    const ids = await addNamed(db, accountId, 'search');
    for (const [query, keys] of SEARCHES) {
      expect(await found(db, accountId, ids, query), query).toEqual(keys);
      // Dense candidates: the other SQLite path (the candidate set as a subquery) to the same friends.
      expect(await found(db, accountId, ids, query, 0), `${query} (dense)`).toEqual(keys);
    }
    // Through the list call, as the console's box sends it.
    const res = await c.get(`/api/v1/allow_members?name=${encodeURIComponent('Ｚｅｎｔａ')}&per_page=200`);
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json().members as { id: number }[]).map((m) => m.id);
    expect(listed).toEqual(expect.arrayContaining([ids.latin, ids.wide]));
  });

  it('refolds a friend renamed through the friend editor’s calls', async () => {
    const { db } = server().handle;
    const c = await server().client();
    const accountId = c.session.account.id;
    const ids = await addNamed(db, accountId, 'rename');
    const res = await c.post('/api/member/basevar', {
      member_id: ids.other,
      vals: { nickname: 'ＲＥＮＡＭＥＤ ﾘﾈｰﾑ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const other = async (query: string) =>
      (await found(db, accountId, ids, query)).filter((key) => key === 'other');
    expect(await other('renamed')).toEqual(['other']);
    expect(await other('リネーム')).toEqual(['other']);
    expect(await other('リネ')).toEqual(['other']);
  });
});

for (const backend of backends)
  it(`folds the names of friends stored before migration 017 (${backend.name})`, async () => {
    const handle = await backend.open();
    try {
      const { db, dialect } = handle;
      await (await migratorFor(db, dialect)).migrateTo('016_role_names_unique');
      const account = await db
        .insertInto('accounts')
        .values({ name: 'a', abilities: '[]', permissions: '[]', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Written as the code before 017 wrote them: no folded column, grams in plain lower case.
      for (const [i, name] of ['ＲＥＤＯＮＤＯ ﾚﾄﾞﾝﾄﾞ', 'Someone Else'].entries())
        await db
          .insertInto('friends')
          .values({
            account_id: account.id,
            line_user_id: `Uold${i}`,
            name,
            registered_at: '2025-01-01T00:00:00.000Z',
            name_grams: name.toLowerCase(),
          } as never)
          .execute();
      expect(await migrateToLatest(db, dialect)).toContain('017_friend_name_fold');
      for (const query of ['redondo', 'Ｒｅｄｏ', 'レドンド', 'レド', 'ﾚ']) {
        const page = await listFriends(db, dialect, account.id, {
          order: 'registered_desc',
          limit: 10,
          name: query,
        });
        expect(
          page.friends.map((f) => f.name),
          query,
        ).toEqual(['ＲＥＤＯＮＤＯ ﾚﾄﾞﾝﾄﾞ']);
      }
    } finally {
      await handle.close();
      await handle.cleanup();
    }
  });
