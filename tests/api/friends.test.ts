/**
 * The friends data and list (issue 17 points 1 and 2): the demo seed's friends, GET /api/v1/allow_members with
 * its filters, orders and keyset pages (every friend exactly once while friends are added between pages, and a
 * property test of the cursor), the name search, 422 on bad query values and 404 for another account's friend.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { VAR_TYPES } from '../../plugins/shared/var-fields.ts';
import { VAR_ATTACHMENT_KIND } from '../../server/db/attachments.ts';
import type { FriendSummary } from '../../server/db/friends.ts';
import {
  dialectOf,
  FRIEND_ORDERS,
  type FriendOrder,
  foldName,
  insertFriends,
  listFriends,
} from '../../server/db/friends.ts';
import type { Db } from '../../server/db/schema.ts';
import { DEMO_FRIENDS } from '../../server/db/seed-friends.ts';
import { type Client, forEachBackend, itemId } from './support.ts';

/** A friend as the list answers it: the server's own type of the wire shape. */
type Member = FriendSummary;

/** Every page from `url` on, following next_page_url (with something to do between pages). */
async function allPages(
  c: Client,
  url: string,
  between?: (page: number) => Promise<void>,
): Promise<Member[]> {
  const members: Member[] = [];
  let next: string | null = url;
  for (let page = 0; next; page++) {
    const res = await c.get(next);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { members: Member[]; pagination: { next_page_url: string | null } };
    members.push(...body.members);
    next = body.pagination.next_page_url;
    if (next && between) await between(page);
    if (page > 1000) throw new Error('too many pages');
  }
  return members;
}

/** An account's friends straight from the database: the truth the list is compared to. */
async function allFriends(db: Db, accountId: number) {
  return db
    .selectFrom('friends')
    .select(['id', 'name', 'short_name', 'nickname', 'registered_at', 'last_response_at', 'notify'])
    .where('account_id', '=', accountId)
    .execute();
}

const sortValue = (m: Member, order: FriendOrder) =>
  FRIEND_ORDERS[order].column === 'registered_at' ? m.registered_at : (m.last_response_at ?? '');

/** Whether a list is in an order: by the sort value, then by id, both in the order's direction. */
function inOrder(members: Member[], order: FriendOrder): boolean {
  const sign = FRIEND_ORDERS[order].desc ? -1 : 1;
  return members.every((m, i) => {
    if (i === 0) return true;
    const prev = members[i - 1] as Member;
    const a = sortValue(prev, order);
    const b = sortValue(m, order);
    const cmp = a < b ? -1 : a > b ? 1 : prev.id - m.id;
    return cmp * sign < 0;
  });
}

