/**
 * The rich menu's external-builder mode (spec 001 §2 is_lmenuplus, §3, §5, §7; docs/decisions/
 * richmenu-external-builder.md): POST /line/richmenu/edit with lmpData / lmpMenuId, validated page by page, read
 * back unchanged, stale saves refused, and the menu marked is_lmp in the list and the picker (spec 002 §3).
 */
import { expect, it } from 'vitest';
import { encodePng } from '../../server/media/png.ts';
import { type Client, forEachBackend, itemId, type TestServer } from './support.ts';

const BOUNDARY = 'richmenu-lmp-boundary';

async function uploaded(c: Client, height: number): Promise<number> {
  const bytes = encodePng(2500, height, '#FFFFFF', [{ x: 0, y: 0, width: 1250, height, color: '#43A047' }]);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/richmenu/media',
    headers: {
      cookie: c.cookie,
      'x-csrf-token': c.token,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().media_id;
}

const cell = (i: number, height = 843) => ({ x: i * 250, y: 0, width: 250, height });

/** A page as the console sends it, its image the server's address of `media`. */
const page = (media: number, height: number, name: string, areas: Record<string, unknown>[]) => ({
  imageUrl: `/api/richmenu/media/${media}`,
  media_id: media,
  height,
  data: { name, chatBarText: name.slice(0, 14), selected: 1 },
  areas,
});

const message = (label: string, i = 0, height = 843) => ({
  actype: 1,
  label,
  input_option: 'none',
  bounds: cell(i, height),
});

/** Two pages: a half page of two user messages, a full page with a URL button. */
async function twoPages(c: Client) {
  const half = await uploaded(c, 843);
  const full = await uploaded(c, 1686);
  return [
    page(half, 843, 'お知らせ', [message('営業時間', 0), message('アクセス', 1)]),
    page(full, 1686, '予約', [
      {
        actype: 0,
        url: 'https://example.com/reserve',
        liff_size: 'full',
        input_option: 'none',
        bounds: cell(0, 1686),
      },
    ]),
  ];
}

/** The editor's external-builder post (spec 001 §7), JSON. */
const save = (c: Client, fields: Record<string, unknown>) =>
  c.post('/line/richmenu/edit', {
    rmid: '',
    name: 'タブメニュー',
    selected: 1,
    chat_bar_text: 'メニュー',
    groupId: 0,
    lmpMenuId: 'tabs-01',
    ...fields,
  });

forEachBackend('rich menus, external-builder mode', (server: () => TestServer) => {
  it('saves a two-page menu and answers it back unchanged; a stale revision is 409', async () => {
    const c = await server().client();
    const lmpData = await twoPages(c);
    const res = await save(c, { lmpData });
    expect(res.statusCode, res.body).toBe(200);
    const { rmid, revision } = res.json();
    expect(revision).toBe(1);

    const read = await c.get(`/api/richmenu/data/${rmid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ rmid, name: 'タブメニュー', lmpMenuId: 'tabs-01', revision: 1 });
    expect(read.json().lmpData).toEqual(lmpData);

    const renamed = await save(c, { rmid: String(rmid), revision: '1', lmpData, name: '改名' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().revision).toBe(2);
    const stale = await save(c, { rmid: String(rmid), revision: '1', lmpData });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ revision: 2 });
  });

  it('takes the form-encoded post with lmpData as JSON text; imageUrl is the server’s', async () => {
    const c = await server().client();
    const lmpData = await twoPages(c);
    const sent = lmpData.map((p) => ({ ...p, imageUrl: 'https://evil.example/x.png' }));
    const res = await c.post(
      '/line/richmenu/edit',
      {
        rmid: '',
        name: 'フォーム送信',
        selected: '0',
        chat_bar_text: 'タブ',
        groupId: '',
        lmpData: JSON.stringify(sent),
        lmpMenuId: '',
      },
      { form: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    const read = (await c.get(`/api/richmenu/data/${res.json().rmid}`)).json();
    expect(read.lmpData).toEqual(lmpData);
    expect(read).not.toHaveProperty('lmpMenuId');
    expect(read.selected).toBe(0);

    // An empty lmpData is the normal mode, whose menus have no external id.
    const [first] = lmpData;
    const normal = await c.post(
      '/line/richmenu/edit',
      {
        rmid: '',
        name: '通常のメニュー',
        height: '843',
        selected: '1',
        chat_bar_text: 'メニュー',
        media_id: String(first?.media_id),
        options: JSON.stringify(first?.areas),
        lmpData: '',
        lmpMenuId: 'stray',
      },
      { form: true },
    );
    expect(normal.statusCode, normal.body).toBe(200);
    const stored = (await c.get(`/api/richmenu/data/${normal.json().rmid}`)).json();
    expect(stored).not.toHaveProperty('lmpData');
    expect(stored).not.toHaveProperty('lmpMenuId');
    expect(stored.options).toEqual(first?.areas);
  });

  it('answers the spec’s two messages exactly, once each, and no button minimum', async () => {
    const c = await server().client();
    const [first, second] = await twoPages(c);
    const messages = async (lmpData: unknown) => {
      const res = await save(c, { lmpData });
      expect(res.statusCode, res.body).toBe(422);
      return res.json() as { messages: string[]; errors: Record<string, string[]> };
    };
    const long = await messages([{ ...first, areas: [message('あ'.repeat(61))] }, second]);
    expect(long.messages).toEqual(['ユーザーメッセージは60文字以内にしてください']);
    expect(long.errors).toEqual({
      '/lmpData/0/areas/0/label': ['ユーザーメッセージは60文字以内にしてください'],
    });

    // Unset on both pages, in two ways: one line in the alert, each button keyed.
    const unset = await messages([
      { ...first, areas: [{ actype: 2, action_id: 0, input_option: 'none', bounds: cell(0) }] },
      {
        ...second,
        areas: [{ actype: 0, url: '', liff_size: 'full', input_option: 'none', bounds: cell(0, 1686) }],
      },
    ]);
    expect(unset.messages).toEqual(['アクションを設定してください']);
    expect(Object.keys(unset.errors).sort()).toEqual(['/lmpData/0/areas/0', '/lmpData/1/areas/0']);

    // 60 is fine; a page without buttons is fine (spec 001 §5: no minimum in this mode).
    const fine = await save(c, {
      lmpData: [
        { ...first, areas: [message('あ'.repeat(60))] },
        { ...second, areas: [] },
      ],
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('checks each page as a menu of its own: image, height, areas, 20 buttons, existing items', async () => {
    const c = await server().client();
    const [first, second] = await twoPages(c);
    const errors = async (lmpData: unknown, extra: Record<string, unknown> = {}) => {
      const res = await save(c, { lmpData, ...extra });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errors([first, { ...second, media_id: null }])).toEqual({
      '/lmpData/1/media_id': ['画像を選択してください'],
    });
    expect(await errors([first, { ...second, height: 843, areas: [] }])).toEqual({
      '/lmpData/1/media_id': [
        '画像の高さ(1686)がメニューの高さ(843)と合っていません。同じ高さの画像を選択するか、メニューの高さを変えてください',
      ],
    });
    expect(await errors([{ ...first, areas: [message('下', 0, 1686)] }, second])).toEqual({
      '/lmpData/0/areas/0/bounds': ['ボタンの領域がメニューの範囲からはみ出しています'],
    });
    const many = Array.from({ length: 21 }, (_, i) => message(`ボタン${i}`, i % 10));
    expect(await errors([{ ...first, areas: many }, second])).toEqual({
      '/lmpData/0/areas': ['コンテンツを設定できるのは20個までです'],
    });
    const missingAction = await errors([
      { ...first, areas: [{ actype: 2, action_id: 999999, input_option: 'none', bounds: cell(0) }] },
      second,
    ]);
    expect(Object.keys(missingAction)).toEqual(['/lmpData/0/areas/0/action_id']);
    const action = await itemId(c, 'action', (await c.get('/api/v_resource/action')).json().items[0].name);
    const picked = await save(c, {
      lmpData: [
        { ...first, areas: [{ actype: 2, action_id: action, input_option: 'none', bounds: cell(0) }] },
      ],
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await errors([first], { options: [message('外')] })).toEqual({
      '/options': ['複数ページのメニューでは、ボタンはページごとに設定してください'],
    });
    const unreadable = await save(c, { lmpData: '[{' });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().messages).toEqual(['ページの形式が正しくありません(JSONとして読めません)']);
  });

  it('marks the menu is_lmp in the list (with its pages) and in the rich-menu picker', async () => {
    const c = await server().client();
    const lmpData = await twoPages(c);
    const rmid = (await save(c, { lmpData, name: '一覧のタブメニュー' })).json().rmid;
    const rows = (await c.get('/api/richmenu/list')).json().items as Record<string, unknown>[];
    expect(rows.find((row) => row.rmid === rmid)).toMatchObject({
      is_lmp: true,
      page_count: 2,
      button_count: 3,
      media_url: lmpData[0]?.imageUrl,
      height: 843,
    });
    // The seed's menus are single-image ones.
    expect(rows.find((row) => row.name === 'メインメニュー')).toMatchObject({ is_lmp: false, page_count: 0 });
    const items = (await c.get('/api/v_resource/menu')).json().items as { id: number; name: string }[];
    expect(items.find((item) => item.id === rmid)).toMatchObject({ is_lmp: true });
    expect(items.find((item) => item.name === 'メインメニュー')).toMatchObject({ is_lmp: false });
  });

  it('exports one LINE rich menu per page with the tabs as richmenuswitch areas to each page’s alias', async () => {
    const c = await server().client();
    const lmpData = await twoPages(c);
    const rmid = (await save(c, { lmpData })).json().rmid;
    const res = await c.get(`/api/richmenu/${rmid}/line`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pages.map((p: { richMenuAliasId: string }) => p.richMenuAliasId)).toEqual([
      'tabs-01-1',
      'tabs-01-2',
    ]);
    const [first, second] = body.pages;
    expect(first.imageUrl).toMatch(new RegExp(`^https?://[^/]+${lmpData[0]?.imageUrl}$`));
    expect(first.object).toMatchObject({
      size: { width: 2500, height: 843 },
      name: 'お知らせ',
      chatBarText: 'お知らせ',
    });
    expect(first.object.areas.slice(0, 2)).toEqual([
      {
        bounds: { x: 0, y: 0, width: 1250, height: 250 },
        action: { type: 'richmenuswitch', richMenuAliasId: 'tabs-01-1', data: 'richmenu-page=1' },
      },
      {
        bounds: { x: 1250, y: 0, width: 1250, height: 250 },
        action: { type: 'richmenuswitch', richMenuAliasId: 'tabs-01-2', data: 'richmenu-page=2' },
      },
    ]);
    expect(first.object.areas[2].action).toMatchObject({ type: 'message', text: '営業時間' });
    expect(second.object.areas.map((a: { action: { type: string } }) => a.action.type)).toEqual([
      'richmenuswitch',
      'richmenuswitch',
      'uri',
    ]);
    expect(body.object).toEqual(first.object);
    // The buttons start at the top, under the tabs: said, not refused.
    expect(body.warnings.map((w: { page: number; button: number }) => [w.page, w.button])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
    ]);

    // 19 buttons and 2 tabs are more than LINE's 20 areas.
    const crowded = Array.from({ length: 19 }, (_, i) => message(`ボタン${i}`, i % 10));
    const rmid2 = (
      await save(c, { lmpData: [{ ...lmpData[0], areas: crowded }, lmpData[1]], lmpMenuId: '' })
    ).json().rmid;
    const refused = await c.get(`/api/richmenu/${rmid2}/line`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([
      'お知らせ: ボタンとタブ(2個)の合計がLINEの上限の20個を超えています',
    ]);
    expect(refused.json().pages[1].richMenuAliasId).toBe(`richmenu-${rmid2}-2`);
  });
});
