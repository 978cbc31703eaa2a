/**
 * The console's API client (spec 000 §7): every call sends X-Requested-With, the CSRF token, the time the page
 * was loaded and the operator's account id, and answers an `ApiResult` — it never throws at its callers.
 *
 * The client holds only what the shell needs (issue 14: it travels in the first route's chunk): the session, login,
 * logout, the account switch, and the transport every page call rides on (`call`). The pages' calls are made by
 * modules the pages import, over that transport (app/api/caller.ts: app/actions/action-api.ts,
 * app/items/items-api.ts, app/operators/operators-api.ts, …).
 *
 * The token comes from the page (`<meta name="csrf-token">`, which the server injects) or else from
 * GET /api/session, which also gives the account id; the session is read once and shared by every call.
 */
import type { Lang } from '../../engine/core/messages/index.ts';
import { href } from '../router.tsx';
import { type HttpRequest, type RequestBody, send } from './http.ts';
import type { ApiResult, Session } from './types.ts';

/** The header names the client sends (the server reads X-CSRF-TOKEN; the others are for its logs). */
export const API_HEADERS = {
  requestedWith: 'X-Requested-With',
  csrf: 'X-CSRF-TOKEN',
  pageLoadedAt: 'X-Page-Loaded-At',
  userId: 'X-User-Id',
} as const;

/** Options of `createApiClient`; everything has a browser default, tests pass a stubbed `fetch`. */
export interface ApiClientOptions {
  fetch?: typeof fetch;
  /** Prefix of every path (default: the app's base, so the console may live under a sub-path). */
  baseUrl?: string;
  /** The page's token; default: `<meta name="csrf-token">`. Without one, the session's token is used. */
  csrfToken?: () => string | undefined;
  /** When the page was loaded (epoch ms); default: this module's load. */
  pageLoadedAt?: number;
  /**
   * Language of the client's own messages (unknown error, timeout); default: the page's at each call (`<html lang>`,
   * which the console's language switch keeps), so an operator who chose English gets them in English.
   */
  lang?: Lang;
  /** Called when an answer is 401 (not logged in, or the session ended): default, the UNAUTHORIZED_EVENT. */
  onUnauthorized?: () => void;
}

/** The window event a 401 raises (the shell listens and goes to the login page). */
export const UNAUTHORIZED_EVENT = 'console:unauthorized';

function announceUnauthorized(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/** The page's language as `<html lang>` says it (Japanese without a document: tests in Node). */
function pageLang(): Lang {
  return globalThis.document?.documentElement.lang === 'en' ? 'en' : 'ja';
}

/** When the page was loaded (this module's load): what X-Page-Loaded-At says unless a client is told otherwise. */
export const PAGE_LOADED_AT = Date.now();

/** The page's CSRF token: `<meta name="csrf-token">`, which the server injects; undefined outside a page. */
export function pageToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') || undefined;
}

/**
 * The headers every call sends (spec 000 §7): X-Requested-With and the page-loaded time, then the CSRF token and
 * the operator's account id once they are known.
 *
 * @example apiHeaders('t', session) // { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': 't', ... }
 */
export function apiHeaders(
  token: string | undefined,
  session: Session | undefined,
  pageLoadedAt: number = PAGE_LOADED_AT,
): Record<string, string> {
  const headers: Record<string, string> = {
    [API_HEADERS.requestedWith]: 'XMLHttpRequest',
    [API_HEADERS.pageLoadedAt]: String(pageLoadedAt),
  };
  if (token) headers[API_HEADERS.csrf] = token;
  if (session) headers[API_HEADERS.userId] = String(session.account.id);
  return headers;
}

/** What a call of the transport may carry besides its method and path. */
export interface CallExtra {
  /** A body made by a function is made when the call goes, after the session: it may carry the session's token. */
  body?: RequestBody | (() => RequestBody);
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Answer headers the caller reads (lower case), given back in the success's `headers`. */
  readHeaders?: readonly string[];
}

