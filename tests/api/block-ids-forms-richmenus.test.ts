/**
 * Stable block ids (`_bid`) through the form builder's and the rich-menu editor's own save calls: the ids the
 * console sends with a form's items, a rich menu's buttons and an external-builder menu's page buttons are stored
 * and answered back, so a later merge matches blocks by the ids a tab saved, never by place
 * (docs/decisions/documents.md "Stable block ids").
 */
import { expect, it } from 'vitest';
import { encodePng } from '../../server/media/png.ts';
import { type Client, forEachBackend } from './support.ts';

const item = (title: string, _bid: string) => ({
  swatch_id: 510,
  type: 'text',
  title,
  rules: [],
  assign_to: [],
  _bid,
});

const cell = (i: number, height = 843) => ({ x: i * 250, y: 0, width: 250, height });
const button = (label: string, i: number, _bid: string, height = 843) => ({
  actype: 1,
  label,
  input_option: 'none',
  bounds: cell(i, height),
  _bid,
});

async function uploaded(c: Client, height = 843): Promise<number> {
  const bytes = encodePng(2500, height, '#FFFFFF', [{ x: 0, y: 0, width: 1250, height, color: '#1E88E5' }]);
  const boundary = 'block-ids-boundary';
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/richmenu/media',
    headers: {
      cookie: c.cookie,
      'x-csrf-token': c.token,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().media_id;
}

forEachBackend('stable block ids through the form and rich-menu saves', (server) => {
  it('keeps a form’s item ids through POST /lvf/edit/v2, on GET /api/v1/forms/{id} and the next save', async () => {
    const c = await server().client();
    const items = [item('お名前', 'p0'), item('ご住所', 'p2'), item('ご意見', 'V1StGXR8_Z5jdHi6B-myT')];
    const post = (fields: Record<string, unknown>) =>
      c.post(
        '/lvf/edit/v2',
        {
          formname: 'ID付きフォーム',
          formid: '',
          formgroupid: '',
          form_action_id: '',
          generation: '2',
          title: '',
          description: '',
          pages: JSON.stringify([1]),
          export_google_sheet: '0',
          needs_line_login: '0',
          items: JSON.stringify(items),
          ...fields,
        },
        { form: true },
      );
    const saved = await post({});
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, revision } = saved.json();
    expect((await c.get(`/api/v1/forms/${id}`)).json().attr).toEqual(items);
    expect((await c.get(`/api/form/data/${id}/revision/${revision}`)).json().attr).toEqual(items);
    items.splice(1, 1);
    const again = await post({ formid: String(id), revision: String(revision) });
    expect(again.statusCode, again.body).toBe(200);
    expect((await c.get(`/api/v1/forms/${id}`)).json().attr.map((i: { _bid: string }) => i._bid)).toEqual([
      'p0',
      'V1StGXR8_Z5jdHi6B-myT',
    ]);
  });

  it('refuses a form item id that is not usable, at the item', async () => {
    const c = await server().client();
    const res = await c.post(
      '/lvf/edit/v2',
      {
        formname: 'ID重複',
        formid: '',
        generation: '2',
        pages: '[1]',
        items: JSON.stringify([item('一つ目', 'same'), item('二つ目', 'same')]),
      },
      { form: true },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('/attr/1/_bid');
  });

  it('keeps a rich menu’s button ids through POST /line/richmenu/edit, form-encoded', async () => {
    const c = await server().client();
    const media = await uploaded(c);
    const options = [button('予約', 0, 'p0'), button('営業時間', 1, 'p1'), button('アクセス', 2, 'p2')];
    const saved = await c.post(
      '/line/richmenu/edit',
      {
        rmid: '',
        name: 'ID付きメニュー',
        height: '843',
        selected: '1',
        chat_bar_text: 'メニュー',
        groupId: '',
        media_id: String(media),
        options: JSON.stringify(options),
      },
      { form: true },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { rmid } = saved.json();
    expect((await c.get(`/api/richmenu/data/${rmid}`)).json().options).toEqual(options);
  });

  it('keeps an external-builder menu’s page button ids', async () => {
    const c = await server().client();
    const media = await uploaded(c);
    const areas = [button('営業時間', 0, 'p0'), button('アクセス', 1, 'p1')];
    const lmpData = [
      {
        imageUrl: `/api/richmenu/media/${media}`,
        media_id: media,
        height: 843,
        data: { name: 'お知らせ', chatBarText: 'お知らせ', selected: 1 },
        areas,
      },
    ];
    const saved = await c.post('/line/richmenu/edit', {
      rmid: '',
      name: 'タブメニュー',
      selected: 1,
      chat_bar_text: 'メニュー',
      groupId: 0,
      lmpMenuId: 'tabs-ids',
      lmpData,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { rmid } = saved.json();
    expect((await c.get(`/api/richmenu/data/${rmid}`)).json().lmpData[0].areas).toEqual(areas);
  });
});