forEachBackend('friends: the demo seed', (server) => {
  it(`gives each demo account ${DEMO_FRIENDS} friends with tags, values of every field type and events`, async () => {
    const { db } = server().handle;
    for (const accountId of [1, 2]) {
      const count = await db
        .selectFrom('friends')
        .select(db.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(DEMO_FRIENDS);
    }
    const types = await db
      .selectFrom('friend_values')
      .innerJoin('items', 'items.id', 'friend_values.item_id')
      .innerJoin('friends', 'friends.id', 'friend_values.friend_id')
      .select(['items.type', db.fn.countAll<number>().as('n')])
      .where('friends.account_id', '=', 1)
      .groupBy('items.type')
      .execute();
    const byType = new Map(types.map((t) => [t.type, Number(t.n)]));
    for (const type of VAR_TYPES) expect(byType.get(type), `values of type ${type}`).toBeGreaterThan(0);
    // Numbers and dates are also stored typed, for range conditions.
    const typed = await db
      .selectFrom('friend_values')
      .innerJoin('items', 'items.id', 'friend_values.item_id')
      .select(['items.type', 'friend_values.num', 'friend_values.date', 'friend_values.value'])
      .where('items.type', 'in', [1, 30])
      .execute();
    for (const row of typed) {
      if (row.type === 1) expect(row.num).toBe(Number(row.value));
      else expect(row.date).toBe(row.value);
    }
    // Media values name the account's attachments of that field, with the { filename, status } meta.
    const media = await db
      .selectFrom('friend_values')
      .innerJoin('items', 'items.id', 'friend_values.item_id')
      .innerJoin('friends', 'friends.id', 'friend_values.friend_id')
      .leftJoin('attachments', (join) =>
        join
          .onRef('attachments.key', '=', 'friend_values.value')
          .onRef('attachments.var_id', '=', 'friend_values.item_id')
          .onRef('attachments.account_id', '=', 'friends.account_id'),
      )
      .select(['attachments.kind', 'attachments.filename', 'friend_values.meta'])
      .where('items.type', 'in', [10, 13])
      .execute();
    expect(media.length).toBeGreaterThan(0);
    for (const row of media) {
      expect(row.kind).toBe(VAR_ATTACHMENT_KIND);
      expect(JSON.parse(row.meta)).toMatchObject({ filename: row.filename });
    }
    for (const table of [
      'friend_tags',
      'friend_scenarios',
      'friend_reminders',
      'friend_reservations',
      'friend_forms',
      'friend_conversions',
      'friend_landings',
      'friend_phases',
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBeGreaterThan(0);
    }
    const states = await db
      .selectFrom('friends')
      .select(['user_rate', 'blocked', 'notify'])
      .where('account_id', '=', 1)
      .execute();
    for (const rate of [1, 0, -1]) expect(states.some((s) => s.user_rate === rate)).toBe(true);
    expect(states.some((s) => s.blocked === 1)).toBe(true);
    for (const notify of [0, 1, 2, 3]) expect(states.some((s) => s.notify === notify)).toBe(true);
    const reservations = await db.selectFrom('friend_reservations').select('kind').distinct().execute();
    expect(reservations.map((r) => r.kind).sort()).toEqual(['event', 'salon']);
  });
});

forEachBackend('friends: GET /api/v1/allow_members', (server) => {
  it('answers the first page newest first, with the member shape and a next-page URL with a cursor', async () => {
    const c = await server().client();
    const res = await c.get('/api/v1/allow_members');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members).toHaveLength(50);
    expect(body.pagination.per_page).toBe(50);
    expect(body.pagination.next_page_url).toMatch(/^\/api\/v1\/allow_members\?cursor=[A-Za-z0-9_-]+$/);
    expect(Object.keys(body.members[0]).sort()).toEqual(
      [
        'id',
        'name',
        'short_name',
        'nickname',
        'icon_url',
        'registered_at',
        'last_response_at',
        'notify',
        'user_rate',
        'blocked',
        'tags',
      ].sort(),
    );
    expect(body.members[0].icon_url).toBeNull();
    expect(inOrder(body.members, 'registered_desc')).toBe(true);
  });

  it('sorts by each order (names and the funnel sort codes) and pages through all friends once', async () => {
    const c = await server().client();
    const all = await allFriends(server().handle.db, c.session.account.id);
    for (const [param, order] of [
      ['registered_asc', 'registered_asc'],
      ['last_response_desc', 'last_response_desc'],
      ['4', 'last_response_asc'],
      ['1', 'registered_desc'],
    ] as const) {
      const members = await allPages(c, `/api/v1/allow_members?order_by=${param}&per_page=200`);
      expect(members).toHaveLength(all.length);
      expect(new Set(members.map((m) => m.id)).size).toBe(all.length);
      expect(inOrder(members, order), order).toBe(true);
    }
  });

  it('visits every friend exactly once while friends are added between pages', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const accountId = c.session.account.id;
    const before = new Set((await allFriends(db, accountId)).map((f) => f.id));
    const added: number[] = [];
    const members = await allPages(c, '/api/v1/allow_members?per_page=150', async (page) => {
      // New friends land before, at and after the cursor: registered now, long ago, and at a seen friend's time.
      const seen = await db
        .selectFrom('friends')
        .select('registered_at')
        .where('account_id', '=', accountId)
        .orderBy('id')
        .limit(1)
        .offset(page * 7)
        .executeTakeFirstOrThrow();
      const times = [new Date().toISOString(), '2020-01-01T00:00:00.000Z', seen.registered_at];
      added.push(
        ...(await insertFriends(
          db,
          times.map((registered_at, i) => ({
            friend: {
              account_id: accountId,
              line_user_id: `Utest${page}x${i}`,
              name: `追加 ${page}-${i}`,
              registered_at,
            },
          })),
        )),
      );
    });
    const ids = members.map((m) => m.id);
    expect(new Set(ids).size, 'no friend twice').toBe(ids.length);
    for (const id of before) expect(ids.includes(id), `friend ${id} listed`).toBe(true);
    expect(added.length).toBeGreaterThan(0);
    expect(inOrder(members, 'registered_desc')).toBe(true);
  });

  it('filters by tag, response mark and member id', async () => {
    const c = await server().client();
    const vip = await itemId(c, 'tag', 'VIP会員');
    const tagged = await allPages(c, `/api/v1/allow_members?tag_id=${vip}&per_page=200`);
    const { db } = server().handle;
    const expected = await db
      .selectFrom('friend_tags')
      .innerJoin('friends', 'friends.id', 'friend_tags.friend_id')
      .select('friends.id')
      .where('friend_tags.tag_id', '=', vip)
      .where('friends.account_id', '=', c.session.account.id)
      .execute();
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    for (const m of tagged) expect(m.tags).toContain(vip);

    for (const notify of [0, 2]) {
      const marked = await allPages(
        c,
        `/api/v1/allow_members?notify=${notify}&order_by=last_response_desc&per_page=200`,
      );
      expect(marked.length).toBeGreaterThan(0);
      for (const m of marked) expect(m.notify).toBe(notify);
      expect(inOrder(marked, 'last_response_desc')).toBe(true);
    }
    const first = (await c.get('/api/v1/allow_members?per_page=1')).json().members[0] as Member;
    const one = (await c.get(`/api/v1/allow_members?member_id=${first.id}`)).json();
    expect(one.members).toEqual([first]);
    expect(one.pagination.next_page_url).toBeNull();
    const got = await c.get(`/api/v1/allow_members/${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().member).toEqual(first);
  });

  it('searches by a part of name, short name or nickname (1, 2 and 3+ characters, kana, romaji)', async () => {
    const c = await server().client();
    const all = await allFriends(server().handle.db, c.session.account.id);
    for (const search of [
      '佐藤',
      '藤',
      '佐藤 花',
      'たかはし',
      'ちゃん',
      'hanako',
      'Sato',
      'O',
      '🌸',
      '☆',
      '(^',
      '藤 ',
      '%',
      '_',
      '"',
      'ない名前xyz',
      '該当',
    ]) {
      const members = await allPages(
        c,
        `/api/v1/allow_members?name=${encodeURIComponent(search)}&per_page=200`,
      );
      // The server trims the search, as the console's box does, and compares folded (NFKC, lower case).
      const needle = foldName(search.trim());
      const expected = all
        .filter((f) => [f.name, f.short_name, f.nickname].some((n) => foldName(n).includes(needle)))
        .map((f) => f.id)
        .sort((a, b) => a - b);
      expect(
        members.map((m) => m.id).sort((a, b) => a - b),
        search,
      ).toEqual(expected);
      expect(inOrder(members, 'registered_desc')).toBe(true);
    }
    // Dense candidates (more than the sparse limit) take the other path to the same friends, in every order.
    const { db } = server().handle;
    const vipTag = await itemId(c, 'tag', 'VIP会員');
    for (const [search, tagId] of [
      ['佐藤', undefined],
      ['藤', undefined],
      ['さとう', undefined],
      ['a', undefined],
      ['', vipTag],
      ['藤', vipTag],
    ] as const) {
      for (const order of ['registered_desc', 'last_response_asc'] as FriendOrder[]) {
        const ids = async (sparseCandidates?: number) => {
          const seen: number[] = [];
          let after: Awaited<ReturnType<typeof listFriends>>['next'];
          do {
            const page = await listFriends(db, dialectOf(db), c.session.account.id, {
              order,
              limit: 37,
              after,
              name: search,
              tagId,
              sparseCandidates,
            });
            seen.push(...page.friends.map((f) => f.id));
            after = page.next;
          } while (after);
          return seen;
        };
        const sparse = await ids();
        expect(sparse.length, search).toBeGreaterThan(0);
        expect(await ids(3), `${search} ${order}`).toEqual(sparse);
      }
    }
    // Searches combine with the other filters and orders.
    const vip = await itemId(c, 'tag', 'VIP会員');
    const both = await allPages(
      c,
      `/api/v1/allow_members?name=${encodeURIComponent('佐藤')}&tag_id=${vip}&order_by=registered_asc&per_page=5`,
    );
    for (const m of both) expect(m.tags).toContain(vip);
    expect(inOrder(both, 'registered_asc')).toBe(true);
  });

  it('answers 422 with Japanese messages for bad query values', async () => {
    const c = await server().client();
    const first = (await c.get('/api/v1/allow_members?per_page=1')).json();
    const cursor = new URL(first.pagination.next_page_url, 'http://x').searchParams.get('cursor');
    const cases: [string, string, RegExp][] = [
      ['order_by=newest', 'order_by', /^並び順は/],
      ['tag_id=abc', 'tag_id', /^タグは正しいIDで/],
      ['tag_id=999999', 'tag_id', /^タグが見つかりません/],
      ['notify=-1', 'notify', /^対応マークは/],
      ['member_id=0', 'member_id', /^友だちは正しいIDで/],
      ['operator_role_id=999999', 'operator_role_id', /^権限が見つかりません/],
      ['per_page=0', 'per_page', /^1ページの件数は/],
      ['per_page=201', 'per_page', /^1ページの件数は/],
      [`name=${'あ'.repeat(101)}`, 'name', /^名前の検索は100文字以内/],
      ['name=a%01', 'name', /^名前の検索に使えない文字が含まれています/],
      ['cursor=not*a*cursor', 'cursor', /^次のページの指定が正しくありません/],
      [`cursor=${cursor}&order_by=registered_asc`, 'cursor', /^次のページの指定が並び順と合いません/],
    ];
    for (const [query, field, message] of cases) {
      const res = await c.get(`/api/v1/allow_members?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[`/${field}`][0], query).toMatch(message);
      expect(res.json().messages[0]).toMatch(message);
    }
    const role = await itemId(c, 'operator_role', '管理者');
    expect((await c.get(`/api/v1/allow_members?operator_role_id=${role}`)).statusCode).toBe(200);
  });

  it('keeps accounts apart: another account’s friend is 404 and never listed', async () => {
    const c = await server().client();
    const other = await server()
      .handle.db.selectFrom('friends')
      .select('id')
      .where('account_id', '!=', c.session.account.id)
      .executeTakeFirstOrThrow();
    const res = await c.get(`/api/v1/allow_members/${other.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual(['友だちが見つかりません']);
    expect((await c.get('/api/v1/allow_members/99999999999')).statusCode).toBe(404);
    expect((await c.get(`/api/v1/allow_members?member_id=${other.id}`)).json().members).toEqual([]);
  });

  it('property: for random friends and page sizes, the pages put together are the whole list in order', async () => {
    const { db } = server().handle;
    const dialect = dialectOf(db);
    const orders = Object.keys(FRIEND_ORDERS) as FriendOrder[];
    // Few distinct times, so many friends tie on the sort value and the id decides.
    const time = fc.constantFrom(
      '2025-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.001Z',
      '2025-06-30T12:00:00.000Z',
      '2026-02-01T09:30:00.000Z',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ registered: time, responded: fc.oneof(fc.constant(''), time) }), {
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...orders),
        async (friends, limit, order) => {
          const account = await db
            .insertInto('accounts')
            .values({
              name: 'property',
              abilities: '[]',
              permissions: '[]',
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const ids = await insertFriends(
            db,
            friends.map((f, i) => ({
              friend: {
                account_id: account.id,
                line_user_id: `Uprop${i}`,
                name: `友だち${i}`,
                registered_at: f.registered,
                last_response_at: f.responded,
              },
            })),
          );
          const { column, desc } = FRIEND_ORDERS[order];
          const key = (i: number) =>
            column === 'registered_at' ? (friends[i]?.registered ?? '') : (friends[i]?.responded ?? '');
          const expected = ids
            .map((id, i) => ({ id, value: key(i) }))
            .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.id - b.id) * (desc ? -1 : 1))
            .map((f) => f.id);
          const seen: number[] = [];
          let after: Awaited<ReturnType<typeof listFriends>>['next'];
          do {
            const page = await listFriends(db, dialect, account.id, { order, limit, after });
            expect(page.friends.length).toBeLessThanOrEqual(limit);
            seen.push(...page.friends.map((f) => f.id));
            after = page.next;
          } while (after);
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
