/**
 * Friends' image and PDF values (issue 17 point 4, docs/decisions/friend-media.md): POST /api/var/media checks a
 * file for its field and stores it; GET /api/attachment/{original|thumbnail}/{key} serves it to its account only.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { deleteAttachment, findVarAttachment } from '../../server/db/attachments.ts';
import { insertItem } from '../../server/db/items.ts';
import { encodePng } from '../../server/media/png.ts';
import { type Client, forEachBackend, itemId } from './support.ts';

const BOUNDARY = 'var-media-test-boundary';

/** A part of a multipart body: a text field, or a file. */
type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart body as a browser's FormData sends it. */
function multipart(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) =>
    'bytes' in part
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ]
      : [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ],
  );
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Posts the spec's fields (_token in the body, as the spec's caller sends it; no CSRF header). */
const post = (
  c: Client,
  varId: number | string,
  files: { filename: string; bytes: Buffer; type?: string }[],
) =>
  c.app.inject({
    method: 'POST',
    url: '/api/var/media',
    headers: {
      cookie: c.cookie,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipart([
      { name: '_token', value: c.token },
      { name: 'var_id', value: String(varId) },
      ...files.map((f) => ({ name: 'file', type: f.type ?? 'application/octet-stream', ...f })),
    ]),
  });

const png = (width = 320, height = 200) =>
  encodePng(width, height, '#ECEFF1', [{ x: 8, y: 8, width: 40, height: 40, color: '#1E88E5' }]);
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

forEachBackend('friend media values', (server) => {
  let owner: Client;
  let imageVar: number;
  let pdfVar: number;
  const message = (res: { json(): unknown }) => (res.json() as { messages: string[] }).messages[0];

  it('stores a PNG for an image field: key, file name, thumbnail, and the key is an attachment of that field', async () => {
    owner = await server().client();
    imageVar = await itemId(owner, 'varia', '本人確認書類');
    pdfVar = await itemId(owner, 'varia', '契約書PDF');
    const res = await post(owner, imageVar, [{ filename: '身分証.png', bytes: png(), type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ filename: '身分証.png', status: 'generated_thumbnail' });
    expect(answer.key).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.url).toBe(`/api/attachment/original/${answer.key}`);
    expect(answer.thumbnail_url).toBe(`/api/attachment/thumbnail/${answer.key}`);
    const accountId = owner.session.account.id;
    const db = server().handle.db;
    expect(await findVarAttachment(db, accountId, imageVar, answer.key)).toMatchObject({
      width: 320,
      height: 200,
    });
    expect(await findVarAttachment(db, accountId, pdfVar, answer.key)).toBeUndefined();

    const original = await owner.get(answer.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['cache-control']).toMatch(/^private/);
    expect(original.headers['content-disposition']).toBe(
      `inline; filename="___.png"; filename*=UTF-8''${encodeURIComponent('身分証.png')}`,
    );
    expect((await sharp(original.rawPayload).metadata()).width).toBe(320);
    const thumbnail = await owner.get(answer.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 240, height: 150 });
  });

  it('drops EXIF (GPS included) from a JPEG by re-encoding it', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3388ff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'exif-marker-42' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('exif-marker-42'))).toBe(true);
    const res = await post(owner, imageVar, [{ filename: 'photo.JPG', bytes: jpeg, type: 'image/jpeg' }]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await owner.get(res.json().url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('exif-marker-42'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('keeps a GIF and makes its thumbnail from the first frame', async () => {
    const gif = await sharp({ create: { width: 60, height: 30, channels: 4, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const res = await post(owner, imageVar, [{ filename: 'anim.gif', bytes: gif, type: 'image/gif' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await owner.get(res.json().url)).headers['content-type']).toBe('image/gif');
    expect((await owner.get(res.json().thumbnail_url)).headers['content-type']).toBe('image/png');
  });

  it('stores a PDF (served as an attachment, no thumbnail); one without its %%EOF trailer as broken_file', async () => {
    const res = await post(owner, pdfVar, [
      { filename: '契約書.pdf', bytes: TINY_PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'checked_file', thumbnail_url: null });
    const served = await owner.get(res.json().url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await owner.get(`/api/attachment/thumbnail/${res.json().key}`)).statusCode).toBe(404);
    const cut = await post(owner, pdfVar, [{ filename: 'cut.pdf', bytes: TINY_PDF.subarray(0, 60) }]);
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json().status).toBe('broken_file');
  });

  it('refuses a file whose content is not what its name says: a text file or an .exe named .png, a PNG named .pdf', async () => {
    const text = await post(owner, imageVar, [
      { filename: 'note.png', bytes: Buffer.from('just some text') },
    ]);
    expect(text.statusCode).toBe(422);
    expect(message(text)).toBe('ファイル形式が正しくありません');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const renamed = await post(owner, imageVar, [{ filename: 'setup.png', bytes: exe }]);
    expect(renamed.statusCode).toBe(422);
    expect(message(renamed)).toBe('ファイル形式が正しくありません');
    expect((await post(owner, imageVar, [{ filename: 'setup.exe', bytes: exe }])).statusCode).toBe(422);
    expect((await post(owner, pdfVar, [{ filename: 'x.pdf', bytes: png() }])).statusCode).toBe(422);
    expect((await post(owner, pdfVar, [{ filename: 'x.png', bytes: TINY_PDF }])).statusCode).toBe(422);
    // A PNG signature over bytes that do not decode.
    const broken = Buffer.concat([png().subarray(0, 8), Buffer.alloc(64)]);
    expect((await post(owner, imageVar, [{ filename: 'broken.png', bytes: broken }])).statusCode).toBe(422);
  });

  it('refuses an 11 MB file with the limit in the message, an empty file, two files and no file', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await post(owner, imageVar, [{ filename: 'big.png', bytes: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(message(tooLarge)).toBe('ファイルサイズが大きすぎます(上限 10MB)');
    const empty = await post(owner, imageVar, [{ filename: 'empty.png', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(422);
    expect(message(empty)).toBe('ファイルが空です');
    const two = await post(owner, imageVar, [
      { filename: 'a.png', bytes: png() },
      { filename: 'b.png', bytes: png() },
    ]);
    expect(two.statusCode).toBe(422);
    expect(message(two)).toBe('複数のファイルはアップロードできません');
    const none = await post(owner, imageVar, []);
    expect(none.statusCode).toBe(422);
    expect(message(none)).toBe('ファイルが選択されていません');
    // What a browser sends for a file input left empty: a part without a name or bytes.
    const unnamed = await post(owner, imageVar, [{ filename: '', bytes: Buffer.alloc(0) }]);
    expect(message(unnamed)).toBe('ファイルが選択されていません');
  });

  it('checks an image against the pixel size a field declares (data.width / data.height)', async () => {
    const field = await insertItem(server().handle.db, {
      account_id: owner.session.account.id,
      kind: 'varia',
      name: 'アイコン(64×40)',
      type: 10,
      data: { width: 64, height: 40 },
    });
    const wrong = await post(owner, field.id, [{ filename: 'icon.png', bytes: png(64, 41) }]);
    expect(wrong.statusCode).toBe(422);
    expect(message(wrong)).toBe('画像の幅または高さが正しくありません');
    expect((await post(owner, field.id, [{ filename: 'icon.png', bytes: png(64, 40) }])).statusCode).toBe(
      200,
    );
  });

  it('refuses a field that is not an image or PDF field of this account, and a protected one', async () => {
    const items = (await owner.get('/api/v_resource/varia')).json().items as { id: number; type: number }[];
    const textVar = items.find((item) => item.type === 0);
    expect(textVar).toBeDefined();
    const wrongType = await post(owner, textVar!.id, [{ filename: 'a.png', bytes: png() }]);
    expect(wrongType.statusCode).toBe(422);
    expect(message(wrongType)).toBe('画像またはPDFの友だち情報を指定してください');
    expect((await post(owner, 'abc', [{ filename: 'a.png', bytes: png() }])).statusCode).toBe(422);
    const db = server().handle.db;
    const otherAccount = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '!=', owner.session.account.id)
      .executeTakeFirstOrThrow();
    const foreign = await insertItem(db, {
      account_id: otherAccount.id,
      kind: 'varia',
      name: '他',
      type: 10,
    });
    expect((await post(owner, foreign.id, [{ filename: 'a.png', bytes: png() }])).statusCode).toBe(422);
    const locked = await insertItem(db, {
      account_id: owner.session.account.id,
      kind: 'varia',
      name: '保護',
      type: 10,
      writable: false,
    });
    expect((await post(owner, locked.id, [{ filename: 'a.png', bytes: png() }])).statusCode).toBe(422);
  });

  it('needs var-write, and the CSRF token (in the body or the header)', async () => {
    const staff = await server().client('staff');
    const res = await post(staff, imageVar, [{ filename: 'a.png', bytes: png() }]);
    expect(res.statusCode).toBe(403);
    const forged = await owner.app.inject({
      method: 'POST',
      url: '/api/var/media',
      headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([
        { name: '_token', value: 'wrong' },
        { name: 'var_id', value: String(imageVar) },
        { name: 'file', filename: 'a.png', type: 'image/png', bytes: png() },
      ]),
    });
    expect(forged.statusCode).toBe(403);
    const withHeader = await owner.app.inject({
      method: 'POST',
      url: '/api/var/media',
      headers: {
        cookie: owner.cookie,
        'x-csrf-token': owner.token,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart([
        { name: 'var_id', value: String(imageVar) },
        { name: 'file', filename: 'a.png', type: 'image/png', bytes: png() },
      ]),
    });
    expect(withHeader.statusCode, withHeader.body).toBe(200);
    const json = await owner.post('/api/var/media', { var_id: imageVar });
    expect(json.statusCode).toBe(415);
  });

  it('serves a file to its account only, by a key of the right shape', async () => {
    const stored = (await post(owner, imageVar, [{ filename: 'a.png', bytes: png() }])).json();
    const other = await server().client('limited');
    expect((await other.get(stored.url)).statusCode).toBe(404);
    expect((await other.get(stored.thumbnail_url)).statusCode).toBe(404);
    for (const path of [
      '/api/attachment/original/..%2F..%2Fpackage.json',
      '/api/attachment/original/../../package.json',
      `/api/attachment/original/${stored.key}_t`,
      `/api/attachment/other/${stored.key}`,
      `/api/attachment/original/${'0'.repeat(32)}`,
    ])
      expect((await owner.get(path)).statusCode, path).toBe(404);
    const anonymous = await owner.app.inject({ url: stored.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the demo friends’ image and PDF values through the same path', async () => {
    const value = await server()
      .handle.db.selectFrom('friend_values')
      .select(['value', 'meta'])
      .where('item_id', '=', imageVar)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(value.meta)).toEqual({ filename: 'id_card.png', status: 'generated_thumbnail' });
    const res = await owner.get(`/api/attachment/original/${value.value}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('deletes an attachment only once no friend’s value names it (file, thumbnail and row)', async () => {
    const stored = (await post(owner, imageVar, [{ filename: 'a.png', bytes: png() }])).json();
    const { db } = server().handle;
    const accountId = owner.session.account.id;
    const friend = await db
      .selectFrom('friends')
      .select('id')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .deleteFrom('friend_values')
      .where('friend_id', '=', friend.id)
      .where('item_id', '=', imageVar)
      .execute();
    await db
      .insertInto('friend_values')
      .values({
        friend_id: friend.id,
        item_id: imageVar,
        value: stored.key,
        num: null,
        date: null,
        meta: '',
        updated_at: now,
      })
      .execute();
    expect(await deleteAttachment(db, server().files, accountId, stored.key)).toBe('in_use');
    expect((await owner.get(stored.url)).statusCode).toBe(200);
    await db
      .updateTable('friend_values')
      .set({ value: '', meta: '' })
      .where('friend_id', '=', friend.id)
      .where('item_id', '=', imageVar)
      .execute();
    expect(await deleteAttachment(db, server().files, accountId + 1000, stored.key)).toBe('not_found');
    expect(await deleteAttachment(db, server().files, accountId, stored.key)).toBe('deleted');
    expect((await owner.get(stored.url)).statusCode).toBe(404);
    expect(await server().files.get(stored.key)).toBeUndefined();
    expect(await server().files.get(`${stored.key}_t`)).toBeUndefined();
    expect(await findVarAttachment(db, accountId, imageVar, stored.key)).toBeUndefined();
  });

  it('saves an upload as a friend’s value through the editor (meta from the file), refuses another field’s key, frees the replaced file', async () => {
    const { db } = server().handle;
    const accountId = owner.session.account.id;
    const friend = await db
      .selectFrom('friends')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const load = async () => (await owner.get(`/api/member/editor/${friend.id}`)).json();
    const first = (await post(owner, imageVar, [{ filename: '免許証.png', bytes: png() }])).json();
    const pdf = (await post(owner, pdfVar, [{ filename: 'a.pdf', bytes: TINY_PDF }])).json();
    const save = (revision: number, value: string) =>
      owner.post('/api/member/editor', {
        member_id: friend.id,
        revision,
        vals: { [imageVar]: value },
        metas: { [imageVar]: '{"filename":"forged.exe"}' },
        changed_item_ids: [imageVar],
      });

    // A PDF field's upload is not an image field's value, whatever its key.
    const wrong = await save((await load()).revision, pdf.key);
    expect(wrong.statusCode).toBe(422);
    expect(message(wrong)).toBe('アップロードしたファイルが見つかりません。もう一度アップロードしてください');

    const saved = await save((await load()).revision, first.key);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values[imageVar]).toBe(first.key);
    // The meta is the server's account of the file, never the client's.
    expect(JSON.parse(saved.json().metas[imageVar])).toEqual({
      filename: '免許証.png',
      status: 'generated_thumbnail',
    });

    const second = (await post(owner, imageVar, [{ filename: 'b.png', bytes: png() }])).json();
    const replaced = await save(saved.json().revision, second.key);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await owner.get(first.url)).statusCode).toBe(404);
    expect((await owner.get(second.url)).statusCode).toBe(200);

    const cleared = await save(replaced.json().revision, '');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().values[imageVar] ?? '').toBe('');
    expect((await owner.get(second.url)).statusCode).toBe(404);
  });
});

forEachBackend(
  'friend media uploads, rate limited',
  (server) => {
    it('refuses an operator’s uploads past the limit with 429 and a message, other operators not counted', async () => {
      const owner = await server().client();
      const imageVar = await itemId(owner, 'varia', '本人確認書類');
      for (let i = 0; i < 2; i++)
        expect((await post(owner, imageVar, [{ filename: 'a.png', bytes: png() }])).statusCode).toBe(200);
      const limited = await post(owner, imageVar, [{ filename: 'a.png', bytes: png() }]);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().messages).toEqual([
        'アップロードが多すぎます。しばらくしてからもう一度お試しください。',
      ]);
      // Another operator's count is their own: a field of another account answers 422, not 429.
      const other = await server().client('limited');
      const res = await post(other, imageVar, [{ filename: 'a.png', bytes: png() }]);
      expect(res.statusCode).toBe(422);
    });
  },
  { server: { varMediaRateLimit: 2 } },
);
