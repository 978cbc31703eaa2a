/**
 * The action dry run (issue 19 point 6): POST /api/action/dry-run answers each effect's condition verdict and
 * lines for one friend over the state the effects before it left, validates like the save, refuses another
 * account's friend, and writes nothing.
 */
import { expect, it } from 'vitest';
import type { FriendFacts } from '../../plugins/shared/conditions/meaning.ts';
import { loadFriendFacts } from '../../server/db/funnel-query.ts';
import type { Db } from '../../server/db/schema.ts';
import { type Client, forEachBackend, itemId, storeDocument, type TestServer } from './support.ts';

/** Every table a dry run could be tempted to write, read whole and in a fixed order. */
const WATCHED = [
  'friends',
  'friend_tags',
  'friend_values',
  'friend_scenarios',
  'friend_phases',
  'friend_messages',
  'documents',
  'items',
] as const;

async function snapshot(db: Db): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of WATCHED) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}

/** A friend of the account without the tag, with a name (so [name] fills). */
async function friendWithout(server: TestServer, c: Client, tag: number): Promise<FriendFacts> {
  const facts = await loadFriendFacts(server.handle.db, c.session.account.id);
  const friend = facts.find((f) => !f.tags.includes(tag) && f.name !== '');
  if (!friend) throw new Error('no friend without the tag in the demo data');
  return friend;
}

