import type { Db } from './schema.ts';

/**
 * How many revisions of a document are kept, the newest ones. A merge needs the revision an editor loaded; an
 * editor 50 saves behind reloads instead (its base is gone: 404), and a busy document's history stays bounded.
 */
export const REVISIONS_KEPT = 50;

/** One saved revision of a document, as `document_revisions` holds it (the body as JSON text). */
export interface RevisionRow {
  account_id: number;
  kind: string;
  document_id: number;
  revision: number;
  body: string;
  saved_at: string;
  /** Who saved it; null for the seed and for saves made before operators existed. */
  operator_id?: number | null;
}

/**
 * Records a revision and forgets the ones older than the last REVISIONS_KEPT. Call it in the transaction that
 * writes the document, so a revision the documents table holds can always be read back.
 *
 * @example await recordRevision(trx, { account_id: 1, kind: 'action', document_id: 3, revision: 2, body, saved_at })
 */
export async function recordRevision(db: Db, row: RevisionRow): Promise<void> {
  await db
    .insertInto('document_revisions')
    .values({ ...row, operator_id: row.operator_id ?? null })
    .execute();
  // Revisions of a document are consecutive, so "older than the kept ones" is a bound on the number.
  await db
    .deleteFrom('document_revisions')
    .where('document_id', '=', row.document_id)
    .where('revision', '<=', row.revision - REVISIONS_KEPT)
    .execute();
}

/**
 * The body of a live document of the account at one revision, or undefined (no such document, deleted, another
 * account's, or a revision never saved or no longer kept).
 *
 * @example await getRevision(db, { accountId: 1, kind: 'action', id: 3 }, 2) // { revision: 2, body: { a_name: … } }
 */
export async function getRevision(
  db: Db,
  key: { accountId: number; kind: string; id: number },
  revision: number,
): Promise<{ revision: number; body: Record<string, unknown> } | undefined> {
  const row = await db
    .selectFrom('document_revisions as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select(['r.revision', 'r.body'])
    .where('r.account_id', '=', key.accountId)
    .where('r.kind', '=', key.kind)
    .where('r.document_id', '=', key.id)
    .where('r.revision', '=', revision)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { revision: row.revision, body: JSON.parse(row.body) as Record<string, unknown> };
}

/** One entry of a document's history: its revision, when, and who saved it. */
export interface RevisionEntry {
  revision: number;
  saved_at: string;
  operator: { id: number; name: string } | null;
}

/**
 * The kept revisions of a live document of the account, newest first (empty when there is no such document).
 *
 * @example (await listRevisions(db, { accountId: 1, kind: 'action', id: 3 }))[0] // { revision: 4, saved_at, operator: { id: 1, name: 'デモ オーナー' } }
 */
export async function listRevisions(
  db: Db,
  key: { accountId: number; kind: string; id: number },
): Promise<RevisionEntry[]> {
  const rows = await db
    .selectFrom('document_revisions as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .leftJoin('operators as o', 'o.id', 'r.operator_id')
    .select(['r.revision', 'r.saved_at', 'o.id as operator_id', 'o.name as operator_name'])
    .where('r.account_id', '=', key.accountId)
    .where('r.kind', '=', key.kind)
    .where('r.document_id', '=', key.id)
    .where('d.deleted_at', 'is', null)
    .orderBy('r.revision', 'desc')
    .execute();
  return rows.map((row) => ({
    revision: row.revision,
    saved_at: row.saved_at,
    operator: row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
  }));
}
