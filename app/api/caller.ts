/**
 * Calls of a console page beyond the shared API client (a document kind's own routes), over the client's session,
 * token and transport: every call carries the spec's headers (X-Requested-With, the page-loaded time, the CSRF
 * token, the account id) and answers an `ApiResult`, never throws.
 *
 * @example const { call } = createCaller(api); await call<Menu>('GET', '/api/richmenu/data/3');
 */

import { href } from '../router.tsx';
import { type ApiClient, apiHeaders, pageToken } from './client.ts';
import { type HttpRequest, type RequestBody, send } from './http.ts';
import type { ApiResult } from './types.ts';

/** Options of `createCaller`: another fetch (tests) or base URL. */
export interface CallerOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
}

export function createCaller(api: ApiClient, options: CallerOptions = {}) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseUrl ?? href('/')).replace(/\/$/, '');
  /** The headers of a call, the session read first when the client has none yet. */
  const headers = async () => {
    let session = api.currentSession();
    if (!session) {
      const read = await api.session();
      if (read.ok) session = read.data;
    }
    return apiHeaders(pageToken() ?? session?.token, session);
  };
  const call = async <T>(
    method: HttpRequest['method'],
    path: string,
    extra: { body?: RequestBody; timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<ApiResult<T>> =>
    send<T>(fetchImpl, {
      method,
      url: `${base}${path}`,
      headers: await headers(),
      lang: 'ja',
      body: extra.body,
      timeoutMs: extra.timeoutMs,
      signal: extra.signal,
    });
  return { call, headers, base, fetchImpl };
}
