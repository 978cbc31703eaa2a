import { expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { type Client, forEachBackend, itemId, storeDocument } from './support.ts';

const text = (t: string, _bid?: string) => ({ type: 1, text: t, delay_type: 0, ...(_bid ? { _bid } : {}) });
const registry = createBuiltInRegistry();
const label = (kind: string, type: number) => registry.get(kind, type)!.label.ja;

/** Strips the stable ids, to compare with what the same document answers without them. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_bid')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

/** A funnel whose blocks carry ids, nested ones included; with `broken`, a kept broken condition in the group. */
async function funnelWithIds(c: Client, options: { broken?: boolean } = {}) {
  const vip = await itemId(c, 'tag', 'VIP会員');
  return [
    { type: 60, tag_ids: [vip], tag_or: 0, _bid: 'top-1' },
    {
      type: 120,
      _bid: 'group-1',
      inputs: [
        { type: 60, tag_ids: [vip], tag_or: 2, _bid: 'inner-1' },
        ...(options.broken ? [{ type: -1, raw: { type: 61 }, _bid: 'broken-1' }] : []),
      ],
    },
  ];
}

forEachBackend('stable block ids (_bid)', (server) => {
  it('stores an action’s block ids and answers them back unchanged, the description unaffected', async () => {
    const c = await server().client();
    const inputs = [text('一つ目', 'V1StGXR8_Z5jdHi6B-myT'), text('二つ目', 'x'.repeat(64))];
    const saved = await c.post('/api/action/register', { inputs });
    expect(saved.statusCode, saved.body).toBe(200);
    const { aid, description } = saved.json();
    expect((await c.get(`/api/action/data/${aid}`)).json().inputs).toEqual(inputs);
    expect((await c.get(`/api/action/data/${aid}/revision/1`)).json().inputs).toEqual(inputs);
    const plain = (await c.post('/api/action/register', { inputs: withoutIds(inputs) })).json();
    expect(description).toEqual(plain.description);
    expect((await c.get(`/api/action/text/${aid}`)).json().lines).toEqual(plain.description);
  });

  it('keeps nested ids (an or-group’s conditions, a kept broken one), JSON or form-encoded', async () => {
    const c = await server().client();
    const inputs = await funnelWithIds(c, { broken: true });
    for (const form of [false, true]) {
      // A broken condition is only saved back as stored: the document starts out stored (as by an older server).
      const stored = await storeDocument(server(), c, 'funnel', { name: 'ID付き', inputs });
      const saved = await c.post(
        '/api/funnel/register',
        { fid: stored.id, revision: stored.revision, name: 'ID付き', inputs },
        { form },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const { fid, description } = saved.json();
      expect((await c.get(`/api/funnel/data/${fid}`)).json().inputs).toEqual(inputs);
      const bare = withoutIds(inputs);
      const base = await storeDocument(server(), c, 'funnel', { inputs: bare });
      const plain = await c.post('/api/funnel/register', { fid: base.id, revision: 1, inputs: bare });
      expect(description).toEqual(plain.json().description);
    }
  });

  it('still finds references and names nested blocks when blocks carry ids', async () => {
    const c = await server().client();
    const inputs = await funnelWithIds(c);
    (inputs[1].inputs as { tag_ids?: number[] }[])[0].tag_ids = [987654];
    const res = await c.post('/api/funnel/register', { inputs });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      '/inputs/1/inputs/0/tag_ids/0': ['タグに指定された項目(ID 987654)が見つかりません'],
    });
  });

  it('refuses an id that is not a string of 1 to 64 characters, or that another block has', async () => {
    const c = await server().client();
    const invalid = 'ブロックID(_bid)は1〜64文字の文字列で指定してください';
    for (const bad of [7, '', 'x'.repeat(65), { id: 'a' }, null]) {
      const res = await c.post('/api/action/register', { inputs: [text('a'), { ...text('b'), _bid: bad }] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json()).toEqual({
        messages: [`2番目(${label('effect', 1)}): ${invalid}`],
        errors: { '/inputs/1/_bid': [invalid] },
      });
    }
    const inputs = await funnelWithIds(c);
    (inputs[1].inputs as { _bid: unknown }[])[0]._bid = 'top-1';
    const duplicate = await c.post('/api/funnel/register', { inputs });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().messages).toEqual([
      `2番目(${label('condition', 120)}) > 1番目(${label('condition', 60)}): ブロックID(_bid)が他の要素と重複しています`,
    ]);
    expect(Object.keys(duplicate.json().errors)).toEqual(['/inputs/1/inputs/0/_bid']);
  });
});
