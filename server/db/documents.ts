import { PostgresAdapter } from 'kysely';
import { recordRevision } from './revisions.ts';
import { type Db, inTransaction, storableText } from './schema.ts';

/** A saved document with its bookkeeping. `body` is the wire document without its id field. */
export interface StoredDocument {
  id: number;
  kind: string;
  name: string;
  group_id: number | null;
  body: Record<string, unknown>;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** A row of a document list (the body is not needed to list). */
export type DocumentSummary = Omit<StoredDocument, 'body'>;

/** What a conditional write found: done, a newer revision in the way, or nothing to write to. */
export type WriteOutcome =
  | { status: 'ok'; revision: number }
  | { status: 'stale'; revision: number }
  | { status: 'missing' };

/** Which document: ids are unique, the account and kind make sure it is the caller's and of the route's kind. */
export interface DocumentKey {
  accountId: number;
  kind: string;
  id: number;
}

/** A live document, or undefined. @example await getDocument(db, { accountId: 1, kind: 'action', id: 3 }) */
export async function getDocument(db: Db, key: DocumentKey): Promise<StoredDocument | undefined> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where('account_id', '=', key.accountId)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    group_id: row.group_id,
    body: JSON.parse(row.body) as Record<string, unknown>,
    revision: row.revision,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The live documents of a kind, optionally of one folder (`null`: unclassified), newest first.
 *
 * @example await listDocuments(db, 1, 'action', null) // the unclassified actions
 */
export async function listDocuments(
  db: Db,
  accountId: number,
  kind: string,
  groupId?: number | null,
): Promise<DocumentSummary[]> {
  let query = db
    .selectFrom('documents')
    .select(['id', 'kind', 'name', 'group_id', 'revision', 'created_at', 'updated_at'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('deleted_at', 'is', null);
  if (groupId === null) query = query.where('group_id', 'is', null);
  else if (groupId !== undefined) query = query.where('group_id', '=', groupId);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The stored bodies of live documents of a kind, by id (what a list row's kind-specific fields are read from).
 *
 * @example (await documentBodies(db, 1, 'richmenu', [4])).get(4)?.height
 */
export async function documentBodies(
  db: Db,
  accountId: number,
  kind: string,
  ids: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'body'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, JSON.parse(row.body) as Record<string, unknown>]));
}

/**
 * Documents of the given kinds and ids, deleted ones included: what another document refers to.
 *
 * @example await findDocumentsById(db, 1, ['funnel'], [4]) // [{ kind: 'funnel', id: 4, name: '…', deleted: false }]
 */
export async function findDocumentsById(
  db: Db,
  accountId: number,
  kinds: readonly string[],
  ids: readonly number[],
): Promise<{ kind: string; id: number; name: string; deleted: boolean }[]> {
  if (kinds.length === 0 || ids.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select(['kind', 'id', 'name', 'deleted_at'])
    .where('account_id', '=', accountId)
    .where('kind', 'in', [...kinds])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({ kind: r.kind, id: r.id, name: r.name, deleted: r.deleted_at !== null }));
}

/** The fields a save writes. */
export interface DocumentWrite {
  name: string;
  group_id: number | null;
  body: Record<string, unknown>;
  /** Who saves it (kept with the revision); null or absent for the seed. */
  operatorId?: number | null;
  /**
   * Documents it names that must still be live when the write commits (an action's condition funnels, whose
   * delete is refused while they are used): checked in the write's transaction, see `requireLive`.
   */
  requires?: readonly LiveRequirement[];
}

/** Documents of one kind a write names and needs live. */
export interface LiveRequirement {
  kind: string;
  ids: readonly number[];
}

/** A write named a document deleted since its references were checked: the transaction was rolled back. */
export class GoneReferenceError extends Error {
  constructor(
    readonly kind: string,
    readonly ids: readonly number[],
  ) {
    super(`${kind} ${ids.join(', ')} deleted while being referred to`);
  }
}

/**
 * Inside a write's transaction, makes sure the named documents are live, and keeps them so until it commits,
 * else throws GoneReferenceError (rolling it back). The save checked its references before, outside any
 * transaction; a delete may have come in between. SQLite: the write's transaction is BEGIN IMMEDIATE, so no
 * delete commits between this read and the commit. PostgreSQL: FOR SHARE locks the rows, so a delete (an UPDATE
 * of the row) waits for this transaction; one that came first and committed makes the row fail `deleted_at is
 * null` when the lock is granted (READ COMMITTED re-reads the row), so it is not returned.
 */
async function requireLive(trx: Db, accountId: number, requires: readonly LiveRequirement[] = []) {
  for (const { kind, ids } of requires) {
    if (ids.length === 0) continue;
    let query = trx
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('id', 'in', [...ids])
      .where('deleted_at', 'is', null);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forShare();
    const live = new Set((await query.execute()).map((row) => row.id));
    const gone = ids.filter((id) => !live.has(id));
    if (gone.length > 0) throw new GoneReferenceError(kind, gone);
  }
}

/**
 * Stores a new document at revision 1, and that revision in its history.
 *
 * @example const { id } = await insertDocument(db, 1, 'action', write)
 */
export async function insertDocument(
  db: Db,
  accountId: number,
  kind: string,
  write: DocumentWrite,
): Promise<{ id: number; revision: number }> {
  const now = new Date().toISOString();
  const body = JSON.stringify(write.body);
  return inTransaction(db, async (trx) => {
    await requireLive(trx, accountId, write.requires);
    const row = await trx
      .insertInto('documents')
      .values({
        account_id: accountId,
        kind,
        name: storableText(write.name),
        group_id: write.group_id,
        body,
        revision: 1,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'revision'])
      .executeTakeFirstOrThrow();
    await recordRevision(trx, {
      account_id: accountId,
      kind,
      document_id: row.id,
      revision: row.revision,
      body,
      saved_at: now,
      operator_id: write.operatorId ?? null,
    });
    return row;
  });
}

/**
 * Overwrites a document only if it is still at `revision` (a conditional UPDATE, so of two saves from the same
 * revision exactly one wins and the other learns it is stale: no update is lost). Runs in a transaction with
 * the new revision's history row, so the outcome of a refused write is read from the same snapshot.
 *
 * @example await updateDocument(db, { accountId: 1, kind: 'action', id: 3 }, 2, write) // { status: 'ok', revision: 3 }
 */
export async function updateDocument(
  db: Db,
  key: DocumentKey,
  revision: number,
  write: DocumentWrite,
): Promise<WriteOutcome> {
  const body = JSON.stringify(write.body);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    await requireLive(trx, key.accountId, write.requires);
    const result = await trx
      .updateTable('documents')
      .set({
        name: storableText(write.name),
        group_id: write.group_id,
        body,
        revision: revision + 1,
        updated_at: now,
      })
      .where('account_id', '=', key.accountId)
      .where('kind', '=', key.kind)
      .where('id', '=', key.id)
      .where('revision', '=', revision)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return refusal(trx, key);
    await recordRevision(trx, {
      account_id: key.accountId,
      kind: key.kind,
      document_id: key.id,
      revision: revision + 1,
      body,
      saved_at: now,
      operator_id: write.operatorId ?? null,
    });
    return { status: 'ok', revision: revision + 1 };
  });
}

