/**
 * The friends list's filters in its address (docs/decisions/friends-list-address.md), so a reload, Back and a
 * shared link show the same list: `/friends?name=佐藤&tag_id=3&notify=0&order_by=last_response_desc` (the API's
 * own parameter names). The page of さらに表示 is not kept: the list starts again at its first page.
 *
 * Reading is forgiving: a value the list could not have written (too long, not an id, an unknown order) is left
 * out, as if absent, so an edited or truncated link still opens the list.
 */
import { idOfText } from '../router.tsx';
import { MEMBER_ORDERS, type MemberOrder, type MemberQuery } from './friends-api.ts';

/** The list's path. */
export const FRIENDS_PATH = '/friends';

/** The order the list has when the address names none (the server's default too). */
export const DEFAULT_ORDER: MemberOrder = 'registered_desc';

/** The longest name search, in code points (the server refuses longer: server/routes/friends.ts). */
export const NAME_SEARCH_MAX = 100;

/** The list's query as the address writes it, with the order always set. */
export type ListQuery = MemberQuery & { order_by: MemberOrder };

/** A name search as typed: trimmed; empty, too long or holding control characters (no name has them) → none. */
export function searchOfText(text: string | null): string | undefined {
  const name = text?.trim();
  if (!name || [...name].length > NAME_SEARCH_MAX || /\p{Cc}/u.test(name)) return undefined;
  return name;
}

/**
 * The list's query in an address's query string.
 *
 * @example listQueryOf(new URLSearchParams('tag_id=3&order_by=nope')) // { tag_id: 3, order_by: 'registered_desc' }
 */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const notify = params.get('notify');
  const order = params.get('order_by') as MemberOrder | null;
  return {
    funnel_id: idOfText(params.get('funnel_id')),
    name: searchOfText(params.get('name')),
    tag_id: idOfText(params.get('tag_id')),
    // 0 is a filter of its own: the friends without a response mark.
    notify: notify === '0' ? 0 : idOfText(notify),
    order_by: order !== null && MEMBER_ORDERS.includes(order) ? order : DEFAULT_ORDER,
  };
}

/**
 * The list's address for a query (the default order and empty filters left out), with `extra` parameters after
 * (the friend the editor shows).
 *
 * @example listAddressOf({ name: '佐藤', order_by: 'registered_desc' }) // '/friends?name=%E4%BD%90%E8%97%A4'
 * @example listAddressOf({ order_by: 'registered_desc' }, { member: '7', focus: 'tag' }) // '/friends?member=7&focus=tag'
 */
export function listAddressOf(query: MemberQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.funnel_id !== undefined) params.set('funnel_id', String(query.funnel_id));
  if (query.name) params.set('name', query.name);
  if (query.tag_id !== undefined) params.set('tag_id', String(query.tag_id));
  if (query.notify !== undefined) params.set('notify', String(query.notify));
  if (query.order_by && query.order_by !== DEFAULT_ORDER) params.set('order_by', query.order_by);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `${FRIENDS_PATH}?${search}` : FRIENDS_PATH;
}
