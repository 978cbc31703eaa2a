import { describe, expect, it, vi } from 'vitest';
import { API_HEADERS, createApiClient } from '../api/client.ts';
import { createFunnelApi, type FunnelDocument } from './funnel-api.ts';

const SESSION = { token: 'session-token', account: { id: 7, name: 'デモ' }, abilities: [], permissions: [] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function stubFetch(answer: (call: Call) => Response | Promise<Response> = () => json(200, {})) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    };
    calls.push(call);
    if (call.url.endsWith('/api/session')) return json(200, SESSION);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function funnelsOver(answer?: (call: Call) => Response | Promise<Response>) {
  const stub = stubFetch(answer);
  const api = createApiClient({ fetch: stub.fetch, baseUrl: '' });
  return { ...stub, funnels: createFunnelApi(api, { fetch: stub.fetch, baseUrl: '' }) };
}

const DOCUMENT: FunnelDocument = {
  name: '購入者',
  is_template: 1,
  group_id: null,
  inputs: [{ type: 60, use_group: 0, tag_ids: [1], tag_or: 0 }],
  with_blocked: 0,
  user_rate_type: 0,
  sort_type: 1,
  take_num: 50,
};

describe('funnel API', () => {
  it('loads GET /api/funnel/data/{id} with the session’s token and account id', async () => {
    const { funnels, calls } = funnelsOver(() => json(200, { fid: 3, inputs: [], revision: 2 }));
    const result = await funnels.funnelData(3);
    expect(result).toEqual({ ok: true, status: 200, data: { fid: 3, inputs: [], revision: 2 } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/session', 'GET /api/funnel/data/3']);
    expect(calls[1].headers).toMatchObject({
      [API_HEADERS.requestedWith]: 'XMLHttpRequest',
      [API_HEADERS.csrf]: 'session-token',
      [API_HEADERS.userId]: '7',
    });
  });

  it('posts the document as JSON with _token to /api/funnel/register, or to the caller’s finishTo', async () => {
    const { funnels, calls } = funnelsOver(() => json(200, { fid: 9, id: 9, revision: 1 }));
    expect(await funnels.registerFunnel(DOCUMENT)).toMatchObject({ ok: true, data: { fid: 9 } });
    await funnels.registerFunnel(DOCUMENT, '/line/funnel/save');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/funnel/register', '/line/funnel/save']);
    expect(posts[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(posts[0].body ?? '')).toEqual({ ...DOCUMENT, _token: 'session-token' });
  });

  it('reads the folders, the list, a copy and a delete with its revision', async () => {
    const { funnels, calls } = funnelsOver((call) =>
      json(200, call.url.endsWith('groups') ? [{ id: 1, name: 'A' }] : { items: [], groups: [] }),
    );
    expect(await funnels.funnelGroups()).toMatchObject({ ok: true, data: [{ id: 1, name: 'A' }] });
    await funnels.listFunnels();
    await funnels.listFunnels(0);
    await funnels.copyFunnel(4);
    await funnels.deleteFunnel(4, 3);
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/funnel/groups',
      'GET /api/funnel/list',
      'GET /api/funnel/list?group_id=0',
      'POST /api/funnel/copy/4',
      'DELETE /api/funnel/4?revision=3',
    ]);
  });

  it('answers failures as data: the server’s lines, or the unknown error without a JSON body', async () => {
    const { funnels } = funnelsOver((call) =>
      call.url.includes('/data/')
        ? json(404, { messages: ['友だち検索条件が見つかりません'] })
        : new Response('Forbidden', { status: 403 }),
    );
    expect(await funnels.funnelData(5)).toMatchObject({
      ok: false,
      status: 404,
      messages: ['友だち検索条件が見つかりません'],
      fromServer: true,
    });
    expect(await funnels.registerFunnel(DOCUMENT)).toMatchObject({
      ok: false,
      status: 403,
      messages: ['不明なエラーが発生しました'],
      fromServer: false,
    });
  });

  it('gives up a load after 10 s (spec 001 §9)', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/api/session')) return json(200, SESSION);
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }) as unknown as typeof globalThis.fetch;
      const api = createApiClient({ fetch: hanging, baseUrl: '' });
      const pending = createFunnelApi(api, { fetch: hanging, baseUrl: '' }).funnelGroups();
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ ok: false, status: 0, timedOut: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
