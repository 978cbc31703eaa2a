import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { createItemsApi } from './items-api.ts';

const itemsOver = (answer: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(answer);
  return { ...stub, items: createItemsApi(createApiClient({ fetch: stub.fetch, baseUrl: '' })) };
};

describe("the items' load", () => {
  it('answer every kind as { groups, items, ids }: v_resource, or the kind’s own list', async () => {
    const { items, calls } = itemsOver((call) =>
      call.url.endsWith('/api/journeys')
        ? json(200, [{ id: 42, name: '購買ジャーニー' }])
        : json(200, {
            groups: [{ id: 'fav', name: 'お気に入り' }],
            items: [{ id: 1, name: 'VIP' }],
            ids: [1],
          }),
    );
    expect(await items.resource('tag')).toMatchObject({ ok: true, data: { ids: [1] } });
    expect(await items.resource('journey')).toEqual({
      ok: true,
      status: 200,
      data: { groups: [], items: [{ id: 42, name: '購買ジャーニー' }], ids: [42] },
    });
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/v_resource/tag', '/api/journeys']);
  });
});
