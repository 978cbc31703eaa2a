import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_HEADERS, createApiClient } from '../api/client.ts';
import { hangingFetch, json, stubFetch } from '../test/stub-fetch.ts';
import { createActionApi } from './action-api.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe("the action editor's calls", () => {
  it("post the spec's form body with the session's token when the page has none", async () => {
    const { fetch, calls } = stubFetch(() => json(200, { aid: 12, revision: 1 }));
    const actions = createActionApi(createApiClient({ fetch, baseUrl: '/base', csrfToken: () => undefined }));
    const result = await actions.registerAction({
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

  it('load and describe on the spec’s paths', async () => {
    const { fetch, calls } = stubFetch(() => json(200, {}));
    const actions = createActionApi(createApiClient({ fetch, baseUrl: '' }));
    await actions.actionData(3);
    await actions.actionText(3);
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/action/data/3',
      'GET /api/action/text/3',
    ]);
  });

  it('keep the 409 status so the page can reload', async () => {
    const { fetch } = stubFetch(() => json(409, { messages: ['他の画面で更新されています'], errors: {} }));
    const actions = createActionApi(createApiClient({ fetch, baseUrl: '' }));
    const result = await actions.registerAction({ aid: 1, inputs: [] });
    expect(result).toMatchObject({ ok: false, status: 409, messages: ['他の画面で更新されています'] });
  });

  it('give up on the save after 30 s (spec 000 §9), as a timed-out failure', async () => {
    vi.useFakeTimers();
    const { fetch, signals } = hangingFetch();
    const actions = createActionApi(createApiClient({ fetch, baseUrl: '' }));
    let settled: unknown;
    void actions.registerAction({ inputs: [] }).then((result) => {
      settled = result;
    });
    await vi.advanceTimersByTimeAsync(29_999);
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

  it('report a 401 as the client does: the session ends and the login page is asked for', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = stubFetch(() => json(401, { messages: ['ログインしてください'] }));
    const api = createApiClient({ fetch, baseUrl: '', onUnauthorized });
    expect(await createActionApi(api).actionData(3)).toMatchObject({ ok: false, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.currentSession()).toBeUndefined();
  });
});
