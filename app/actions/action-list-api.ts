/**
 * The action list's calls (the list, copy and delete the server adds to spec 000 §7). Only the list page imports
 * them; the editor's are app/actions/action-api.ts (each lands in its page's chunk, issue 14).
 */
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { ActionList, RegisterAnswer } from '../api/types.ts';

/**
 * The action list's calls over a console client's transport.
 *
 * @example const list = await createActionListApi(api).listActions();
 */
export function createActionListApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /** GET /api/action/list (optionally one folder: 0 = unclassified). */
    listActions: (groupId?: number) =>
      call<ActionList>('GET', `/api/action/list${groupId === undefined ? '' : `?group_id=${groupId}`}`),
    /** POST /api/action/copy/{id}: a copy in the same folder, named with のコピー. */
    copyAction: (aid: number) => call<RegisterAnswer>('POST', `/api/action/copy/${pathId(aid)}`),
    /** DELETE /api/action/{id}, guarded by the revision the list showed (409 when it changed). */
    deleteAction: (aid: number, revision?: number) =>
      call<{ aid: number; deleted: boolean }>(
        'DELETE',
        `/api/action/${pathId(aid)}${revision === undefined ? '' : `?revision=${revision}`}`,
      ),
  };
}

/** The action list's calls. */
export type ActionListApi = ReturnType<typeof createActionListApi>;

/** The action list's calls of a client (one per client; a test's fake when it gave them). */
export const actionListApi = (api: ApiClient): ActionListApi => callsOf(api, createActionListApi);
