/**
 * The funnel calls of spec 001 §7 and docs/api.md: load, register (to a caller-supplied `finishTo`), folders,
 * and the list, copy and delete the server adds. They ride on the console's API client: its session (token,
 * account id) and its transport (`send`: timeouts, the server's messages as data, never a throw).
 *
 * Like every page's calls they live beside the pages that use them, not in the shell's client (issue 14; the
 * others ride on the client's transport through app/api/caller.ts, these keep their own for `finishTo`).
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { FunnelWire } from '../../documents/funnel.ts';
import type { Lang } from '../../engine/core/index.ts';
import { SAVE_TIMEOUT_MS } from '../../engine/machines/index.ts';
import { type ApiClient, apiHeaders, pageToken } from '../api/client.ts';
import { type HttpRequest, type RequestBody, send } from '../api/http.ts';
import type { ApiResult, Folder } from '../api/types.ts';
import { href } from '../router.tsx';
import { useServices } from '../services.tsx';

/** Where a funnel is saved unless the caller says otherwise (spec 001 §7 `finishTo`). */
export const DEFAULT_FINISH_TO = '/api/funnel/register';
/** The load timeouts of spec 001 §9 (funnel data, folders): 10000 ms. */
export const FUNNEL_LOAD_TIMEOUT_MS = 10000;

/** GET /api/funnel/data/{id}: the saved fields (the funnel schema's) and the revision they were loaded at. */
export type FunnelData = FunnelWire & { fid: number; revision?: number };

/** What POST {finishTo} sends (spec 001 §7): the wire funnel, the revision it was edited from, the flags. */
export type FunnelDocument = FunnelWire & {
  revision?: number;
  withDescription?: number;
  no_template?: number;
  withCount?: number;
};

/** The save's answer: the funnel id (our server also answers the revision and the description lines). */
export interface FunnelRegisterAnswer {
  fid?: number;
  id?: number;
  revision?: number;
  description?: string[];
  warnings?: string[];
  /** Where the browser goes after the save (spec 001 §7). */
  redirect_to?: string;
}

/** Who uses a funnel as an effect's condition: how many live documents, and the first three of them. */
export interface FunnelUsedBy {
  count: number;
  documents: { kind: string; id: number; name: string }[];
}

/** A row of GET /api/funnel/list. */
export interface FunnelSummary {
  fid: number;
  name: string;
  group_id: number | null;
  revision: number;
  created_at?: string;
  updated_at?: string;
  /** Absent from servers before it (docs/api.md): then the list cannot tell, and the delete's 422 does. */
  used_by?: FunnelUsedBy;
}

/** GET /api/funnel/list. */
export interface FunnelList {
  items: FunnelSummary[];
  groups: Folder[];
}

/** The funnel calls; every one answers an `ApiResult`. */
export interface FunnelApi {
  funnelData(fid: number, signal?: AbortSignal): Promise<ApiResult<FunnelData>>;
  /** POST the document as JSON to `finishTo` (default /api/funnel/register), given up after 30 s. */
  registerFunnel(
    document: FunnelDocument,
    finishTo?: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<FunnelRegisterAnswer>>;
  funnelGroups(signal?: AbortSignal): Promise<ApiResult<Folder[]>>;
  listFunnels(groupId?: number): Promise<ApiResult<FunnelList>>;
  copyFunnel(fid: number): Promise<ApiResult<FunnelRegisterAnswer>>;
  deleteFunnel(fid: number, revision?: number): Promise<ApiResult<{ fid: number; deleted: boolean }>>;
}

/** Options of `createFunnelApi`; tests pass a stubbed `fetch`. */
export interface FunnelApiOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  lang?: Lang;
  saveTimeoutMs?: number;
  loadTimeoutMs?: number;
}

/**
 * The funnel calls over a console API client: each waits for the client's session and sends its token and
 * account id, as the client's own calls do.
 *
 * @example const funnels = createFunnelApi(api); const result = await funnels.funnelData(7);
 */