/** A delete's outcome: a write's, or refused by its guard (nothing was deleted). */
export type DeleteOutcome = WriteOutcome | { status: 'refused'; message: string };

/** Thrown inside a delete's transaction to roll it back when its guard refuses. */
class DeleteRefused extends Error {}

/**
 * Soft-deletes a document (references to it then show the deleted placeholder), if still at `revision` when given.
 * `guard`, when given, runs in the same transaction after the row is marked: a message rolls the delete back and
 * is answered as `refused`. Marking first is what makes the guard's read final: SQLite's BEGIN IMMEDIATE keeps
 * every other write out until the commit, and on PostgreSQL the UPDATE holds the row's lock, which a save naming
 * the document takes in share mode (`requireLive`): a save already holding it has committed before the guard
 * reads (READ COMMITTED reads it), a later one waits and then finds the document deleted.
 *
 * @example await deleteDocument(db, { accountId: 1, kind: 'action', id: 3 }, 2) // { status: 'stale', revision: 4 }
 */
export async function deleteDocument(
  db: Db,
  key: DocumentKey,
  revision?: number,
  guard?: (trx: Db) => Promise<string | undefined>,
): Promise<DeleteOutcome> {
  let refusedWith: string | undefined;
  try {
    return await inTransaction(db, async (trx) => {
      let query = trx
        .updateTable('documents')
        .set({ deleted_at: new Date().toISOString() })
        .where('account_id', '=', key.accountId)
        .where('kind', '=', key.kind)
        .where('id', '=', key.id)
        .where('deleted_at', 'is', null);
      if (revision !== undefined) query = query.where('revision', '=', revision);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return refusal(trx, key);
      refusedWith = await guard?.(trx);
      if (refusedWith !== undefined) throw new DeleteRefused(refusedWith);
      return { status: 'ok', revision: revision ?? 0 };
    });
  } catch (error) {
    if (error instanceof DeleteRefused && refusedWith !== undefined)
      return { status: 'refused', message: refusedWith };
    throw error;
  }
}

async function refusal(db: Db, key: DocumentKey): Promise<WriteOutcome> {
  const current = await db
    .selectFrom('documents')
    .select('revision')
    .where('account_id', '=', key.accountId)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return current ? { status: 'stale', revision: current.revision } : { status: 'missing' };
}
