/**
 * The attachments of an account (migration 010, docs/decisions/friend-media.md): files uploaded for friends'
 * image (type 10) and PDF (type 13) values. The rows describe the files; the bytes are in a FileStore.
 */
import type { Selectable } from 'kysely';
import type { FileStore } from '../media/file-store.ts';
import type { AttachmentsTable, Db } from './schema.ts';

/** An attachment's row. */
export type Attachment = Selectable<AttachmentsTable>;

/** What an upload stores: everything but the id and the time. */
export type NewAttachment = Omit<Attachment, 'id' | 'created_at'>;

/** The kind of a friend-info field's file. */
export const VAR_ATTACHMENT_KIND = 'var';

/**
 * Stores an attachment's description (its bytes must be in the store already).
 *
 * @example await insertAttachment(db, { account_id: 1, key, kind: 'var', var_id: 7, … });
 */
export async function insertAttachment(db: Db, attachment: NewAttachment): Promise<Attachment> {
  return db
    .insertInto('attachments')
    .values({ ...attachment, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An account's attachment by its key or its thumbnail's key, or undefined (another account's too).
 *
 * @example (await findAttachment(db, 1, key))?.content_type // 'image/png'
 */
export async function findAttachment(
  db: Db,
  accountId: number,
  key: string,
): Promise<Attachment | undefined> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * The attachment a friend's value may name: uploaded in this account for this field (var_id), else undefined.
 * The editor's save calls it for a type 10/13 value that changed to a key.
 *
 * @example if (!(await findVarAttachment(db, accountId, varId, value))) refuse(422, …)
 */
export async function findVarAttachment(
  db: Db,
  accountId: number,
  varId: number,
  key: string,
): Promise<Attachment | undefined> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', VAR_ATTACHMENT_KIND)
    .where('var_id', '=', varId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** What `deleteAttachment` did: removed the file, kept it (still named by a friend's value), or found none. */
export type AttachmentDeletion = 'deleted' | 'in_use' | 'not_found';

/**
 * Removes an attachment (row, file and thumbnail) once no friend's value of its field names it any more: call it
 * after a save cleared or replaced a value. A file still named elsewhere (the demo seed's image is shared by many
 * friends; another friend may have been given the same key) is kept. Run it after the save's transaction: the
 * file store is not transactional, and a kept file is harmless where a lost one is not.
 *
 * @example await deleteAttachment(db, files, accountId, oldKey) // 'deleted'
 */
export async function deleteAttachment(
  db: Db,
  files: FileStore,
  accountId: number,
  key: string,
): Promise<AttachmentDeletion> {
  const attachment = await findAttachment(db, accountId, key);
  if (!attachment) return 'not_found';
  if (attachment.var_id !== null) {
    const used = await db
      .selectFrom('friend_values')
      .select('friend_id')
      .where('item_id', '=', attachment.var_id)
      .where('value', '=', key)
      .limit(1)
      .executeTakeFirst();
    if (used) return 'in_use';
  }
  await db.deleteFrom('attachments').where('id', '=', attachment.id).execute();
  await files.delete(attachment.key);
  if (attachment.thumbnail_key) await files.delete(attachment.thumbnail_key);
  return 'deleted';
}
