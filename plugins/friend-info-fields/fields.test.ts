import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { isUnfilled } from '../../engine/core/registry-checks.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { friendInfoFieldTypeIssues } from '../shared/friend-info-fields.ts';
import { dropdownFriendInfoField } from './dropdown.ts';
import { friendInfoFieldPlugins } from './index.ts';
import { textareaFriendInfoField } from './textarea.ts';
import { textboxFriendInfoField } from './textbox.ts';

/** The friend-info form builder (spec 000 §3.8, §5.3 "Form-field checks"): the six messages word for word. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const validate = (data: unknown) => registry.validateBlock('friend-info-field', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(
    registry,
    loadBlock(registry, 'friend-info-field', data, () => 'b1'),
    [field],
    value,
    ctx,
  );

const LABEL = issue('/label', 'friend_field_label_required', '取得情報名 (表示名)を入力してください。');
const RULE = issue('/rule', 'friend_field_rule_required', '取得情報種別を選択してください。');
const VAR = issue('/var_id', 'friend_field_var_required', '友だち情報を設定してください。');
const OPTIONS = issue('/options', 'friend_field_options_required', '選択肢を設定してください。');

describe('the friend-info field kind', () => {
  it('registers swatches 5, 10 and 20 by swatch_id', () => {
    expect(friendInfoFieldPlugins.map((p) => [p.type, p.key])).toEqual([
      [5, 'textbox'],
      [10, 'textarea'],
      [20, 'dropdown'],
    ]);
    expect(registry.typeField('friend-info-field')).toBe('swatch_id');
  });

  it('starts each field with its checks as "not filled in yet", required on', () => {
    expect(createBlock(registry, 'friend-info-field', 5, ctx).data).toEqual({
      swatch_id: 5,
      label: '',
      rule: -1,
      required: true,
      syncGc: false,
    });
    const issues = validate(createBlock(registry, 'friend-info-field', 20, ctx).data);
    expect(issues).toEqual([LABEL, OPTIONS]);
    expect(issues.every(isUnfilled)).toBe(true);
  });
});

describe('friend-info field checks (spec 000 §5.3)', () => {
  it('取得情報名 (表示名)を入力してください。 for a missing or blank name', () => {
    expect(validate({ swatch_id: 10 })).toEqual([LABEL]);
    expect(validate({ swatch_id: 10, label: ' 　' })).toEqual([LABEL]);
    expect(validate({ swatch_id: 10, label: '氏名' })).toEqual([]);
    expect(validate({ swatch_id: 10, label: 'あ'.repeat(101) })).toEqual([
      issue('/label', 'maxLength', '取得情報名 (表示名)は100文字以内で入力してください'),
    ]);
  });

  it('取得情報入力タイプを選択してください。 for a field with no input type (the builder checks its list)', () => {
    expect(friendInfoFieldTypeIssues([{ swatch_id: 5 }, { label: '名前' }, { swatch_id: 7 }, null])).toEqual([
      { path: '/1/swatch_id', code: 'friend_field_type_required' },
      { path: '/2/swatch_id', code: 'friend_field_type_required' },
      { path: '/3/swatch_id', code: 'friend_field_type_required' },
    ]);
    expect(registry.message('friend_field_type_required', 'ja')).toBe(
      '取得情報入力タイプを選択してください。',
    );
  });

  it('取得情報種別を選択してください。 for a textbox whose rule is not chosen (-1)', () => {
    expect(validate({ swatch_id: 5, label: '氏名', rule: -1 })).toEqual([RULE]);
    expect(validate({ swatch_id: 5, label: '氏名' })).toEqual([RULE]);
    for (const rule of ['name', 'kana', 'none', 'email', 'tel', 'numeric'])
      expect(validate({ swatch_id: 5, label: '氏名', rule })).toEqual([]);
  });

  it('友だち情報を設定してください。 when synced without a friend-info field', () => {
    expect(validate({ swatch_id: 10, label: '氏名', syncGc: true })).toEqual([VAR]);
    expect(validate({ swatch_id: 10, label: '氏名', syncGc: true, var_id: 9 })).toEqual([]);
    expect(validate({ swatch_id: 10, label: '氏名', syncGc: false })).toEqual([]);
  });

  it('選択肢を設定してください。 for a dropdown without choices, 空の選択肢は設定できません。 for an empty one', () => {
    expect(validate({ swatch_id: 20, label: '血液型' })).toEqual([OPTIONS]);
    expect(validate({ swatch_id: 20, label: '血液型', options: [] })).toEqual([OPTIONS]);
    expect(validate({ swatch_id: 20, label: '血液型', options: ['A', '', 'B', ' '] })).toEqual([
      issue('/options/1', 'friend_field_option_empty', '空の選択肢は設定できません。'),
      issue('/options/3', 'friend_field_option_empty', '空の選択肢は設定できません。'),
    ]);
    expect(validate({ swatch_id: 20, label: '血液型', options: ['A'] })).toEqual([]);
  });

  it('syncs the real name only from a name textbox', () => {
    expect(validate({ swatch_id: 5, label: '氏名', rule: 'name', sync_real_name: true })).toEqual([]);
    expect(validate({ swatch_id: 5, label: '氏名', rule: 'kana', sync_real_name: true })).toEqual([
      issue(
        '/sync_real_name',
        'friend_field_real_name_rule',
        '実名への同期は入力タイプが名前のときだけ設定できます',
      ),
    ]);
    expect(validate({ swatch_id: 10, label: '氏名', sync_real_name: true })).toEqual([
      expect.objectContaining({ code: 'additionalProperties', params: { property: 'sync_real_name' } }),
    ]);
  });
});

/**
 * Which friend-info fields each item saves into (docs/decisions/info-form.md; demo items: 3 text, 4 number,
 * 5 date, 6 image, 7 PDF, 8 choice, 9 long text). Walk 2026-11-27: a textbox saved into an image field unrefused.
 */
