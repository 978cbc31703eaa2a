/**
 * Saving a choice field's choices (spec 000 §5.2, §7; issue 17 point 5): order and colours persist, a removed
 * choice's registered values are cleared (friend_values of that field holding its id; for the response-mark field
 * the friends' marks), a changed text changes nothing stored, and lm-may-delay says whether friends' values follow.
 */
import { expect, it } from 'vitest';
import { type Client, forEachBackend, itemId, type TestServer } from './support.ts';

interface Choice {
  id: number;
  value: string;
  color: string;
  key: string;
}

/** Two friends of the client's account, by id. */
async function twoFriends(server: TestServer, c: Client): Promise<[number, number]> {
  const rows = await server.handle.db
    .selectFrom('friends')
    .select('id')
    .where('account_id', '=', c.session.account.id)
    .orderBy('id')
    .limit(2)
    .execute();
  return [rows[0].id, rows[1].id];
}

/** Sets a friend's value of a field, as the friend editor stores one (a choice id as text for type 20). */
async function setValue(server: TestServer, friendId: number, itemId: number, value: string): Promise<void> {
  const db = server.handle.db;
  await db
    .deleteFrom('friend_values')
    .where('friend_id', '=', friendId)
    .where('item_id', '=', itemId)
    .execute();
  await db
    .insertInto('friend_values')
    .values({
      friend_id: friendId,
      item_id: itemId,
      value,
      num: null,
      date: null,
      meta: '',
      updated_at: '2026-11-01',
    })
    .execute();
}

