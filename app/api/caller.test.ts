import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { callsOf, createCaller, giveCalls, pathId } from './caller.ts';
import { API_HEADERS, createApiClient } from './client.ts';

describe("a page module's calls (createCaller, callsOf)", () => {
  it("ride on the client's transport: its session's token before the page's, and its 401 handling", async () => {
    const onUnauthorized = vi.fn();
    const { fetch, calls } = stubFetch((call) =>
      call.url.endsWith('/gone') ? json(401, { messages: ['ログインしてください'] }) : json(200, { id: 1 }),
    );
    const api = createApiClient({ fetch, baseUrl: '/app', csrfToken: () => 'page-token', onUnauthorized });
    const { call, headers, base } = createCaller(api);
    expect(await call('GET', '/api/richmenu/data/1')).toMatchObject({ ok: true, data: { id: 1 } });
    expect(calls[1]).toMatchObject({ url: '/app/api/richmenu/data/1' });
    expect(calls[1].headers[API_HEADERS.csrf]).toBe('session-token');
    expect(await headers()).toMatchObject({ [API_HEADERS.csrf]: 'session-token', [API_HEADERS.userId]: '7' });
    expect(base).toBe('/app');
    await call('GET', '/gone');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('are made once per client, unless a test gave its own', () => {
    const api = createApiClient({ fetch: async () => json(200, {}), baseUrl: '' });
    const make = vi.fn((client: typeof api) => ({ client }));
    expect(callsOf(api, make)).toBe(callsOf(api, make));
    expect(make).toHaveBeenCalledTimes(1);
    const other = createApiClient({ fetch: async () => json(200, {}), baseUrl: '' });
    expect(callsOf(other, make).client).toBe(other);
    const fake = { client: api };
    giveCalls(other, make, fake);
    expect(callsOf(other, make)).toBe(fake);
  });

  it('encode ids and names as one path segment', () => {
    expect(pathId(3)).toBe('3');
    expect(pathId('a/b?c')).toBe('a%2Fb%3Fc');
  });
});
