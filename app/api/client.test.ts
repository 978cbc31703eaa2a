import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingFetch, json, stubFetch, TEST_SESSION } from '../test/stub-fetch.ts';
import { API_HEADERS, createApiClient } from './client.ts';
import { formBody } from './http.ts';

// The shell's client: the session's calls and the transport every page module's calls ride on. The page modules'
// own calls are tested beside them (app/actions/action-api.test.ts, app/items/items-api.test.ts, …).

afterEach(() => {
  vi.useRealTimers();
});

describe('API client: headers', () => {
  it('sends X-Requested-With, the token, the page-loaded time and the user id on every call', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { aid: 3, inputs: [], revision: 1 }));
    const api = createApiClient({ fetch, baseUrl: '', csrfToken: () => 'page-token', pageLoadedAt: 1234 });
    const result = await api.call('GET', '/api/action/data/3');
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
    await api.call('GET', '/api/v_resource/tag');
    expect(calls.filter((c) => c.url.endsWith('/api/session'))).toHaveLength(1);
    // What a call outside `call` sends (uploads): the same headers, the same token.
    expect(await api.headers()).toMatchObject({
      [API_HEADERS.csrf]: 'session-token',
      [API_HEADERS.userId]: '7',
    });
    expect(api.token()).toBe('session-token');
  });

  it('puts every path under the base, and makes a body given as a function after the session', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { ok: 1 }));
    const api = createApiClient({ fetch, baseUrl: '/base/', csrfToken: () => undefined });
    expect(api.token()).toBeUndefined();
    await api.call('POST', '/api/x', { body: () => ({ form: { _token: api.token() ?? '' } }) });
    expect(calls.map((c) => c.url)).toEqual(['/base/api/session', '/base/api/x']);
    expect(calls[1].body).toBe('_token=session-token');
  });

  it('sends JSON bodies as JSON and form bodies form-encoded', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { id: 40, name: '新タグ' }));
    const api = createApiClient({ fetch, baseUrl: '' });
    await api.call('POST', '/api/tag/new', { body: { json: { name: '新タグ', group_id: 'fav' } } });
    expect(calls[1].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[1].body!)).toEqual({ name: '新タグ', group_id: 'fav' });
    await api.call('POST', '/api/x', { body: { form: { a: 1 } } });
    expect(calls[2].headers['Content-Type']).toContain('application/x-www-form-urlencoded');
  });

  it('gives back the answer headers a call asks for, only those', async () => {
    const { fetch } = stubFetch(
      () =>
        new Response('{}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'lm-may-delay': '1', 'x-other': 'y' },
        }),
    );
    const api = createApiClient({ fetch, baseUrl: '' });
    expect(await api.call('POST', '/api/var/choice', { readHeaders: ['lm-may-delay'] })).toMatchObject({
      ok: true,
      headers: { 'lm-may-delay': '1' },
    });
    const plain = await api.call('GET', '/api/x');
    expect(plain.ok && plain.headers).toBeUndefined();
  });

  it('form-encodes null as empty, objects as JSON text, and leaves undefined out', () => {
    expect(formBody({ a: 1, b: null, c: undefined, d: [1], e: true }).toString()).toBe(
      'a=1&b=&d=%5B1%5D&e=true',
    );
  });
});

