/**
 * Calls of a console page beyond the shell's client (spec 000 §7), over the client's transport: every call waits
 * for the session, carries the spec's headers (X-Requested-With, the page-loaded time, the CSRF token, the account
 * id), answers an `ApiResult` (never throws), and a 401 opens the login page, exactly as the client's own calls.
 *
 * The calls live in modules the pages import (app/actions/action-api.ts, app/items/items-api.ts, …), never in the
 * shell's client: the first route's chunk carries only the session's calls (issue 14, first route ≤ 80 kB).
 *
 * @example const { call } = createCaller(api); await call<Menu>('GET', '/api/richmenu/data/3');
 */
import type { ApiClient } from './client.ts';

/** A path segment made of an id or a name (encoded: a name never becomes a path). @example pathId(3) // '3' */
export const pathId = (value: number | string): string => encodeURIComponent(String(value));

/**
 * The client's transport as a page module uses it: `call`, the headers a call sends now (for uploads and reads that
 * take the body of a failure too), the app's base and the fetch.
 */
export function createCaller(api: ApiClient) {
  return { call: api.call, headers: api.headers, base: api.base, fetchImpl: api.fetch, lang: api.lang };
}

const madeCalls = new WeakMap<ApiClient, Map<(api: ApiClient) => unknown, unknown>>();

/** The calls made or given for a client, by the factory that makes them. */
function callsByMaker(api: ApiClient): Map<(api: ApiClient) => unknown, unknown> {
  let byMaker = madeCalls.get(api);
  if (!byMaker) {
    byMaker = new Map();
    madeCalls.set(api, byMaker);
  }
  return byMaker;
}

/**
 * A page module's calls over a client, made once per client (`make` is the module's factory): the calls a test
 * gave with `giveCalls`, else the module's own.
 *
 * @example export const actionApi = (api: ApiClient) => callsOf(api, createActionApi);
 */
export function callsOf<T>(api: ApiClient, make: (api: ApiClient) => T): T {
  const byMaker = callsByMaker(api);
  if (!byMaker.has(make)) byMaker.set(make, make(api));
  return byMaker.get(make) as T;
}

/**
 * Gives a client the calls a module's factory would make: a test's fake that answers in memory
 * (app/test/fake-api.ts), read by `callsOf` instead of the module's own.
 *
 * @example giveCalls(fake, createActionApi, fake);
 */
export function giveCalls<T>(api: ApiClient, make: (api: ApiClient) => T, calls: T): void {
  callsByMaker(api).set(make, calls);
}
