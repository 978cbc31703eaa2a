/**
 * The funnel counts and the list filtered by a funnel (issue 19 point 4): the save's withCount, GET
 * /api/funnel/{fid}/count, POST /api/funnel/count and GET /api/v1/allow_members?funnel_id=, each checked against
 * the reference evaluator over the demo friends.
 */
import { expect, it } from 'vitest';
import { evaluateFunnel, type FunnelQuery } from '../../plugins/conditions/meanings.ts';
import type { FriendFacts } from '../../plugins/shared/conditions/meaning.ts';
import { funnelInputs, loadFriendFacts } from '../../server/db/funnel-query.ts';
import { type Client, forEachBackend, type TestServer } from './support.ts';

/** The most common tag among some friends, and a rarer one. */
function tagsByUse(facts: FriendFacts[]): number[] {
  const uses = new Map<number, number>();
  for (const f of facts) for (const tag of f.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  return [...uses.entries()].sort((a, b) => b[1] - a[1]).map(([tag]) => tag);
}

async function reference(server: TestServer, client: Client, funnel: FunnelQuery) {
  const accountId = client.session.account.id;
  const facts = await loadFriendFacts(server.handle.db, accountId);
  const inputs = await funnelInputs(server.handle.db, accountId);
  return facts.filter((f) => evaluateFunnel(funnel, f, inputs));
}

const saved = (inputs: unknown[], extra: Record<string, unknown> = {}) => ({
  name: '件数テスト',
  is_template: 0,
  group_id: null,
  inputs,
  with_blocked: 0,
  user_rate_type: 0,
  sort_type: 1,
  take_num: 50,
  ...extra,
});

forEachBackend('funnel counts', (server) => {
  it('the save’s withCount, GET /api/funnel/{fid}/count and POST /api/funnel/count agree with the reference', async () => {
    const c = await server().client();
    const facts = await loadFriendFacts(server().handle.db, c.session.account.id);
    const [common, second] = tagsByUse(facts);
    const inputs = [
      { type: 60, use_group: 0, tag_ids: [common, second], tag_or: 0 },
      {
        type: 120,
        inputs: [
          { type: 110, has_response: 1, has_type: 0 },
          { type: 93, match: 2 },
        ],
      },
    ];
    const expected = (await reference(server(), c, { inputs, with_blocked: 1, user_rate_type: 1 })).length;
    expect(expected).toBeGreaterThan(10);
    expect(expected).toBeLessThan(facts.length);

    const save = await c.post(
      '/api/funnel/register',
      saved(inputs, { with_blocked: 1, user_rate_type: 1, withCount: 1 }),
    );
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({ count: expected, unknown: [] });
    const fid = save.json().fid as number;

    const plain = await c.post('/api/funnel/register', saved(inputs));
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('count');

    const got = await c.get(`/api/funnel/${fid}/count`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ fid, count: expected, unknown: [] });

    // Unsaved: the display filters at their defaults hide blocked and hidden friends.
    const hidden = (await reference(server(), c, { inputs })).length;
    expect(hidden).toBeLessThan(expected);
    const live = await c.post('/api/funnel/count', { inputs });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toEqual({ count: hidden, unknown: [] });
  });

  it('a broken or not-evaluated condition is listed and counts as no match, never an error', async () => {
    const c = await server().client();
    const anyone = { type: 110, has_response: 0, has_type: 0 };
    const group = await c.post('/api/funnel/count', {
      inputs: [{ type: 120, inputs: [{ type: -1, was: 'x' }, anyone] }, anyone],
      with_blocked: 1,
      user_rate_type: 1,
    });
    expect(group.json()).toEqual({ count: 2000, unknown: ['/inputs/0/inputs/0'] });
    const broken = await c.post('/api/funnel/count', {
      inputs: [anyone, { type: 65, match: 1 }, { type: 4242 }],
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toEqual({ count: 0, unknown: ['/inputs/1', '/inputs/2'] });
  });

  it('refuses a body that is not a funnel (422) and another account’s or a missing funnel (404)', async () => {
    const c = await server().client();
    expect((await c.post('/api/funnel/count', { inputs: 'x' })).statusCode).toBe(422);
    expect((await c.post('/api/funnel/count', { inputs: [{ type: 60 }], with_blocked: 5 })).statusCode).toBe(
      422,
    );
    expect((await c.post('/api/funnel/count', { inputs: [{ tag_ids: [] }] })).statusCode).toBe(422);
    expect((await c.get('/api/funnel/999999/count')).statusCode).toBe(404);
    const save = await c.post('/api/funnel/register', saved([{ type: 110, has_response: 1, has_type: 0 }]));
    const fid = save.json().fid as number;
    const other = await server().client();
    const accounts = await server().handle.db.selectFrom('accounts').select('id').orderBy('id').execute();
    const second = accounts.find((a) => a.id !== c.session.account.id);
    if (!second) throw new Error('the demo seed has two accounts');
    await other.switchAccount(second.id);
    expect((await other.get(`/api/funnel/${fid}/count`)).statusCode).toBe(404);
    const list = await other.get(`/api/v1/allow_members?funnel_id=${fid}`);
    expect(list.statusCode).toBe(422);
    expect(list.json().errors['/funnel_id']).toEqual(['検索条件が見つかりません']);
  });

  it('GET /api/v1/allow_members?funnel_id= pages through exactly the funnel’s friends in the list order', async () => {
    const c = await server().client();
    const facts = await loadFriendFacts(server().handle.db, c.session.account.id);
    const [common, second] = tagsByUse(facts);
    const inputs = [
      { type: 60, use_group: 0, tag_ids: [common], tag_or: 0 },
      { type: 110, has_response: 1, has_type: 0 },
    ];
    const save = await c.post('/api/funnel/register', saved(inputs));
    const fid = save.json().fid as number;
    const matching = await reference(server(), c, { inputs });
    const expected = matching
      .sort((a, b) =>
        a.last_response_at < b.last_response_at
          ? 1
          : a.last_response_at > b.last_response_at
            ? -1
            : b.id - a.id,
      )
      .map((f) => f.id);
    const seen: number[] = [];
    let url: string | null = `/api/v1/allow_members?funnel_id=${fid}&order_by=last_response_desc&per_page=37`;
    while (url) {
      const res = await c.get(url);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...(res.json().members as { id: number }[]).map((m) => m.id));
      url = res.json().pagination.next_page_url;
    }
    expect(seen).toEqual(expected);

    // The tag filter narrows the funnel.
    const narrowed = await c.get(`/api/v1/allow_members?funnel_id=${fid}&tag_id=${second}&per_page=200`);
    const narrowedIds = (narrowed.json().members as { id: number; tags: number[] }[]).map((m) => m.id);
    const both = new Set(matching.filter((f) => f.tags.includes(second as number)).map((f) => f.id));
    expect(narrowedIds.length).toBe(Math.min(200, both.size));
    expect(narrowedIds.every((id) => both.has(id))).toBe(true);
    // The name search (any case, as the list's) and a member narrow it too.
    const named = await c.get(
      `/api/v1/allow_members?funnel_id=${fid}&name=${encodeURIComponent('sato')}&per_page=200`,
    );
    expect(named.statusCode, named.body).toBe(200);
    const hasName = (f: FriendFacts) =>
      [f.name, f.short_name, f.nickname].some((n) => n.toLowerCase().includes('sato'));
    const namedIds = (named.json().members as { id: number }[]).map((m) => m.id);
    expect(namedIds.length).toBeGreaterThan(1);
    expect(namedIds).toEqual(
      expected.filter((id) => hasName(matching.find((f) => f.id === id) as FriendFacts)),
    );
    const outside = facts.find((f) => !matching.some((m) => m.id === f.id)) as FriendFacts;
    const member = await c.get(`/api/v1/allow_members?funnel_id=${fid}&member_id=${outside.id}`);
    expect(member.json().members).toEqual([]);
    const inside = await c.get(`/api/v1/allow_members?funnel_id=${fid}&member_id=${expected[3]}`);
    expect((inside.json().members as { id: number }[]).map((m) => m.id)).toEqual([expected[3]]);

    // Without order_by and per_page, the funnel's own sort_type (0: oldest friend first) and take_num (100).
    const own = await c.post('/api/funnel/register', saved(inputs, { sort_type: 0, take_num: 100 }));
    const oldestFirst = matching
      .sort((a, b) =>
        a.registered_at < b.registered_at ? -1 : a.registered_at > b.registered_at ? 1 : a.id - b.id,
      )
      .map((f) => f.id);
    const first = await c.get(`/api/v1/allow_members?funnel_id=${own.json().fid}`);
    expect(first.json().pagination.per_page).toBe(100);
    const ids = (first.json().members as { id: number }[]).map((m) => m.id);
    expect(ids).toEqual(oldestFirst.slice(0, 100));
    const next = await c.get(first.json().pagination.next_page_url);
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json().members as { id: number }[]).map((m) => m.id)).toEqual(oldestFirst.slice(100, 200));
  });
});
