/**
 * The friends list's calls (spec 000 §7): GET /api/v1/allow_members with operator_role_id, member_id, order_by,
 * tag_id, notify, name and the next page's address the previous page answered (a keyset cursor, never built
 * here), and GET /api/v1/allow_members/{id}. docs/decisions/friends-data.md describes the server side.
 */
import type { Member } from '../../documents/member.ts';
import { createCaller } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiResult } from '../api/types.ts';

/** A friend as the list shows it (the server's own schema, documents/member.ts). */
export type { Member };

/** One page: the friends and where the next page is (null: none). */
export interface MemberPage {
  members: Member[];
  pagination: { per_page: number; next_page_url: string | null };
}

/** The orders the list offers. */
export const MEMBER_ORDERS = [
  'registered_desc',
  'registered_asc',
  'last_response_desc',
  'last_response_asc',
] as const;
export type MemberOrder = (typeof MEMBER_ORDERS)[number];

/** What the list is filtered and sorted by. */
export interface MemberQuery {
  /** A saved funnel: only the friends it matches (the server refuses a name search with it). */
  funnel_id?: number;
  name?: string;
  tag_id?: number;
  notify?: number;
  order_by?: MemberOrder;
}

/**
 * The first page's address for a query (empty values left out).
 *
 * @example membersPath({ name: '佐藤', tag_id: 3 }) // '/api/v1/allow_members?name=%E4%BD%90%E8%97%A4&tag_id=3'
 */
export function membersPath(query: MemberQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api/v1/allow_members${search ? `?${search}` : ''}`;
}

export function createFriendsApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /** A page: the first for a query, or the next by the address the previous page answered. */
    page: (path: string, signal?: AbortSignal): Promise<ApiResult<MemberPage>> =>
      call('GET', path, { signal }),
  };
}
