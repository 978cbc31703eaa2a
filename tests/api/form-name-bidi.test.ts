/**
 * Direction controls in the names of forms and friend-info forms (docs/decisions/form-name-bidi.md; walk
 * 2026-11-27: a form saved as 'W 全種 \u202Eevil\u202C' was listed as 「W 全種 live」). The form document rules
 * refuse them on the server as in the builder, on both backends: POST /lvf/edit/v2 and
 * POST /api/infoform/register answer 422 on each path and write nothing; the marks (RLM) stay allowed.
 */
import { expect, it } from 'vitest';
import { forEachBackend } from './support.ts';

const bidi = (field: string) => [`${field}に文字の表示の向きを変える見えない文字(U+202E など)は使えません`];
const text = (title: string) => ({ swatch_id: 510, type: 'text', title, rules: [], assign_to: [] });
const formPost = (formname: string, items: unknown[]) => ({
  formname,
  formid: '',
  formgroupid: '',
  form_action_id: '',
  generation: '2',
  title: 'ご意見',
  description: '',
  pages: [1],
  export_google_sheet: '0',
  needs_line_login: '0',
  items,
});

forEachBackend('direction controls in form names', (server) => {
  it('POST /lvf/edit/v2 refuses them in the name, an item title and a choice label, and writes nothing', async () => {
    const c = await server().client();
    const before = (await c.get('/api/form/list')).json().items.length;
    const select = {
      swatch_id: 550,
      type: 'select',
      title: '年代',
      rules: [],
      choices: [{ id: 1, label: '20\u2067代' }],
      choice_action: 0,
    };
    const res = await c.post(
      '/lvf/edit/v2',
      formPost('W 全種 \u202Eevil\u202C', [text('お\u202Dなまえ'), select]),
      {
        form: true,
      },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      '/name': bidi('フォーム名(管理用)'),
      '/attr/0/title': bidi('タイトル'),
      '/attr/1/choices/0/label': bidi('選択肢名'),
    });
    expect((await c.get('/api/form/list')).json().items.length).toBe(before);
    const marks = await c.post('/lvf/edit/v2', formPost('アンケート\u200F', [text('お名前')]), {
      form: true,
    });
    expect(marks.statusCode, marks.body).toBe(200);
  });

  it('POST /api/infoform/register refuses them in the name, a field name and a choice', async () => {
    const c = await server().client();
    const res = await c.post('/api/infoform/register', {
      name: 'exe.\u202Etxt',
      fields: [
        { swatch_id: 10, label: '自己\u2066紹介' },
        { swatch_id: 20, label: '年代', options: ['20代', '30\u202E代'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      '/name': bidi('フォーム名'),
      '/fields/0/label': bidi('取得情報名 (表示名)'),
      '/fields/1/options/1': bidi('選択肢'),
    });
  });

  it('POST /api/action/register and /api/funnel/register refuse them in the name (the same decision)', async () => {
    const c = await server().client();
    const effect = { type: 1, text: 'こんにちは', delay_type: 0 };
    const action = await c.post('/api/action/register', {
      a_name: 'セール\u202E告知',
      is_template: 1,
      inputs: [effect],
    });
    expect(action.statusCode, action.body).toBe(422);
    expect(action.json().errors).toEqual({ '/a_name': bidi('アクション名') });
    const funnel = await c.post('/api/funnel/register', { name: 'VIP\u2066', inputs: [] });
    expect(funnel.statusCode, funnel.body).toBe(422);
    expect(funnel.json().errors).toEqual({ '/name': bidi('名前') });
    // The marks stay allowed.
    const marked = await c.post('/api/funnel/register', { name: 'VIP\u200F', inputs: [] });
    expect(marked.statusCode, marked.body).toBe(200);
  });
});
