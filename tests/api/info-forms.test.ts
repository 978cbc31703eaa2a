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