export function createFunnelApi(api: ApiClient, options: FunnelApiOptions = {}): FunnelApi {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseUrl ?? href('/')).replace(/\/$/, '');
  const lang = options.lang ?? 'ja';
  const loadTimeoutMs = options.loadTimeoutMs ?? FUNNEL_LOAD_TIMEOUT_MS;

  const call = async <T>(
    method: HttpRequest['method'],
    path: string,
    extra: {
      body?: (token: string | undefined) => RequestBody;
      timeoutMs?: number;
      signal?: AbortSignal;
    } = {},
  ): Promise<ApiResult<T>> => {
    let session = api.currentSession();
    if (!session) {
      const read = await api.session();
      if (read.ok) session = read.data;
    }
    const token = pageToken() ?? session?.token;
    // An absolute finishTo (another host's endpoint) is used as it is; a path is the app's.
    const url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? path : `/${path}`}`;
    return send<T>(fetchImpl, {
      method,
      url,
      headers: apiHeaders(token, session),
      lang,
      body: extra.body?.(token),
      timeoutMs: extra.timeoutMs,
      signal: extra.signal,
    });
  };
  const id = (value: number) => encodeURIComponent(String(value));

  return {
    funnelData: (fid, signal) =>
      call<FunnelData>('GET', `/api/funnel/data/${id(fid)}`, { timeoutMs: loadTimeoutMs, signal }),
    registerFunnel: (document, finishTo = DEFAULT_FINISH_TO, signal) =>
      call<FunnelRegisterAnswer>('POST', finishTo, {
        body: (token) => ({ json: { ...document, _token: token ?? '' } }),
        timeoutMs: options.saveTimeoutMs ?? SAVE_TIMEOUT_MS,
        signal,
      }),
    funnelGroups: (signal) =>
      call<Folder[]>('GET', '/api/funnel/groups', { timeoutMs: loadTimeoutMs, signal }),
    listFunnels: (groupId) =>
      call<FunnelList>('GET', `/api/funnel/list${groupId === undefined ? '' : `?group_id=${groupId}`}`),
    copyFunnel: (fid) => call<FunnelRegisterAnswer>('POST', `/api/funnel/copy/${id(fid)}`),
    deleteFunnel: (fid, revision) =>
      call<{ fid: number; deleted: boolean }>(
        'DELETE',
        `/api/funnel/${id(fid)}${revision === undefined ? '' : `?revision=${revision}`}`,
      ),
  };
}

const FunnelApiContext = createContext<FunnelApi | undefined>(undefined);
const perClient = new WeakMap<ApiClient, FunnelApi>();

/**
 * Provides a funnel API to a tree (tests pass a stub).
 *
 * @example <FunnelApiProvider api={stub}><FunnelEditor mode="editor" /></FunnelApiProvider>
 */
export function FunnelApiProvider({ api, children }: { api: FunnelApi; children: ReactNode }) {
  return createElement(FunnelApiContext.Provider, { value: api }, children);
}

const FUNNEL_CALLS = [
  'funnelData',
  'registerFunnel',
  'funnelGroups',
  'listFunnels',
  'copyFunnel',
  'deleteFunnel',
] as const;

/** Whether a client already has the funnel calls (a test's fake). */
function hasFunnelCalls(api: object): api is FunnelApi {
  return FUNNEL_CALLS.every((name) => typeof (api as Record<string, unknown>)[name] === 'function');
}

/**
 * The funnel API of the tree, else the page's API client when it has the funnel calls, else one over it (one
 * per client).
 *
 * @example const funnels = useFunnelApi(); await funnels.funnelGroups();
 */
export function useFunnelApi(): FunnelApi {
  const provided = useContext(FunnelApiContext);
  const { api } = useServices();
  if (provided) return provided;
  if (hasFunnelCalls(api)) return api;
  let made = perClient.get(api);
  if (!made) {
    made = createFunnelApi(api);
    perClient.set(api, made);
  }
  return made;
}
