import { expect, it } from 'vitest';
import { type Client, forEachBackend, itemId } from './support.ts';

const text = (t: string) => ({ type: 1, text: t, delay_type: 0 });

async function saveNew(c: Client, doc: Record<string, unknown>) {
  const res = await c.post('/api/action/register', doc);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { aid: number; revision: number; description: string[] };
}

forEachBackend('actions API', (server) => {
  it('loads a seeded action with its revision, and describes it from the plugins’ summaries', async () => {
    const c = await server().client();
    const list = (await c.get('/api/action/list')).json();
    const welcome = list.items.find((i: { name: string }) => i.name === 'ウェルカムアクション');
    const data = (await c.get(`/api/action/data/${welcome.aid}`)).json();
    expect(data).toMatchObject({ aid: welcome.aid, a_name: 'ウェルカムアクション', revision: 1 });
    expect(data.inputs.map((b: { type: number }) => b.type)).toEqual([1, 13, 6, 5]);
    const described = (await c.get(`/api/action/text/${welcome.aid}`)).json();
    expect(described.lines[1]).toBe('タグ操作: タグ 新規、VIP会員 を追加');
    expect(described.text.split('\n')[0]).toMatch(/^1\. テキスト送信: /);
  });

  it('saves JSON and answers the aid; the document round-trips unchanged', async () => {
    const c = await server().client();
    const vip = await itemId(c, 'tag', 'VIP会員');
    const doc = {
      a_name: '新規',
      a_twice_type: 1,
      is_template: 0,
      group_id: null,
      inputs: [text('こんにちは'), { type: 13, remove: 0, use_group: 0, tag_ids: [vip] }],
    };
    const saved = await saveNew(c, doc);
    expect(saved.revision).toBe(1);
    expect(saved.description).toEqual([
      'テキスト送信: こんにちは をすぐに送信',
      'タグ操作: タグ VIP会員 を追加',
    ]);
    expect((await c.get(`/api/action/data/${saved.aid}`)).json()).toEqual({
      aid: saved.aid,
      ...doc,
      revision: 1,
    });
  });

  it('saves the spec’s form-encoded post: inputs as a JSON string, numbers as text, the token as _token', async () => {
    const c = await server().client();
    const form = {
      a_name: 'フォーム',
      a_twice_type: '0',
      is_template: '1',
      group_id: '',
      inputs: [text('フォーム送信')],
      _token: c.token,
      withDescription: '1',
    };
    const res = await c.post('/api/action/register', form, { form: true, token: null });
    expect(res.statusCode, res.body).toBe(200);
    const data = (await c.get(`/api/action/data/${res.json().aid}`)).json();
    expect(data).toMatchObject({
      a_name: 'フォーム',
      a_twice_type: 0,
      is_template: 1,
      group_id: null,
      inputs: [text('フォーム送信')],
    });
  });

  it('refuses writes without the session’s CSRF token (403), and reads need none', async () => {
    const c = await server().client();
    const doc = { inputs: [text('x')] };
    for (const token of [null, 'forged']) {
      const res = await c.post('/api/action/register', doc, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().messages[0]).toContain('再読み込み');
    }
    const other = await server().client();
    expect((await c.post('/api/action/register', doc, { token: other.token })).statusCode).toBe(403);
  });

  it('overwrites only from the current revision: stale → 409, none → 422, and of racing saves one wins', async () => {
    const c = await server().client();
    const { aid } = await saveNew(c, { inputs: [text('v1')] });
    const v2 = await c.post('/api/action/register', { aid, revision: 1, inputs: [text('v2')] });
    expect(v2.json()).toMatchObject({ aid, revision: 2 });
    const stale = await c.post('/api/action/register', { aid, revision: 1, inputs: [text('lost?')] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toContain('再読み込み');
    expect((await c.post('/api/action/register', { aid, inputs: [text('x')] })).statusCode).toBe(422);
    const race = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        c.post('/api/action/register', { aid, revision: 2, inputs: [text(`race ${i}`)] }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = race.find((r) => r.statusCode === 200)!;
    const data = (await c.get(`/api/action/data/${aid}`)).json();
    expect(data.revision).toBe(3);
    expect(JSON.stringify(data.inputs)).toBe(JSON.stringify([text(`race ${race.indexOf(winner)}`)]));
    expect(
      (await c.post('/api/action/register', { aid: 999999, revision: 1, inputs: [text('x')] })).statusCode,
    ).toBe(404);
  });

  it('answers 422 with Japanese messages keyed by path, one line per problem', async () => {
    const c = await server().client();
    const scenario = await itemId(c, 'scenario', '初回登録シナリオ');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ inputs: [] }, '/inputs', '最低1つの要素を選択して下さい'],
      [
        {
          inputs: [
            { type: 5, group_id: scenario, move: 0 },
            { type: 5, group_id: 0, move: 0 },
          ],
        },
        '/inputs/1',
        '既に追加されています',
      ],
      [{ inputs: [{ type: 77, anything: 1 }] }, '/inputs/0', '不明な種類の要素です(種別 77)。保存できません'],
      [
        { inputs: [{ type: 13, remove: 0, use_group: 0, tag_ids: [987654] }] },
        '/inputs/0/tag_ids/0',
        'タグに指定された項目(ID 987654)が見つかりません',
      ],
      [
        { inputs: [{ ...text('x'), member_query_id: 987654 }] },
        '/inputs/0/member_query_id',
        '条件に指定された項目(ID 987654)が見つかりません',
      ],
      [
        { group_id: 987654, inputs: [text('x')] },
        '/group_id',
        'フォルダに指定された項目(ID 987654)が見つかりません',
      ],
      [{ is_template: 1, a_name: '', inputs: [text('x')] }, '/a_name', 'アクション名を入力してください'],
      [
        { inputs: [{ type: 1, text: '', delay_type: 0 }] },
        '/inputs/0/text',
        'メッセージ本文を入力してください',
      ],
    ];
    for (const [doc, path, message] of cases) {
      const res = await c.post('/api/action/register', doc);
      expect(res.statusCode, JSON.stringify(doc)).toBe(422);
      const body = res.json();
      expect(body.errors[path], `${JSON.stringify(doc)} → ${res.body}`).toContain(message);
      expect(body.messages.some((line: string) => line.endsWith(message))).toBe(true);
    }
    const first = (
      await c.post('/api/action/register', { inputs: [text('ok'), { type: 1, text: '', delay_type: 0 }] })
    ).json();
    expect(first.messages).toEqual(['2番目(テキスト送信): メッセージ本文を入力してください']);
  });

  it('refuses a deleted item, and an effect the account’s abilities do not allow', async () => {
    const c = await server().client();
    const tags = (await c.get('/api/v_resource/tag')).json();
    expect(tags.items.some((t: { name: string }) => t.name === '削除済みのタグ')).toBe(false);
    const limited = await server().client();
    await limited.switchAccount(2);
    expect(limited.session.abilities).not.toContain('scenario');
    const res = await limited.post('/api/action/register', { inputs: [{ type: 5, group_id: 0, move: 0 }] });
    expect(res.json().errors['/inputs/0']).toContain('このアカウントでは利用できない種類です');
    // The demo account's action is not the limited account's.
    const demoAction = (await c.get('/api/action/list')).json().items[0].aid;
    expect((await limited.get(`/api/action/data/${demoAction}`)).statusCode).toBe(404);
  });

  it('lists by folder, copies (name + のコピー) and deletes, guarded by the revision', async () => {
    const c = await server().client();
    const groups = (await c.get('/api/action/list')).json().groups;
    const folder = groups.find((g: { name: string }) => g.name === 'タグ付け');
    const { aid } = await saveNew(c, { a_name: '整理用', group_id: folder.id, inputs: [text('x')] });
    const inFolder = (await c.get(`/api/action/list?group_id=${folder.id}`)).json().items;
    expect(inFolder.map((i: { aid: number }) => i.aid)).toContain(aid);
    const copy = (await c.post(`/api/action/copy/${aid}`)).json();
    expect((await c.get(`/api/action/data/${copy.aid}`)).json()).toMatchObject({
      a_name: '整理用のコピー',
      group_id: folder.id,
    });
    expect((await c.send('DELETE', `/api/action/${copy.aid}?revision=9`)).statusCode).toBe(409);
    expect((await c.send('DELETE', `/api/action/${copy.aid}?revision=1`)).statusCode).toBe(200);
    expect((await c.get(`/api/action/data/${copy.aid}`)).statusCode).toBe(404);
    expect((await c.send('DELETE', `/api/action/${copy.aid}`)).statusCode).toBe(404);
    expect((await c.get('/api/action/data/abc')).statusCode).toBe(404);
    expect((await c.get('/api/action/data/99999999999')).statusCode).toBe(404);
  });
});