describe('the friend-info field types an item saves into', () => {
  const synced = (field: Record<string, unknown>, var_id: number) =>
    validate({ label: '項目', ...field, syncGc: true, var_id }).map((i) => [i.code, i.path, i.message]);
  const TYPE = (types: string) => [
    'friend_field_var_type',
    '/var_id',
    `この種類の友だち情報には保存できません。${types}の友だち情報を選択してください。`,
  ];
  const accepted = (field: Record<string, unknown>) =>
    [3, 4, 5, 6, 7, 8, 9].filter((id) => synced(field, id).length === 0);

  it('a textbox: text and long text, and a number with the numeric rule', () => {
    expect(accepted({ swatch_id: 5, rule: 'none' })).toEqual([3, 9]);
    expect(accepted({ swatch_id: 5, rule: 'numeric' })).toEqual([3, 4, 9]);
    expect(synced({ swatch_id: 5, rule: 'none' }, 6)).toEqual([TYPE('テキスト・長文テキスト')]);
    expect(synced({ swatch_id: 5, rule: 'numeric' }, 10)).toEqual([TYPE('テキスト・数値・長文テキスト')]);
  });

  it('a textarea: long text only; a dropdown: text, long text and choice', () => {
    expect(accepted({ swatch_id: 10 })).toEqual([9]);
    expect(synced({ swatch_id: 10 }, 3)).toEqual([TYPE('長文テキスト')]);
    expect(accepted({ swatch_id: 20, options: ['A'] })).toEqual([3, 8, 9]);
    expect(synced({ swatch_id: 20, options: ['A'] }, 7)).toEqual([TYPE('テキスト・長文テキスト・選択肢')]);
  });

  it('reads the block’s var_type when the account does not know the item, and says it in English', () => {
    expect(validate({ swatch_id: 10, label: 'x', syncGc: true, var_id: 99, var_type: 10 })).toEqual([
      expect.objectContaining({ code: 'friend_field_var_type' }),
    ]);
    expect(validate({ swatch_id: 10, label: 'x', syncGc: true, var_id: 99, var_type: 2 })).toEqual([]);
    const en = registry.validateBlock(
      'friend-info-field',
      { swatch_id: 5, label: 'x', rule: 'tel', syncGc: true, var_id: 6 },
      createContext({ ...demoContextInput, lang: 'en' }),
    );
    expect(en.map((i) => i.message)).toEqual([
      'This field cannot be saved into friend info of this type. Choose a text or long text one.',
    ]);
  });

  it('the picker offers only those types, following the textbox’s rule, and creates only those', () => {
    const input = (plugin: typeof textboxFriendInfoField | typeof dropdownFriendInfoField, d: object) => {
      const of = plugin.ui?.inputs?.var_id as ((d: object, c: typeof ctx) => unknown) | undefined;
      return of?.(d, ctx);
    };
    expect(input(textboxFriendInfoField, { rule: 'none' })).toEqual({ itemsWhere: { type: [0, 2] } });
    expect(input(textboxFriendInfoField, { rule: 'numeric' })).toEqual({ itemsWhere: { type: [0, 1, 2] } });
    expect(input(dropdownFriendInfoField, {})).toEqual({ itemsWhere: { type: [0, 2, 20] } });
    expect(
      [textboxFriendInfoField, textareaFriendInfoField, dropdownFriendInfoField].map(
        (p) => p.schema.properties.var_id['x-item-types'],
      ),
    ).toEqual([[0, 1, 2], [2], [0, 2, 20]]);
  });
});

