import { sql } from 'kysely';
import { recordRevision } from './revisions.ts';
import { type Db, storableText } from './schema.ts';

/** A folder (group) as the picker shows it (spec 000 §3.4): id, name, item_count, unique. */
export interface Folder {
  id: number;
  name: string;
  item_count: number;
  unique: boolean;
}

/**
 * Where a kind's folders keep what they hold: saved documents (the registry's document kinds, action and funnel)
 * or rows of `items` (tags, forms, …). The caller knows the registry; see folderContents in domain/kinds.ts.
 */
export type FolderContents = 'documents' | 'items';

/**
 * The folders of a kind with the number of live items (or documents) in each, in display order.
 *
 * @example await listFolders(db, 1, 'tag', 'items') // [{ id: 3, name: '購入状況', item_count: 4, unique: false }]
 */
export async function listFolders(
  db: Db,
  accountId: number,
  kind: string,
  contents: FolderContents,
): Promise<Folder[]> {
  const folders = await db
    .selectFrom('folders')
    .select(['id', 'name', 'unique_flag'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await countByGroup(db, accountId, kind, contents);
  return folders.map((f) => ({
    id: f.id,
    name: f.name,
    item_count: counts.get(f.id) ?? 0,
    unique: f.unique_flag === 1,
  }));
}

/**
 * Live items (or documents) per group id; `null` counts the unclassified ones.
 *
 * @example (await countByGroup(db, 1, 'tag', 'items')).get(null) // tags without a folder
 */
export async function countByGroup(
  db: Db,
  accountId: number,
  kind: string,
  contents: FolderContents,
): Promise<Map<number | null, number>> {
  const rows =
    contents === 'documents'
      ? await db
          .selectFrom('documents')
          .select(['group_id', sql<string | number>`count(*)`.as('n')])
          .where('account_id', '=', accountId)
          .where('kind', '=', kind)
          .where('deleted_at', 'is', null)
          .groupBy('group_id')
          .execute()
      : await db
          .selectFrom('items')
          .select(['group_id', sql<string | number>`count(*)`.as('n')])
          .where('account_id', '=', accountId)
          .where('kind', '=', kind)
          .where('deleted', '=', 0)
          .groupBy('group_id')
          .execute();
  // PostgreSQL answers count(*) as a bigint string.
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

/**
 * The folders of the kind among `ids`, as id → name.
 *
 * @example await findFolderNames(db, 1, 'tag', [3, 99]) // Map { 3 => 'キャンペーン' }
 */
export async function findFolderNames(
  db: Db,
  accountId: number,
  kind: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('folders')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Creates a folder at the end of the kind's list. @example await createFolder(db, 1, 'action', '配信用') */
export async function createFolder(db: Db, accountId: number, kind: string, name: string): Promise<Folder> {
  const last = await db
    .selectFrom('folders')
    .select(sql<number | string | null>`max(sort)`.as('sort'))
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const row = await db
    .insertInto('folders')
    .values({
      account_id: accountId,
      kind,
      name: storableText(name),
      sort: Number(last?.sort ?? 0) + 1,
      unique_flag: 0,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, item_count: 0, unique: false };
}

/**
 * Renames a folder; false when it does not exist.
 *
 * @example await renameFolder(db, 1, 'action', 5, '配信用') // true
 */
export async function renameFolder(
  db: Db,
  accountId: number,
  kind: string,
  id: number,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('folders')
    .set({ name: storableText(name) })
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes a folder; its contents become unclassified (nothing an operator saved is lost with a folder).
 * False when it does not exist.
 *
 * @example await deleteFolder(db, 1, 'action', 5, 'documents') // true; its actions are unclassified
 */
export async function deleteFolder(
  db: Db,
  accountId: number,
  kind: string,
  id: number,
  contents: FolderContents,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('folders')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    if (contents === 'items') {
      await trx
        .updateTable('items')
        .set({ group_id: null })
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .where('group_id', '=', id)
        .execute();
      return true;
    }
    // A document's body names its folder too: rewrite it as a new revision, so an editor still holding the old
    // folder is refused (409) instead of saving a folder that is gone, and can merge with the folderless one.
    const documents = await trx
      .selectFrom('documents')
      .select(['id', 'body', 'revision'])
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('group_id', '=', id)
      .execute();
    for (const doc of documents) await unfileDocument(trx, { accountId, kind }, doc);
    return true;
  });
}

/**
 * Clears a document's folder with the same conditional write as a save (WHERE revision = the one read), retried
 * on a concurrent save, so a save racing the folder deletion is never overwritten with an older body.
 */
async function unfileDocument(
  db: Db,
  owner: { accountId: number; kind: string },
  first: { id: number; body: string; revision: number },
): Promise<void> {
  let doc: { id: number; body: string; revision: number } | undefined = first;
  for (let attempt = 0; doc && attempt < 5; attempt++) {
    const body = JSON.stringify({ ...(JSON.parse(doc.body) as Record<string, unknown>), group_id: null });
    const now = new Date().toISOString();
    const result = await db
      .updateTable('documents')
      .set({ group_id: null, body, revision: doc.revision + 1, updated_at: now })
      .where('id', '=', doc.id)
      .where('revision', '=', doc.revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      await recordRevision(db, {
        account_id: owner.accountId,
        kind: owner.kind,
        document_id: doc.id,
        revision: doc.revision + 1,
        body,
        saved_at: now,
      });
      return;
    }
    doc = await db
      .selectFrom('documents')
      .select(['id', 'body', 'revision'])
      .where('id', '=', doc.id)
      .executeTakeFirst();
  }
}
