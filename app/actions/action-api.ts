/**
 * The action editor's calls (spec 000 §7): load, description text, register. Only the editor imports them (the
 * shell's client carries the session's calls alone, issue 14); the list's are app/actions/action-list-api.ts.
 */
import { SAVE_TIMEOUT_MS } from '../../engine/machines/save-status.ts';
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { ActionData, ActionDocument, ActionText, RegisterAnswer } from '../api/types.ts';

/** Options of `createActionApi`. */
export interface ActionApiOptions {
  /** The action save timeout (spec 000 §9: 30000 ms). */
  saveTimeoutMs?: number;
}

/**
 * The action editor's calls over a console client's transport.
 *
 * @example const actions = createActionApi(api); const result = await actions.actionData(12);
 */
export function createActionApi(api: ApiClient, options: ActionApiOptions = {}) {
  const { call } = createCaller(api);
  return {
    /** GET /api/action/data/{id}. */
    actionData: (aid: number, signal?: AbortSignal) =>
      call<ActionData>('GET', `/api/action/data/${pathId(aid)}`, { signal }),
    /** GET /api/action/text/{id}: the description text. */
    actionText: (aid: number, signal?: AbortSignal) =>
      call<ActionText>('GET', `/api/action/text/${pathId(aid)}`, { signal }),
    /**
     * POST /api/action/register, form-encoded as the spec posts it (inputs as JSON text, the token as _token),
     * given up after 30 s.
     */
    registerAction: (document: ActionDocument, signal?: AbortSignal) =>
      call<RegisterAnswer>('POST', '/api/action/register', {
        // Made when the call goes: after the session, whose token it carries.
        body: () => ({ form: { ...document, withDescription: 1, _token: api.token() ?? '' } }),
        timeoutMs: options.saveTimeoutMs ?? SAVE_TIMEOUT_MS,
        signal,
      }),
  };
}

/** The action editor's calls. */
export type ActionApi = ReturnType<typeof createActionApi>;

/** The action editor's calls of a client (one per client; a test's fake when it gave them). */
export const actionApi = (api: ApiClient): ActionApi => callsOf(api, createActionApi);
