/**
 * The friends list (issue 17 point 2, spec 000 §7 member calls; docs/decisions/friends-data.md):
 * - GET /api/v1/allow_members: an account's friends a page at a time, with filters (member_id, tag_id, notify,
 *   name), an order (order_by) and keyset pagination: `pagination.next_page_url` carries an opaque cursor.
 *   operator_role_id is checked (an operator role of the account) and recorded; every role sees every friend
 *   until per-role friend limits exist.
 * - GET /api/v1/allow_members/{id}: one friend.
 * Bad query values answer 422 with Japanese messages, another account's friend 404.
 */
import type { FastifyInstance } from 'fastify';
import { memberSchema } from '../../documents/member.ts';
import { getDocument } from '../db/documents.ts';
import {
  decodeCursor,
  dialectOf,
  encodeCursor,
  FRIEND_ORDERS,
  type FriendCursor,
  type FriendOrder,
  friendSummaries,
  getFriend,
  listFriends,
  SORT_CODES,
} from '../db/friends.ts';
import { funnelInputs, pageFunnel } from '../db/funnel-query.ts';
import { findItem } from '../db/items.ts';
import type { Db } from '../db/schema.ts';
import { parseId } from '../domain/ids.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { errorResponse } from '../http/schemas.ts';

const tags = ['friends'];
/** Page sizes: the funnel's take_num options are 50, 100 and 200 (spec 001 §9). */
export const FRIENDS_PER_PAGE = { default: 50, max: 200 } as const;
/** The longest name search. */
export const NAME_SEARCH_MAX = 100;
export const FRIEND_NOT_FOUND = '友だちが見つかりません';

export { memberSchema };

const ORDER_NAMES = Object.keys(FRIEND_ORDERS) as FriendOrder[];

/** The query as sent: every value a string (checked here, so a bad one answers 422 with its own message). */
interface ListQuery {
  operator_role_id?: string;
  member_id?: string;
  order_by?: string;
  tag_id?: string;
  notify?: string;
  name?: string;
  per_page?: string;
  cursor?: string;
  funnel_id?: string;
}

const stringParam = (description: string) => ({ type: 'string', description }) as const;