describe('dropdown choices', () => {
  it('refuses a repeated choice at each later repeat, spaces around it ignored', () => {
    expect(
      validate({ swatch_id: 20, label: '年代', options: ['20代', '30代', '20代', ' 30代 ', ''] }),
    ).toEqual([
      issue('/options/4', 'friend_field_option_empty', '空の選択肢は設定できません。'),
      issue('/options/2', 'friend_field_option_duplicated', '同じ選択肢が重複しています。'),
      issue('/options/3', 'friend_field_option_duplicated', '同じ選択肢が重複しています。'),
    ]);
    expect(validate({ swatch_id: 20, label: '年代', options: ['20代', '30代'] })).toEqual([]);
  });

  /** Demo item 12 is the choice field 血液型 (A, B, O, AB); item 8 is a choice field whose choices are not known. */
  const bloodType = (options: string[], more: Record<string, unknown> = {}) =>
    validate({ swatch_id: 20, label: '血液型', options, syncGc: true, var_id: 12, ...more });

  it('refuses, at each, a choice the synced choice field does not have, naming the choice and the field', () => {
    expect(bloodType(['A', '紫', ' B ', '', 'ab'])).toEqual([
      issue('/options/3', 'friend_field_option_empty', '空の選択肢は設定できません。'),
      expect.objectContaining({ path: '/options/1', code: 'friend_field_option_not_in_var' }),
      expect.objectContaining({ path: '/options/4', code: 'friend_field_option_not_in_var' }),
    ]);
    expect(bloodType(['紫']).map((i) => [i.path, i.message])).toEqual([
      [
        '/options/0',
        '「紫」は友だち情報「血液型」の選択肢にありません。友だち情報の選択肢に追加するか、「血液型」にある選択肢に直してください。',
      ],
    ]);
    expect(bloodType(['A', 'B', 'O', 'AB'])).toEqual([]);
    expect(bloodType([' O', 'AB '])).toEqual([]);
  });

  it('says it in English, and reads the choices as the server gives them ({ id, value, color })', () => {
    const server = createContext({
      lang: 'en',
      items: {
        varia: [
          {
            id: 40,
            name: '好きな色',
            type: 20,
            choices: [
              { id: 1, value: '赤', color: '#F44336', key: '' },
              { id: 2, value: '青', color: '#2196F3', key: '' },
            ],
          },
        ],
      },
    });
    const issues = registry.validateBlock(
      'friend-info-field',
      { swatch_id: 20, label: '色', options: ['赤', '紫'], syncGc: true, var_id: 40 },
      server,
    );
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      [
        '/options/1',
        'The friend-info field "好きな色" has no choice "紫". Add it to that field\'s choices, or change it to one of them.',
      ],
    ]);
  });

  it('refuses nothing when not synced, synced into a text field, or the field’s choices are not known', () => {
    expect(bloodType(['紫'], { syncGc: false })).toEqual([]);
    expect(validate({ swatch_id: 20, label: '色', options: ['紫'], syncGc: true, var_id: 3 })).toEqual([]);
    // Item 8 (好きな色) is a choice field the demo account lists without its choices; 99 is an unknown item.
    expect(validate({ swatch_id: 20, label: '色', options: ['紫'], syncGc: true, var_id: 8 })).toEqual([]);
    expect(
      validate({ swatch_id: 20, label: '色', options: ['紫'], syncGc: true, var_id: 99, var_type: 20 }),
    ).toEqual([]);
  });
});

describe('friend-info field change rules', () => {
  it('not syncing any more clears the friend-info field', () => {
    const synced = {
      swatch_id: 10,
      label: '自己紹介',
      syncGc: true,
      var_id: 9,
      var_name: '自己紹介',
      var_type: 2,
    };
    expect(update(synced, 'syncGc', false)).toEqual({ swatch_id: 10, label: '自己紹介', syncGc: false });
  });

  it('a rule other than name drops the real-name sync', () => {
    const name = { swatch_id: 5, label: '氏名', rule: 'name', sync_real_name: true };
    expect(update(name, 'rule', 'kana')).toEqual({ swatch_id: 5, label: '氏名', rule: 'kana' });
  });
});

describe('friend-info field summaries', () => {
  it('name the label, the kind and required', () => {
    expect(
      textboxFriendInfoField.summary({ swatch_id: 5, label: '氏名', rule: 'name', required: true }, ctx),
    ).toBe('「氏名」 名前・必須');
    expect(
      dropdownFriendInfoField.summary(
        { swatch_id: 20, label: '', options: ['A', 'B'], required: false },
        ctx,
      ),
    ).toBe('(名前未設定) プルダウン(選択肢2件)');
    expect(
      textboxFriendInfoField.summary({ swatch_id: 5, label: 'Name' }, createContext({ lang: 'en' })),
    ).toBe('"Name" textbox, required');
  });
});
