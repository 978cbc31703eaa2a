import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { createWidgetApi } from './widget-api.ts';

describe("the plugins' widgets' calls", () => {
  it('read the remaining count of a slot and of a plan, and the 404 as a failure with its line', async () => {
    const { fetch, calls } = stubFetch((call) =>
      call.url.includes('/slots/')
        ? json(200, { id: 4, rest: 8, capacity: 20 })
        : json(404, { messages: ['残数が取得できませんでした'] }),
    );
    const widgets = createWidgetApi(createApiClient({ fetch, baseUrl: '' }));
    expect(await widgets.slotRest(4)).toEqual({
      ok: true,
      status: 200,
      data: { id: 4, rest: 8, capacity: 20 },
    });
    expect(await widgets.menuRest(12)).toMatchObject({
      ok: false,
      status: 404,
      messages: ['残数が取得できませんでした'],
    });
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/line/slots/4/rest', '/api/line/menus/12/rest']);
  });

  it('read the reservation statuses of condition 67 (GET /api/salon/statuses) as { key, label }', async () => {
    const statuses = [{ key: 'approved', label: '予約済み' }];
    const { fetch, calls } = stubFetch(() => json(200, statuses));
    const widgets = createWidgetApi(createApiClient({ fetch, baseUrl: '' }));
    expect(await widgets.salonStatuses()).toEqual({ ok: true, status: 200, data: statuses });
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/salon/statuses']);
  });
});
