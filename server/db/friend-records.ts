import { PostgresAdapter, sql } from 'kysely';
import { type FriendSummary, getFriend } from './friends.ts';
import { nameIndexColumns } from './name-fold.ts';
import type { Db } from './schema.ts';

/**
 * A friend's editable record (issue 17 point 3, docs/decisions/friend-editor-server.md): tags, friend-info values
 * and metas, base fields, and the revision that guards them. The friend editor's save and the spec's member calls
 * read and write through these functions; the checks of what may be written are server/domain/friend-edit.ts.
 */

/** The response-mark field's code (seed-data.ts): its value is `friends.notify`, not a friend_values row. */
export const RESPONSE_MARK_CODE = 'member_taiou_mark';

/** The base fields of spec 000 §3.5. */
export interface FriendBases {
  name: string;
  short_name: string;
  nickname: string;
  memo: string;
}

/** What the editor and the member calls show of a friend. */
export interface FriendRecord {
  member: FriendSummary;
  revision: number;
  tag_ids: number[];
  /** var_id → value, only fields with a value; the response mark's is friends.notify. */
  values: Record<string, string>;
  /** var_id → meta, only non-empty metas. */
  metas: Record<string, string>;
  bases: FriendBases;
}

/** What a write is checked against: the friend's row, its tag set and its stored values. */
export interface FriendState {
  id: number;
  revision: number;
  bases: FriendBases;
  notify: number;
  tags: Set<number>;
  values: Map<number, { value: string; meta: string }>;
}

/** The id of an account's response-mark field (a live 'varia' item with that code), or undefined. */
export async function responseMarkFieldId(db: Db, accountId: number): Promise<number | undefined> {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'data'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'varia')
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.find((row) => {
    try {
      return (JSON.parse(row.data) as { code?: unknown }).code === RESPONSE_MARK_CODE;
    } catch {
      return false;
    }
  })?.id;
}

/**
 * The friend's state for checking a write, or undefined when the account has no such friend. With `lock`, on
 * PostgreSQL the row is locked (FOR UPDATE, inside a transaction) so concurrent writes to one friend queue; SQLite's transactions take the write lock
 * at BEGIN.
 */
