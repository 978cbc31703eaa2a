/**
 * The form builder's calls (spec 002 §7): GET /api/v1/forms/{id|new} (and ?copy=), GET /api/swatch/permissions,
 * the form-encoded POST /lvf/edit/v2, the spreadsheet export page, and forms in the generic lists.
 */
import { expect, it } from 'vitest';
import { forgetAccounts } from '../../server/db/accounts.ts';
import { type Client, forEachBackend, storeDocument, type TestServer } from './support.ts';

const text = (title: string, extra: Record<string, unknown> = {}) => ({
  swatch_id: 510,
  type: 'text',
  title,
  rules: [],
  assign_to: [],
  ...extra,
});
const radio = (title: string, page: number, next: (number | 'submit')[]) => ({
  swatch_id: 540,
  type: 'radio',
  title,
  page,
  rules: [],
  choices: next.map((next_page, i) => ({ id: i + 1, label: `選択肢${i + 1}`, next_page })),
  choice_action: 0,
  do_branch_page: 1,
});

/** The builder's post: the spec's field names, every value a text (items, pages and options as JSON). */
function post(fields: { items: unknown[] } & Record<string, unknown>) {
  return {
    formname: 'テストフォーム',
    formid: '',
    formgroupid: '',
    form_action_id: '',
    generation: '2',
    title: 'ご意見をお聞かせください',
    description: '',
    pages: [1],
    export_google_sheet: '0',
    needs_line_login: '0',
    ...fields,
  };
}

const save = (c: Client, fields: Parameters<typeof post>[0], options: Parameters<Client['post']>[2] = {}) =>
  c.post('/lvf/edit/v2', post(fields), { form: true, ...options });

