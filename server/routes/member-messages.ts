/**
 * GET /api/v1/member/messages/{member_id} (issue 17 point 6, spec 000 §3.9, §7): a friend's messages, newest page
 * first, MESSAGES_PER_PAGE a page (in time order within the page). The query:
 * - ptime: the page holds messages before this time (ISO 8601, or epoch milliseconds); the answer's
 *   next_past_time is the next call's ptime, until lastpage;
 * - to_future=1: messages after ptime instead, oldest first, next_past_time then being the page's newest time;
 * - fid: a message of this friend the page starts at (included), in either direction; it wins over ptime;
 * - all_table: accepted; every message is in one table, so next_is_all is always false.
 * `sendings` (queued sends) and `reserve_count` (scheduled sends) are empty and 0: the console sends no messages
 * yet (docs/decisions/friend-editor-server.md).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES_PER_PAGE, type MessageCursor, messagePage, messageTime } from '../db/friend-messages.ts';
import type { Db } from '../db/schema.ts';
import { parseId } from '../domain/ids.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { errorResponse, idParams } from '../http/schemas.ts';
import { FRIEND_NOT_FOUND } from './friends.ts';

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    member_id: { type: 'integer' },
    direction: {
      type: 'string',
      enum: ['in', 'out'],
      description: 'in: the friend wrote; out: the account sent',
    },
    timestamp: { type: 'integer', description: 'Epoch milliseconds' },
    date: { type: 'string', description: 'ISO 8601 UTC' },
    text: { type: 'string' },
    type: { type: 'string', description: 'text, image, sticker, ...' },
    notify: { type: 'integer' },
    rate: { type: 'integer', description: '1 normal, 4 unsent (retracted by the friend)' },
    media: { description: 'The attachment as stored (JSON), null for none' },
    quoted_message_id: { type: ['integer', 'null'] },
    line_message_id: { type: ['string', 'null'] },
  },
  required: ['id', 'member_id', 'direction', 'timestamp', 'date', 'text', 'type', 'notify', 'rate', 'media'],
} as const;

/** A ptime as an ISO time comparable with the stored ones, or undefined when it is neither form. */
export function readPtime(text: string): string | undefined {
  const ms = /^[0-9]{1,15}$/.test(text)
    ? Number(text)
    : /^[0-9]{4}-[0-9]{2}-[0-9]{2}T/.test(text)
      ? Date.parse(text)
      : Number.NaN;
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** @example await registerMemberMessageRoutes(app, db); */
export async function registerMemberMessageRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get(
    '/api/v1/member/messages/:id',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['members'],
        summary: `A friend’s messages, ${MESSAGES_PER_PAGE} a page, newest page first (ptime, to_future, fid)`,
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            fid: { type: 'string', description: 'A message id the page starts at (included)' },
            to_future: { type: 'string', description: '1: messages after ptime (or fid), oldest first' },
            ptime: {
              type: 'string',
              description: 'Messages before this time: ISO 8601 or epoch milliseconds',
            },
            all_table: { type: 'string', description: 'Accepted; every message is in one table' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              messages: { type: 'array', items: messageSchema },
              sendings: { type: 'array', items: {}, description: 'Queued sends: none yet' },
              reserve_count: { type: 'integer', description: 'Scheduled sends: 0 yet' },
              lastpage: { type: 'boolean', description: 'Nothing lies beyond this page in its direction' },
              next_past_time: { type: ['string', 'null'], description: 'The next call’s ptime (ISO 8601)' },
              next_is_all: { type: 'boolean' },
            },
            required: ['messages', 'sendings', 'reserve_count', 'lastpage', 'next_past_time', 'next_is_all'],
          },
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const friend =
        id === undefined
          ? undefined
          : await db
              .selectFrom('friends')
              .select('id')
              .where('account_id', '=', request.account.id)
              .where('id', '=', id)
              .executeTakeFirst();
      if (!friend) throw refuse(404, FRIEND_NOT_FOUND);
      const query = request.query as { fid?: string; to_future?: string; ptime?: string };
      const errors: Record<string, string[]> = {};
      const cursor: MessageCursor = { future: query.to_future === '1' || query.to_future === 'true' };
      if (query.fid !== undefined && query.fid !== '') {
        const fid = parseId(query.fid);
        const time = fid === undefined ? undefined : await messageTime(db, friend.id, fid);
        if (time === undefined) errors['/fid'] = ['メッセージが見つかりません'];
        else Object.assign(cursor, { time, inclusive: true });
      } else if (query.ptime !== undefined && query.ptime !== '') {
        const time = readPtime(query.ptime);
        if (time === undefined)
          errors['/ptime'] = ['ptimeは日時(ISO 8601)またはミリ秒のUNIX時刻で指定してください'];
        else cursor.time = time;
      }
      if (Object.keys(errors).length > 0)
        throw new ApiError(422, { messages: Object.values(errors).flat(), errors });
      const page = await messagePage(db, friend.id, cursor);
      return {
        messages: page.messages,
        sendings: [],
        reserve_count: 0,
        lastpage: page.last,
        next_past_time: page.edge,
        next_is_all: false,
      };
    },
  );
}
