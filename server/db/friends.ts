import {
  type ExpressionBuilder,
  type Insertable,
  PostgresAdapter,
  type RawBuilder,
  type Selectable,
  sql,
} from 'kysely';
import type { Member } from '../../documents/member.ts';
import { foldName, nameIndexColumns, WORD_CHAR } from './name-fold.ts';
import type {
  Database,
  Db,
  DialectName,
  FriendsTable,
  FriendTagsTable,
  FriendValuesTable,
} from './schema.ts';

export { foldName, nameGrams } from './name-fold.ts';

/**
 * The friends of an account (issue 17 points 1 and 2, docs/decisions/friends-data.md): the list with its filters
 * and keyset pagination, one friend, and bulk inserts for the seed and the benchmark generator.
 */

/** Which engine a handle talks to. @example dialectOf(db) // 'sqlite' */
export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The list's orders: the column read and the direction. Spec 001 §9 sort codes 1, 0, 3, 4 map onto them. */
export const FRIEND_ORDERS = {
  registered_desc: { column: 'registered_at', desc: true },
  registered_asc: { column: 'registered_at', desc: false },
  last_response_desc: { column: 'last_response_at', desc: true },
  last_response_asc: { column: 'last_response_at', desc: false },
} as const;
export type FriendOrder = keyof typeof FRIEND_ORDERS;
/** The funnel's sort_type codes (spec 001 §9) as orders. */
export const SORT_CODES: Record<string, FriendOrder> = {
  '1': 'registered_desc',
  '0': 'registered_asc',
  '3': 'last_response_desc',
  '4': 'last_response_asc',
};

/** Where a page starts: after the friend with this sort value and id (exclusive). */
export interface FriendCursor {
  order: FriendOrder;
  value: string;
  id: number;
}

/**
 * The opaque cursor of a next-page URL: base64url of [order, value, id].
 *
 * @example encodeCursor({ order: 'registered_desc', value: '2025-01-01T00:00:00.000Z', id: 7 })
 */
export function encodeCursor(cursor: FriendCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.value, cursor.id])).toString('base64url');
}

/** A cursor read back, or undefined when it is not one this server made. @example decodeCursor('WyJy…') */
export function decodeCursor(text: string): FriendCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
    const [order, value, id] = parsed as unknown[];
    if (typeof order !== 'string' || !Object.hasOwn(FRIEND_ORDERS, order)) return undefined;
    if (typeof value !== 'string' || value.length > 64) return undefined;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return undefined;
    return { order: order as FriendOrder, value, id };
  } catch {
    return undefined;
  }
}

/** The list's filters. */
export interface FriendQuery {
  order: FriendOrder;
  /** Page size. */
  limit: number;
  after?: FriendCursor;
  memberId?: number;
  tagId?: number;
  notify?: number;
  /** A substring of name, short_name or nickname. */
  name?: string;
  /** Tests only: the most search or tag candidates read by id (default SPARSE_CANDIDATES). */
  sparseCandidates?: number;
}

/** A friend as the list and GET /api/v1/allow_members/{id} answer it. */
export type FriendSummary = Member;

const SUMMARY_COLUMNS = [
  'friends.id',
  'friends.name',
  'friends.short_name',
  'friends.nickname',
  'friends.registered_at',
  'friends.last_response_at',
  'friends.notify',
  'friends.user_rate',
  'friends.blocked',
] as const;
type SummaryRow = Pick<
  Selectable<FriendsTable>,
  | 'id'
  | 'name'
  | 'short_name'
  | 'nickname'
  | 'registered_at'
  | 'last_response_at'
  | 'notify'
  | 'user_rate'
  | 'blocked'
>;

/** Searches of at least this many characters use the trigram index on SQLite; shorter ones the gram index. */
export const TRIGRAM_MIN = 3;

/**
 * Up to this many search (or tag) candidates are read by id and ordered in memory; more mean the matches are
 * dense, and walking the order index with the candidate set finds a page soon.
 */
export const SPARSE_CANDIDATES = 2000;

/**
 * How SQLite finds the friends whose names contain `search`: by the trigram index (three characters and more)
 * or the gram index (one or two word characters). Answers the candidates' ids when there are at most
 * `sparse` of them, else the candidate set as a subquery; undefined when no index applies (a control
 * character among one or two: LIKE alone, walking the list order).
 */
