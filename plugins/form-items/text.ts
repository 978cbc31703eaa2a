import { type BlockSchema, definePlugin, type FromBlockSchema } from '../../engine/core/index.ts';
import {
  assignToSchema,
  commonItemProperties,
  DISPLAY_FLAGS,
  defaultAnswerChange,
  defaultAnswerConditions,
  defaultAnswerProperties,
  destinationLimit,
  destinationRules,
  dropRules,
  formItemMessages,
  hideItemChange,
  imageChange,
  imageConditions,
  itemHelp,
  itemSummary,
  lengthRules,
  numberRangeRules,
  placeholderSchema,
  RANGE_RULES,
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
  TEXT_RULE_TYPES,
  textRuleType,
} from '../shared/form-items/index.ts';

/** The longest answer a one-line text takes (spec 002 §5, §9: default text-field max 200). */
export const TEXT_MAX_LENGTH = 200;

const RULE_LABELS: Record<string, { ja: string; en: string }> = {
  kana: { ja: 'カナ', en: 'kana' },
  email: { ja: 'メールアドレス', en: 'e-mail' },
  tel: { ja: '電話番号', en: 'phone' },
  numeric: { ja: '数値', en: 'number' },
  date_format: { ja: '日付', en: 'date' },
  day_of_birth: { ja: '生年月日', en: 'birth date' },
  time: { ja: '時刻', en: 'time' },
  zip: { ja: '郵便番号', en: 'postal code' },
};

const schema = {
  type: 'object',
  title: 'テキスト',
  'x-title-en': 'Text',
  properties: {
    swatch_id: { const: 510 },
    type: { const: 'text', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required', ...TEXT_RULE_TYPES, 'max', 'min', 'max_value', 'min_value']),
    placeholder: placeholderSchema,
    ...defaultAnswerProperties,
    assign_to: assignToSchema,
  },
  required: ['swatch_id', 'type', 'title'],
  additionalProperties: false,
  allOf: [...imageConditions, ...defaultAnswerConditions],
} as const satisfies BlockSchema;

type Data = FromBlockSchema<typeof schema>;

/**
 * One-line text (swatch 510, spec 002 §3): an input rule group (kana, email, tel, numeric, date_format,
 * day_of_birth, time, zip), length limits bounded by 200 and its destinations, number limits with the numeric
 * rule, a default answer and text answer destinations.
 */
export const textFormItem = definePlugin({
  kind: 'form-item',
  type: 510,
  key: 'text',
  typeField: 'swatch_id',
  label: { ja: 'テキスト', en: 'Text' },
  description: { ja: '1行のテキストで回答します', en: 'A one-line text answer' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 510 as const, type: 'text' as const, title: '', rules: [], assign_to: [] }),
  summary(d, ctx) {
    const group = textRuleType(d);
    return itemSummary(d, ctx, group ? [RULE_LABELS[group]] : []);
  },
  rules: [
    ...ruleListRules(),
    ...lengthRules<Data>((d, ctx) => Math.min(TEXT_MAX_LENGTH, destinationLimit(d, ctx))),
    ...numberRangeRules(),
    ...destinationRules(),
  ],
  changes: [
    {
      on: ['rules'],
      description: {
        ja: '入力ルールを変えると文字数・数値の範囲、郵便番号と表示の設定を初期化します',
        en: 'Changing the input rule resets the ranges, the postal-code and the display flags',
      },
      apply(draft, prev) {
        if (textRuleType(draft) === textRuleType(prev)) return;
        dropRules(draft, RANGE_RULES);
        if (draft.prefs) for (const flag of DISPLAY_FLAGS) delete draft.prefs[flag];
      },
    },
    hideItemChange(),
    imageChange(),
    defaultAnswerChange(),
  ],
  messages: formItemMessages,
  widgets: ruleListWidgets,
  ui: {
    widgets: { rules: RULES_WIDGET },
    order: [
      'title',
      'help',
      'rules',
      'placeholder',
      'default_type',
      'default',
      'default_var_id',
      'assign_to',
    ],
    hidden: ['type', 'name', 'page'],
  },
  examples: {
    valid: [
      {
        swatch_id: 510,
        type: 'text',
        title: 'お名前',
        rules: [{ name: 'required' }, { name: 'max', value: 20 }],
      },
      {
        swatch_id: 510,
        type: 'text',
        title: '年齢',
        rules: [{ name: 'numeric' }, { name: 'min_value', value: 0 }, { name: 'max_value', value: 120 }],
      },
      {
        swatch_id: 510,
        type: 'text',
        title: 'ニックネーム',
        assign_to: [{ id: 'nickname' }, { id: 'var', targets: [3] }],
      },
    ],
    invalid: [
      { data: { swatch_id: 510, type: 'text', title: '' }, expect: 'required', path: '/title' },
      {
        data: { swatch_id: 510, type: 'text', title: 'x', rules: [{ name: 'max', value: 201 }] },
        expect: 'form_length_over',
        path: '/rules/0/value',
      },
      {
        data: {
          swatch_id: 510,
          type: 'text',
          title: 'x',
          rules: [
            { name: 'min', value: 10 },
            { name: 'max', value: 5 },
          ],
        },
        expect: 'form_min_above_max',
        path: '/rules/0/value',
      },
      {
        data: { swatch_id: 510, type: 'text', title: 'x', rules: [{ name: 'tel' }, { name: 'kana' }] },
        expect: 'form_text_rule_multiple',
        path: '/rules/1/name',
      },
      {
        data: { swatch_id: 510, type: 'text', title: 'x', assign_to: [{ id: 'memo' }, { id: 'memo' }] },
        expect: 'already_added',
        path: '/assign_to/1/id',
      },
    ],
  },
});
