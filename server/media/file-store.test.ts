import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attachmentDir,
  createDiskFileStore,
  createMemoryFileStore,
  isAttachmentKey,
  newAttachmentKey,
  thumbnailKeyOf,
} from './file-store.ts';
import { cleanFilename, readPdf } from './var-media.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('attachment keys', () => {
  it('are random hex made by the server; anything else (a path, a name) is no key', () => {
    const key = newAttachmentKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newAttachmentKey()).not.toBe(key);
    expect(isAttachmentKey(thumbnailKeyOf(key))).toBe(true);
    for (const bad of ['../../etc/passwd', `${key}/../x`, key.toUpperCase(), `${key}.png`, '', 12])
      expect(isAttachmentKey(bad), String(bad)).toBe(false);
  });
});

describe.each([
  ['disk', () => createDiskFileStore(join(tempDir(), 'attachments'))],
  ['memory', () => createMemoryFileStore()],
])('the %s file store', (_name, make) => {
  it('keeps bytes and type by key, forgets them on delete, and refuses a key it did not make', async () => {
    const store = make();
    const key = newAttachmentKey();
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, Buffer.from('bytes'), 'image/png');
    const stored = await store.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.bytes.toString()).toBe('bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key);
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /not an attachment key/,
    );
    expect(await store.get('../escape')).toBeUndefined();
  });
});

describe('the disk store', () => {
  it('writes under its folder only, and nothing before the first file', async () => {
    const root = join(tempDir(), 'attachments');
    const store = createDiskFileStore(root);
    expect(existsSync(root)).toBe(false);
    const key = newAttachmentKey();
    await store.put(key, Buffer.from('x'), 'application/pdf');
    expect(readdirSync(join(root, key.slice(0, 2))).sort()).toEqual([key, `${key}.type`]);
  });

  it('lives in DATA_DIR/attachments, ./data by default', () => {
    expect(attachmentDir({ DATA_DIR: '/srv/console' })).toBe('/srv/console/attachments');
    expect(attachmentDir({})).toBe(join(process.cwd(), 'data', 'attachments'));
  });
});

describe('file names and PDFs', () => {
  it('cleans a file name for display and Content-Disposition', () => {
    expect(cleanFilename('C:\\fakepath\\見積"書".pdf', 'pdf')).toBe('見積書.pdf');
    expect(cleanFilename('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(cleanFilename('a\u0000b\u0085c.png', 'png')).toBe('abc.png');
    expect(cleanFilename('.pdf', 'pdf')).toBe('file.pdf');
    const long = cleanFilename(`${'あ'.repeat(300)}.jpeg`, 'jpeg');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('tells a PDF by its header and a complete one by its %%EOF trailer', () => {
    expect(readPdf(Buffer.from('%PDF-1.7\n…\n%%EOF\n'))).toEqual({ pdf: true, complete: true });
    expect(readPdf(Buffer.from('%PDF-1.7\n1 0 obj'))).toEqual({ pdf: true, complete: false });
    expect(readPdf(Buffer.from('MZ\u0090\u0000'))).toEqual({ pdf: false, complete: false });
  });
});
