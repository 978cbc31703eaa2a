/**
 * Rich menus on the server (issue 16): the image upload and its serving, the spec's save POST /line/richmenu/edit
 * (spec 001 §7) on top of the generic document routes, the list rows, the rich-menu picker (effect 14,
 * condition 93) and the LINE export.
 */
import { expect, it } from 'vitest';
import { forgetAccounts } from '../../server/db/accounts.ts';
import { gifHeader, jpegHeader } from '../../server/media/fixtures.ts';
import { encodePng } from '../../server/media/png.ts';
import { type Client, forEachBackend, type TestServer } from './support.ts';

const BOUNDARY = 'richmenu-test-boundary';

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (c: Client, bytes: Buffer, filename = 'menu.png', type = 'image/png', field = 'file') =>
  c.app.inject({
    method: 'POST',
    url: '/api/richmenu/media',
    headers: {
      cookie: c.cookie,
      'x-csrf-token': c.token,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipart(bytes, filename, type, field),
  });

const png = (height: number, width = 2500) =>
  encodePng(width, height, '#FFFFFF', [{ x: 0, y: 0, width: 1250, height, color: '#1E88E5' }]);

const cell = (i: number, height = 843) => ({ x: i * 250, y: 0, width: 250, height });

/** The editor's post (spec 001 §7): every value a text, options as JSON. */
function menuPost(fields: Record<string, unknown>) {
  return {
    rmid: '',
    name: 'テストメニュー',
    height: '843',
    selected: '1',
    chat_bar_text: 'メニュー',
    groupId: '',
    options: [{ actype: 1, label: '予約したい', input_option: 'none', bounds: cell(0) }],
    ...fields,
  };
}

const save = (c: Client, fields: Record<string, unknown>) =>
  c.post('/line/richmenu/edit', menuPost(fields), { form: true });

async function uploaded(c: Client, height = 843): Promise<number> {
  const res = await upload(c, png(height));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().media_id;
}

forEachBackend('rich menus', (server: () => TestServer) => {
  it('uploads a 2500×843 PNG and serves it back to the account with its type, nosniff and cache headers', async () => {
    const c = await server().client();
    const bytes = png(843);
    const res = await upload(c, bytes, 'ignored-name.bin', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const { media_id, media_url } = res.json();
    expect(res.json()).toEqual({
      media_id,
      media_url: `/api/richmenu/media/${media_id}`,
      width: 2500,
      height: 843,
      content_type: 'image/png',
      size: bytes.length,
    });
    const served = await c.get(media_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it('accepts a 2500×1686 JPEG, its type read from the bytes', async () => {
    const c = await server().client();
    const res = await upload(c, jpegHeader(2500, 1686), 'menu.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 2500, height: 1686, content_type: 'image/jpeg' });
    expect((await c.get(res.json().media_url)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a GIF, a renamed text file, a wrong size (422) and a file over 1 MB (413), in Japanese', async () => {
    const c = await server().client();
    const refused = async (bytes: Buffer, name: string, type: string) => {
      const res = await upload(c, bytes, name, type);
      return [res.statusCode, res.json()];
    };
    expect(await refused(gifHeader(2500, 843), 'menu.gif', 'image/gif')).toEqual([
      422,
      {
        messages: ['画像はPNGまたはJPEG形式にしてください'],
        errors: { '/file': ['画像はPNGまたはJPEG形式にしてください'] },
      },
    ]);
    const [status, body] = await refused(Buffer.from('これは画像ではありません'), 'menu.png', 'image/png');
    expect([status, body.messages]).toEqual([422, ['画像はPNGまたはJPEG形式にしてください']]);
    expect((await refused(png(1000), 'menu.png', 'image/png'))[1].messages).toEqual([
      '画像サイズは2500×1686または2500×843にしてください(選択された画像は2500×1000です)',
    ]);
    const big = Buffer.concat([png(843), Buffer.alloc(1024 * 1024)]);
    expect(await refused(big, 'menu.png', 'image/png')).toEqual([
      413,
      {
        messages: ['ファイルサイズは1MB以下にしてください'],
        errors: { '/file': ['ファイルサイズは1MB以下にしてください'] },
      },
    ]);
  });

  it('takes a file of exactly 1 MB and refuses one byte more', async () => {
    const c = await server().client();
    const header = jpegHeader(2500, 843);
    const exact = Buffer.concat([header, Buffer.alloc(1024 * 1024 - header.length)]);
    expect((await upload(c, exact, 'menu.jpg', 'image/jpeg')).statusCode).toBe(200);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect((await upload(c, over, 'menu.jpg', 'image/jpeg')).statusCode).toBe(413);
  });

  it('wants multipart with a file field: JSON is 415, another field 422', async () => {
    const c = await server().client();
    const json = await c.post('/api/richmenu/media', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().messages).toEqual(['画像はmultipart/form-data形式のfileフィールドで送信してください']);
    const other = await upload(c, png(843), 'menu.png', 'image/png', 'image');
    expect([other.statusCode, other.json().messages]).toEqual([422, ['画像ファイルを選択してください']]);
    // Other routes still refuse multipart bodies.
    const elsewhere = await c.app.inject({
      method: 'POST',
      url: '/api/richmenu/register',
      headers: {
        cookie: c.cookie,
        'x-csrf-token': c.token,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart(png(843), 'menu.png', 'image/png'),
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('answers how the account opens links (GET /api/line/account/setting/message): 1 external, 0 in-chat', async () => {
    const c = await server().client();
    const accounts = (await c.get('/api/session')).json().accounts as { id: number; name: string }[];
    const external = await c.get('/api/line/account/setting/message');
    expect([external.statusCode, external.json()]).toEqual([200, 1]);
    // The limited demo account lacks the setting: links open in LINE's in-chat browser.
    const limited = accounts.find((account) => account.id !== accounts[0].id);
    if (!limited) throw new Error('the seed has one account only');
    await c.switchAccount(limited.id);
    expect((await c.get('/api/line/account/setting/message')).json()).toBe(0);
    expect((await c.app.inject({ url: '/api/line/account/setting/message' })).statusCode).toBe(401);
  });

  it('keeps an account’s images to its operators: another account’s id is 404 and cannot be saved in a menu', async () => {
    const c = await server().client();
    const accounts = (await c.get('/api/session')).json().accounts;
    const other = await server().client();
    await other.switchAccount(accounts[1].id);
    const theirs = await uploaded(other);
    expect((await other.get(`/api/richmenu/media/${theirs}`)).statusCode).toBe(200);
    const res = await c.get(`/api/richmenu/media/${theirs}`);
    expect([res.statusCode, res.json().messages]).toEqual([404, ['画像が見つかりません']]);
    const saved = await save(c, { media_id: String(theirs) });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors['/media_id']).toEqual(['画像が見つかりません。画像を選択し直してください']);
    const anonymous = await c.app.inject({ url: `/api/richmenu/media/${theirs}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves through POST /line/richmenu/edit: the server sets media_url, groupId names the folder, then 409 when stale', async () => {
    const c = await server().client();
    const media = await uploaded(c);
    const folder = (await c.post('/api/folders/menu', { name: 'テスト用' })).json();
    const saved = await save(c, {
      media_id: String(media),
      media_url: 'https://evil.example.com/x.png',
      groupId: String(folder.id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { rmid } = saved.json();
    expect(saved.json()).toEqual({
      rmid,
      revision: 1,
      redirect_to: `/line/richmenu?successed=1&group=${folder.id}`,
    });
    const data = (await c.get(`/api/richmenu/data/${rmid}`)).json();
    expect(data).toMatchObject({
      rmid,
      name: 'テストメニュー',
      height: 843,
      selected: 1,
      group_id: folder.id,
      media_id: media,
      media_url: `/api/richmenu/media/${media}`,
      revision: 1,
    });
    expect(data.options).toEqual([{ actype: 1, label: '予約したい', input_option: 'none', bounds: cell(0) }]);

    const again = await save(c, { rmid: String(rmid), revision: '1', media_id: String(media), name: '改名' });
    expect(again.json()).toMatchObject({
      rmid,
      revision: 2,
      redirect_to: '/line/richmenu?successed=1&group=0',
    });
    const stale = await save(c, { rmid: String(rmid), revision: '1', media_id: String(media) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      messages: ['他の画面で更新されています。再読み込みしてから編集してください'],
      revision: 2,
    });
    // JSON is understood as well, with options as an array.
    const json = await c.post('/line/richmenu/edit', {
      ...menuPost({ media_id: media, height: 843, selected: 0, groupId: 0 }),
      rmid: rmid,
      revision: 2,
    });
    expect(json.json()).toMatchObject({
      rmid,
      revision: 3,
      redirect_to: '/line/richmenu?successed=1&group=0',
    });
  });

  it('answers 422 with the spec’s messages, each line once', async () => {
    const c = await server().client();
    const media = String(await uploaded(c));
    const messages = async (fields: Record<string, unknown>) => {
      const res = await save(c, { media_id: media, ...fields });
      expect(res.statusCode, res.body).toBe(422);
      const lines: string[] = res.json().messages;
      expect(new Set(lines).size).toBe(lines.length);
      return lines;
    };
    expect(await messages({ options: [] })).toEqual(['ボタンは1つ以上必要です']);
    const many = Array.from({ length: 21 }, (_, i) => ({
      actype: 1,
      label: `ボタン${i}`,
      input_option: 'none',
      bounds: cell(i % 10),
    }));
    expect(await messages({ options: many })).toContain('コンテンツを設定できるのは20個までです');
    expect(await messages({ name: '' })).toEqual(['タイトルを入力してください']);
    expect(await messages({ name: 'あ'.repeat(256) })).toEqual(['タイトルは255文字以内で入力してください']);
    expect(await messages({ chat_bar_text: 'あ'.repeat(15) })).toEqual([
      'メニューバーのテキストは14文字以内で入力してください',
    ]);
    expect(await messages({ media_id: '' })).toEqual(['画像を選択してください']);
  });

  it('refuses an image whose height is not the menu’s', async () => {
    const c = await server().client();
    const half = await uploaded(c, 843);
    const res = await save(c, {
      media_id: String(half),
      height: '1686',
      options: [{ actype: 1, label: 'a', input_option: 'none', bounds: cell(0, 1686) }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      '画像の高さ(843)がメニューの高さ(1686)と合っていません。同じ高さの画像を選択するか、メニューの高さを変えてください',
    ]);
  });

  it('needs the richmenu ability to upload and save (403 without it)', async () => {
    const c = await server().client();
    const accounts = (await c.get('/api/session')).json().accounts;
    const db = server().handle.db;
    const second = accounts[1].id;
    const before = await db
      .selectFrom('accounts')
      .select('abilities')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('accounts')
      .set({
        abilities: JSON.stringify(JSON.parse(before.abilities).filter((a: string) => a !== 'richmenu')),
      })
      .where('id', '=', second)
      .execute();
    forgetAccounts(db);
    try {
      await c.switchAccount(second);
      expect((await upload(c, png(843))).statusCode).toBe(403);
      expect((await save(c, { media_id: '1' })).statusCode).toBe(403);
      expect(
        (await c.post('/api/richmenu/register', { name: 'x', chat_bar_text: 'x', options: [] })).statusCode,
      ).toBe(403);
      expect((await c.get('/api/richmenu/list')).statusCode).toBe(200);
    } finally {
      await db
        .updateTable('accounts')
        .set({ abilities: before.abilities })
        .where('id', '=', second)
        .execute();
      forgetAccounts(db);
    }
  });

  it('lists menus with what a thumbnail list needs: image address, height, button count, folder', async () => {
    const c = await server().client();
    const list = (await c.get('/api/richmenu/list')).json();
    const half = list.items.find((row: { name: string }) => row.name === 'ショートメニュー');
    expect(half).toMatchObject({
      height: 843,
      button_count: 3,
      selected: 0,
      chat_bar_text: 'タップして開く',
    });
    expect(half.media_url).toBe(`/api/richmenu/media/${half.media_id}`);
    expect(list.groups.map((g: { name: string }) => g.name).slice(0, 2)).toEqual([
      '常設メニュー',
      'キャンペーン',
    ]);
    expect(half.group_id).toBe(list.groups[0].id);
    // The folders of the list are the picker's: /api/folders/richmenu and /api/folders/menu name the same.
    const folders = (await c.get('/api/folders/richmenu')).json();
    expect(folders.map((f: { id: number }) => f.id)).toEqual(list.groups.map((g: { id: number }) => g.id));
    expect((await c.get('/api/folders/menu')).json()).toEqual(folders);
    const image = await c.get(half.media_url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('offers the saved rich menus in the picker `menu`, which effect 14 and condition 93 then name', async () => {
    const c = await server().client();
    const media = String(await uploaded(c));
    const { rmid } = (await save(c, { media_id: media, name: 'ピッカー確認用' })).json();
    const picker = (await c.get('/api/v_resource/menu')).json();
    expect(picker.items).toContainEqual(expect.objectContaining({ id: rmid, name: 'ピッカー確認用' }));
    expect(picker.items.map((i: { name: string }) => i.name)).toContain('メインメニュー');
    expect(picker.ids).toContain(rmid);
    const action = await c.post('/api/action/register', {
      a_name: 'メニュー切替',
      inputs: [{ type: 14, menu_id: rmid }],
    });
    expect(action.statusCode, action.body).toBe(200);
    expect(action.json().description[0]).toContain('ピッカー確認用');
    const missing = await c.post('/api/action/register', {
      a_name: 'メニュー切替',
      inputs: [{ type: 14, menu_id: 999999 }],
    });
    expect(missing.statusCode).toBe(422);
    const funnel = await c.post('/api/funnel/register', {
      name: 'メニュー設定者',
      inputs: [{ type: 93, richmenu_id: rmid, match: 0 }],
    });
    expect(funnel.statusCode, funnel.body).toBe(200);
  });

  it('exports a menu as LINE’s rich-menu object, and says per button what LINE cannot express', async () => {
    const c = await server().client();
    const main = (await c.get('/api/richmenu/list'))
      .json()
      .items.find((r: { name: string }) => r.name === 'メインメニュー');
    const res = await c.get(`/api/richmenu/${main.rmid}/line`);
    expect(res.statusCode, res.body).toBe(200);
    const { object, problems } = res.json();
    expect(problems).toEqual([]);
    expect(object).toMatchObject({
      size: { width: 2500, height: 1686 },
      selected: true,
      name: 'メインメニュー',
      chatBarText: 'メニュー',
    });
    expect(object.areas.map((a: { action: { type: string } }) => a.action.type)).toEqual([
      'uri',
      'message',
      'postback',
      'uri',
      'uri',
      'uri',
    ]);
    expect(object.areas[3].action.uri).toMatch(/^http:\/\/localhost(:80)?\/f\/[A-Za-z0-9]{6}$/);
    expect(object.areas[5].action.uri).toBe('tel:03-1234-5678');

    const media = String(await uploaded(c));
    const { rmid } = (
      await save(c, {
        media_id: media,
        options: [
          { actype: 0, url: '[FORM_zzzzzz]', liff_size: 'legacy', input_option: 'none', bounds: cell(0) },
          { actype: 1, label: 'はい', input_option: 'none', bounds: cell(1) },
        ],
      })
    ).json();
    const refused = await c.get(`/api/richmenu/${rmid}/line`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      messages: ['1番目のボタン: 回答フォーム[FORM_zzzzzz]が見つかりません'],
      errors: { '/options/0': ['回答フォーム[FORM_zzzzzz]が見つかりません'] },
      problems: [{ button: 0, path: '/options/0', message: '回答フォーム[FORM_zzzzzz]が見つかりません' }],
    });
    expect(refused.json().object.areas).toHaveLength(1);
    expect((await c.get('/api/richmenu/999999/line')).statusCode).toBe(404);
  });
});