forEachBackend('form builder calls', (server: () => TestServer) => {
  it('answers the swatches the account may add: all 13 for the demo account, fewer for the limited one', async () => {
    const owner = await server().client();
    const swatches = (await owner.get('/api/swatch/permissions')).json().allowed_swatches;
    expect(swatches).toEqual([500, 501, 510, 520, 530, 540, 550, 560, 570, 580, 581, 590, 600]);
    const limited = await server().client('limited');
    expect((await limited.get('/api/swatch/permissions')).json().allowed_swatches).not.toContain(560);
  });

  it('opens a new form with its defaults', async () => {
    const c = await server().client();
    const res = await c.get('/api/v1/forms/new');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: null,
      code: null,
      name: '',
      group_id: 0,
      pages: [1],
      attr: [],
      generation: 2,
      export_google_sheet: 0,
      needs_line_login: 0,
      options: { button_color: '#2196F3', bg_color: '#C5CAE9', form_bg_color: '#CFD8DC' },
    });
  });

  it('saves a new form (id and a stable 6-character code), loads it, and saves it again from its revision', async () => {
    const c = await server().client();
    const saved = await save(c, { items: [text('お名前', { rules: [{ name: 'required' }] })] });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, code, revision, location } = saved.json();
    expect(code).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(revision).toBe(1);
    expect(location).toBe(`/lvf/edit/${id}`);
    const loaded = (await c.get(`/api/v1/forms/${id}`)).json();
    expect(loaded).toMatchObject({
      id,
      code,
      revision: 1,
      name: 'テストフォーム',
      generation: 2,
      group_id: 0,
    });
    expect(loaded.attr).toEqual([text('お名前', { rules: [{ name: 'required' }] })]);
    const again = await save(c, { formid: String(id), revision: '1', formname: '改名', items: loaded.attr });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id, code, revision: 2 });
    const listed = (await c.get('/api/form/list')).json().items;
    expect(listed.find((f: { id: number }) => f.id === id)).toMatchObject({ name: '改名' });
  });

  it('keeps the editor counters the builder sends (spec 002 §3), so a deleted item’s name is not given again', async () => {
    const c = await server().client();
    const saved = await save(c, {
      items: [text('お名前', { name: 'text7' })],
      name_counter: '7',
      choice_counter: '4',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await c.get(`/api/v1/forms/${saved.json().id}`)).json();
    expect(loaded).toMatchObject({ name_counter: 7, choice_counter: 4 });
  });

  it('lists each form in the picker with its code, the one its placeholder [FORM_xxxxxx] names', async () => {
    const c = await server().client();
    const forms = (await c.get('/api/v_resource/form')).json();
    expect(forms.items.length).toBeGreaterThan(0);
    for (const item of forms.items as { id: number; code?: string }[]) {
      expect(item.code).toMatch(/^\w{6}$/);
      expect((await c.get(`/api/v1/forms/${item.id}`)).json().code).toBe(item.code);
    }
  });

  it('copies a form: のコピー (a counter when taken), no destinations, and says what was not copied', async () => {
    const c = await server().client();
    const forms = (await c.get('/api/v_resource/form')).json();
    expect(forms.groups.map((g: { name: string }) => g.name)).toContain('アンケート');
    const source = forms.items.find((f: { name: string }) => f.name === 'お問い合わせフォーム');
    const copy = (await c.get(`/api/v1/forms/new?copy=${source.id}`)).json();
    expect(copy).toMatchObject({
      id: null,
      code: null,
      copied_from: source.id,
      name: 'お問い合わせフォームのコピー',
    });
    expect(copy.not_copied).toEqual(['回答の登録先']);
    expect(copy.messages).toEqual(['コピーできなかった設定があります(回答の登録先)']);
    for (const item of copy.attr) if ('assign_to' in item) expect(item.assign_to).toEqual([]);
    const saved = await save(c, {
      formname: copy.name,
      items: copy.attr,
      pages: copy.pages,
      options: copy.options,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.get(`/api/v1/forms/new?copy=${source.id}`)).json().name).toBe(
      'お問い合わせフォームのコピー(2)',
    );
    expect((await c.get('/api/v1/forms/new?copy=987654')).statusCode).toBe(404);
  });

  it('refuses an invalid form with 422, Japanese texts keyed by paths into the form', async () => {
    const c = await server().client();
    const res = await save(c, { formname: '', items: [text('')] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['/name']).toEqual(['フォーム名(管理用)を入力してください']);
    const headings = await save(c, {
      items: [{ swatch_id: 500, type: 'description', title: '', help: 'ごあいさつ' }],
    });
    expect(headings.statusCode).toBe(422);
    expect(headings.json().errors['/attr']).toEqual(['質問項目(見出し以外)を1つ以上追加してください']);
    const branching = await save(c, {
      pages: [1, 2],
      items: [radio('A', 1, [2, 'submit']), radio('B', 1, [3]), text('C', { page: 5 })],
    });
    expect(branching.statusCode).toBe(422);
    expect(branching.json().errors).toMatchObject({
      '/attr/1/do_branch_page': ['分岐する項目は1つのセクションに1つだけです'],
      '/attr/1/choices/0/next_page': ['分岐先のセクションがありません'],
      '/attr/2/page': ['項目のセクションがありません'],
    });
    const options = await save(c, {
      items: [text('A')],
      options: {
        submit_button_text: 'あ'.repeat(14),
        answer_limit: 0,
        after_send_url: 'javascript:alert(1)',
      },
    });
    expect(options.json().errors).toMatchObject({
      '/options/submit_button_text': ['送信ボタンの文言は13文字以内で入力してください'],
      '/options/answer_limit': ['回答数の上限(先着)は1以上で入力してください'],
      '/options/after_send_url': ['サンクスページURLの形式が正しくありません'],
    });
    const actionId = (await c.get('/api/v_resource/action')).json().items[0].id;
    expect((await save(c, { form_action_id: String(actionId), items: [text('A')] })).statusCode).toBe(200);
    const action = await save(c, { form_action_id: '987654', items: [text('A')] });
    expect(action.json().errors['/form_action_id']).toEqual([expect.stringContaining('987654')]);
    const twice = await save(c, {
      items: [text('A', { assign_to: [{ id: 'memo' }] }), text('B', { assign_to: [{ id: 'memo' }] })],
    });
    expect(twice.json().errors['/attr/1/assign_to/0/id']).toEqual(['既に追加されています']);
  });

  it('answers 409 to a save from a stale revision, with the current one', async () => {
    const c = await server().client();
    const { id } = (await save(c, { items: [text('A')] })).json();
    expect((await save(c, { formid: String(id), revision: '1', items: [text('B')] })).statusCode).toBe(200);
    const stale = await save(c, { formid: String(id), revision: '1', items: [text('C')] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ revision: 2, errors: { '/revision': [expect.any(String)] } });
    const noRevision = await save(c, { formid: String(id), items: [text('C')] });
    expect(noRevision.statusCode).toBe(422);
  });

  it('refuses a post without the CSRF token, a JSON post, and malformed items JSON without a crash', async () => {
    const c = await server().client();
    const noToken = await save(c, { items: [text('A')] }, { token: null });
    expect(noToken.statusCode).toBe(403);
    const bodyToken = await c.post(
      '/lvf/edit/v2',
      { ...post({ items: [text('A')] }), _token: c.token },
      {
        form: true,
        token: null,
      },
    );
    expect(bodyToken.statusCode, bodyToken.body).toBe(200);
    const json = await c.post('/lvf/edit/v2', post({ items: [text('A')] }));
    expect(json.statusCode).toBe(415);
    expect(json.json().messages[0]).toMatch(/フォーム形式/);
    const malformed = await c.post(
      '/lvf/edit/v2',
      { ...post({ items: [] }), items: '[{"swatch_id":' },
      { form: true },
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors['/items'] ?? malformed.json().errors['/attr']).toEqual([
      'itemsの形式が正しくありません(JSONとして読めません)',
    ]);
    const unknown = await save(c, { items: [text('A')], surprise: '1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['/surprise']).toEqual(['不明な項目です(surprise)']);
    const notFound = await save(c, { formid: '987654', revision: '1', items: [text('A')] });
    expect(notFound.statusCode).toBe(404);
  });

  it('keeps an item of an unknown swatch and saves it back unchanged; a new one is refused', async () => {
    const c = await server().client();
    const unknown = { swatch_id: 999, type: 'future', title: '将来の項目', extra: { a: [1, 2] } };
    const { id } = await storeDocument(server(), c, 'form', {
      name: '古いフォーム',
      pages: [1],
      attr: [text('お名前'), unknown],
      generation: 2,
    });
    const loaded = (await c.get(`/api/v1/forms/${id}`)).json();
    expect(loaded.attr[1]).toEqual(unknown);
    const saved = await save(c, {
      formid: String(id),
      revision: String(loaded.revision),
      formname: '古いフォーム',
      items: loaded.attr,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().code).toMatch(/^[A-Za-z0-9]{6}$/);
    expect((await c.get(`/api/v1/forms/${id}`)).json().attr[1]).toEqual(unknown);
    const fresh = await save(c, { items: [text('A'), unknown] });
    expect(fresh.statusCode).toBe(422);
    expect(Object.keys(fresh.json().errors)).toContain('/attr/1');
  });

  it('checks permissions: no form-write is 403; a missing flag, login permission, mail permission or swatch is 422', async () => {
    const limited = await server().client('limited');
    expect((await save(limited, { items: [text('A')] })).statusCode).toBe(403);
    expect((await limited.post('/api/form/register', { name: 'x', attr: [text('A')] })).statusCode).toBe(403);
    // Give the limited account forms, without the login-form and mail permissions (it lacks the export flag).
    const db = server().handle.db;
    const account = await db.selectFrom('accounts').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    const permissions = (JSON.parse(account.permissions) as string[]).filter(
      (p) => p !== 'use-line-login-form' && p !== 'mail-legacy',
    );
    await db
      .updateTable('accounts')
      .set({ permissions: JSON.stringify([...permissions, 'form-write']) })
      .where('id', '=', 2)
      .execute();
    forgetAccounts(db);
    try {
      const res = await save(limited, {
        export_google_sheet: '1',
        needs_line_login: '1',
        items: [
          text('A', { assign_to: [{ id: 'mail' }] }),
          { swatch_id: 560, type: 'file', title: '写真', rules: [], file_type: 1, choice_action: 0 },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['/attr/1/swatch_id']).toEqual([
        'この種類の項目はこのアカウントでは使用できません',
      ]);
      const rest = await save(limited, {
        export_google_sheet: '1',
        needs_line_login: '1',
        items: [text('A', { assign_to: [{ id: 'mail' }] })],
      });
      expect(rest.statusCode).toBe(422);
      expect(rest.json().errors).toMatchObject({
        '/export_google_sheet': ['スプレッドシート連携はこのアカウントでは使用できません'],
        '/needs_line_login': ['LINEログイン必須のフォームを作成する権限がありません'],
        '/attr/0/assign_to/0/id': [expect.any(String)],
      });
      expect((await save(limited, { items: [text('A')] })).statusCode).toBe(200);
    } finally {
      await db
        .updateTable('accounts')
        .set({ permissions: account.permissions })
        .where('id', '=', 2)
        .execute();
      forgetAccounts(db);
    }
  });

  it('sends a save with spreadsheet export on to the export page, which says what it would do (escaped)', async () => {
    const c = await server().client();
    const saved = await save(c, { formname: '<b>売上</b>', export_google_sheet: '1', items: [text('A')] });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, location } = saved.json();
    expect(location).toBe(`/googlesheet/lvf/settingExport/${id}`);
    const page = await c.get(location);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('&#60;b&#62;売上&#60;/b&#62;');
    expect(page.body).not.toContain('<b>売上');
    expect(page.body).toContain('スプレッドシート出力がオンです');
    expect((await c.get('/googlesheet/lvf/settingExport/987654')).statusCode).toBe(404);
  });
});
