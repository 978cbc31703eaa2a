import { expect, it } from 'vitest';
import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { forEachBackend, itemId, storeDocument } from './support.ts';

// Stand-ins for the condition plugins, used only while the built-in registry has none: a tag condition (60) that
// names items, and the or-group (120) that holds a nested list, so references and nesting are tested either way.
const tagSchema = {
  type: 'object',
  title: 'タグ',
  properties: {
    type: { const: 60 },
    tag_ids: { type: 'array', items: { type: 'integer', minimum: 1 }, title: 'タグ', 'x-item': 'tag' },
    tag_or: { type: 'integer', enum: [0, 1, 2, 3], title: '条件' },
  },
  required: ['type', 'tag_ids', 'tag_or'],
  additionalProperties: false,
} as const satisfies BlockSchema;
const tagCondition = definePlugin({
  kind: 'condition',
  type: 60,
  key: 'tag',
  label: { ja: 'タグ', en: 'Tag' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema: tagSchema,
  defaults: () => ({ type: 60 as const, tag_ids: [], tag_or: 0 as const }),
  summary: (d) => `タグ ${d.tag_ids.length}件`,
  examples: {
    valid: [{ type: 60, tag_ids: [1], tag_or: 0 }],
    invalid: [{ data: { type: 60 }, expect: 'required' }],
  },
});
const orSchema = {
  type: 'object',
  title: 'いずれかに一致',
  properties: { type: { const: 120 }, inputs: { type: 'array', items: { type: 'object' }, title: '条件' } },
  required: ['type', 'inputs'],
  additionalProperties: false,
} as const satisfies BlockSchema;
const orGroup = definePlugin({
  kind: 'condition',
  type: 120,
  key: 'or-group',
  label: { ja: 'いずれかに一致', en: 'Any of' },
  multiplicity: 'multiple',
  listed: true,
  nested: { field: 'inputs', kind: 'condition' },
  version: 1,
  migrations: {},
  schema: orSchema,
  defaults: () => ({ type: 120 as const, inputs: [] }),
  summary: () => 'いずれかに一致',
  examples: { valid: [{ type: 120, inputs: [] }], invalid: [{ data: { type: 120 }, expect: 'required' }] },
});

function registryWithConditions() {
  const registry = createBuiltInRegistry();
  for (const plugin of [tagCondition, orGroup])
    if (!registry.get('condition', plugin.type)) registry.register(plugin);
  return registry;
}

const labels = registryWithConditions();
const tagLabel = labels.get('condition', 60)!.label.ja;
const orLabel = labels.get('condition', 120)!.label.ja;

const options = { with_blocked: 1, user_rate_type: 3, sort_type: 4, take_num: 200 };

forEachBackend('funnels API (built-in registry)', (server) => {
  it('saves a funnel and answers its id and the description list; folders come from /api/funnel/groups', async () => {
    const c = await server().client();
    const groups = (await c.get('/api/funnel/groups')).json();
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['顧客セグメント']);
    const doc = { name: '全員', is_template: 0, group_id: groups[0].id, inputs: [], ...options };
    const res = await c.post('/api/funnel/register', {
      ...doc,
      no_template: 1,
      withCount: 1,
      _token: c.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fid, id, description } = res.json();
    expect(id).toBe(fid);
    expect(description).toEqual([]);
    expect((await c.get(`/api/funnel/data/${fid}`)).json()).toEqual({ fid, ...doc, revision: 1 });
  });

  it('keeps a broken condition (-1) or an unknown type only as stored in the revision the save is based on', async () => {
    const c = await server().client();
    const broken = { type: -1, raw: { type: 61, whatever: ['kept', 1] } };
    const unknownType = { type: 61, legacy: { a: [1, 2] } };
    const stored = await storeDocument(server(), c, 'funnel', {
      name: '壊れた条件',
      inputs: [broken, unknownType],
    });
    // Saved back unchanged (reordered, with block ids and keys in another order): kept.
    const kept = [
      { ...unknownType, _bid: 'u' },
      { raw: broken.raw, type: -1 },
    ];
    const saved = await c.post('/api/funnel/register', { fid: stored.id, revision: 1, inputs: kept });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.get(`/api/funnel/data/${stored.id}`)).json().inputs).toEqual(kept);
    // Changed, added twice, or in a new document: refused.
    const readOnly = '読み込めない条件は追加・変更できません(読み込んだときのまま保存してください)';
    const changed = [kept[0], { ...broken, raw: 'changed' }];
    const refusedChange = await c.post('/api/funnel/register', {
      fid: stored.id,
      revision: 2,
      inputs: changed,
    });
    expect(refusedChange.statusCode).toBe(422);
    expect(refusedChange.json().errors).toEqual({ '/inputs/1': [readOnly] });
    const twice = [...kept, broken, { ...unknownType }];
    const refusedTwice = await c.post('/api/funnel/register', { fid: stored.id, revision: 2, inputs: twice });
    expect(refusedTwice.json().errors).toEqual({
      '/inputs/2': [readOnly],
      '/inputs/3': ['不明な種類の要素です(種別 61)。保存できません'],
    });
    const fresh = await c.post('/api/funnel/register', { name: 'x', inputs: [broken, { type: 61 }] });
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().messages.sort()).toEqual([
      `1番目(読み込めない条件): ${readOnly}`,
      '2番目(種別 61): 不明な種類の要素です(種別 61)。保存できません',
    ]);
  });

  it('refuses a broken condition nested 4,100 deep before reading it (was a 500 from JSON.stringify)', async () => {
    const c = await server().client();
    const deep = `{"name":"x","inputs":[{"type":-1,"raw":${'['.repeat(4100)}${']'.repeat(4100)}}]}`;
    const res = await c.post('/api/funnel/register', deep, { contentType: 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['送信内容の入れ子が深すぎます(上限 64段)']);
  });

  it('validates the envelope: options from their lists, overwrites from the current revision', async () => {
    const c = await server().client();
    const bad = await c.post('/api/funnel/register', { inputs: [], take_num: 75 });
    expect(bad.json().errors['/take_num']).toEqual(['表示件数の値が選択肢にありません']);
    const { fid } = (await c.post('/api/funnel/register', { name: 'a', inputs: [] })).json();
    expect(
      (await c.post('/api/funnel/register', { fid, revision: 1, name: 'b', inputs: [] })).json().revision,
    ).toBe(2);
    expect(
      (await c.post('/api/funnel/register', { fid, revision: 1, name: 'c', inputs: [] })).statusCode,
    ).toBe(409);
  });

  it('lets an effect’s condition (member_query_id) name a saved funnel, and refuses a deleted one', async () => {
    const c = await server().client();
    const { fid } = (await c.post('/api/funnel/register', { inputs: [] })).json();
    const effect = { type: 1, text: '条件付き', delay_type: 0, member_query_id: fid };
    expect((await c.post('/api/action/register', { inputs: [effect] })).statusCode).toBe(200);
    const unused = (await c.post('/api/funnel/register', { inputs: [] })).json().fid;
    expect((await c.send('DELETE', `/api/funnel/${unused}`)).statusCode).toBe(200);
    const res = await c.post('/api/action/register', { inputs: [{ ...effect, member_query_id: unused }] });
    expect(res.json().errors['/inputs/0/member_query_id']).toEqual([
      `条件に削除された項目(ID ${unused})が指定されています`,
    ]);
  });

  it('refuses deleting a funnel an action’s effect uses as its condition, naming the actions (was deleted, and the action could no longer be saved)', async () => {
    const c = await server().client();
    const { fid } = (await c.post('/api/funnel/register', { inputs: [] })).json();
    const effect = (member_query_id: number) => ({
      type: 1,
      text: '条件付き',
      delay_type: 0,
      member_query_id,
    });
    const plain = (
      await c.post('/api/action/register', { inputs: [{ type: 1, text: 'a', delay_type: 0 }, effect(fid)] })
    ).json().aid;
    const named = await c.post('/api/action/register', {
      a_name: '誕生日のお祝い',
      is_template: 1,
      inputs: [effect(fid)],
    });
    expect(named.statusCode, named.body).toBe(200);
    const refused = await c.send('DELETE', `/api/funnel/${fid}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([
      `この絞り込み条件はアクション(ID ${plain})、アクション「誕生日のお祝い」(ID ${named.json().aid})で使われているため削除できません。先にアクションの条件を外してください`,
    ]);
    expect((await c.get(`/api/funnel/data/${fid}`)).statusCode).toBe(200);
    // Once no live action names it (the actions deleted, or their conditions removed), it may go.
    await c.send('DELETE', `/api/action/${plain}`);
    await c.send('DELETE', `/api/action/${named.json().aid}`);
    expect((await c.send('DELETE', `/api/funnel/${fid}`)).statusCode).toBe(200);
    expect((await c.send('DELETE', `/api/funnel/${fid}`)).statusCode).toBe(404);
  });

  it('lists with each funnel who uses it: the count and the first three (was not in the list, so its delete could not warn)', async () => {
    const c = await server().client();
    const used = (await c.post('/api/funnel/register', { name: '多く使われる', inputs: [] })).json().fid;
    const unused = (await c.post('/api/funnel/register', { name: '使われない', inputs: [] })).json().fid;
    const effect = { type: 1, text: '条件付き', delay_type: 0, member_query_id: used };
    const aids: number[] = [];
    for (const name of ['一', '二', '', '四', '五']) {
      // Two effects naming the same funnel count once for their action.
      const saved = await c.post('/api/action/register', { a_name: name, inputs: [effect, effect] });
      aids.push(saved.json().aid);
    }
    await c.send('DELETE', `/api/action/${aids[3]}`);
    const { items } = (await c.get('/api/funnel/list')).json();
    const row = (fid: number) => items.find((item: { fid: number }) => item.fid === fid);
    // Four live users, three named (a deleted action uses nothing).
    expect(row(used).used_by).toEqual({
      count: 4,
      documents: [
        { kind: 'action', id: aids[0], name: '一' },
        { kind: 'action', id: aids[1], name: '二' },
        { kind: 'action', id: aids[2], name: '' },
      ],
    });
    expect(row(unused).used_by).toEqual({ count: 0, documents: [] });
  });
});

forEachBackend(
  'funnels API (with condition plugins)',
  (server) => {
    it('checks references inside or-groups and names the nested block in the message', async () => {
      const c = await server().client();
      const vip = await itemId(c, 'tag', 'VIP会員');
      const inputs = [
        { type: 60, tag_ids: [vip], tag_or: 0 },
        {
          type: 120,
          inputs: [
            { type: 60, tag_ids: [vip], tag_or: 1 },
            { type: -1, raw: 'kept' },
          ],
        },
      ];
      // The broken condition is kept from the stored revision (no save may add one).
      const stored = await storeDocument(server(), c, 'funnel', { name: 'VIP', inputs });
      const saved = await c.post('/api/funnel/register', {
        fid: stored.id,
        revision: stored.revision,
        name: 'VIP',
        inputs,
        ...options,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const description: string[] = saved.json().description;
      expect(description.map((line) => line.split(': ')[0])).toEqual([tagLabel, orLabel]);
      expect((await c.get(`/api/funnel/data/${saved.json().fid}`)).json().inputs).toEqual(inputs);
      const missing = [{ type: 120, inputs: [{ type: 60, tag_ids: [vip, 987654], tag_or: 0 }] }];
      const res = await c.post('/api/funnel/register', { inputs: missing });
      expect(res.json().messages).toEqual([
        `1番目(${orLabel}) > 1番目(${tagLabel}): タグに指定された項目(ID 987654)が見つかりません`,
      ]);
      expect(Object.keys(res.json().errors)).toEqual(['/inputs/0/inputs/0/tag_ids/1']);
    });
  },
  { registry: registryWithConditions },
);
