import type { Insertable, Selectable } from 'kysely';
import type { Db, FriendMessagesTable } from './schema.ts';

/**
 * A friend's message history (issue 17 point 6, spec 000 §3.9, §7 GET /api/v1/member/messages/{member_id}), read a
 * page at a time from the (friend_id, at, id) index, newest page first. A page never splits the messages of one
 * time (equal `at`): it takes all of them, so the next page, which starts strictly before (or after) the page's
 * last time, neither repeats nor skips a message.
 */

/** Messages per page. */
export const MESSAGES_PER_PAGE = 30;

/** A message as the call answers it (spec 000 §3.9, with `direction`, which the chat view needs). */
export interface MessageEntity {
  id: number;
  member_id: number;
  /** 'in' (the friend wrote) or 'out' (the account sent). */
  direction: 'in' | 'out';
  /** Epoch milliseconds. */
  timestamp: number;
  /** The same time, ISO 8601 UTC. */
  date: string;
  text: string;
  type: string;
  notify: number;
  /** 1 normal, 4 unsent (the friend retracted it). */
  rate: number;
  /** The attachment (image, sticker, ...) as stored, null for none. */
  media: unknown;
  quoted_message_id: number | null;
  line_message_id: string | null;
}

/** Where a page starts: before (or, `future`, after) a time; `inclusive` keeps messages at that very time. */
export interface MessageCursor {
  time?: string;
  inclusive?: boolean;
  future?: boolean;
}

function entity(row: Selectable<FriendMessagesTable>): MessageEntity {
  let media: unknown = null;
  if (row.media !== null) {
    try {
      media = JSON.parse(row.media);
    } catch {
      media = null;
    }
  }
  return {
    id: row.id,
    member_id: row.friend_id,
    direction: row.direction,
    timestamp: Date.parse(row.at),
    date: row.at,
    text: row.text,
    type: row.type,
    notify: row.notify,
    rate: row.rate,
    media,
    quoted_message_id: row.quoted_message_id,
    line_message_id: row.line_message_id,
  };
}

/**
 * One page of a friend's messages in time order (oldest first within the page): the newest page before
 * `cursor.time` (or the oldest after it, `future`); `last` when nothing lies beyond the page in that direction,
 * and `edge` the page's farthest time (the next call's `ptime`).
 *
 * @example const { messages, last, edge } = await messagePage(db, 42, {});
 */
export async function messagePage(
  db: Db,
  friendId: number,
  cursor: MessageCursor,
  perPage = MESSAGES_PER_PAGE,
): Promise<{ messages: MessageEntity[]; last: boolean; edge: string | null }> {
  const future = cursor.future === true;
  const direction = future ? 'asc' : 'desc';
  const beyond = future ? (cursor.inclusive ? '>=' : '>') : cursor.inclusive ? '<=' : '<';
  const base = () => db.selectFrom('friend_messages').selectAll().where('friend_id', '=', friendId);
  let query = base();
  if (cursor.time !== undefined) query = query.where('at', beyond, cursor.time);
  const rows = await query
    .orderBy('at', direction)
    .orderBy('id', direction)
    .limit(perPage + 1)
    .execute();
  let page = rows;
  let last = rows.length <= perPage;
  if (!last) {
    const edge = (rows[perPage - 1] as Selectable<FriendMessagesTable>).at;
    if ((rows[perPage] as Selectable<FriendMessagesTable>).at !== edge) page = rows.slice(0, perPage);
    else {
      // The page ends inside a run of one time: take the whole run, then ask whether anything lies beyond it.
      const run = await base().where('at', '=', edge).execute();
      page = [...rows.filter((row) => row.at !== edge), ...run];
      const more = await base()
        .select('id')
        .where('at', future ? '>' : '<', edge)
        .limit(1)
        .executeTakeFirst();
      last = more === undefined;
    }
  }
  page.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  const edgeRow = future ? page.at(-1) : page[0];
  return { messages: page.map(entity), last, edge: edgeRow?.at ?? null };
}

/** The time of a message of a friend (a page anchored on it), or undefined. */
export async function messageTime(db: Db, friendId: number, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('friend_messages')
    .select('at')
    .where('friend_id', '=', friendId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.at;
}

/** Inserts messages in multi-row INSERTs of 500 (call it in a transaction for speed). */
export async function insertMessages(db: Db, messages: Insertable<FriendMessagesTable>[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 500)
    await db
      .insertInto('friend_messages')
      .values(messages.slice(start, start + 500))
      .execute();
}