/** @example await registerFriendRoutes(app, db); */
export async function registerFriendRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const dialect = dialectOf(db);
  app.get(
    '/api/v1/allow_members',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'The account’s friends, a page at a time in keyset order: filter by member_id, tag_id, notify (response ' +
          'mark) and name (a part of name, short_name or nickname); pagination.next_page_url carries the cursor',
        querystring: {
          type: 'object',
          properties: {
            operator_role_id: stringParam('An operator role of the account (id)'),
            member_id: stringParam('Only this friend (id)'),
            order_by: stringParam(
              `${ORDER_NAMES.join(', ')} (default registered_desc); the funnel's sort codes 1, 0, 3, 4 too`,
            ),
            tag_id: stringParam('Only friends with this tag (id)'),
            notify: stringParam('Only friends with this response mark (choice id; 0 for none)'),
            name: stringParam(
              `A part of the name, short name or nickname (up to ${NAME_SEARCH_MAX} characters)`,
            ),
            per_page: stringParam(
              `Friends per page, 1 to ${FRIENDS_PER_PAGE.max} (default ${FRIENDS_PER_PAGE.default})`,
            ),
            cursor: stringParam('Where the page starts: taken from pagination.next_page_url, never built'),
            funnel_id: stringParam(
              'Only the friends a saved funnel matches (its display filters included), in its sort_type and ' +
                'take_num unless order_by and per_page say otherwise; the other filters narrow it further',
            ),
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              members: { type: 'array', items: memberSchema },
              pagination: {
                type: 'object',
                properties: {
                  per_page: { type: 'integer' },
                  next_page_url: { type: ['string', 'null'] },
                },
                required: ['per_page', 'next_page_url'],
              },
            },
            required: ['members', 'pagination'],
          },
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const query = request.query as ListQuery;
      const accountId = request.account.id;
      const errors: Record<string, string[]> = {};
      const fail = (field: string, message: string) => {
        errors[`/${field}`] = [...(errors[`/${field}`] ?? []), message];
      };
      const id = (field: keyof ListQuery, label: string) => {
        const text = query[field];
        if (text === undefined || text === '') return undefined;
        const value = parseId(text);
        if (value === undefined) fail(field, `${label}は正しいIDで指定してください`);
        return value;
      };
      const memberId = id('member_id', '友だち');
      const tagId = id('tag_id', 'タグ');
      const roleId = id('operator_role_id', '権限');
      const funnelId = id('funnel_id', '検索条件');
      let funnel: Record<string, unknown> | undefined;
      if (funnelId !== undefined) {
        funnel = (await getDocument(db, { accountId, kind: 'funnel', id: funnelId }))?.body;
        if (!funnel) fail('funnel_id', '検索条件が見つかりません');
      }
      let notify: number | undefined;
      if (query.notify !== undefined && query.notify !== '') {
        if (/^[0-9]{1,9}$/.test(query.notify)) notify = Number(query.notify);
        else fail('notify', '対応マークは0以上の整数で指定してください');
      }
      // A saved funnel's own order and page size (sort_type, take_num) are its list's defaults.
      let order: FriendOrder = (funnel && SORT_CODES[String(funnel.sort_type)]) || 'registered_desc';
      if (query.order_by !== undefined && query.order_by !== '') {
        const named = Object.hasOwn(FRIEND_ORDERS, query.order_by)
          ? (query.order_by as FriendOrder)
          : SORT_CODES[query.order_by];
        if (named) order = named;
        else fail('order_by', `並び順は ${ORDER_NAMES.join(' / ')} のいずれかで指定してください`);
      }
      const takeNum = funnel?.take_num;
      let limit: number =
        typeof takeNum === 'number' &&
        Number.isInteger(takeNum) &&
        takeNum >= 1 &&
        takeNum <= FRIENDS_PER_PAGE.max
          ? takeNum
          : FRIENDS_PER_PAGE.default;
      if (query.per_page !== undefined && query.per_page !== '') {
        const n = /^[0-9]{1,3}$/.test(query.per_page) ? Number(query.per_page) : 0;
        if (n >= 1 && n <= FRIENDS_PER_PAGE.max) limit = n;
        else fail('per_page', `1ページの件数は1〜${FRIENDS_PER_PAGE.max}で指定してください`);
      }
      const name = query.name ?? '';
      if ([...name].length > NAME_SEARCH_MAX)
        fail('name', `名前の検索は${NAME_SEARCH_MAX}文字以内で入力してください`);
      // Control characters are in no name, and no index reads them.
      if (/\p{Cc}/u.test(name)) fail('name', '名前の検索に使えない文字が含まれています');
      let after: FriendCursor | undefined;
      if (query.cursor !== undefined && query.cursor !== '') {
        after = decodeCursor(query.cursor);
        if (!after)
          fail('cursor', '次のページの指定が正しくありません。一覧を最初から読み込み直してください');
        else if (after.order !== order)
          fail('cursor', '次のページの指定が並び順と合いません。一覧を最初から読み込み直してください');
      }
      if (Object.keys(errors).length === 0) {
        if (tagId !== undefined) {
          const tag = await findItem(db, accountId, 'tag', tagId);
          if (!tag || tag.deleted) fail('tag_id', 'タグが見つかりません');
        }
        if (roleId !== undefined && !(await findItem(db, accountId, 'operator_role', roleId)))
          fail('operator_role_id', '権限が見つかりません');
      }
      if (Object.keys(errors).length > 0)
        throw new ApiError(422, { messages: Object.values(errors).flat(), errors });

      const page = funnel
        ? await funnelPage(db, accountId, funnel, { order, limit, after, tagId, notify, memberId, name })
        : await listFriends(db, dialect, accountId, { order, limit, after, memberId, tagId, notify, name });
      let nextPageUrl: string | null = null;
      if (page.next) {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query))
          if (key !== 'cursor' && typeof value === 'string' && value !== '') params.set(key, value);
        params.set('cursor', encodeCursor(page.next));
        nextPageUrl = `/api/v1/allow_members?${params.toString()}`;
      }
      return { members: page.friends, pagination: { per_page: limit, next_page_url: nextPageUrl } };
    },
  );

  app.get(
    '/api/v1/allow_members/:id',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'One friend of the account',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } },
          required: ['id'],
        },
        response: {
          200: { type: 'object', properties: { member: memberSchema }, required: ['member'] },
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const member = id === undefined ? undefined : await getFriend(db, request.account.id, id);
      if (!member) throw refuse(404, FRIEND_NOT_FOUND);
      return { member };
    },
  );
}

/**
 * A page of the list filtered by a saved funnel: the tag and mark filters become two more conditions of its
 * and-list, the member and name filters narrow its keyset page (the name search stays the list's: any case).
 */
async function funnelPage(
  db: Db,
  accountId: number,
  funnel: Record<string, unknown>,
  page: {
    order: FriendOrder;
    limit: number;
    after?: FriendCursor;
    tagId?: number;
    notify?: number;
    memberId?: number;
    name?: string;
  },
): Promise<{ friends: Awaited<ReturnType<typeof friendSummaries>>; next?: FriendCursor }> {
  const inputs = Array.isArray(funnel.inputs) ? [...funnel.inputs] : [];
  if (page.tagId !== undefined) inputs.push({ type: 60, tag_ids: [page.tagId], tag_or: 0 });
  if (page.notify !== undefined) inputs.push({ type: 50, notify: [page.notify] });
  const found = await pageFunnel(
    db,
    accountId,
    { ...funnel, inputs },
    await funnelInputs(db, accountId),
    page,
  );
  return { friends: await friendSummaries(db, accountId, found.ids), next: found.next };
}
