import type { Db } from './schema.ts';

/** A stored file's description, without its bytes. */
export interface MediaInfo {
  id: number;
  kind: string;
  content_type: string;
  width: number | null;
  height: number | null;
  size: number;
  created_at: string;
}

/** A file to store: its bytes and what was read from them. */
export interface NewMedia {
  kind: string;
  content_type: string;
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
}

/**
 * Stores a file of an account and answers its description.
 *
 * @example const { id } = await insertMedia(db, 1, { kind: 'richmenu', content_type: 'image/png', width: 2500, height: 843, bytes });
 */
export async function insertMedia(db: Db, accountId: number, media: NewMedia): Promise<MediaInfo> {
  return db
    .insertInto('media')
    .values({
      account_id: accountId,
      kind: media.kind,
      content_type: media.content_type,
      width: media.width,
      height: media.height,
      size: media.bytes.length,
      bytes: media.bytes,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'kind', 'content_type', 'width', 'height', 'size', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * An account's file of a kind, without its bytes, or undefined (another account's file is undefined too).
 *
 * @example (await findMedia(db, 1, 'richmenu', 4))?.height // 843
 */
export async function findMedia(
  db: Db,
  accountId: number,
  kind: string,
  id: number,
): Promise<MediaInfo | undefined> {
  return db
    .selectFrom('media')
    .select(['id', 'kind', 'content_type', 'width', 'height', 'size', 'created_at'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * An account's file of a kind with its bytes, or undefined.
 *
 * @example const file = await readMedia(db, 1, 'richmenu', 4); reply.type(file.content_type).send(file.bytes);
 */
export async function readMedia(
  db: Db,
  accountId: number,
  kind: string,
  id: number,
): Promise<(MediaInfo & { bytes: Buffer }) | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'kind', 'content_type', 'width', 'height', 'size', 'created_at', 'bytes'])
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, bytes: Buffer.from(row.bytes) } : undefined;
}