async function searchPlan(
  db: Db,
  search: string,
  sparse: number,
): Promise<{ ids?: number[]; dense?: RawBuilder<number> } | undefined> {
  // Both indexes hold the folded names (name-fold.ts), so the text looked up is folded too.
  const text = foldName(search);
  const chars = [...text];
  let table: 'friends_search' | 'friends_grams';
  if (chars.length >= TRIGRAM_MIN) table = 'friends_search';
  else if (chars.every((c) => WORD_CHAR.test(c))) table = 'friends_grams';
  else return undefined;
  // A phrase of the whole text, quotes doubled: FTS5 reads nothing in it as syntax.
  const phrase = `"${text.replaceAll('"', '""')}"`;
  const match = sql`${sql.table(table)} MATCH ${phrase}`;
  const found = await sql<{
    rowid: number;
  }>`SELECT rowid FROM ${sql.table(table)} WHERE ${match} LIMIT ${sparse + 1}`.execute(db);
  if (found.rows.length <= sparse) return { ids: found.rows.map((r) => r.rowid) };
  return { dense: sql<number>`(SELECT rowid FROM ${sql.table(table)} WHERE ${match})` };
}

/**
 * The list's name search as a condition: `search` in name, short_name or nickname, compared folded (NFKC and lower
 * case, name-fold.ts): LIKE on the stored `name_folded` column of the friends table under `table` (its name or
 * alias), wildcards escaped. Plain LIKE on both engines: both sides are folded already, and ILIKE would fold
 * more than SQLite does.
 *
 * @example select.where(nameContains('f', 'Ｓａｔｏ')) // f.name_folded LIKE '%sato%'
 */
export function nameContains(table: string, search: string): RawBuilder<boolean> {
  const pattern = likeContaining(foldName(search));
  return sql<boolean>`(${sql.ref(`${table}.name_folded`)} LIKE ${pattern} ESCAPE '\\')`;
}

/** `%text%` with LIKE's wildcards escaped (escape character `\`). */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an account's friends in the query's order, and the cursor of the next page (undefined on the last).
 * Reads one row more than the page to know whether another page follows.
 *
 * @example const { friends, next } = await listFriends(db, 'sqlite', 1, { order: 'registered_desc', limit: 50 });
 */
export async function listFriends(
  db: Db,
  dialect: DialectName,
  accountId: number,
  query: FriendQuery,
): Promise<{ friends: FriendSummary[]; next?: FriendCursor }> {
  const { column, desc } = FRIEND_ORDERS[query.order];
  const direction = desc ? 'desc' : 'asc';
  const search = query.name?.trim() ?? '';
  const plan =
    search !== '' && dialect === 'sqlite'
      ? await searchPlan(db, search, query.sparseCandidates ?? SPARSE_CANDIDATES)
      : undefined;
  let candidates = plan?.ids;
  const sparse = query.sparseCandidates ?? SPARSE_CANDIDATES;
  if (query.tagId !== undefined && dialect === 'sqlite') {
    // A rare tag is read from its own index, like a search with few matches; a common one filters the walk.
    const tagged = await db
      .selectFrom('friend_tags')
      .select('friend_id')
      .where('tag_id', '=', query.tagId)
      .limit(sparse + 1)
      .execute();
    if (tagged.length <= sparse) {
      const ids = tagged.map((row) => row.friend_id);
      const found = new Set(ids);
      candidates = candidates ? candidates.filter((id) => found.has(id)) : ids;
    }
  }
  let select = db
    .selectFrom('friends')
    .select(SUMMARY_COLUMNS)
    .select(`friends.${column} as sort_value`)
    // With few candidates, `+` keeps SQLite off the account's indexes: it reads the candidates by id instead
    // of walking every friend of the account to test each against them.
    .where(candidates ? sql<number>`+friends.account_id` : sql<number>`friends.account_id`, '=', accountId);
  if (query.memberId !== undefined) select = select.where('friends.id', '=', query.memberId);
  if (query.notify !== undefined) select = select.where('friends.notify', '=', query.notify);
  if (query.tagId !== undefined) {
    const tagId = query.tagId;
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('friend_tags')
          .select(sql.lit(1).as('one'))
          .whereRef('friend_tags.friend_id', '=', 'friends.id')
          .where('friend_tags.tag_id', '=', tagId),
      ),
    );
  }
  if (search !== '') {
    if (plan?.dense) select = select.where('friends.id', 'in', plan.dense);
    // Always checked, so the indexes only narrow: the answer is LIKE's on every engine and path.
    select = select.where(nameContains('friends', search));
  }
  if (query.after) {
    const { value, id } = query.after;
    select = select.where((eb: ExpressionBuilder<Database, 'friends'>) =>
      eb(eb.refTuple(`friends.${column}`, 'friends.id'), desc ? '<' : '>', eb.tuple(value, id)),
    );
  }
  let rows: (SummaryRow & { sort_value: string })[];
  if (candidates) {
    // Few candidates: read them by id (no ORDER BY, so SQLite cannot choose to walk the order index instead)
    // and order them here, as the index would: by the sort value, then the id.
    const found = await select
      .where('friends.id', 'in', sql<number>`(SELECT value FROM json_each(${JSON.stringify(candidates)}))`)
      .execute();
    const sign = desc ? -1 : 1;
    found.sort(
      (a, b) => sign * (a.sort_value < b.sort_value ? -1 : a.sort_value > b.sort_value ? 1 : a.id - b.id),
    );
    rows = found.slice(0, query.limit + 1);
  } else {
    rows = await select
      .orderBy(`friends.${column}`, direction)
      .orderBy('friends.id', direction)
      .limit(query.limit + 1)
      .execute();
  }
  const page = rows.slice(0, query.limit);
  const tags = await tagsOf(
    db,
    page.map((row) => row.id),
  );
  const friends = page.map((row) => summary(row, tags.get(row.id) ?? []));
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last
      ? { order: query.order, value: String(last.sort_value), id: last.id }
      : undefined;
  return { friends, next };
}

