import { expect, it } from 'vitest';
import { forEachBackend, itemId } from './support.ts';

/**
 * The friend-info form (docs/decisions/info-form.md) refused on the server with the same plugins and document
 * kind as the editor (walk 2026-11-27): a field saving into a friend-info field of a type it cannot fill, two
 * fields saving into one, a dropdown with the same choice twice. Seed items: 会員番号 text, ご要望(長文) long text,
 * 本人確認書類 image, 好きな色 choice.
 */
forEachBackend('friend-info forms: what cannot work is refused on save', (server) => {
  const save = async (fields: unknown[]) => {
    const c = await server().client();
    return c.post('/api/infoform/register', { name: '会員登録', fields });
  };
  const ids = async () => {
    const c = await server().client();
    return {
      text: await itemId(c, 'varia', '会員番号'),
      longText: await itemId(c, 'varia', 'ご要望(長文)'),
      image: await itemId(c, 'varia', '本人確認書類'),
      choice: await itemId(c, 'varia', '好きな色'),
    };
  };

  it('a textbox saving into an image field, a textarea into a text field (the types named)', async () => {
    const { text, image } = await ids();
    const res = await save([
      { swatch_id: 5, label: '書類', rule: 'none', syncGc: true, var_id: image },
      { swatch_id: 10, label: '会員番号', syncGc: true, var_id: text },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      '/fields/0/var_id': [
        'この種類の友だち情報には保存できません。テキスト・長文テキストの友だち情報を選択してください。',
      ],
      '/fields/1/var_id': [
        'この種類の友だち情報には保存できません。長文テキストの友だち情報を選択してください。',
      ],
    });
  });

  it('two fields saving into one friend-info field, on the second', async () => {
    const { longText } = await ids();
    const res = await save([
      { swatch_id: 10, label: 'ご要望', syncGc: true, var_id: longText },
      { swatch_id: 10, label: 'その他', syncGc: true, var_id: longText },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      '/fields/1/var_id': [
        'この友だち情報には他の取得情報が保存されます。1つの友だち情報に保存できる取得情報は1つだけです',
      ],
    });
  });

  it('a dropdown with the same choice twice, on the repeat', async () => {
    const res = await save([{ swatch_id: 20, label: '年代', options: ['20代', '30代', '20代'] }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ '/fields/0/options/2': ['同じ選択肢が重複しています。'] });
  });

  it('accepts each field saving into a field of a type it fills', async () => {
    const { text, longText, choice } = await ids();
    const res = await save([
      { swatch_id: 5, label: '会員番号', rule: 'numeric', syncGc: true, var_id: text },
      { swatch_id: 10, label: 'ご要望', syncGc: true, var_id: longText },
      { swatch_id: 20, label: '好きな色', options: ['赤', '青'], syncGc: true, var_id: choice },
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

/**
 * A dropdown saving into a choice field gives one of that field's own choices (POST /api/var/choice edits them):
 * a choice the field lacks is refused at the choice, on a new form's save and on an update.
 */
forEachBackend('friend-info forms: a dropdown’s choices are among its choice field’s', (server) => {
  const missing = (choice: string, field: string) =>
    `「${choice}」は友だち情報「${field}」の選択肢にありません。友だち情報の選択肢に追加するか、「${field}」にある選択肢に直してください。`;
  const dropdown = (var_id: number, options: string[]) => ({
    swatch_id: 20,
    label: 'アンケート',
    options,
    syncGc: true,
    var_id,
  });

  it('refuses each choice 好きな色 (赤・青・緑) lacks, compared without the spaces around it', async () => {
    const c = await server().client();
    const colour = await itemId(c, 'varia', '好きな色');
    const text = await itemId(c, 'varia', '会員番号');
    const res = await c.post('/api/infoform/register', {
      name: '色のアンケート',
      fields: [dropdown(colour, ['赤', '紫', ' 青 ', '黄'])],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      '/fields/0/options/1': [missing('紫', '好きな色')],
      '/fields/0/options/3': [missing('黄', '好きな色')],
    });
    // Into a text field any choice's text saves.
    const intoText = await c.post('/api/infoform/register', {
      name: '色のアンケート',
      fields: [dropdown(text, ['紫', '黄'])],
    });
    expect(intoText.statusCode, intoText.body).toBe(200);
  });

  it('follows the field’s choices as they are edited: none yet, then added, then one removed', async () => {
    const c = await server().client();
    const season = (await c.post('/line/var/new', { name: '好きな季節', type: 20, echo_default: '' })).json();
    const fields = [dropdown(season.id, ['春', ' 夏 '])];
    const none = await c.post('/api/infoform/register', { name: '季節', fields });
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors).toEqual({
      '/fields/0/options/0': [missing('春', '好きな季節')],
      '/fields/0/options/1': [missing('夏', '好きな季節')],
    });

    const added = await c.post('/api/var/choice', {
      id: season.id,
      choice_json: { choices: [{ value: '春' }, { value: '夏' }, { value: '秋' }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const saved = await c.post('/api/infoform/register', { name: '季節', fields });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, revision } = saved.json();

    const [spring, , autumn] = added.json().choices;
    const removed = await c.post('/api/var/choice', {
      id: season.id,
      choice_json: { choices: [spring, autumn] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const update = await c.post('/api/infoform/register', { id, revision, name: '季節', fields });
    expect(update.statusCode, update.body).toBe(422);
    expect(update.json().errors).toEqual({ '/fields/0/options/1': [missing('夏', '好きな季節')] });
  });
});
