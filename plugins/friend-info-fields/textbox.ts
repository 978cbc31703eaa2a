import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  NUMERIC_TEXTBOX_VAR_TYPES,
  textboxVarTypes,
  varIdInput,
  varIdProperty,
  varTypeRule,
} from '../shared/friend-info-field-types.ts';
import {
  friendInfoFieldMessages,
  friendInfoFieldProperties,
  friendInfoFieldRules,
  friendInfoFieldSummary,
  syncChange,
} from '../shared/friend-info-fields.ts';

const RULES = {
  name: { ja: '名前', en: 'name' },
  kana: { ja: 'カナ', en: 'kana' },
  none: { ja: '制限なし', en: 'free text' },
  email: { ja: 'メールアドレス', en: 'e-mail' },
  tel: { ja: '電話番号', en: 'phone' },
  numeric: { ja: '数値', en: 'number' },
} as const;

const schema = {
  type: 'object',
  title: 'テキストボックス',
  'x-title-en': 'Textbox',
  properties: {
    swatch_id: { const: 5 },
    ...friendInfoFieldProperties,
    var_id: varIdProperty(NUMERIC_TEXTBOX_VAR_TYPES),
    rule: {
      title: '取得情報種別',
      'x-title-en': 'Kind of information',
      oneOf: [
        // -1 is the spec's "unset": the select's one empty choice, worded as 取得情報種別を選択してください。 asks.
        { const: -1, title: '選択してください', 'x-title-en': 'Choose' },
        { const: 'name', title: '名前', 'x-title-en': 'Name' },
        { const: 'kana', title: 'カナ', 'x-title-en': 'Kana' },
        { const: 'none', title: '制限なし', 'x-title-en': 'Free text' },
        { const: 'email', title: 'メールアドレス', 'x-title-en': 'E-mail' },
        { const: 'tel', title: '電話番号', 'x-title-en': 'Phone' },
        { const: 'numeric', title: '数値(整数)', 'x-title-en': 'Number (integer)' },
      ],
      default: -1,
    },
    sync_real_name: {
      type: 'boolean',
      title: '実名に同期',
      'x-title-en': 'Sync to the real name',
    },
  },
  required: ['swatch_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * A one-line field of the friend-info form builder (swatch 5, spec 000 §3.8, §5.3): a name, a kind of
 * information (rule: name, kana, none, email, tel, numeric; -1 not chosen), saved to a friend-info field when
 * synced; a name field may also set the friend's real name.
 */
export const textboxFriendInfoField = definePlugin({
  kind: 'friend-info-field',
  type: 5,
  key: 'textbox',
  typeField: 'swatch_id',
  label: { ja: 'テキストボックス', en: 'Textbox' },
  description: { ja: '1行で入力する取得情報', en: 'A one-line field' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 5 as const, label: '', rule: -1 as const, required: true, syncGc: false }),
  summary: (d, ctx) => {
    const rule = d.rule === undefined || d.rule === -1 ? undefined : RULES[d.rule];
    return friendInfoFieldSummary(d, ctx, rule ?? { ja: 'テキストボックス', en: 'textbox' });
  },
  rules: [
    ...friendInfoFieldRules(),
    {
      code: 'friend_field_rule_required',
      path: '/rule',
      unfilled: true,
      violated: (d) => d.rule === undefined || d.rule === -1,
    },
    {
      code: 'friend_field_real_name_rule',
      path: '/sync_real_name',
      violated: (d) => d.sync_real_name === true && d.rule !== 'name',
    },
    varTypeRule(textboxVarTypes),
  ],
  changes: [
    syncChange(),
    {
      on: ['rule'],
      description: {
        ja: '入力タイプを名前以外にすると実名への同期を外します',
        en: 'A rule other than name drops the real-name sync',
      },
      apply(draft) {
        if (draft.rule !== 'name') delete draft.sync_real_name;
      },
    },
  ],
  messages: friendInfoFieldMessages,
  ui: {
    order: ['label', 'rule', 'description', 'required', 'syncGc', 'var_id', 'sync_real_name'],
    hidden: ['id', 'var_name', 'var_type'],
    inputs: { var_id: (d) => varIdInput(textboxVarTypes(d)) },
    visibleWhen: { sync_real_name: (d) => d.rule === 'name', var_id: (d) => d.syncGc === true },
  },
  examples: {
    valid: [
      { swatch_id: 5, label: 'お名前', rule: 'name', required: true, sync_real_name: true },
      {
        swatch_id: 5,
        label: '電話番号',
        rule: 'tel',
        syncGc: true,
        var_id: 3,
        var_name: '会員ランク',
        var_type: 0,
      },
      { swatch_id: 5, label: 'ポイント', rule: 'numeric', syncGc: true, var_id: 4, var_type: 1 },
    ],
    invalid: [
      {
        data: { swatch_id: 5, label: ' ', rule: 'none' },
        expect: 'friend_field_label_required',
        path: '/label',
      },
      {
        data: { swatch_id: 5, label: '名前', rule: -1 },
        expect: 'friend_field_rule_required',
        path: '/rule',
      },
      {
        data: { swatch_id: 5, label: '名前', rule: 'none', syncGc: true },
        expect: 'friend_field_var_required',
        path: '/var_id',
      },
      { data: { swatch_id: 5, label: '名前', rule: 'zip' }, expect: 'enum', path: '/rule' },
      {
        data: { swatch_id: 5, label: '写真', rule: 'none', syncGc: true, var_id: 6, var_type: 10 },
        expect: 'friend_field_var_type',
        path: '/var_id',
      },
      {
        data: { swatch_id: 5, label: 'ポイント', rule: 'none', syncGc: true, var_id: 4, var_type: 1 },
        expect: 'friend_field_var_type',
        path: '/var_id',
      },
    ],
  },
});
