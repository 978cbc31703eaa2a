/**
 * The friend editor's server side (issue 17 points 3 and 6): GET/POST /api/member/editor (one atomic save of tags,
 * values and base fields, guarded by the friend's revision), the spec's member calls on the same checks, value
 * suggestions, the real-name guess and the message history, against the real server on both backends. Every
 * refusal is checked to write nothing.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { VAR_VALUE_MESSAGES } from '../../plugins/shared/var-values.ts';
import { insertMessages } from '../../server/db/friend-messages.ts';
import { insertItem } from '../../server/db/items.ts';
import type { Db } from '../../server/db/schema.ts';
import { FORBIDDEN } from '../../server/http/session.ts';
import { FRIEND_STALE } from '../../server/routes/members.ts';
import { type Client, forEachBackend, itemId, type TestServer } from './support.ts';

/** The demo account's friend-info fields by name. */
async function fields(c: Client) {
  const id = (name: string) => itemId(c, 'varia', name);
  return {
    text: await id('会員番号'),
    number: await id('ポイント'),
    long: await id('ご要望(長文)'),
    image: await id('本人確認書類'),
    choice: await id('好きな色'),
    date: await id('誕生日'),
    mark: await id('対応マーク'),
  };
}

/** A friend of an account (the n-th by id), straight from the database. */
async function friendId(db: Db, accountId: number, n = 0): Promise<number> {
  const row = await db
    .selectFrom('friends')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('id')
    .offset(n)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the database holds of a friend: the truth a refused save must leave alone. */
async function snapshot(db: Db, id: number) {
  const friend = await db
    .selectFrom('friends')
    .select(['revision', 'short_name', 'nickname', 'memo', 'notify', 'name_grams'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const tags = await db
    .selectFrom('friend_tags')
    .select('tag_id')
    .where('friend_id', '=', id)
    .orderBy('tag_id')
    .execute();
  const values = await db
    .selectFrom('friend_values')
    .select(['item_id', 'value', 'num', 'date', 'meta'])
    .where('friend_id', '=', id)
    .orderBy('item_id')
    .execute();
  return { friend, tags, values };
}

/** A logged-in operator with a role of the demo account holding every permission but `without`. */
async function operatorWithout(server: TestServer, owner: Client, without: string, loginId: string) {
  const permissions = owner.session.permissions.filter((p) => p !== without);
  const role = await owner.post('/api/roles', { name: `${without}なし`, permissions });
  expect(role.statusCode, role.body).toBe(200);
  const made = await owner.post('/api/operators', {
    login_id: loginId,
    name: loginId,
    password: 'restricted-password',
    role_id: role.json().id,
  });
  expect(made.statusCode, made.body).toBe(200);
  return login(server.app, loginId, 'restricted-password');
}

/** A minimal client for an operator made by a test (support's Client logs in the demo operators only). */
async function login(app: FastifyInstance, loginId: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: JSON.stringify({ login_id: loginId, password }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = res.json().token as string;
  return {
    get: (url: string) => app.inject({ url, headers: { cookie } }),
    post: (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
  };
}

const editor = async (c: { get: Client['get'] }, id: number) => {
  const res = await c.get(`/api/member/editor/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

forEachBackend('member editor: load', (server) => {
  it('answers the friend, revision, tags, values, metas, bases, authorizations and can', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    // A friend with a choice value and a media value, so metas and values of several types show.
    const row = await db
      .selectFrom('friend_values')
      .select('friend_id')
      .where('item_id', '=', f.image)
      .orderBy('friend_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const id = row.friend_id;
    const body = await editor(c, id);
    expect(Object.keys(body).sort()).toEqual(
      ['authorizations', 'bases', 'can', 'member', 'metas', 'revision', 'tag_ids', 'values'].sort(),
    );
    const member = (await c.get(`/api/v1/allow_members/${id}`)).json().member;
    expect(body.member).toEqual(member);
    expect(body.tag_ids).toEqual(member.tags);
    expect(body.revision).toBe(0);
    const stored = await snapshot(db, id);
    const values: Record<string, string> = Object.fromEntries(stored.values.map((v) => [v.item_id, v.value]));
    if (stored.friend.notify !== 0) values[f.mark] = String(stored.friend.notify);
    expect(body.values).toEqual(values);
    expect(JSON.parse(body.metas[f.image])).toMatchObject({ filename: 'id_card.png' });
    const bases = await db
      .selectFrom('friends')
      .select(['name', 'short_name', 'nickname', 'memo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(body.bases).toEqual(bases);
    expect(body.authorizations).toEqual({ rename: true, memo: true, bestname: true });
    expect(body.can).toEqual({ tags: true, vars: true });
    const staff = await editor(await server().client('staff'), id);
    expect(staff.can).toEqual({ tags: false, vars: false });
    expect(staff.authorizations).toEqual({ rename: false, memo: true, bestname: false });
  });

  it("answers 404 for another account's friend and an unknown id", async () => {
    const c = await server().client();
    const other = await friendId(server().handle.db, 2);
    for (const url of [
      `/api/member/editor/${other}`,
      '/api/member/editor/999999999',
      `/api/member/tag/${other}`,
      `/api/member/var/${other}`,
      `/api/v1/member/var/${other}`,
      `/api/member/basevar/${other}`,
      `/api/v1/member/messages/${other}`,
    ]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messages).toEqual(['友だちが見つかりません']);
    }
    const save = await c.post('/api/member/editor', { member_id: other, revision: 0, tag_ids: [] });
    expect(save.statusCode).toBe(404);
  });
});

forEachBackend('member editor: save', (server) => {
  it('saves tags, values of every text type, the mark and base fields in one save, and reads them back', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const vip = await itemId(c, 'tag', 'VIP会員');
    const repeat = await itemId(c, 'tag', 'リピーター');
    const id = await friendId(db, 1, 3);
    const before = await editor(c, id);
    const saved = await c.post('/api/member/editor', {
      member_id: id,
      revision: before.revision,
      tag_ids: [vip, repeat],
      vals: {
        [f.text]: 'M-NEW-1',
        [f.number]: '-12.125',
        [f.long]: 'ご要望\n'.repeat(10),
        [f.choice]: '2',
        [f.date]: '2001/02/03',
        [f.mark]: '3',
      },
      changed_item_ids: [f.text, f.number, f.long, f.choice, f.date, f.mark],
      bases: {
        name: before.bases.name,
        short_name: ' 山田 ',
        nickname: 'ズゴック隊長',
        memo: '電話あり\n折り返し',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    expect(answer.revision).toBe(before.revision + 1);
    expect(answer.tag_ids).toEqual([vip, repeat].sort((a, b) => a - b));
    expect(answer.values[f.text]).toBe('M-NEW-1');
    expect(answer.values[f.mark]).toBe('3');
    expect(answer.bases).toMatchObject({
      short_name: '山田',
      nickname: 'ズゴック隊長',
      memo: '電話あり\n折り返し',
    });
    expect(await editor(c, id)).toEqual(answer);
    const stored = await snapshot(db, id);
    const value = (item: number) => stored.values.find((v) => v.item_id === item);
    expect(value(f.number)).toMatchObject({ value: '-12.125', num: -12.125, date: null });
    expect(value(f.date)).toMatchObject({ value: '2001/02/03', date: '2001-02-03', num: null });
    expect(JSON.parse(value(f.choice)?.meta ?? '')).toMatchObject({ id: 2, value: '青' });
    // The response mark is the friend's notify, not a value row.
    expect(stored.friend.notify).toBe(3);
    expect(value(f.mark)).toBeUndefined();
    const marked = (await c.get(`/api/v1/allow_members?notify=3&member_id=${id}`)).json().members;
    expect(marked.map((m: { id: number }) => m.id)).toEqual([id]);
    // The new nickname is found by name search: two characters (the gram index) and more (trigrams).
    for (const search of ['ゴッ', 'ズゴック隊', '隊長']) {
      const found = (
        await c.get(`/api/v1/allow_members?name=${encodeURIComponent(search)}&per_page=200`)
      ).json();
      expect(
        found.members.map((m: { id: number }) => m.id),
        search,
      ).toContain(id);
    }
    // Clearing: '' removes the row; the mark back to none.
    const cleared = await c.post('/api/member/editor', {
      member_id: id,
      revision: answer.revision,
      vals: { [f.text]: '', [f.mark]: '' },
      changed_item_ids: [f.text, f.mark],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().values[f.text]).toBeUndefined();
    expect(cleared.json().values[f.mark]).toBeUndefined();
    const after = await snapshot(db, id);
    expect(after.values.find((v) => v.item_id === f.text)).toBeUndefined();
    expect(after.friend.notify).toBe(0);
    expect(after.friend.revision).toBe(answer.revision + 1);
  });

  it('writes only changed_item_ids; an id listed without a value clears it', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const id = await friendId(db, 1, 4);
    const before = await editor(c, id);
    const res = await c.post('/api/member/editor', {
      member_id: id,
      revision: before.revision,
      vals: { [f.text]: 'X-1', [f.long]: 'not written' },
      changed_item_ids: [f.text, f.number],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values[f.text]).toBe('X-1');
    expect(res.json().values[f.long]).toBe(before.values[f.long]);
    expect(res.json().values[f.number]).toBeUndefined();
  });

  it('accepts a form-encoded save with bracket keys and JSON text', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const vip = await itemId(c, 'tag', 'VIP会員');
    const id = await friendId(db, 1, 5);
    const before = await editor(c, id);
    const payload = new URLSearchParams([
      ['member_id', String(id)],
      ['revision', String(before.revision)],
      ['tag_ids[]', String(vip)],
      [`vals[${f.text}]`, 'FORM-1'],
      ['changed_item_ids', JSON.stringify([f.text])],
      ['bases[memo]', 'フォームから'],
    ]).toString();
    const res = await c.post('/api/member/editor', payload, {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tag_ids: [vip], bases: { memo: 'フォームから' } });
    expect(res.json().values[f.text]).toBe('FORM-1');
  });

  it('leaves a media value alone or clears it, and refuses a key that is no upload of the field', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const row = await db
      .selectFrom('friend_values')
      .select(['friend_id', 'value'])
      .where('item_id', '=', f.image)
      .orderBy('friend_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await editor(c, row.friend_id);
    const same = await c.post('/api/member/editor', {
      member_id: row.friend_id,
      revision: before.revision,
      vals: { [f.image]: row.value },
      changed_item_ids: [f.image],
    });
    expect(same.statusCode).toBe(200);
    expect(JSON.parse(same.json().metas[f.image])).toMatchObject({ filename: 'id_card.png' });
    const other = await c.post('/api/member/editor', {
      member_id: row.friend_id,
      revision: same.json().revision,
      vals: { [f.image]: '999' },
      changed_item_ids: [f.image],
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[`/vals/${f.image}`]).toEqual([VAR_VALUE_MESSAGES.mediaNotUploaded]);
    const cleared = await c.post('/api/member/editor', {
      member_id: row.friend_id,
      revision: same.json().revision,
      vals: { [f.image]: '' },
      changed_item_ids: [f.image],
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().values[f.image]).toBeUndefined();
    expect(cleared.json().metas[f.image]).toBeUndefined();
  });
});

forEachBackend('member editor: refusals write nothing', (server) => {
  it('answers 409 to a stale revision and writes nothing', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const id = await friendId(db, 1, 10);
    const first = await editor(c, id);
    const other = await c.post('/api/member/editor', {
      member_id: id,
      revision: first.revision,
      bases: { memo: '先に保存' },
    });
    expect(other.statusCode).toBe(200);
    const before = await snapshot(db, id);
    const stale = await c.post('/api/member/editor', {
      member_id: id,
      revision: first.revision,
      tag_ids: [],
      vals: { [f.text]: 'lost' },
      bases: { memo: '後から' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([FRIEND_STALE]);
    expect(stale.json().revision).toBe(first.revision + 1);
    expect(await snapshot(db, id)).toEqual(before);
  });

  it('lets one of two concurrent saves from the same revision through and refuses the other with 409', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const id = await friendId(db, 1, 14);
    const { revision } = await editor(c, id);
    const results = await Promise.all(
      ['一人目', '二人目'].map((memo) =>
        c.post('/api/member/editor', { member_id: id, revision, bases: { memo } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    const stored = await snapshot(db, id);
    expect(stored.friend.revision).toBe(revision + 1);
    expect(stored.friend.memo).toBe(winner.bases.memo);
  });

  it('drops NUL from values and the memo (PostgreSQL text cannot hold it)', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const id = await friendId(db, 1, 15);
    const { revision } = await editor(c, id);
    const res = await c.post('/api/member/editor', {
      member_id: id,
      revision,
      vals: { [f.text]: 'a\u0000b' },
      bases: { memo: 'm\u0000e' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values[f.text]).toBe('ab');
    expect(res.json().bases.memo).toBe('me');
    expect((await c.get(`/api/member/var/suggests/${f.text}?q=a%00`)).statusCode).toBe(200);
  });

  it('answers 422 for values past their limits, with a path per field and each text once', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const html = (
      (await c.get('/api/v_resource/varia')).json().items as { id: number; type: number; name: string }[]
    ).find((i) => i.type === 0 && i.id !== f.text)?.id as number;
    const vip = await itemId(c, 'tag', 'VIP会員');
    const id = await friendId(db, 1, 11);
    const { revision, tag_ids } = await editor(c, id);
    const before = await snapshot(db, id);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { [f.text]: 'あ'.repeat(201), [html]: 'x'.repeat(201) },
        {
          [`/vals/${f.text}`]: [VAR_VALUE_MESSAGES.tooLong],
          [`/vals/${html}`]: [VAR_VALUE_MESSAGES.tooLong],
        },
      ],
      [{ [f.number]: '10000000000' }, { [`/vals/${f.number}`]: [VAR_VALUE_MESSAGES.outOfRange] }],
      [{ [f.number]: '1.2345' }, { [`/vals/${f.number}`]: [VAR_VALUE_MESSAGES.tooManyDecimals] }],
      [{ [f.choice]: '4' }, { [`/vals/${f.choice}`]: [VAR_VALUE_MESSAGES.unknownChoice] }],
      [{ [f.mark]: '1' + '0' }, { [`/vals/${f.mark}`]: [VAR_VALUE_MESSAGES.unknownChoice] }],
      [{ [f.long]: 'a'.repeat(20001) }, { [`/vals/${f.long}`]: [VAR_VALUE_MESSAGES.longTextTooLong] }],
      [
        { 999999: 'x', [vip]: 'x' },
        {
          '/vals/999999': ['友だち情報の項目が見つかりません'],
          [`/vals/${vip}`]: ['友だち情報の項目が見つかりません'],
        },
      ],
    ];
    for (const [vals, errors] of cases) {
      const res = await c.post('/api/member/editor', {
        member_id: id,
        revision,
        tag_ids: [...tag_ids, vip].filter((t, i, all) => all.indexOf(t) === i),
        vals,
        bases: { memo: '書かれない' },
      });
      expect(res.statusCode, JSON.stringify(vals).slice(0, 80)).toBe(422);
      expect(res.json().errors).toEqual(errors);
      expect(res.json().messages).toEqual([...new Set(Object.values(errors).flat())]);
    }
    // Base fields: the name is read only; limits.
    const bases = await c.post('/api/member/editor', {
      member_id: id,
      revision,
      bases: { name: '別名', short_name: 'あ'.repeat(201), nickname: 'a\nb', memo: 'm'.repeat(20001) },
    });
    expect(bases.statusCode).toBe(422);
    expect(bases.json().errors).toEqual({
      '/bases/name': ['LINEの登録名は変更できません'],
      '/bases/short_name': ['本名は200文字以内で入力してください'],
      '/bases/nickname': ['システム表示名に改行や制御文字は使えません'],
      '/bases/memo': ['メモは20000文字以内で入力してください'],
    });
    expect(await snapshot(db, id)).toEqual(before);
  });

  it('refuses adding or removing a protected tag and writing a protected field; unknown tags too', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const locked = await itemId(c, 'tag', '管理者専用タグ');
    const deleted = (
      await db
        .selectFrom('items')
        .select('id')
        .where('name', '=', '削除済みのタグ')
        .where('account_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
    const field = await insertItem(db, {
      account_id: 1,
      kind: 'varia',
      name: '管理者メモ',
      type: 0,
      writable: false,
    });
    const id = await friendId(db, 1, 12);
    const base = await editor(c, id);
    const without = base.tag_ids.filter((t: number) => t !== locked);
    const add = await c.post('/api/member/editor', {
      member_id: id,
      revision: base.revision,
      tag_ids: [...without, locked],
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().errors).toEqual({
      '/tag_ids': ['保護されたタグ「管理者専用タグ」は付け外しできません'],
    });
    for (const unknown of [deleted, 999999, field.id]) {
      const res = await c.post('/api/member/editor', {
        member_id: id,
        revision: base.revision,
        tag_ids: [...without, unknown],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ '/tag_ids': ['タグが見つかりません'] });
    }
    const protectedField = await c.post('/api/member/editor', {
      member_id: id,
      revision: base.revision,
      vals: { [field.id]: '書けない' },
    });
    expect(protectedField.statusCode).toBe(422);
    expect(protectedField.json().errors).toEqual({
      [`/vals/${field.id}`]: ['保護された友だち情報「管理者メモ」は変更できません'],
    });
    // A friend that has the protected tag keeps it: removing it is refused too.
    await db
      .insertInto('friend_tags')
      .values({ friend_id: id, tag_id: locked, tagged_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const remove = await c.post('/api/member/editor', {
      member_id: id,
      revision: base.revision,
      tag_ids: without,
    });
    expect(remove.statusCode).toBe(422);
    const kept = await c.post('/api/member/editor', {
      member_id: id,
      revision: base.revision,
      tag_ids: [...without, locked],
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('answers 403 without tag-write or var-write for what needs it, and lets the rest through', async () => {
    const owner = await server().client();
    const { db } = server().handle;
    const f = await fields(owner);
    const vip = await itemId(owner, 'tag', 'VIP会員');
    const id = await friendId(db, 1, 13);
    const noTags = await operatorWithout(server(), owner, 'tag-write', 'no-tag-write');
    const noVars = await operatorWithout(server(), owner, 'var-write', 'no-var-write');
    const start = await editor(noTags, id);
    expect(start.can).toEqual({ tags: false, vars: true });
    const tagIds = start.tag_ids.includes(vip)
      ? start.tag_ids.filter((t: number) => t !== vip)
      : [...start.tag_ids, vip];
    const before = await snapshot(db, id);
    const refused = await noTags.post('/api/member/editor', {
      member_id: id,
      revision: start.revision,
      tag_ids: tagIds,
      vals: { [f.text]: 'OK' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([FORBIDDEN]);
    expect((await noTags.post('/api/member/tag', { member_id: id, tag_ids: tagIds })).statusCode).toBe(403);
    expect(await snapshot(db, id)).toEqual(before);
    // The same set, or values only: allowed.
    const values = await noTags.post('/api/member/editor', {
      member_id: id,
      revision: start.revision,
      tag_ids: start.tag_ids,
      vals: { [f.text]: 'OK' },
    });
    expect(values.statusCode, values.body).toBe(200);

    const next = await editor(noVars, id);
    expect(next.can).toEqual({ tags: true, vars: false });
    expect(next.authorizations).toEqual({ rename: false, memo: true, bestname: false });
    for (const body of [
      { vals: { [f.text]: 'NG' } },
      { vals: { [f.mark]: '2' } },
      { vals: { [f.number]: 'not even a number' } },
      { bases: { nickname: 'だめ' } },
    ]) {
      const res = await noVars.post('/api/member/editor', {
        member_id: id,
        revision: next.revision,
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(
      (await noVars.post('/api/member/var', { member_id: id, vals: { [f.text]: 'NG' } })).statusCode,
    ).toBe(403);
    const tags = await noVars.post('/api/member/editor', {
      member_id: id,
      revision: next.revision,
      tag_ids: tagIds,
      vals: { [f.text]: 'OK' },
      bases: { memo: 'メモは書ける' },
    });
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json().bases.memo).toBe('メモは書ける');
  });
});

forEachBackend('member calls', (server) => {
  it('reads and writes through the spec’s member calls, each write bumping the revision', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const vip = await itemId(c, 'tag', 'VIP会員');
    const newTag = await itemId(c, 'tag', '新規');
    const locked = await itemId(c, 'tag', '管理者専用タグ');
    const id = await friendId(db, 1, 20);
    const start = await editor(c, id);
    expect((await c.get(`/api/member/tag/${id}`)).json()).toEqual({
      member_id: id,
      tag_ids: start.tag_ids,
      revision: start.revision,
    });
    const vars = { member_id: id, values: start.values, metas: start.metas, revision: start.revision };
    expect((await c.get(`/api/member/var/${id}`)).json()).toEqual(vars);
    expect((await c.get(`/api/v1/member/var/${id}`)).json()).toEqual(vars);
    expect((await c.get(`/api/member/basevar/${id}`)).json()).toEqual({
      member_id: id,
      values: start.bases,
      authorizations: { rename: true, memo: true, bestname: true },
      revision: start.revision,
    });

    // As a jQuery form post sends a list: the key repeated.
    const form = new URLSearchParams([
      ['member_id', String(id)],
      ['tag_ids[]', String(vip)],
      ['tag_ids[]', String(newTag)],
      // A protected tag the friend has stays (it cannot be removed).
      ...(start.tag_ids.includes(locked) ? [['tag_ids[]', String(locked)]] : []),
    ]).toString();
    const tags = await c.post('/api/member/tag', form, { contentType: 'application/x-www-form-urlencoded' });
    expect(tags.statusCode, tags.body).toBe(200);
    expect(tags.json()).toEqual({
      member_id: id,
      tag_ids: [vip, newTag, ...start.tag_ids.filter((t: number) => t === locked)].sort((a, b) => a - b),
      revision: start.revision + 1,
    });
    const v = await c.post('/api/member/var', {
      member_id: id,
      vals: { [f.text]: 'A-1', [f.number]: '5' },
      metas: { [f.text]: 'ignored' },
      changed_item_ids: [f.text],
    });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().values[f.text]).toBe('A-1');
    expect(v.json().metas[f.text]).toBeUndefined();
    expect(v.json().values[f.number]).toBe(start.values[f.number]);
    const v1 = await c.post('/api/v1/member/var', {
      member_id: id,
      vals: { [f.number]: '5', [f.date]: '2020-01-31' },
    });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json().values).toMatchObject({ [f.number]: '5', [f.date]: '2020-01-31' });
    const base = await c.post('/api/member/basevar', {
      member_id: id,
      vals: { short_name: '本名', nickname: 'あだな' },
    });
    expect(base.statusCode, base.body).toBe(200);
    expect(base.json().values).toMatchObject({ short_name: '本名', nickname: 'あだな' });
    expect(
      (await c.post('/api/member/basevar', { member_id: id, vals: { name: '変えたい' } })).statusCode,
    ).toBe(422);
    const memo = await c.post('/api/v1/member/memo', { member_id: id, memo: 'メモ' });
    expect(memo.statusCode, memo.body).toBe(200);
    expect(memo.json()).toEqual({ member_id: id, memo: 'メモ', revision: start.revision + 5 });
    // An editor opened before these writes is refused.
    const stale = await c.post('/api/member/editor', {
      member_id: id,
      revision: start.revision,
      bases: { memo: 'x' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await c.post('/api/member/tag', { member_id: 999999999, tag_ids: [] })).statusCode).toBe(404);
  });

  it('guesses the real name from a display name; the text null when nothing is left', async () => {
    const c = await server().client();
    const cases: [string, string | null][] = [
      ['【公式】佐藤 花子☆', '佐藤 花子'],
      ['はなこ🌸(^^)', 'はなこ'],
      ['ＳＡＴＯ　Ｈａｎａｋｏ', 'SATO Hanako'],
      ['「ゆい」♪', 'ゆい'],
      ['メアリー・スミス', 'メアリー・スミス'],
      ['★☆★', null],
      ['(^^)', null],
      ['', null],
    ];
    for (const [name, expected] of cases) {
      const res = await c.post('/api/tunnel/bestname', { name });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body, name).toBe(JSON.stringify(expected));
    }
  });

  it('suggests the values friends have, most used first, at most 20, filtered by prefix', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const f = await fields(c);
    const field = await insertItem(db, { account_id: 1, kind: 'varia', name: '来店きっかけ', type: 0 });
    const values = ['Web', 'Web', 'Web', 'Webチラシ', 'Webチラシ', 'チラシ', 'チラシ', '紹介', 'web'];
    const rows = await Promise.all(values.map((_, i) => friendId(db, 1, 100 + i)));
    await db
      .insertInto('friend_values')
      .values(
        rows.map((friend_id, i) => ({
          friend_id,
          item_id: field.id,
          value: values[i] as string,
          num: null,
          date: null,
          meta: '',
          updated_at: '2024-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    const names = async (url: string) => ((await c.get(url)).json() as { name: string }[]).map((s) => s.name);
    expect(await names(`/api/member/var/suggests/${field.id}`)).toEqual([
      'Web',
      'Webチラシ',
      'チラシ',
      'web',
      '紹介',
    ]);
    expect(await names(`/api/member/var/suggests/${field.id}?q=Web`)).toEqual(['Web', 'Webチラシ']);
    expect(await names(`/api/member/var/suggests/${field.id}?q=${encodeURIComponent('紹')}`)).toEqual([
      '紹介',
    ]);
    expect(await names(`/api/member/var/suggests/${field.id}?q=zzz`)).toEqual([]);
    // The demo's member numbers are all different: 20 of them.
    expect(await names(`/api/member/var/suggests/${f.text}`)).toHaveLength(20);
    expect(await names(`/api/member/var/suggests/${f.choice}`)).toEqual([]);
    expect((await c.get('/api/member/var/suggests/999999')).statusCode).toBe(404);
    const vip = await itemId(c, 'tag', 'VIP会員');
    expect((await c.get(`/api/member/var/suggests/${vip}`)).statusCode).toBe(404);
  });
});

forEachBackend('member messages', (server) => {
  it('seeds a message history for the demo friends', async () => {
    const { db } = server().handle;
    const count = await db
      .selectFrom('friend_messages')
      .select(db.fn.countAll<number>().as('n'))
      .where('account_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(1000);
    const unsent = await db
      .selectFrom('friend_messages')
      .select(['text', 'type', 'media'])
      .where('rate', '=', 4)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(unsent).toEqual({ text: 'メッセージの送信が取り消されました', type: 'text', media: null });
  });

  it('pages a friend’s messages newest first without overlap or gaps, also across equal times', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const id = await friendId(db, 1, 30);
    await db.deleteFrom('friend_messages').where('friend_id', '=', id).execute();
    const t0 = Date.parse('2025-01-01T00:00:00.000Z');
    // 75 messages; 8 of them (around the first page's edge) at one time.
    const times = Array.from({ length: 75 }, (_, i) =>
      i >= 40 && i < 48 ? t0 + 40 * 60_000 : t0 + i * 60_000,
    );
    await insertMessages(
      db,
      times.map((t, i) => ({
        account_id: 1,
        friend_id: id,
        at: new Date(t).toISOString(),
        direction: i % 2 === 0 ? 'in' : 'out',
        type: 'text',
        text: `メッセージ${i}`,
        media: null,
        quoted_message_id: null,
        line_message_id: null,
      })),
    );
    const all = (
      await db.selectFrom('friend_messages').select('id').where('friend_id', '=', id).execute()
    ).map((r) => r.id);
    const seen: number[] = [];
    let url = `/api/v1/member/messages/${id}`;
    const pages: { lastpage: boolean; size: number; oldest: string; newest: string }[] = [];
    for (let guard = 0; guard < 10; guard++) {
      const res = await c.get(url);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ sendings: [], reserve_count: 0, next_is_all: false });
      const ids = body.messages.map((m: { id: number }) => m.id);
      const dates: string[] = body.messages.map((m: { date: string }) => m.date);
      // In time order within the page.
      expect([...dates].sort()).toEqual(dates);
      expect(body.next_past_time).toBe(dates[0]);
      seen.push(...ids);
      pages.push({
        lastpage: body.lastpage,
        size: ids.length,
        oldest: dates[0] as string,
        newest: dates.at(-1) as string,
      });
      if (body.lastpage) break;
      url = `/api/v1/member/messages/${id}?ptime=${encodeURIComponent(body.next_past_time)}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
    // 30 a page, but the first page ends inside the run of 8 equal times and takes all of it: 27 + 8.
    expect(pages.map((p) => [p.size, p.lastpage])).toEqual([
      [35, false],
      [30, false],
      [10, true],
    ]);
    // Each page lies strictly before the previous one.
    for (let i = 1; i < pages.length; i++)
      expect((pages[i]?.newest as string) < (pages[i - 1]?.oldest as string)).toBe(true);
    const first = (await c.get(`/api/v1/member/messages/${id}`)).json();
    expect(first.messages.at(-1).text).toBe('メッセージ74');
    expect(first.messages[0]).toMatchObject({
      member_id: id,
      text: 'メッセージ40',
      type: 'text',
      rate: 1,
      notify: 0,
      media: null,
      direction: 'in',
    });
    expect(first.messages[0].timestamp).toBe(Date.parse(first.messages[0].date));
    // Epoch milliseconds mean the same time as ISO.
    const iso = (
      await c.get(`/api/v1/member/messages/${id}?ptime=${encodeURIComponent(first.next_past_time)}`)
    ).json();
    const ms = (
      await c.get(`/api/v1/member/messages/${id}?ptime=${Date.parse(first.next_past_time)}`)
    ).json();
    expect(ms).toEqual(iso);
    // Forward from the oldest message (fid: included), oldest first.
    const oldest = Math.min(...all);
    const future = (await c.get(`/api/v1/member/messages/${id}?fid=${oldest}&to_future=1`)).json();
    expect(future.messages[0].id).toBe(oldest);
    expect(future.messages).toHaveLength(30);
    expect(future.lastpage).toBe(false);
    expect((await c.get(`/api/v1/member/messages/${id}?ptime=yesterday`)).statusCode).toBe(422);
    expect((await c.get(`/api/v1/member/messages/${id}?fid=999999999`)).statusCode).toBe(422);
  });
});
