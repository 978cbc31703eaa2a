import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { textFormItem } from './text.ts';

/** Swatch 510, one-line text (spec 002 §3 Rules, text answer destinations, §4, §5). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const mailCtx = createContext({ ...demoContextInput, permissions: ['mail-legacy'] });
const text = (more: Record<string, unknown> = {}) => ({
  swatch_id: 510,
  type: 'text',
  title: 'お名前',
  ...more,
});
const validate = (data: unknown, context = ctx) => registry.validateBlock('form-item', data, context);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'form-item', data, () => 'b1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);

describe('form item 510 text: title and help', () => {
  it('creates a text item with an empty title, no rules and no destinations', () => {
    expect(createBlock(registry, 'form-item', 510, ctx).data).toEqual({
      swatch_id: 510,
      type: 'text',
      title: '',
      rules: [],
      assign_to: [],
    });
  });

  it('needs a title of at most 255 characters: タイトルを入力してください', () => {
    expect(validate(text({ title: '' }))).toEqual([
      issue('/title', 'required', 'タイトルを入力してください'),
    ]);
    expect(validate(text({ title: '　' }))).toEqual([
      issue('/title', 'required', 'タイトルを入力してください'),
    ]);
    expect(validate(text({ title: 'あ'.repeat(255) }))).toEqual([]);
    expect(validate(text({ title: 'あ'.repeat(256) }))).toEqual([
      issue('/title', 'maxLength', 'タイトルは255文字以内で入力してください'),
    ]);
  });

  it('takes help of at most 200 characters', () => {
    expect(validate(text({ help: 'あ'.repeat(200) }))).toEqual([]);
    expect(validate(text({ help: 'あ'.repeat(201) }))).toEqual([
      issue('/help', 'maxLength', '説明文は200文字以内で入力してください'),
    ]);
  });

  it('takes an image: none, a registered media, or a valid URL', () => {
    expect(validate(text({ image_type: 0 }))).toEqual([]);
    expect(validate(text({ image_type: 1, media_id: 3 }))).toEqual([]);
    expect(validate(text({ image_type: 1 }))).toEqual([
      issue('/media_id', 'required', 'メディアを入力してください'),
    ]);
    expect(validate(text({ image_type: 2, image_url: 'https://example.com/a.png' }))).toEqual([]);
    expect(validate(text({ image_type: 2, image_url: 'example.com/a.png' }))).toEqual([
      issue('/image_url', 'pattern', '画像URLの形式が正しくありません'),
      issue('/image_url', 'format', '画像URLの形式が正しくありません'),
    ]);
    expect(validate(text({ image_type: 2, image_url: 'ftp://example.com/a.png' }))).toEqual([
      issue('/image_url', 'pattern', '画像URLの形式が正しくありません'),
    ]);
  });
});

describe('form item 510 text: rules', () => {
  it.each(['kana', 'email', 'tel', 'numeric', 'date_format', 'day_of_birth', 'time', 'zip'])(
    'accepts the text rule type %s',
    (name) => {
      expect(validate(text({ rules: [{ name }, { name: 'required' }] }))).toEqual([]);
    },
  );

  it('refuses an unknown rule name and rules of other items', () => {
    expect(validate(text({ rules: [{ name: 'url' }] }))).toEqual([
      issue('/rules/0/name', 'enum', 'ルール名の値が選択肢にありません'),
    ]);
    expect(validate(text({ rules: [{ name: 'arr_min', value: 1 }] }))).toEqual([
      issue('/rules/0/name', 'enum', 'ルール名の値が選択肢にありません'),
    ]);
  });

  it('takes one input rule group: 入力ルールは1つだけ選択してください', () => {
    expect(validate(text({ rules: [{ name: 'tel' }, { name: 'required' }, { name: 'kana' }] }))).toEqual([
      issue('/rules/2/name', 'form_text_rule_multiple', '入力ルールは1つだけ選択してください'),
    ]);
  });

  it('refuses a rule set twice: 同じルールが重複しています', () => {
    expect(validate(text({ rules: [{ name: 'required' }, { name: 'required' }] }))).toEqual([
      issue('/rules/1/name', 'form_rule_duplicated', '同じルールが重複しています'),
    ]);
  });

  it('bounds the length by 200: 文字数の上限は200文字以下で入力してください', () => {
    expect(validate(text({ rules: [{ name: 'max', value: 200 }] }))).toEqual([]);
    expect(validate(text({ rules: [{ name: 'max', value: 201 }] }))).toEqual([
      issue('/rules/0/value', 'form_length_over', '文字数の上限は200文字以下で入力してください'),
    ]);
    expect(validate(text({ rules: [{ name: 'min', value: 201 }] }))).toEqual([
      issue('/rules/0/value', 'form_length_over', '文字数の上限は200文字以下で入力してください'),
    ]);
  });

  it('bounds the length lower where a destination is lower (short name, display name: 20)', () => {
    const max = (value: number, assign_to: unknown[]) => text({ rules: [{ name: 'max', value }], assign_to });
    expect(validate(max(20, [{ id: 'short_name' }]))).toEqual([]);
    expect(validate(max(21, [{ id: 'nickname' }]))).toEqual([
      issue('/rules/0/value', 'form_length_over', '文字数の上限は20文字以下で入力してください'),
    ]);
    // Friend info takes 200, a long-text field 20000: the text's own 200 still bounds it.
    expect(validate(max(200, [{ id: 'var', targets: [9] }]))).toEqual([]);
    expect(validate(max(200, [{ id: 'memo' }]))).toEqual([]);
  });

  it('needs min ≤ max for the length: 下限は上限以下の値を入力してください', () => {
    expect(
      validate(
        text({
          rules: [
            { name: 'min', value: 5 },
            { name: 'max', value: 5 },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      validate(
        text({
          rules: [
            { name: 'max', value: 4 },
            { name: 'min', value: 5 },
          ],
        }),
      ),
    ).toEqual([issue('/rules/1/value', 'form_min_above_max', '下限は上限以下の値を入力してください')]);
  });

  it('takes length limits as integers from 0', () => {
    expect(validate(text({ rules: [{ name: 'min', value: -1 }] }))).toEqual([
      issue('/rules/0/value', 'minimum', 'ルールの値は0以上で入力してください'),
    ]);
    expect(validate(text({ rules: [{ name: 'max' }] }))).toEqual([
      issue('/rules/0/value', 'required', 'ルールの値を入力してください'),
    ]);
    expect(validate(text({ rules: [{ name: 'max', value: '20' }] }))).toEqual([
      issue('/rules/0/value', 'type', 'ルールの値の形式が正しくありません'),
    ]);
  });

  it('takes number limits 0..999999999999999 with the numeric rule, min ≤ max', () => {
    const numeric = (...rules: unknown[]) => text({ rules: [{ name: 'numeric' }, ...rules] });
    expect(
      validate(numeric({ name: 'min_value', value: 0 }, { name: 'max_value', value: 999999999999999 })),
    ).toEqual([]);
    expect(validate(numeric({ name: 'max_value', value: 1000000000000000 }))).toEqual([
      issue('/rules/1/value', 'maximum', 'ルールの値は999999999999999以下で入力してください'),
    ]);
    expect(validate(numeric({ name: 'min_value', value: -1 }))).toEqual([
      issue('/rules/1/value', 'minimum', 'ルールの値は0以上で入力してください'),
    ]);
    expect(validate(numeric({ name: 'min_value', value: 10 }, { name: 'max_value', value: 9 }))).toEqual([
      issue('/rules/1/value', 'form_min_above_max', '下限は上限以下の値を入力してください'),
    ]);
  });

  it('refuses number limits without the numeric rule', () => {
    expect(validate(text({ rules: [{ name: 'tel' }, { name: 'max_value', value: 9 }] }))).toEqual([
      issue('/rules/1/name', 'form_rule_not_applicable', 'この入力ルールでは数値の範囲を設定できません'),
    ]);
  });
});

describe('form item 510 text: answer destinations', () => {
  it('takes each destination once per item: 既に追加されています', () => {
    expect(validate(text({ assign_to: [{ id: 'memo' }, { id: 'var', targets: [3, 4] }] }))).toEqual([]);
    expect(
      validate(
        text({
          assign_to: [
            { id: 'var', targets: [3] },
            { id: 'var', targets: [4] },
          ],
        }),
      ),
    ).toEqual([issue('/assign_to/1/id', 'already_added', '既に追加されています')]);
  });

  it('needs friend-info targets, once each, and no targets elsewhere', () => {
    expect(validate(text({ assign_to: [{ id: 'var' }] }))).toEqual([
      issue('/assign_to/0/targets', 'action_required', '登録先の友だち情報を選択してください'),
    ]);
    expect(validate(text({ assign_to: [{ id: 'var', targets: [] }] }))).toEqual([
      issue('/assign_to/0/targets', 'minItems', '登録先の友だち情報を1件以上選択してください'),
    ]);
    expect(validate(text({ assign_to: [{ id: 'var', targets: [3, 3] }] }))).toEqual([
      issue('/assign_to/0/targets', 'uniqueItems', '登録先の友だち情報に重複があります'),
    ]);
    expect(validate(text({ assign_to: [{ id: 'memo', targets: [3] }] }))).toEqual([
      expect.objectContaining({ path: '/assign_to/0/targets', code: 'maxItems' }),
    ]);
  });

  it('refuses a friend-info target that cannot take text (a date field)', () => {
    expect(validate(text({ assign_to: [{ id: 'var', targets: [3, 5] }] }))).toEqual([
      issue(
        '/assign_to/0/targets/1',
        'form_destination_var_type',
        'この項目には登録できない種類の友だち情報です',
      ),
    ]);
  });

  it('offers the e-mail destinations only with the mail-legacy permission', () => {
    const mail = text({ assign_to: [{ id: 'mail' }, { id: 'mail_sub' }] });
    expect(validate(mail, mailCtx)).toEqual([]);
    const refused = 'メールアドレスへの登録はこのアカウントでは利用できません';
    expect(validate(mail)).toEqual([
      issue('/assign_to/0/id', 'form_destination_mail_forbidden', refused),
      issue('/assign_to/1/id', 'form_destination_mail_forbidden', refused),
    ]);
  });

  it('takes a default answer: a fixed value or a friend-info field', () => {
    expect(validate(text({ default_type: 1, default: '山田' }))).toEqual([]);
    expect(validate(text({ default_type: 1 }))).toEqual([
      issue('/default', 'required', '初期値の内容を入力してください'),
    ]);
    expect(validate(text({ default_type: 2 }))).toEqual([
      issue('/default_var_id', 'action_required', '初期値の友だち情報を選択してください'),
    ]);
  });
});

describe('form item 510 text: change rules', () => {
  const ranged = {
    rules: [
      { name: 'required' },
      { name: 'numeric' },
      { name: 'min_value', value: 1 },
      { name: 'max', value: 10 },
    ],
    prefs: { show_number_limit: 1, show_string_length_limit: 1, zip: 1, hide_title: 1 },
  };

  it('changing the input rule group resets the range rules, zip and the display flags', () => {
    const data = update(text(ranged), 'rules', [
      { name: 'required' },
      { name: 'tel' },
      { name: 'max', value: 10 },
    ]);
    expect(data).toEqual(text({ rules: [{ name: 'required' }, { name: 'tel' }], prefs: { hide_title: 1 } }));
  });

  it('removing the group (free text) resets them too', () => {
    const data = update(text(ranged), 'rules', [{ name: 'required' }, { name: 'min_value', value: 1 }]);
    expect(data).toEqual(text({ rules: [{ name: 'required' }], prefs: { hide_title: 1 } }));
  });

  it('keeps them when the group stays', () => {
    const rules = [...ranged.rules, { name: 'max_value', value: 5 }];
    expect(update(text(ranged), 'rules', rules)).toEqual(text({ ...ranged, rules }));
  });

  it('hiding the item removes its required rule', () => {
    const data = update(text(ranged), 'prefs', { ...ranged.prefs, hide_block: 1 });
    expect((data as { rules: unknown[] }).rules).toEqual([
      { name: 'numeric' },
      { name: 'min_value', value: 1 },
      { name: 'max', value: 10 },
    ]);
  });

  it('switching the default answer clears the one not used', () => {
    expect(update(text({ default_type: 1, default: '山田' }), 'default_type', 2)).toEqual(
      text({ default_type: 2 }),
    );
    expect(update(text({ default_type: 2, default_var_id: 3 }), 'default_type', 0)).toEqual(
      text({ default_type: 0 }),
    );
  });

  it('switching the image source clears the other source', () => {
    expect(update(text({ image_type: 1, media_id: 4 }), 'image_type', 2)).toEqual(text({ image_type: 2 }));
    expect(update(text({ image_type: 2, image_url: 'https://a.jp/x.png' }), 'image_type', 0)).toEqual(
      text({ image_type: 0 }),
    );
  });
});

describe('form item 510 text: summary', () => {
  const summary = (data: Record<string, unknown>, lang: 'ja' | 'en' = 'ja') =>
    textFormItem.summary(text(data) as never, createContext({ lang }));

  it('names the title, required, hidden and the input rule', () => {
    expect(summary({ rules: [{ name: 'required' }, { name: 'tel' }] })).toBe('「お名前」 必須・電話番号');
    expect(summary({ prefs: { hide_block: 1 } })).toBe('「お名前」 非表示');
    expect(summary({ title: '' })).toBe('(タイトル未設定)');
    expect(summary({ rules: [{ name: 'zip' }] }, 'en')).toBe('"お名前" postal code');
  });
});
