import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_HEADERS, createApiClient } from './client.ts';
import { formBody } from './http.ts';
import { mayDelay } from './types.ts';

const SESSION = {
  token: 'session-token',
  account: { id: 7, name: 'デモアカウント' },
  abilities: ['scenario'],
  permissions: ['tag-write'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that answers the session, then whatever `answer` gives; it records every call. */
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

afterEach(() => {
  vi.useRealTimers();
});

describe('API client: headers', () => {
  it('sends X-Requested-With, the token, the page-loaded time and the user id on every call', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { aid: 3, inputs: [], revision: 1 }));
    const api = createApiClient({ fetch, baseUrl: '', csrfToken: () => 'page-token', pageLoadedAt: 1234 });
    const result = await api.actionData(3);
    expect(result).toEqual({ ok: true, status: 200, data: { aid: 3, inputs: [], revision: 1 } });
    // The session is read first (it names the user), then the call itself carries everything.
    expect(calls.map((c) => c.url)).toEqual(['/api/session', '/api/action/data/3']);
    // The session read carries the page's token; later calls the session's (renewed at login and at an account
    // switch, while the page's stays as it was served).
    expect(calls[0].headers[API_HEADERS.csrf]).toBe('page-token');
    expect(calls[1].headers).toMatchObject({
      [API_HEADERS.requestedWith]: 'XMLHttpRequest',
      [API_HEADERS.csrf]: 'session-token',
      [API_HEADERS.pageLoadedAt]: '1234',
      [API_HEADERS.userId]: '7',
    });
    await api.resource('tag');
    expect(calls.filter((c) => c.url.endsWith('/api/session'))).toHaveLength(1);
  });

  it("uses the session's token when the page has none, and posts the spec's form body", async () => {
    const { fetch, calls } = stubFetch(() => json(200, { aid: 12, revision: 1 }));
    const api = createApiClient({ fetch, baseUrl: '/base', csrfToken: () => undefined });
    const result = await api.registerAction({
      aid: 12,
      revision: 3,
      a_name: '',
      a_twice_type: 1,
      is_template: 0,
      group_id: null,
      inputs: [{ type: 1, text: 'こんにちは' }],
    });
    expect(result).toMatchObject({ ok: true, data: { aid: 12 } });
    const post = calls[1];
    expect(post).toMatchObject({ url: '/base/api/action/register', method: 'POST' });
    expect(post.headers[API_HEADERS.csrf]).toBe('session-token');
    expect(post.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(post.body);
    expect(Object.fromEntries(form)).toEqual({
      aid: '12',
      revision: '3',
      a_name: '',
      a_twice_type: '1',
      is_template: '0',
      group_id: '',
      inputs: JSON.stringify([{ type: 1, text: 'こんにちは' }]),
      withDescription: '1',
      _token: 'session-token',
    });
  });

  it('sends JSON bodies as JSON', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { id: 40, name: '新タグ' }));
    const api = createApiClient({ fetch, baseUrl: '' });
    await api.createTag('新タグ', 'fav');
    expect(calls[1].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[1].body!)).toEqual({ name: '新タグ', group_id: 'fav' });
  });

  it('creates friend-info fields and saves their choices (POST /line/var/new, POST /api/var/choice)', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { id: 41, name: 'サイズ', type: 20 }));
    const api = createApiClient({ fetch, baseUrl: '' });
    const field = { name: 'サイズ', group_id: 3, type: 20, echo_default: '', rate: 1 } as const;
    await api.createVar(field);
    await api.saveVarChoices(41, [{ value: 'S' }]);
    expect(calls.slice(1).map((call) => [call.method, call.url, JSON.parse(call.body!)])).toEqual([
      ['POST', '/line/var/new', field],
      ['POST', '/api/var/choice', { id: 41, choice_json: { choices: [{ value: 'S' }] } }],
    ]);
  });

  it("loads a field's choices and tells the caller the choice save's lm-may-delay header", async () => {
    const choices = [{ id: 1, value: 'S', color: '#FFFFFF', key: '' }];
    let delay = '1';
    const { fetch, calls } = stubFetch((call) =>
      call.method === 'GET'
        ? json(200, { id: 41, choices })
        : new Response(JSON.stringify({ choices, items: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'lm-may-delay': delay },
          }),
    );
    const api = createApiClient({ fetch, baseUrl: '' });
    expect(await api.varChoices(41)).toMatchObject({ ok: true, data: { id: 41, choices } });
    expect([calls[1].method, calls[1].url]).toEqual(['GET', '/api/var/choice/41']);
    const slow = await api.saveVarChoices(41, choices);
    expect(slow.ok && mayDelay(slow)).toBe(true);
    delay = '0';
    const quick = await api.saveVarChoices(41, choices);
    expect(quick.ok && quick.headers?.['lm-may-delay']).toBe('0');
    expect(quick.ok && mayDelay(quick)).toBe(false);
  });

  it('creates phases with their journey (POST /api/journey_tags)', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { id: 50, name: '検討', journey_id: 9 }));
    const api = createApiClient({ fetch, baseUrl: '' });
    const phase = { name: '検討', journey_id: 9, group_id: null };
    expect(await api.createJourneyTag(phase)).toMatchObject({ ok: true, data: { id: 50, journey_id: 9 } });
    expect([calls[1].method, calls[1].url, JSON.parse(calls[1].body!)]).toEqual([
      'POST',
      '/api/journey_tags',
      phase,
    ]);
  });

  it('form-encodes null as empty, objects as JSON text, and leaves undefined out', () => {
    expect(formBody({ a: 1, b: null, c: undefined, d: [1], e: true }).toString()).toBe(
      'a=1&b=&d=%5B1%5D&e=true',
    );
  });
});

