import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { mayDelay } from '../api/types.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { createItemEditApi } from './item-edit-api.ts';

const itemsOver = (answer: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(answer);
  return { ...stub, items: createItemEditApi(createApiClient({ fetch: stub.fetch, baseUrl: '' })) };
};

describe('the create and choice calls', () => {
  it('create tags as JSON (POST /api/tag/new)', async () => {
    const { items, calls } = itemsOver(() => json(200, { id: 40, name: '新タグ' }));
    await items.createTag('新タグ', 'fav');
    expect([calls[1].method, calls[1].url, calls[1].headers['Content-Type']]).toEqual([
      'POST',
      '/api/tag/new',
      'application/json',
    ]);
    expect(JSON.parse(calls[1].body!)).toEqual({ name: '新タグ', group_id: 'fav' });
  });

  it('create friend-info fields and save their choices (POST /line/var/new, POST /api/var/choice)', async () => {
    const { items, calls } = itemsOver(() => json(200, { id: 41, name: 'サイズ', type: 20 }));
    const field = { name: 'サイズ', group_id: 3, type: 20, echo_default: '', rate: 1 } as const;
    await items.createVar(field);
    await items.saveVarChoices(41, [{ value: 'S' }]);
    expect(calls.slice(1).map((call) => [call.method, call.url, JSON.parse(call.body!)])).toEqual([
      ['POST', '/line/var/new', field],
      ['POST', '/api/var/choice', { id: 41, choice_json: { choices: [{ value: 'S' }] } }],
    ]);
  });

  it("load a field's choices and tell the caller the choice save's lm-may-delay header", async () => {
    const choices = [{ id: 1, value: 'S', color: '#FFFFFF', key: '' }];
    let delay = '1';
    const { items, calls } = itemsOver((call) =>
      call.method === 'GET'
        ? json(200, { id: 41, choices })
        : new Response(JSON.stringify({ choices, items: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'lm-may-delay': delay },
          }),
    );
    expect(await items.varChoices(41)).toMatchObject({ ok: true, data: { id: 41, choices } });
    expect([calls[1].method, calls[1].url]).toEqual(['GET', '/api/var/choice/41']);
    const slow = await items.saveVarChoices(41, choices);
    expect(slow.ok && mayDelay(slow)).toBe(true);
    delay = '0';
    const quick = await items.saveVarChoices(41, choices);
    expect(quick.ok && quick.headers?.['lm-may-delay']).toBe('0');
    expect(quick.ok && mayDelay(quick)).toBe(false);
  });

  it('create phases with their journey (POST /api/journey_tags)', async () => {
    const { items, calls } = itemsOver(() => json(200, { id: 50, name: '検討', journey_id: 9 }));
    const phase = { name: '検討', journey_id: 9, group_id: null };
    expect(await items.createJourneyTag(phase)).toMatchObject({ ok: true, data: { id: 50, journey_id: 9 } });
    expect([calls[1].method, calls[1].url, JSON.parse(calls[1].body!)]).toEqual([
      'POST',
      '/api/journey_tags',
      phase,
    ]);
  });
});
