/**
 * The action dry run's calls (issue 19 point 6, docs/decisions/action-dry-run.md): the friends to choose from by
 * name (GET /api/v1/allow_members?name=, its first page) and POST /api/action/dry-run with the action as the
 * editor would save it. Nothing is written.
 */
import type { DryRunEffect } from '../../plugins/effects/dry-runs.ts';
import { createCaller } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiResult } from '../api/types.ts';
import { createFriendsApi, type Member, membersPath } from '../friends/friends-api.ts';

/** The answer of a dry run: the friend, and each effect in order. */
export interface DryRunAnswer {
  member_id: number;
  name: string;
  effects: DryRunEffect[];
}

/** How many friends the chooser shows. */
export const DRY_RUN_FRIENDS_SHOWN = 20;

export function createDryRunApi(api: ApiClient) {
  const { call } = createCaller(api);
  const friends = createFriendsApi(api);
  return {
    /** The first friends whose name contains the text (all when it is empty), at most DRY_RUN_FRIENDS_SHOWN. */
    async friends(name: string, signal?: AbortSignal): Promise<ApiResult<Member[]>> {
      const page = await friends.page(membersPath({ name: name.trim() || undefined }), signal);
      return page.ok ? { ...page, data: page.data.members.slice(0, DRY_RUN_FRIENDS_SHOWN) } : page;
    },
    /** POST /api/action/dry-run. */
    run: (document: unknown, memberId: number, signal?: AbortSignal): Promise<ApiResult<DryRunAnswer>> =>
      call('POST', '/api/action/dry-run', { body: { json: { document, member_id: memberId } }, signal }),
  };
}

/** The dry run's calls. */
export type DryRunApi = ReturnType<typeof createDryRunApi>;