async function storedValue(
  server: TestServer,
  friendId: number,
  itemId: number,
): Promise<string | undefined> {
  const row = await server.handle.db
    .selectFrom('friend_values')
    .select('value')
    .where('friend_id', '=', friendId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.value;
}

async function choicesOf(c: Client, fieldId: number): Promise<Choice[]> {
  const res = await c.get(`/api/var/choice/${fieldId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().choices;
}

forEachBackend('choice save (POST /api/var/choice)', (server) => {
  it('keeps the order and the colours sent; lm-may-delay is 0 for them and 1 for a changed text', async () => {
    const c = await server().client();
    const field = (
      await c.post('/line/var/new', { name: '並べ替えテスト', type: 20, echo_default: '' })
    ).json();
    const first = await c.post('/api/var/choice', {
      id: field.id,
      choice_json: { choices: [{ value: 'A' }, { value: 'B', color: '#c62828' }, { value: 'C' }] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['lm-may-delay']).toBe('0');
    const [a, b, cc] = first.json().choices as Choice[];
    const reordered = await c.post('/api/var/choice', {
      id: field.id,
      choice_json: { choices: [{ ...cc, color: '#1565C0' }, a, b] },
    });
    expect(reordered.headers['lm-may-delay']).toBe('0');
    expect(await choicesOf(c, field.id)).toEqual([
      { id: cc.id, value: 'C', color: '#1565C0', key: '' },
      { id: a.id, value: 'A', color: '#FFFFFF', key: '' },
      { id: b.id, value: 'B', color: '#C62828', key: '' },
    ]);
    const renamed = await c.post('/api/var/choice', {
      id: field.id,
      choice_json: { choices: [cc, { ...a, value: 'AA' }, b] },
    });
    expect(renamed.headers['lm-may-delay']).toBe('1');
    expect((await choicesOf(c, field.id)).map((x) => x.value)).toEqual(['C', 'AA', 'B']);
  });

  it("clears friends' values of a removed choice of that field only, and keeps a renamed choice's", async () => {
    const c = await server().client();
    const colour = await itemId(c, 'varia', '好きな色');
    const text = await itemId(c, 'varia', '会員番号');
    const [one, two] = await twoFriends(server(), c);
    const [red, blue, green] = await choicesOf(c, colour);
    await setValue(server(), one, colour, String(blue.id));
    await setValue(server(), two, colour, String(red.id));
    // A value of another field that happens to read like the removed id stays.
    await setValue(server(), one, text, String(blue.id));
    const saved = await c.post('/api/var/choice', {
      id: colour,
      choice_json: { choices: [{ ...red, value: '赤色' }, green] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['lm-may-delay']).toBe('1');
    expect(await storedValue(server(), one, colour)).toBeUndefined();
    expect(await storedValue(server(), two, colour)).toBe(String(red.id));
    expect(await storedValue(server(), one, text)).toBe(String(blue.id));
    const count = await server()
      .handle.db.selectFrom('friend_values')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', colour)
      .where('value', '=', String(blue.id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("clears the response mark of friends marked with a removed mark choice (this account's only)", async () => {
    const c = await server().client();
    const mark = await itemId(c, 'varia', '対応マーク');
    const [one, two] = await twoFriends(server(), c);
    const db = server().handle.db;
    const [open, working, done] = await choicesOf(c, mark);
    await db.updateTable('friends').set({ notify: working.id }).where('id', '=', one).execute();
    await db.updateTable('friends').set({ notify: done.id }).where('id', '=', two).execute();
    const other = await db
      .selectFrom('friends')
      .select('id')
      .where('account_id', '!=', c.session.account.id)
      .executeTakeFirst();
    if (other)
      await db.updateTable('friends').set({ notify: working.id }).where('id', '=', other.id).execute();
    const saved = await c.post('/api/var/choice', { id: mark, choice_json: { choices: [open, done] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['lm-may-delay']).toBe('1');
    const notify = async (id: number) =>
      (await db.selectFrom('friends').select('notify').where('id', '=', id).executeTakeFirstOrThrow()).notify;
    expect(await notify(one)).toBe(0);
    expect(await notify(two)).toBe(done.id);
    if (other) expect(await notify(other.id)).toBe(working.id);
    expect((await choicesOf(c, mark)).map((x) => x.value)).toEqual(['未対応', '対応済み']);
  });

  it('refuses a protected field other than the response mark (403) and leaves its values alone', async () => {
    const c = await server().client();
    const field = (await c.post('/line/var/new', { name: '保護テスト', type: 20, echo_default: '' })).json();
    const first = (
      await c.post('/api/var/choice', {
        id: field.id,
        choice_json: { choices: [{ value: 'X' }, { value: 'Y' }] },
      })
    ).json().choices as Choice[];
    const [one] = await twoFriends(server(), c);
    await setValue(server(), one, field.id, String(first[0].id));
    await server().handle.db.updateTable('items').set({ writable: 0 }).where('id', '=', field.id).execute();
    const refused = await c.post('/api/var/choice', { id: field.id, choice_json: { choices: [first[1]] } });
    expect(refused.statusCode).toBe(403);
    expect(await storedValue(server(), one, field.id)).toBe(String(first[0].id));
    expect((await choicesOf(c, field.id)).map((x) => x.value)).toEqual(['X', 'Y']);
  });

  it('refuses with 409 a save started from other choices than the field holds (a second tab), and drops nothing', async () => {
    const c = await server().client();
    const field = (await c.post('/line/var/new', { name: '二つのタブ', type: 20, echo_default: '' })).json();
    await c.post('/api/var/choice', { id: field.id, choice_json: { choices: [{ value: '赤' }] } });
    const loaded = await choicesOf(c, field.id);
    const [one] = await twoFriends(server(), c);
    // The first tab adds 黄, and a friend gets it.
    const first = await c.post('/api/var/choice', {
      id: field.id,
      choice_json: { choices: [...loaded, { value: '黄' }], loaded },
    });
    expect(first.statusCode, first.body).toBe(200);
    const yellow = (first.json().choices as Choice[])[1];
    await setValue(server(), one, field.id, String(yellow.id));
    // The second tab, still showing 赤 alone, adds 紫: its save would remove 黄 and clear the friend's value.
    const second = await c.post('/api/var/choice', {
      id: field.id,
      choice_json: JSON.stringify({ choices: [...loaded, { value: '紫' }], loaded }),
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().messages).toEqual([
      '他の画面で更新されています。再読み込みしてから編集してください',
    ]);
    expect((await choicesOf(c, field.id)).map((x) => x.value)).toEqual(['赤', '黄']);
    expect(await storedValue(server(), one, field.id)).toBe(String(yellow.id));
    // Started from what is saved now, it saves; without `loaded` (the spec's payload) it saves as before.
    const now = await choicesOf(c, field.id);
    const third = await c.post('/api/var/choice', {
      id: field.id,
      choice_json: { choices: [...now, { value: '紫' }], loaded: now },
    });
    expect(third.statusCode, third.body).toBe(200);
    const plain = await c.post('/api/var/choice', { id: field.id, choice_json: { choices: now } });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});