describe('API client: errors as data', () => {
  it("gives the server's messages line by line, with the field errors", async () => {
    const body = {
      messages: ['最低1つの要素を選択して下さい', '名前を入力してください'],
      errors: { '/inputs': ['x'] },
    };
    const { fetch } = stubFetch(() => json(422, body));
    const result = await createApiClient({ fetch, baseUrl: '' }).call('POST', '/api/action/register');
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
      const result = await createApiClient({ fetch, baseUrl: '' }).call('GET', '/api/action/text/1');
      expect(result).toMatchObject({
        ok: false,
        messages: ['不明なエラーが発生しました'],
        fromServer: false,
      });
    }
  });

  it('never throws: a network failure is status 0 with the unknown error', async () => {
    const { fetch } = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await createApiClient({ fetch, baseUrl: '' }).call('GET', '/api/action/list');
    expect(result).toMatchObject({ ok: false, status: 0, messages: ['不明なエラーが発生しました'] });
  });

  it("says its own words in the page's language at each call (<html lang>, which the language switch keeps)", async () => {
    const { fetch } = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ fetch, baseUrl: '' });
    const page = { documentElement: { lang: 'en' }, querySelector: () => null };
    vi.stubGlobal('document', page);
    try {
      expect(api.lang()).toBe('en');
      expect(await api.call('GET', '/api/action/list')).toMatchObject({
        messages: ['An unknown error occurred'],
      });
      page.documentElement.lang = 'ja';
      expect(await api.call('GET', '/api/action/list')).toMatchObject({
        messages: ['不明なエラーが発生しました'],
      });
    } finally {
      vi.unstubAllGlobals();
    }
    // Told a language, the client keeps it whatever the page says.
    expect(createApiClient({ fetch, baseUrl: '', lang: 'en' }).lang()).toBe('en');
  });

  it('tries the session again after it failed, and still makes the call', async () => {
    let sessionCalls = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/api/session')) {
        sessionCalls++;
        return sessionCalls === 1 ? json(500, {}) : json(200, TEST_SESSION);
      }
      return json(200, { items: [], groups: [] });
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ fetch, baseUrl: '' });
    expect((await api.call('GET', '/api/action/list')).ok).toBe(true);
    expect(api.currentSession()).toBeUndefined();
    await api.call('GET', '/api/action/list');
    expect(api.currentSession()?.account.id).toBe(7);
  });
});

describe('API client: timeout and abort', () => {
  it("gives up after a call's timeout, as a timed-out failure", async () => {
    vi.useFakeTimers();
    const { fetch, signals } = hangingFetch();
    const api = createApiClient({ fetch, baseUrl: '' });
    let settled: unknown;
    void api.call('POST', '/api/x', { timeoutMs: 5000 }).then((result) => {
      settled = result;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    expect(settled).toMatchObject({
      ok: false,
      status: 0,
      timedOut: true,
      messages: ['通信がタイムアウトしました'],
    });
  });

  it('reports an abort by the caller as aborted, not as an error to show', async () => {
    const { fetch } = hangingFetch();
    const controller = new AbortController();
    const running = createApiClient({ fetch, baseUrl: '' }).call('GET', '/api/action/data/1', {
      signal: controller.signal,
    });
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
    const result = await api.call('GET', '/api/action/data/3');
    expect(result).toMatchObject({ ok: false, status: 401, messages: ['ログインしてください'] });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.currentSession()).toBeUndefined();
    await api.call('GET', '/api/action/data/4');
    expect(calls.filter((c) => c.url.endsWith('/api/session'))).toHaveLength(2);
  });

  it('logs in without a session first and carries the new session’s token afterwards', async () => {
    const fresh = { ...TEST_SESSION, token: 'login-token' };
    const { fetch, calls } = stubFetch((call) =>
      call.url.endsWith('/api/login') ? json(200, fresh) : json(200, { aid: 1, inputs: [], revision: 1 }),
    );
    const api = createApiClient({ fetch, baseUrl: '', csrfToken: () => 'old-page-token' });
    const login = await api.login('owner', 'demo-owner');
    expect(login.ok).toBe(true);
    expect(calls[0]).toMatchObject({ url: '/api/login', method: 'POST' });
    expect(JSON.parse(calls[0].body ?? '{}')).toEqual({ login_id: 'owner', password: 'demo-owner' });
    await api.call('POST', '/api/action/copy/1');
    expect(calls.map((c) => c.url)).toEqual(['/api/login', '/api/action/copy/1']);
    expect(calls[1].headers[API_HEADERS.csrf]).toBe('login-token');
  });

  it('switches the account with the session’s token and adopts the new session', async () => {
    const switched = { ...TEST_SESSION, token: 'switched-token', account: { id: 8, name: '二号店' } };
    const { fetch, calls } = stubFetch((call) =>
      call.url.endsWith('/api/session/account') ? json(200, switched) : json(200, {}),
    );
    const api = createApiClient({ fetch, baseUrl: '', csrfToken: () => undefined });
    expect((await api.switchAccount(8)).ok).toBe(true);
    expect(JSON.parse(calls[1].body!)).toEqual({ account_id: 8 });
    expect(calls[1].headers[API_HEADERS.csrf]).toBe('session-token');
    expect(api.currentSession()?.account.id).toBe(8);
    await api.call('GET', '/api/x');
    expect(calls[2].headers).toMatchObject({
      [API_HEADERS.csrf]: 'switched-token',
      [API_HEADERS.userId]: '8',
    });
  });
});