describe('API client: item lists', () => {
  it('answers every kind as { groups, items, ids }: v_resource, or the kind’s own list', async () => {
    const { fetch, calls } = stubFetch((call) =>
      call.url.endsWith('/api/journeys')
        ? json(200, [{ id: 42, name: '購買ジャーニー' }])
        : json(200, {
            groups: [{ id: 'fav', name: 'お気に入り' }],
            items: [{ id: 1, name: 'VIP' }],
            ids: [1],
          }),
    );
    const api = createApiClient({ fetch, baseUrl: '' });
    expect(await api.resource('tag')).toMatchObject({ ok: true, data: { ids: [1] } });
    expect(await api.resource('journey')).toEqual({
      ok: true,
      status: 200,
      data: { groups: [], items: [{ id: 42, name: '購買ジャーニー' }], ids: [42] },
    });
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/v_resource/tag', '/api/journeys']);
  });

  it('reads the remaining count of a slot and of a plan, and the 404 as a failure with its line', async () => {
    const { fetch, calls } = stubFetch((call) =>
      call.url.includes('/slots/')
        ? json(200, { id: 4, rest: 8, capacity: 20 })
        : json(404, { messages: ['残数が取得できませんでした'] }),
    );
    const api = createApiClient({ fetch, baseUrl: '' });
    expect(await api.slotRest(4)).toEqual({
      ok: true,
      status: 200,
      data: { id: 4, rest: 8, capacity: 20 },
    });
    expect(await api.menuRest(12)).toMatchObject({
      ok: false,
      status: 404,
      messages: ['残数が取得できませんでした'],
    });
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/line/slots/4/rest', '/api/line/menus/12/rest']);
  });

  it('reads the reservation statuses of condition 67 (GET /api/salon/statuses) as { key, label }', async () => {
    const statuses = [{ key: 'approved', label: '予約済み' }];
    const { fetch, calls } = stubFetch(() => json(200, statuses));
    const api = createApiClient({ fetch, baseUrl: '' });
    expect(await api.salonStatuses()).toEqual({ ok: true, status: 200, data: statuses });
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/salon/statuses']);
  });
});

