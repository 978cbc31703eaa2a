/**
 * The console's API client (spec 000 §7): every call sends X-Requested-With, the CSRF token, the time the page
 * was loaded and the operator's account id, and answers an `ApiResult` — it never throws at its callers.
 *
 * The token comes from the page (`<meta name="csrf-token">`, which the server injects) or else from
 * GET /api/session, which also gives the account id; the session is read once and shared by every call.
 */
import type { Lang } from '../../engine/core/index.ts';
import { SAVE_TIMEOUT_MS } from '../../engine/machines/save-status.ts';
import { href } from '../router.tsx';
import { type HttpRequest, type RequestBody, send } from './http.ts';
import type {
  ActionData,
  ActionDocument,
  ActionList,
  ActionText,
  ApiResult,
  Folder,
  NewJourneyTag,
  NewOperator,
  NewVarField,
  OperatorsAnswer,
  PickerItem,
  RegisterAnswer,
  ResourceAnswer,
  RestAnswer,
  RevisionEntry,
  SalonStatus,
  Session,
  VarChoice,
  VarChoicesAnswer,
  VarChoicesOfField,
} from './types.ts';
import { MAY_DELAY_HEADER } from './types.ts';

/** The header names the client sends (the server reads X-CSRF-TOKEN; the others are for its logs). */
export const API_HEADERS = {
  requestedWith: 'X-Requested-With',
  csrf: 'X-CSRF-TOKEN',
  pageLoadedAt: 'X-Page-Loaded-At',
  userId: 'X-User-Id',
} as const;

/**
 * Item kinds that blocks name but GET /api/v_resource does not list (they are not item-picker kinds of spec 002
 * §2): the server lists them on paths of their own (docs/api.md), answered as plain arrays of items.
 */
export const ITEM_LIST_PATHS: Readonly<Record<string, string>> = {
  journey: '/api/journeys',
  salon_resource: '/api/salon/resources',
  salon_course: '/api/salon/courses',
};

/** Options of `createApiClient`; everything has a browser default, tests pass a stubbed `fetch`. */
export interface ApiClientOptions {
  fetch?: typeof fetch;
  /** Prefix of every path (default: the app's base, so the console may live under a sub-path). */
  baseUrl?: string;
  /** The page's token; default: `<meta name="csrf-token">`. Without one, the session's token is used. */
  csrfToken?: () => string | undefined;
  /** When the page was loaded (epoch ms); default: this module's load. */
  pageLoadedAt?: number;
  /** Language of the client's own messages (unknown error, timeout). */
  lang?: Lang;
  /** The action save timeout (spec 000 §9: 30000 ms). */
  saveTimeoutMs?: number;
  /** Called when an answer is 401 (not logged in, or the session ended): default, the UNAUTHORIZED_EVENT. */
  onUnauthorized?: () => void;
}

/** The window event a 401 raises (the shell listens and goes to the login page). */
export const UNAUTHORIZED_EVENT = 'console:unauthorized';