/**
 * Creates a client. One per page is enough: it caches the session.
 *
 * @example
 * const api = createApiClient();
 * const result = await api.session();
 * if (!result.ok) alert(result.messages.join('\n'));
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseUrl ?? href('/')).replace(/\/$/, '');
  const readToken = options.csrfToken ?? pageToken;
  const pageLoadedAt = options.pageLoadedAt ?? PAGE_LOADED_AT;
  const lang = (): Lang => options.lang ?? pageLang();
  let sessionPromise: Promise<ApiResult<Session>> | undefined;
  let session: Session | undefined;
  const onUnauthorized = options.onUnauthorized ?? announceUnauthorized;
  // The session's token first: it is renewed at login and at an account switch, the page's stays as served.
  const token = () => session?.token ?? readToken();
  const headers = () => apiHeaders(token(), session, pageLoadedAt);
  const watch = <T>(result: ApiResult<T>): ApiResult<T> => {
    if (!result.ok && result.status === 401) {
      session = undefined;
      sessionPromise = undefined;
      onUnauthorized();
    }
    return result;
  };

  const loadSession = (): Promise<ApiResult<Session>> => {
    sessionPromise ??= send<Session>(fetchImpl, {
      method: 'GET',
      url: `${base}/api/session`,
      headers: headers(),
      lang: lang(),
    }).then((result) => {
      watch(result);
      if (result.ok) session = result.data;
      // A failed session read is tried again by the next call rather than cached.
      else sessionPromise = undefined;
      return result;
    });
    return sessionPromise;
  };

  /** Every call but the session's waits for the session, so it can carry the token and the account id. */
  const call = async <T>(
    method: HttpRequest['method'],
    path: string,
    extra: CallExtra = {},
  ): Promise<ApiResult<T>> => {
    if (!session) await loadSession();
    const body = typeof extra.body === 'function' ? extra.body() : extra.body;
    return watch(
      await send<T>(fetchImpl, {
        method,
        url: `${base}${path}`,
        headers: headers(),
        lang: lang(),
        ...extra,
        body,
      }),
    );
  };
  /** A call that needs no session first (logging in). */
  const bare = <T>(method: HttpRequest['method'], path: string, body?: RequestBody) =>
    send<T>(fetchImpl, { method, url: `${base}${path}`, headers: headers(), lang: lang(), body });
  const adopt = (result: ApiResult<Session>) => {
    if (result.ok) {
      session = result.data;
      sessionPromise = Promise.resolve(result);
    }
    return result;
  };

  return {
    /** GET /api/session: token, account, abilities, permissions (read once, shared). */
    session: loadSession,
    /** The session once read, else undefined. */
    currentSession: (): Session | undefined => session,
    /** POST /api/login: a new session (its token replaces the page's). A wrong password is a 401 failure. */
    login: async (loginId: string, password: string) =>
      adopt(await bare<Session>('POST', '/api/login', { json: { login_id: loginId, password } })),
    /** POST /api/logout: ends the session. */
    logout: async () => {
      const result = await bare<{ logged_out: boolean }>('POST', '/api/logout');
      session = undefined;
      sessionPromise = undefined;
      return result;
    },
    /** POST /api/session/account: acts for another account of the operator (a new token). */
    switchAccount: async (accountId: number) =>
      adopt(
        await call<Session>('POST', '/api/session/account', { body: { json: { account_id: accountId } } }),
      ),
    /**
     * The transport of every page call (app/api/caller.ts): `path` under the app's base, after the session, with
     * the spec's headers; a 401 ends the session here and opens the login page.
     */
    call,
    /** The CSRF token a call sends now (the session's, else the page's): form posts carry it as `_token`. */
    token,
    /** The headers a call sends now, the session read first (uploads, and reads outside `call`). */
    headers: async (): Promise<Record<string, string>> => {
      if (!session) await loadSession();
      return headers();
    },
    /** The app's base, the prefix of every path. */
    base,
    /** The fetch every call goes through. */
    fetch: fetchImpl,
    /** The language of the client's own messages now (reads outside `call` fold their failures in it). */
    lang,
  };
}

/** The client's type. */
export type ApiClient = ReturnType<typeof createApiClient>;