async function saveFunnel(c: Client, name: string, inputs: unknown[]): Promise<number> {
  const res = await c.post('/api/funnel/register', {
    name,
    is_template: 0,
    group_id: null,
    inputs,
    with_blocked: 1,
    user_rate_type: 1,
    sort_type: 1,
    take_num: 50,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fid as number;
}

forEachBackend('action dry run', (server) => {
  it('runs the effects in order over the friend as the effects before left them, and writes nothing', async () => {
    const c = await server().client();
    const vip = await itemId(c, 'tag', 'VIP会員');
    const points = await itemId(c, 'varia', 'ポイント');
    const friend = await friendWithout(server(), c, vip);
    const pointsBefore = friend.values.find((v) => v.item_id === points)?.value ?? null;
    const hasVip = await saveFunnel(c, 'VIP', [{ type: 60, use_group: 0, tag_ids: [vip], tag_or: 0 }]);
    const lacksVip = await saveFunnel(c, 'VIPでない', [
      { type: 60, use_group: 0, tag_ids: [vip], tag_or: 2 },
    ]);
    const document = {
      a_name: '',
      is_template: 0,
      group_id: null,
      inputs: [
        { type: 13, remove: 0, use_group: 0, tag_ids: [vip] },
        { type: 1, text: '[name]さん、ようこそ', delay_type: 0, member_query_id: hasVip },
        { type: 1, text: 'まだVIPではありません', delay_type: 0, member_query_id: lacksVip },
        { type: 6, var_id: points, var_type: 'number', operand: 2, valuetype: 1, fix_value: '5' },
        { type: 13, remove: 0, use_group: 0, tag_ids: [vip] },
      ],
    };
    const before = await snapshot(server().handle.db);
    const res = await c.post('/api/action/dry-run', { document, member_id: friend.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ member_id: friend.id, name: friend.name });
    const [tag, welcome, notVip, value, again] = body.effects;
    expect(tag).toMatchObject({
      number: 1,
      type: 13,
      label: 'タグ操作',
      condition: null,
      runs: true,
      lines: [{ kind: 'tag-add', names: ['VIP会員'], already: [] }],
    });
    // The tag effect 1 adds counts for effect 2's condition: it matches, and effect 3's does not.
    expect(welcome).toMatchObject({
      number: 2,
      condition: { funnel_id: hasVip, name: 'VIP', matches: true },
      runs: true,
      lines: [{ kind: 'message', text: `${friend.name}さん、ようこそ`, empty: [] }],
    });
    expect(notVip).toMatchObject({
      condition: { funnel_id: lacksVip, matches: false },
      runs: false,
      lines: [],
    });
    const from = pointsBefore;
    const expected = String((from === null || from === '' ? 0 : Number(from)) + 5);
    expect(value.lines).toEqual([
      {
        kind: 'value',
        field: 'ポイント',
        scope: 'friend',
        operand: 2,
        by: { kind: 'text', text: '5' },
        from,
        to: expected,
      },
    ]);
    // The same tag again: the friend has it by now.
    expect(again.lines).toEqual([{ kind: 'tag-add', names: [], already: ['VIP会員'] }]);

    expect(await snapshot(server().handle.db)).toBe(before);
    const [after] = await loadFriendFacts(server().handle.db, c.session.account.id, [friend.id]);
    expect(after.tags).not.toContain(vip);
  });

  it('says an unknown effect cannot be shown and a condition that cannot be evaluated does not run', async () => {
    const c = await server().client();
    const vip = await itemId(c, 'tag', 'VIP会員');
    const friend = await friendWithout(server(), c, vip);
    // Stored as an older version left it: a broken condition (-1) only a save that keeps it may hold.
    const broken = await storeDocument(server(), c, 'funnel', { name: '壊れた', inputs: [{ type: -1 }] });
    const withBroken = await c.post('/api/action/dry-run', {
      document: { inputs: [{ type: 1, text: 'こんにちは', delay_type: 0, member_query_id: broken.id }] },
      member_id: friend.id,
    });
    expect(withBroken.statusCode, withBroken.body).toBe(200);
    expect(withBroken.json().effects[0]).toMatchObject({
      condition: { funnel_id: broken.id, matches: 'unknown' },
      runs: false,
      lines: [],
    });

    const unknown = await c.post('/api/action/dry-run', {
      document: {
        inputs: [
          { type: 999, anything: 1 },
          { type: 1, text: '[name]', delay_type: 0 },
        ],
      },
      member_id: friend.id,
    });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json().effects[0]).toMatchObject({
      type: 999,
      runs: true,
      lines: [{ kind: 'note', code: 'unavailable' }],
    });
    expect(unknown.json().effects[1].lines[0]).toMatchObject({ kind: 'message', text: friend.name });
  });

  it('names a friend-info placeholder the friend has no value for by its field, as the editor does', async () => {
    const c = await server().client();
    const memberNo = await itemId(c, 'varia', '会員番号');
    const facts = await loadFriendFacts(server().handle.db, c.session.account.id);
    const friend = facts.find((f) => !f.values.some((v) => v.item_id === memberNo && v.value !== ''));
    if (!friend) throw new Error('no friend without a 会員番号 in the demo data');
    const res = await c.post('/api/action/dry-run', {
      // 999999: a field the account does not have: read without refusing, named by its id as summaries name it.
      document: { inputs: [{ type: 1, text: `番号[VAR_${memberNo}]様[VAR_999999]`, delay_type: 0 }] },
      member_id: friend.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().effects[0].lines).toEqual([
      { kind: 'message', text: '番号様', empty: ['[友だち情報:会員番号]', '[友だち情報:ID:999999]'] },
    ]);
  });

  it('names a common-info placeholder by its item, never refusing one the account lacks', async () => {
    const c = await server().client();
    const shop = await itemId(c, 'common_vars', '店舗名');
    const [friend] = await loadFriendFacts(server().handle.db, c.session.account.id);
    const code = String(shop).padStart(4, '0');
    const res = await c.post('/api/action/dry-run', {
      // 9999: a common-info item the account does not have: read without refusing, left unnamed.
      document: { inputs: [{ type: 1, text: `[CVAR_${code}]より[CVAR_9999]`, delay_type: 0 }] },
      member_id: friend.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [effect] = res.json().effects;
    // Common info is filled at sending time: the dry run shows its label, the item's name in it.
    expect(effect.lines).toEqual([{ kind: 'message', text: '[共通情報:店舗名]より[共通情報]', empty: [] }]);
  });

  it('validates the action like the save and refuses another account’s friend', async () => {
    const c = await server().client();
    const vip = await itemId(c, 'tag', 'VIP会員');
    const friend = await friendWithout(server(), c, vip);
    const invalid = await c.post('/api/action/dry-run', {
      document: { inputs: [{ type: 13, remove: 0, use_group: 0, tag_ids: [] }] },
      member_id: friend.id,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty(['/inputs/0/tag_ids']);
    const empty = await c.post('/api/action/dry-run', { document: { inputs: [] }, member_id: friend.id });
    expect(empty.statusCode).toBe(422);
    // A condition naming a funnel the account does not have is refused as the save refuses it.
    const missing = await c.post('/api/action/dry-run', {
      document: { inputs: [{ type: 1, text: 'こんにちは', delay_type: 0, member_query_id: 999_999 }] },
      member_id: friend.id,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty(['/inputs/0/member_query_id']);

    const other = await server().client('limited');
    const text = { inputs: [{ type: 1, text: 'こんにちは', delay_type: 0 }] };
    expect(
      (await other.post('/api/action/dry-run', { document: text, member_id: friend.id })).statusCode,
    ).toBe(404);
    expect((await c.post('/api/action/dry-run', { document: text, member_id: 99_999_999 })).statusCode).toBe(
      404,
    );
    expect((await c.post('/api/action/dry-run', { document: text })).statusCode).toBe(422);
  });
});
