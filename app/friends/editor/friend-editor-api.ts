/**
 * The friend editor's calls (spec 000 §7; docs/decisions/friend-editor-server.md): the editor's own load and
 * save (one call each, so a save is one transaction with one revision check), the best-name guess, a field's
 * suggestions and the friend's message history.
 */
import { createCaller } from '../../api/caller.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ApiResult } from '../../api/types.ts';
import type { FriendEditorAnswer, FriendSaveBody } from './friend-record.ts';

/** A message of the history (spec 000 §3.9). */
export interface FriendMessage {
  id: number;
  member_id: number;
  timestamp: number | string;
  date: string;
  text: string;
  type: string;
  notify: number;
  rate: number;
  media: string | null;
  quoted_message_id: number | null;
  line_message_id: string | null;
  direction?: 'in' | 'out';
}

/** One page of the history, newest first; `next_past_time` asks for the page before it. */
export interface FriendMessagePage {
  messages: FriendMessage[];
  sendings: unknown[];
  reserve_count: number;
  lastpage: boolean;
  next_past_time: string | number | null;
  next_is_all: boolean;
}

export function createFriendEditorApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    load: (memberId: number, signal?: AbortSignal): Promise<ApiResult<FriendEditorAnswer>> =>
      call('GET', `/api/member/editor/${memberId}`, { signal }),
    save: (body: FriendSaveBody, signal?: AbortSignal): Promise<ApiResult<FriendEditorAnswer>> =>
      call('POST', '/api/member/editor', { body: { json: body }, signal }),
    /** The real-name guess from the friend's own name: a string, or the text null when there is none. */
    bestName: (name: string, signal?: AbortSignal): Promise<ApiResult<string>> =>
      call('POST', '/api/tunnel/bestname', { body: { json: { name } }, signal }),
    suggestions: (varId: number, signal?: AbortSignal): Promise<ApiResult<{ name: string }[]>> =>
      call('GET', `/api/member/var/suggests/${varId}`, { signal }),
    messages: (
      memberId: number,
      before: string | number | null,
      signal?: AbortSignal,
    ): Promise<ApiResult<FriendMessagePage>> =>
      call(
        'GET',
        `/api/v1/member/messages/${memberId}${before === null ? '' : `?ptime=${encodeURIComponent(String(before))}`}`,
        { signal },
      ),
  };
}
export type FriendEditorApi = ReturnType<typeof createFriendEditorApi>;