export async function readFriendState(
  db: Db,
  accountId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<FriendState | undefined> {
  let query = db
    .selectFrom('friends')
    .select(['id', 'revision', 'name', 'short_name', 'nickname', 'memo', 'notify'])
    .where('account_id', '=', accountId)
    .where('id', '=', id);
  if (options.lock && db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [tags, values] = await Promise.all([
    db.selectFrom('friend_tags').select('tag_id').where('friend_id', '=', id).execute(),
    db.selectFrom('friend_values').select(['item_id', 'value', 'meta']).where('friend_id', '=', id).execute(),
  ]);
  return {
    id: row.id,
    revision: row.revision,
    bases: { name: row.name, short_name: row.short_name, nickname: row.nickname, memo: row.memo },
    notify: row.notify,
    tags: new Set(tags.map((t) => t.tag_id)),
    values: new Map(values.map((v) => [v.item_id, { value: v.value, meta: v.meta }])),
  };
}

/**
 * A friend's record as the editor shows it, or undefined (another account's friend too).
 *
 * @example (await readFriendRecord(db, 1, 42))?.values // { '12': 'M0100042', '15': '2' }
 */
export async function readFriendRecord(
  db: Db,
  accountId: number,
  id: number,
): Promise<FriendRecord | undefined> {
  const [member, state, markId] = await Promise.all([
    getFriend(db, accountId, id),
    readFriendState(db, accountId, id),
    responseMarkFieldId(db, accountId),
  ]);
  if (!member || !state) return undefined;
  const values: Record<string, string> = {};
  const metas: Record<string, string> = {};
  for (const [itemId, stored] of state.values) {
    values[itemId] = stored.value;
    if (stored.meta !== '') metas[itemId] = stored.meta;
  }
  if (markId !== undefined) {
    if (state.notify !== 0) values[markId] = String(state.notify);
    else delete values[markId];
  }
  return {
    member,
    revision: state.revision,
    tag_ids: [...state.tags].sort((a, b) => a - b),
    values,
    metas,
    bases: state.bases,
  };
}

/** A value to store ('' deletes the row), with its typed columns and meta. */
export interface ValueWrite {
  itemId: number;
  value: string;
  num: number | null;
  date: string | null;
  meta: string;
}

/** One checked write to a friend: only what is given changes. */
export interface FriendChange {
  tags?: { add: number[]; remove: number[] };
  values?: ValueWrite[];
  /** The response mark (a choice id of the mark field, 0 for none). */
  notify?: number;
  bases?: Partial<Pick<FriendBases, 'short_name' | 'nickname' | 'memo'>>;
}

/**
 * Writes a checked change and bumps the friend's revision by one, only if the revision is still `revision` (what
 * the checks read); answers the new revision, or undefined when another write came first (nothing is written:
 * call it inside the transaction that read the state, and roll back).
 *
 * @example const next = await writeFriendChange(trx, 1, state, { tags: { add: [3], remove: [] } });
 */
export async function writeFriendChange(
  db: Db,
  accountId: number,
  state: FriendState,
  change: FriendChange,
): Promise<number | undefined> {
  const now = new Date().toISOString();
  const bases = { ...state.bases, ...change.bases };
  const renamed =
    change.bases !== undefined &&
    (bases.short_name !== state.bases.short_name || bases.nickname !== state.bases.nickname);
  const bumped = await db
    .updateTable('friends')
    .set({
      revision: sql<number>`revision + 1`,
      ...(change.bases ?? {}),
      ...(renamed ? nameIndexColumns(bases.name, bases.short_name, bases.nickname) : {}),
      ...(change.notify !== undefined ? { notify: change.notify } : {}),
    })
    .where('account_id', '=', accountId)
    .where('id', '=', state.id)
    .where('revision', '=', state.revision)
    .returning('revision')
    .executeTakeFirst();
  if (!bumped) return undefined;
  const { add = [], remove = [] } = change.tags ?? {};
  if (remove.length > 0)
    await db
      .deleteFrom('friend_tags')
      .where('friend_id', '=', state.id)
      .where('tag_id', 'in', remove)
      .execute();
  if (add.length > 0)
    await db
      .insertInto('friend_tags')
      .values(add.map((tag_id) => ({ friend_id: state.id, tag_id, tagged_at: now })))
      .execute();
  for (const write of change.values ?? []) {
    await db
      .deleteFrom('friend_values')
      .where('friend_id', '=', state.id)
      .where('item_id', '=', write.itemId)
      .execute();
    if (write.value === '') continue;
    await db
      .insertInto('friend_values')
      .values({
        friend_id: state.id,
        item_id: write.itemId,
        value: write.value,
        num: write.num,
        date: write.date,
        meta: write.meta,
        updated_at: now,
      })
      .execute();
  }
  return bumped.revision;
}

/** The most suggestions answered. */
export const SUGGESTIONS_MAX = 20;

/**
 * The values friends have for a field, most used first (then by value), at most SUGGESTIONS_MAX, optionally only
 * those starting with `prefix`. Reads the (item_id, value) index: the field's rows only.
 *
 * @example await valueSuggestions(db, 12, 'M01') // ['M0100001', ...]
 */
export async function valueSuggestions(db: Db, itemId: number, prefix = ''): Promise<string[]> {
  let query = db
    .selectFrom('friend_values')
    .select(['value', db.fn.countAll<number>().as('uses')])
    .where('item_id', '=', itemId)
    .where('value', '<>', '');
  // substr counts characters on both engines, and compares exactly (LIKE would fold case on SQLite only).
  if (prefix !== '')
    query = query.where(sql<string>`substr(value, 1, ${sql.lit([...prefix].length)})`, '=', prefix);
  const rows = await query
    .groupBy('value')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('value')
    .limit(SUGGESTIONS_MAX)
    .execute();
  return rows.map((row) => row.value);
}