/** The tag ids of some friends, each list ascending. */
async function tagsOf(db: Db, friendIds: number[]): Promise<Map<number, number[]>> {
  const tags = new Map<number, number[]>();
  if (friendIds.length === 0) return tags;
  const rows = await db
    .selectFrom('friend_tags')
    .select(['friend_id', 'tag_id'])
    .where('friend_id', 'in', friendIds)
    .orderBy('friend_id')
    .orderBy('tag_id')
    .execute();
  for (const row of rows) {
    const list = tags.get(row.friend_id);
    if (list) list.push(row.tag_id);
    else tags.set(row.friend_id, [row.tag_id]);
  }
  return tags;
}

function summary(row: SummaryRow, tags: number[]): FriendSummary {
  return {
    id: row.id,
    name: row.name,
    short_name: row.short_name,
    nickname: row.nickname,
    icon_url: null,
    registered_at: row.registered_at,
    last_response_at: row.last_response_at === '' ? null : row.last_response_at,
    notify: row.notify,
    user_rate: row.user_rate,
    blocked: row.blocked === 1,
    tags,
  };
}

/**
 * One friend of an account, or undefined (another account's friend too).
 *
 * @example await getFriend(db, 1, 42) // { id: 42, name: '佐藤 花子', tags: [3, 5], ... }
 */
export async function getFriend(db: Db, accountId: number, id: number): Promise<FriendSummary | undefined> {
  const row = await db
    .selectFrom('friends')
    .select(SUMMARY_COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return summary(row, (await tagsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * Some friends of an account as the list answers them, in the order of `ids` (a funnel's page); ids of another
 * account's friends are left out.
 *
 * @example await friendSummaries(db, 1, [42, 7]) // [{ id: 42, … }, { id: 7, … }]
 */
export async function friendSummaries(db: Db, accountId: number, ids: number[]): Promise<FriendSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('friends')
    .select(SUMMARY_COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, summary(row, tags.get(row.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A friend to insert with its tags and values. */
export interface NewFriend {
  friend: Insertable<FriendsTable>;
  tags?: number[];
  values?: Omit<Insertable<FriendValuesTable>, 'friend_id'>[];
}

/** Rows per INSERT: under SQLite's and PostgreSQL's bound-parameter limits for the widest table. */
const CHUNK = 500;

/**
 * Inserts friends with their tags and values in multi-row INSERTs (call it inside a transaction for speed) and
 * answers their ids in order. PostgreSQL and SQLite both return the ids of a multi-row INSERT in row order.
 *
 * @example const [id] = await insertFriends(trx, [{ friend: { account_id: 1, line_user_id: 'U…', name: '佐藤', registered_at }, tags: [3] }]);
 */
export async function insertFriends(db: Db, friends: NewFriend[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < friends.length; start += CHUNK) {
    const chunk = friends.slice(start, start + CHUNK);
    const rows = await db
      .insertInto('friends')
      .values(
        chunk.map((f) => ({
          ...f.friend,
          ...nameIndexColumns(f.friend.name, f.friend.short_name ?? '', f.friend.nickname ?? ''),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const tags: Insertable<FriendTagsTable>[] = [];
  const values: Insertable<FriendValuesTable>[] = [];
  friends.forEach((f, i) => {
    const friendId = ids[i] as number;
    for (const tagId of f.tags ?? [])
      tags.push({ friend_id: friendId, tag_id: tagId, tagged_at: f.friend.registered_at });
    for (const value of f.values ?? []) values.push({ ...value, friend_id: friendId });
  });
  for (let start = 0; start < tags.length; start += CHUNK)
    await db
      .insertInto('friend_tags')
      .values(tags.slice(start, start + CHUNK))
      .execute();
  for (let start = 0; start < values.length; start += CHUNK)
    await db
      .insertInto('friend_values')
      .values(values.slice(start, start + CHUNK))
      .execute();
  return ids;
}
