/**
 * A recording fetch for the API modules' unit tests: it answers GET /api/session with `TEST_SESSION`, every other
 * call with what `answer` gives, and records each call (address, method, headers, body).
 *
 * @example const { fetch, calls } = stubFetch(() => json(200, { aid: 3 })); createApiClient({ fetch, baseUrl: '' });
 */
import { vi } from 'vitest';

export const TEST_SESSION = {
  token: 'session-token',
  account: { id: 7, name: 'デモアカウント' },
  abilities: ['scenario'],
  permissions: ['tag-write'],
};

/** A JSON answer. @example json(409, { messages: ['他の画面で更新されています'] }) */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One recorded call. */
export interface StubCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that answers the session, then whatever `answer` gives; it records every call. */
export function stubFetch(answer: (call: StubCall) => Response | Promise<Response> = () => json(200, {})) {
  const calls: StubCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    };
    calls.push(call);
    if (call.url.endsWith('/api/session')) return json(200, TEST_SESSION);
    return answer(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that answers the session and leaves every other call hanging until its signal aborts it. */
export function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/session')) return json(200, TEST_SESSION);
    signals.push(init!.signal!);
    return new Promise<Response>((_, reject) =>
      init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, signals };
}