function announceUnauthorized(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
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

/**
 * Creates a client. One per page is enough: it caches the session.
 *
 * @example
 * const api = createApiClient();
 * const result = await api.actionData(12);
 * if (!result.ok) alert(result.messages.join('\n'));
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseUrl ?? href('/')).replace(/\/$/, '');
  const readToken = options.csrfToken ?? pageToken;
  const pageLoadedAt = options.pageLoadedAt ?? PAGE_LOADED_AT;
  const lang = options.lang ?? 'ja';
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
      lang,
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
    extra: {
      body?: RequestBody | (() => RequestBody);
      timeoutMs?: number;
      signal?: AbortSignal;
      readHeaders?: readonly string[];
    } = {},
  ): Promise<ApiResult<T>> => {
    if (!session) await loadSession();
    // A body made by a function is made now, after the session: it may carry the session's token.
    const body = typeof extra.body === 'function' ? extra.body() : extra.body;
    return watch(
      await send<T>(fetchImpl, { method, url: `${base}${path}`, headers: headers(), lang, ...extra, body }),
    );
  };
  /** A call that needs no session first (logging in). */
  const bare = <T>(method: HttpRequest['method'], path: string, body?: RequestBody) =>
    send<T>(fetchImpl, { method, url: `${base}${path}`, headers: headers(), lang, body });
  const adopt = (result: ApiResult<Session>) => {
    if (result.ok) {
      session = result.data;
      sessionPromise = Promise.resolve(result);
    }
    return result;
  };

  const id = (value: number | string) => encodeURIComponent(String(value));

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
    /** GET /api/operators: the account's operators, its roles and every permission (operator-manage). */
    operators: () => call<OperatorsAnswer>('GET', '/api/operators'),
    /** POST /api/operators: a new operator with an initial password and a role. */
    createOperator: (input: NewOperator) =>
      call<{ id: number }>('POST', '/api/operators', { body: { json: input } }),
    /** PATCH /api/operators/{id}: role, disabled or a new password. */
    updateOperator: (
      operatorId: number,
      change: { role_id?: number; disabled?: boolean; password?: string },
    ) => call<{ id: number }>('PATCH', `/api/operators/${id(operatorId)}`, { body: { json: change } }),
    /** POST /api/operators/{id}/revoke_sessions: ends every session of an operator (its browsers log in again). */
    revokeOperatorSessions: (operatorId: number) =>
      call<{ revoked: number }>('POST', `/api/operators/${id(operatorId)}/revoke_sessions`),
    /** POST /api/roles: a new role. */
    createRole: (name: string, permissions: string[]) =>
      call<{ id: number }>('POST', '/api/roles', { body: { json: { name, permissions } } }),
    /** PATCH /api/roles/{id}: a role's name or permissions. */
    updateRole: (roleId: number, change: { name?: string; permissions?: string[] }) =>
      call<{ id: number }>('PATCH', `/api/roles/${id(roleId)}`, { body: { json: change } }),
    /** GET /api/{kind}/data/{id}/revisions: the kept revisions, newest first, with who saved each. */
    documentRevisions: (kind: string, docId: number, signal?: AbortSignal) =>
      call<{ revisions: RevisionEntry[] }>('GET', `/api/${kind}/data/${id(docId)}/revisions`, { signal }),
    /** POST /api/{kind}/data/{id}/revision/{revision}/restore: that revision saved again as a new one. */
    restoreRevision: (kind: string, docId: number, revision: number, current: number) =>
      call<{ revision: number }>('POST', `/api/${kind}/data/${id(docId)}/revision/${id(revision)}/restore`, {
        body: { json: { revision: current } },
      }),
    /** GET /api/action/data/{id}. */
    actionData: (aid: number, signal?: AbortSignal) =>
      call<ActionData>('GET', `/api/action/data/${id(aid)}`, { signal }),
    /** GET /api/{kind}/data/{id}/revision/{revision}: an earlier revision, the base of a draft's merge. */
    documentRevision: (kind: string, docId: number, revision: number, signal?: AbortSignal) =>
      call<Record<string, unknown>>('GET', `/api/${kind}/data/${id(docId)}/revision/${id(revision)}`, {
        signal,
      }),
    /** GET /api/action/text/{id}: the description text. */
    actionText: (aid: number, signal?: AbortSignal) =>
      call<ActionText>('GET', `/api/action/text/${id(aid)}`, { signal }),
    /**
     * POST /api/action/register, form-encoded as the spec posts it (inputs as JSON text, the token as _token),
     * given up after 30 s.
     */
    registerAction: (document: ActionDocument, signal?: AbortSignal) =>
      call<RegisterAnswer>('POST', '/api/action/register', {
        body: () => ({
          form: { ...document, withDescription: 1, _token: token() ?? '' },
        }),
        timeoutMs: options.saveTimeoutMs ?? SAVE_TIMEOUT_MS,
        signal,
      }),
    /** GET /api/action/list (optionally one folder: 0 = unclassified). */
    listActions: (groupId?: number) =>
      call<ActionList>('GET', `/api/action/list${groupId === undefined ? '' : `?group_id=${groupId}`}`),
    /** POST /api/action/copy/{id}: a copy in the same folder, named with のコピー. */
    copyAction: (aid: number) => call<RegisterAnswer>('POST', `/api/action/copy/${id(aid)}`),
    /** DELETE /api/action/{id}, guarded by the revision the list showed (409 when it changed). */
    deleteAction: (aid: number, revision?: number) =>
      call<{ aid: number; deleted: boolean }>(
        'DELETE',
        `/api/action/${id(aid)}${revision === undefined ? '' : `?revision=${revision}`}`,
      ),
    /** GET /api/folders/{kind}: the folders of a kind with counts. */
    folders: (kind: string) => call<Folder[]>('GET', `/api/folders/${id(kind)}`),
    /**
     * The items of a kind: GET /api/v_resource/{kind} for the picker kinds, or the kind's own list (journeys,
     * salon resources and courses), answered in the same `{ groups, items, ids }` shape.
     */
    async resource(kind: string, signal?: AbortSignal): Promise<ApiResult<ResourceAnswer>> {
      const listPath = ITEM_LIST_PATHS[kind];
      if (!listPath) return call<ResourceAnswer>('GET', `/api/v_resource/${id(kind)}`, { signal });
      const result = await call<PickerItem[]>('GET', listPath, { signal });
      if (!result.ok) return result;
      const items = Array.isArray(result.data) ? result.data : [];
      return { ...result, data: { groups: [], items, ids: items.map((item) => item.id) } };
    },
    /** POST /api/tag/new: a new tag in a folder (null: unclassified, 'fav': favourite). */
    createTag: (name: string, groupId: number | 'fav' | null) =>
      call<PickerItem>('POST', '/api/tag/new', { body: { json: { name, group_id: groupId } } }),
    /** POST /api/journey_tags: a new phase of a journey, answered with its id and journey_id (journey-write). */
    createJourneyTag: (phase: NewJourneyTag) =>
      call<PickerItem>('POST', '/api/journey_tags', { body: { json: phase } }),
    /** POST /line/var/new: a new friend-info field, answered with its id and type. */
    createVar: (field: NewVarField) => call<PickerItem>('POST', '/line/var/new', { body: { json: field } }),
    /** GET /api/var/choice/{var_id}: the choices of a choice-type field, in their order. */
    varChoices: (fieldId: number, signal?: AbortSignal) =>
      call<VarChoicesOfField>('GET', `/api/var/choice/${id(fieldId)}`, { signal }),
    /**
     * POST /api/var/choice: replaces the choices of a choice-type field (at least one, in the order given). The
     * answer's `headers['lm-may-delay']` is '1' when friends' registered values follow a changed or removed
     * choice (`mayDelay`).
     */
    saveVarChoices: (id: number, choices: readonly VarChoice[]) =>
      call<VarChoicesAnswer>('POST', '/api/var/choice', {
        body: { json: { id, choice_json: { choices } } },
        readHeaders: [MAY_DELAY_HEADER],
      }),
    /** GET /api/salon/statuses: the reservation statuses as { key, label } (condition 67 chooses by key). */
    salonStatuses: (signal?: AbortSignal) => call<SalonStatus[]>('GET', '/api/salon/statuses', { signal }),
    /** GET /api/line/slots/{id}/rest: the remaining count of an event slot. */
    slotRest: (slotId: number, signal?: AbortSignal) =>
      call<RestAnswer>('GET', `/api/line/slots/${id(slotId)}/rest`, { signal }),
    /** GET /api/line/menus/{id}/rest: the remaining count of a plan of an event slot. */
    menuRest: (menuId: number, signal?: AbortSignal) =>
      call<RestAnswer>('GET', `/api/line/menus/${id(menuId)}/rest`, { signal }),
  };
}

/** The client's type. */
export type ApiClient = ReturnType<typeof createApiClient>;