describe('API client: errors as data', () => {
  it("gives the server's messages line by line, with the field errors", async () => {
    const body = {
      messages: ['最低1つの要素を選択して下さい', '名前を入力してください'],
      errors: { '/inputs': ['x'] },
    };
    const { fetch } = stubFetch(() => json(422, body));
    const result = await createApiClient({ fetch, baseUrl: '' }).registerAction({ inputs: [] });
    expect(result).toEqual({
      ok: false,
      status: 422,
      messages: body.messages,
      errors: { '/inputs': ['x'] },
      fromServer: true,
    });
  });

  it('says 不明なエラーが発生しました when the answer has no JSON body or no messages', async () => {
    for (const response of [
      new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      json(500, { error: 'boom' }),
      new Response('{not json', { status: 500, headers: { 'content-type': 'application/json' } }),
    ]) {
      const { fetch } = stubFetch(() => response);
      const result = await createApiClient({ fetch, baseUrl: '' }).actionText(1);
      expect(result).toMatchObject({
        ok: false,
        messages: ['不明なエラーが発生しました'],
        fromServer: false,
      });
    }
  });

  it('keeps the 409 status so the page can reload', async () => {
    const { fetch } = stubFetch(() => json(409, { messages: ['他の画面で更新されています'], errors: {} }));
    const result = await createApiClient({ fetch, baseUrl: '' }).registerAction({ aid: 1, inputs: [] });
    expect(result).toMatchObject({ ok: false, status: 409, messages: ['他の画面で更新されています'] });
  });

  it('never throws: a network failure is status 0 with the unknown error', async () => {
    const { fetch } = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await createApiClient({ fetch, baseUrl: '' }).listActions();
    expect(result).toMatchObject({ ok: false, status: 0, messages: ['不明なエラーが発生しました'] });
  });

  it('tries the session again after it failed, and still makes the call', async () => {
    let sessionCalls = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/api/session')) {
        sessionCalls++;
        return sessionCalls === 1 ? json(500, {}) : json(200, SESSION);
      }
      return json(200, { items: [], groups: [] });
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ fetch, baseUrl: '' });
    expect((await api.listActions()).ok).toBe(true);
    expect(api.currentSession()).toBeUndefined();
    await api.listActions();
    expect(api.currentSession()?.account.id).toBe(7);
  });
});

describe('API client: timeout and abort', () => {
  it('gives up on the action save after 30 s (spec 000 §9), as a timed-out failure', async () => {
    vi.useFakeTimers();
    const aborts: AbortSignal[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/session')) return json(200, SESSION);
      aborts.push(init!.signal!);
      return new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ fetch, baseUrl: '' });
    let settled: unknown;
    void api.registerAction({ inputs: [] }).then((result) => {
      settled = result;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(aborts[0].aborted).toBe(true);
    expect(settled).toMatchObject({
      ok: false,
      status: 0,
      timedOut: true,
      messages: ['通信がタイムアウトしました'],
    });
  });

  it('reports an abort by the caller as aborted, not as an error to show', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/session')) return json(200, SESSION);
      return new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const running = createApiClient({ fetch, baseUrl: '' }).actionData(1, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect(await running).toMatchObject({ ok: false, status: 0, aborted: true });
  });
});

describe('API client: login and 401', () => {
  it('reports a 401 to onUnauthorized and reads the session again afterwards', async () => {
    const onUnauthorized = vi.fn();
    const { fetch, calls } = stubFetch((call) =>
      call.url.endsWith('/api/action/data/3')
        ? json(401, { messages: ['ログインしてください'], errors: {} })
        : json(200, {}),
    );
    const api = createApiClient({ fetch, baseUrl: '', csrfToken: () => undefined, onUnauthorized });
    const result = await api.actionData(3);
    expect(result).toMatchObject({ ok: false, status: 401, messages: ['ログインしてください'] });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.currentSession()).toBeUndefined();
    await api.actionData(4);
    expect(calls.filter((c) => c.url.endsWith('/api/session'))).toHaveLength(2);
  });

  it('logs in without a session first and carries the new session’s token afterwards', async () => {
    const fresh = { ...SESSION, token: 'login-token' };
    const { fetch, calls } = stubFetch((call) =>
      call.url.endsWith('/api/login') ? json(200, fresh) : json(200, { aid: 1, inputs: [], revision: 1 }),
    );
    const api = createApiClient({ fetch, baseUrl: '', csrfToken: () => 'old-page-token' });
    const login = await api.login('owner', 'demo-owner');
    expect(login.ok).toBe(true);
    expect(calls[0]).toMatchObject({ url: '/api/login', method: 'POST' });
    expect(JSON.parse(calls[0].body ?? '{}')).toEqual({ login_id: 'owner', password: 'demo-owner' });
    await api.copyAction(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/login', '/api/action/copy/1']);
    expect(calls[1].headers[API_HEADERS.csrf]).toBe('login-token');
  });
});
