/**
 * Where attachment bytes live (friends' media values, issue 17 point 4), behind a small interface so the disk
 * store used now can be replaced by an S3-compatible one (PUT/GET/DELETE of an object named by the key; see
 * docs/decisions/friend-media.md) without touching the routes. Keys are made by the server (`newAttachmentKey`),
 * never taken from a request: a path is built only from a key that matches ATTACHMENT_KEY_PATTERN.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** A stored file: its bytes and the type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * A place for attachment bytes by key. `get` answers undefined for a key it does not hold; `delete` of a missing
 * key is no error.
 *
 * @example await store.put(key, bytes, 'image/png'); (await store.get(key))?.contentType // 'image/png'
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** A key: 32 lowercase hex characters (128 random bits), optionally with a suffix `_t` for a thumbnail. */
export const ATTACHMENT_KEY_PATTERN = /^[0-9a-f]{32}(_t)?$/;

/**
 * A new random key. @example newAttachmentKey() // '3f9c…' (32 hex characters)
 */
export function newAttachmentKey(): string {
  return randomBytes(16).toString('hex');
}

/** The key of a file's thumbnail. @example thumbnailKeyOf('3f9c…') // '3f9c…_t' */
export function thumbnailKeyOf(key: string): string {
  return `${key}_t`;
}

/** Whether a text is a key this server could have made. @example isAttachmentKey('../etc/passwd') // false */
export function isAttachmentKey(key: unknown): key is string {
  return typeof key === 'string' && ATTACHMENT_KEY_PATTERN.test(key);
}

function checkedKey(key: string): string {
  if (!isAttachmentKey(key)) throw new Error(`not an attachment key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The attachment folder of a data folder: `{DATA_DIR}/attachments`, DATA_DIR defaulting to `./data`.
 *
 * @example attachmentDir({ DATA_DIR: '/var/lib/console' }) // '/var/lib/console/attachments'
 */
export function attachmentDir(env: Record<string, string | undefined>, fallback = './data'): string {
  return resolve(env.DATA_DIR || fallback, 'attachments');
}

/**
 * Files on disk under `dir`, spread over 256 sub-folders by the key's first two characters (so no folder grows
 * to millions of entries). The content type is kept beside the bytes in `{key}.type`. Folders are made at the
 * first write: a server that stores nothing writes nothing.
 *
 * @example const store = createDiskFileStore(attachmentDir(process.env));
 */
export function createDiskFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, checkedKey(key).slice(0, 2), key);
  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // The type first: a file whose bytes exist is complete.
      await writeFile(`${path}.type`, contentType);
      await writeFile(path, bytes);
    },
    async get(key) {
      if (!isAttachmentKey(key)) return undefined;
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

/**
 * Files in memory, for tools and tests that need no disk (the demo seed run by a script without a store).
 *
 * @example const store = createMemoryFileStore();
 */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    async put(key, bytes, contentType) {
      files.set(checkedKey(key), { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      return files.get(key);
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
