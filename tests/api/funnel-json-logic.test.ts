/**
 * A funnel as JSON Logic over HTTP (issue 19 point 5, docs/decisions/funnel-json-logic.md): the export of a saved
 * funnel reads back into the same wire fields, which save as an equal funnel; bad logic and conditions the save
 * would refuse answer 422 with the messages; another account's funnel is not found.
 */
import { expect, it } from 'vitest';
import { forEachBackend, itemId } from './support.ts';

const saved = {
  name: 'JSON Logic「書き出し」',
  is_template: 0,
  group_id: null,
  with_blocked: 2,
  user_rate_type: 1,
  sort_type: 0,
  take_num: 50,
};

forEachBackend('funnel JSON Logic', (server) => {
  it('exports a saved funnel and imports it back into the same fields, which save as an equal funnel', async () => {
    const c = await server().client();
    const vip = await itemId(c, 'tag', 'VIP会員');
    const inputs = [
      { type: 60, use_group: 0, tag_ids: [vip], tag_or: 0 },
      {
        type: 120,
        inputs: [
          { type: 20, memos: '来店' },
          { type: 25, status: '旅行中' },
        ],
      },
      { type: 30, date_from: '2025/01/01' },
    ];
    const save = await c.post('/api/funnel/register', { ...saved, inputs });
    expect(save.statusCode, save.body).toBe(200);
    const { fid } = save.json() as { fid: number };

    const exported = await c.get(`/api/funnel/${fid}/jsonlogic`);
    expect(exported.statusCode, exported.body).toBe(200);
    const { logic, name } = exported.json() as { logic: { and: unknown[] }; name: string };
    expect(name).toBe(saved.name);
    expect(logic.and.slice(0, 4)).toEqual([
      { '===': [{ var: 'blocked' }, 1] },
      true,
      { some: [{ var: 'tags' }, { in: [{ var: '' }, [vip]] }] },
      { or: [{ in: ['来店', { var: 'memo' }] }, { in: ['旅行中', { var: 'status_message' }] }] },
    ]);

    const imported = await c.post('/api/funnel/jsonlogic', { logic });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ inputs, with_blocked: 2, user_rate_type: 1 });

    const again = await c.post('/api/funnel/register', {
      ...saved,
      name: '読み込み',
      ...(imported.json() as object),
    });
    expect(again.statusCode, again.body).toBe(200);
    const copy = await c.get(`/api/funnel/${(again.json() as { fid: number }).fid}/jsonlogic`);
    expect((copy.json() as { logic: unknown }).logic).toEqual(logic);
  });

  it('answers 422 with what cannot be read, and with the save’s message for a condition that would not save', async () => {
    const c = await server().client();
    const root = await c.post('/api/funnel/jsonlogic', { logic: { or: [true, true] } });
    expect(root.statusCode).toBe(422);
    expect(root.json().messages).toEqual([
      'JSON Logicの形式が正しくありません。{"and": [ブロック設定, 非表示設定, 条件…]} の形にしてください',
    ]);
    const condition = await c.post('/api/funnel/jsonlogic', {
      logic: { and: [true, true, { in: ['a', { var: 'memo' }] }, { '>': [{ var: 'id' }, 1] }] },
    });
    expect(condition.statusCode).toBe(422);
    expect(condition.json().messages).toEqual(['JSON Logicの2番目の条件を読み取れません']);
    const missing = await c.post('/api/funnel/jsonlogic', {
      logic: { and: [true, true, { some: [{ var: 'tags' }, { in: [{ var: '' }, [987654]] }] }] },
    });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().messages).toEqual(['1番目(タグ): タグに指定された項目(ID 987654)が見つかりません']);
    const empty = await c.post('/api/funnel/jsonlogic', {
      logic: { and: [true, true, { condition: '{"type":20,"memos":""}' }] },
    });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().messages[0]).toMatch(/^1番目\(個別メモ\): /);
    expect((await c.post('/api/funnel/jsonlogic', {})).statusCode).toBe(422);
  });

  it('keeps a condition it cannot read as it was (a broken one), and answers 404 for another account’s funnel', async () => {
    const c = await server().client();
    const broken = { type: -1, raw: '{"type":60,' };
    const imported = await c.post('/api/funnel/jsonlogic', {
      logic: { and: [true, true, { condition: JSON.stringify(broken) }] },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ inputs: [broken], with_blocked: 1, user_rate_type: 1 });

    // A funnel the console saved holds its blocks' ids (_bid): the export leaves them out, the forms stay.
    const withIds = await c.post('/api/funnel/register', {
      ...saved,
      name: 'ブロックID付き',
      inputs: [{ type: 120, inputs: [{ type: 20, memos: 'a', _bid: 'p0.0' }], _bid: 'p0' }],
    });
    expect(withIds.statusCode, withIds.body).toBe(200);
    const exported = await c.get(`/api/funnel/${(withIds.json() as { fid: number }).fid}/jsonlogic`);
    expect((exported.json() as { logic: { and: unknown[] } }).logic.and[2]).toEqual({
      or: [{ in: ['a', { var: 'memo' }] }],
    });

    expect((await c.get('/api/funnel/999999/jsonlogic')).statusCode).toBe(404);
    const save = await c.post('/api/funnel/register', { ...saved, inputs: [] });
    const fid = (save.json() as { fid: number }).fid;
    const other = await server().client('limited');
    expect((await other.get(`/api/funnel/${fid}/jsonlogic`)).statusCode).toBe(404);
  });
});
