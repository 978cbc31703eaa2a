import {
  type BlockSchema,
  definePlugin,
  type FromBlockSchema,
  itemName,
  type PluginContext,
  truncateWidth,
} from '../../../engine/core/index.ts';
import { contextWidgets } from '../../shared/context-picker/index.ts';
import { effectCommonProperties, pickedContextSchema } from '../../shared/effect.ts';
import { quoteIn } from '../../shared/summary.ts';
import { itemId } from '../../shared/time.ts';
import { varDryRun } from './dry-run.ts';
import {
  effectiveVarType,
  fixValueInput,
  offeredOperands,
  VAR_TYPE_BY_FIELD_TYPE,
  valueTypeInput,
  varEffectMessages,
  varEffectRules,
} from './rules.ts';

export { VAR_TYPE_BY_FIELD_TYPE } from './rules.ts';

const schema = {
  type: 'object',
  title: '友だち情報操作',
  'x-title-en': 'Friend-info operation',
  properties: {
    type: { const: 6 },
    var_id: itemId('varia', '友だち情報', 'Friend-info field'),
    var_type: {
      type: 'string',
      enum: ['string', 'number', 'text', 'image', 'pdf', 'select', 'date'],
      title: '項目の種類',
      'x-title-en': 'Field type',
      'x-widget': 'hidden',
    },
    operand: {
      type: 'integer',
      title: '操作',
      'x-title-en': 'Operation',
      oneOf: [
        { const: 1, title: '代入', 'x-title-en': 'Assign' },
        { const: 2, title: '加算', 'x-title-en': 'Add' },
        { const: 3, title: '減算', 'x-title-en': 'Subtract' },
        { const: 4, title: 'クリア', 'x-title-en': 'Clear' },
      ],
      default: 1,
    },
    valuetype: {
      type: 'integer',
      title: '値の種類',
      'x-title-en': 'Value type',
      oneOf: [
        { const: 1, title: '固定値', 'x-title-en': 'Constant' },
        { const: 2, title: 'ランダムな数値', 'x-title-en': 'Random number' },
        { const: 3, title: 'アクション実行日', 'x-title-en': 'Action date' },
        { const: 15, title: '連携データ', 'x-title-en': 'Linked data' },
      ],
      default: 1,
    },
    fix_value: { type: 'string', maxLength: 20000, title: '値', 'x-title-en': 'Value' },
    min_value: {
      type: 'number',
      minimum: 0,
      maximum: 9999999999.999,
      title: '最小値',
      'x-title-en': 'Minimum',
    },
    max_value: {
      type: 'number',
      minimum: 0,
      maximum: 9999999999.999,
      title: '最大値',
      'x-title-en': 'Maximum',
    },
    dynamic_value: {
      type: 'string',
      title: '日付の指定',
      'x-title-en': 'Dynamic date',
      oneOf: [{ const: 'action_date', title: 'アクション実行日', 'x-title-en': 'Action date' }],
    },
    context: pickedContextSchema(['string', 'number', 'datetime']),
    ...effectCommonProperties,
  },
  required: ['type', 'var_id', 'operand', 'valuetype'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { valuetype: { const: 2 } }, required: ['valuetype'] },
      then: { required: ['min_value', 'max_value'] },
    },
    {
      if: { properties: { valuetype: { const: 15 } }, required: ['valuetype'] },
      then: { required: ['context'] },
    },
    {
      if: { properties: { valuetype: { const: 3 } }, required: ['valuetype'] },
      then: { required: ['dynamic_value'] },
    },
  ],
} as const satisfies BlockSchema;

const OPERAND_VERB: Record<number, string> = { 1: 'に設定', 2: 'を加算', 3: 'を減算' };

/** The summary in English: "Set "Rank" to "Gold"", "Add 1–10 at random to "Points"", "Clear "Photo"". */
function englishSummary(d: FromBlockSchema<typeof schema>, ctx: PluginContext): string {
  if (d.var_id === undefined) return 'No friend-info field chosen';
  const name = quoteIn('en', itemName(ctx, 'varia', d.var_id));
  if (d.operand === 4) return `Clear ${name}`;
  if (d.valuetype === 3) return `Set ${name} to the action date`;
  let value: string;
  if (d.valuetype === 2) value = `a random number ${d.min_value ?? 0}–${d.max_value ?? 0}`;
  else if (d.valuetype === 15)
    value = `linked data ${quoteIn('en', truncateWidth(d.context?.key_label ?? d.context?.key ?? '') || 'not set')}`;
  else if (!d.fix_value) return `${name}: no value entered`;
  else value = quoteIn('en', truncateWidth(d.fix_value));
  if (d.operand === 2) return `Add ${value} to ${name}`;
  if (d.operand === 3) return `Subtract ${value} from ${name}`;
  return `Set ${name} to ${value}`;
}

/**
 * Operate a friend-info field (effect 6, spec 000 §2.5, §3.8, §4): assign, add, subtract or clear, with a
 * constant, a random range, the action date, or linked data. Which operands and value types are allowed
 * depends on the field's type and on where the action runs (rules.ts).
 */
export const varEffect = definePlugin({
  kind: 'effect',
  type: 6,
  key: 'var',
  label: { ja: '友だち情報操作', en: 'Friend-info operation' },
  description: { ja: '友だち情報の値を変更します', en: 'Changes a friend-info value' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 40,
  version: 1,
  migrations: {},
  schema,
  // var_id is left for the operator to choose ('required' until then).
  defaults: () =>
    ({ type: 6 as const, operand: 1 as const, valuetype: 1 as const }) as {
      type: 6;
      operand: 1;
      valuetype: 1;
      var_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') return englishSummary(d, ctx);
    if (d.var_id === undefined) return '友だち情報未選択';
    const name = `「${itemName(ctx, 'varia', d.var_id)}」`;
    if (d.operand === 4) return `${name}をクリア`;
    if (d.valuetype === 3) return `${name}にアクション実行日を設定`;
    // 「X」を…に設定 (assign) / 「X」に…を加算・減算 (add, subtract).
    const subject = `${name}${d.operand === 1 ? 'を' : 'に'}`;
    if (d.valuetype === 2)
      return `${subject}${d.min_value ?? 0}〜${d.max_value ?? 0}の乱数${OPERAND_VERB[d.operand]}`;
    if (d.valuetype === 15)
      return `${subject}連携データ「${truncateWidth(d.context?.key_label ?? d.context?.key ?? '') || '未設定'}」${OPERAND_VERB[d.operand]}`;
    // A value still to fill in reads like the other unfinished summaries (友だち情報未選択), not as 「」.
    if (!d.fix_value) return `${name}の値未入力`;
    return `${subject}「${truncateWidth(d.fix_value)}」${OPERAND_VERB[d.operand]}`;
  },
  rules: varEffectRules,
  messages: varEffectMessages,
  changes: [
    {
      on: ['var_id'],
      description: {
        ja: '項目を変えると操作を代入(画像・PDFはクリア)、値の種類を固定値に戻し、値と連携データを消します',
        en: 'Changing the field resets the operation to assign (clear for images and PDFs), the value type to constant, and clears the value and context',
      },
      apply(draft, _prev, ctx) {
        const fieldType = ctx.item('varia', draft.var_id)?.type;
        const varType = typeof fieldType === 'number' ? VAR_TYPE_BY_FIELD_TYPE[fieldType] : undefined;
        if (varType) draft.var_type = varType as typeof draft.var_type;
        else delete draft.var_type;
        draft.operand = varType === 'image' || varType === 'pdf' ? 4 : 1;
        draft.valuetype = 1;
        for (const field of ['fix_value', 'min_value', 'max_value', 'dynamic_value', 'context'] as const)
          delete draft[field];
      },
    },
    {
      on: ['operand', 'valuetype'],
      description: {
        ja: 'クリアや値の種類の切り替えで、使わなくなった値を消します。値の種類をアクション実行日(3)にすると日付の指定はaction_dateになります',
        en: 'Clearing or switching the value type removes values no longer used; value type 3 (action date) sets dynamic_value to action_date',
      },
      apply(draft) {
        const keep = draft.operand === 4 ? 0 : draft.valuetype;
        // アクション実行日 is the only dynamic value: choosing the value type 3 chooses it.
        if (keep === 3 && draft.dynamic_value === undefined) draft.dynamic_value = 'action_date';
        if (keep !== 1) delete draft.fix_value;
        if (keep !== 2) {
          delete draft.min_value;
          delete draft.max_value;
        }
        if (keep !== 3) delete draft.dynamic_value;
        if (keep !== 15) delete draft.context;
      },
    },
    {
      on: ['dynamic_value'],
      description: {
        ja: 'アクション実行日を選ぶと値の種類は3になります',
        en: 'Choosing the action date sets the value type to 3',
      },
      apply(draft) {
        if (draft.dynamic_value === 'action_date') {
          draft.valuetype = 3;
          // As when valuetype itself changes: values of the other value types are no longer used.
          for (const field of ['fix_value', 'min_value', 'max_value', 'context'] as const)
            delete draft[field];
        } else if (draft.valuetype === 3) draft.valuetype = 1;
      },
    },
    {
      on: ['min_value', 'max_value'],
      description: {
        ja: '最大値が最小値より小さいときは最小値に揃えます',
        en: 'max_value is raised to min_value when below it',
      },
      apply(draft) {
        if (
          draft.min_value !== undefined &&
          (draft.max_value === undefined || draft.max_value < draft.min_value)
        ) {
          draft.max_value = draft.min_value;
        }
      },
    },
  ],
  widgets: contextWidgets,
  ui: {
    order: [
      'var_id',
      'operand',
      'valuetype',
      'fix_value',
      'min_value',
      'max_value',
      'dynamic_value',
      'context',
    ],
    // The selects offer only what the rules accept for the field type and the context; a saved value no longer
    // offered stays shown with its error. Images and PDFs show the operation too: クリア, the only one.
    inputs: {
      operand: (d, ctx) => ({ options: offeredOperands(d, ctx) }),
      // A date item is offered 固定値 and アクション実行日, with the spec's note that dates take no arithmetic.
      valuetype: valueTypeInput,
      // The value's input follows the item's type: choices, a date, a number, long or short text.
      fix_value: fixValueInput,
    },
    visibleWhen: {
      valuetype: (d, ctx) =>
        d.operand !== 4 && !['image', 'pdf', 'select'].includes(effectiveVarType(d, ctx) ?? ''),
      fix_value: (d) => d.operand !== 4 && d.valuetype === 1,
      min_value: (d) => d.operand !== 4 && d.valuetype === 2,
      max_value: (d) => d.operand !== 4 && d.valuetype === 2,
      // The value type already reads アクション実行日; the dynamic value shows only when it needs repair
      // (missing or unknown in a saved block).
      dynamic_value: (d) => d.operand !== 4 && d.dynamic_value !== 'action_date',
      context: (d) => d.operand !== 4 && d.valuetype === 15,
    },
  },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? varDryRun : undefined },
  examples: {
    valid: [
      { type: 6, var_id: 3, var_type: 'string', operand: 1, valuetype: 1, fix_value: 'ゴールド会員' },
      { type: 6, var_id: 4, var_type: 'number', operand: 2, valuetype: 2, min_value: 1, max_value: 10 },
      { type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 3, dynamic_value: 'action_date' },
      { type: 6, var_id: 6, var_type: 'image', operand: 4, valuetype: 1 },
      { type: 6, var_id: 4, var_type: 'number', operand: 3, valuetype: 1, fix_value: '1.125' },
    ],
    invalid: [
      {
        data: { type: 6, operand: 1, valuetype: 1, fix_value: 'x' },
        expect: 'action_required',
        path: '/var_id',
      },
      { data: { type: 6, var_id: 3, operand: 1, valuetype: 1 }, expect: 'required', path: '/fix_value' },
      {
        data: { type: 6, var_id: 6, var_type: 'image', operand: 1, valuetype: 1, fix_value: 'a' },
        expect: 'operand_not_allowed',
        path: '/operand',
      },
      {
        data: { type: 6, var_id: 5, var_type: 'date', operand: 2, valuetype: 1, fix_value: '2026/01/01' },
        expect: 'operand_not_allowed',
        path: '/operand',
      },
      {
        data: { type: 6, var_id: 4, operand: 1, valuetype: 2, min_value: 5, max_value: 1 },
        expect: 'range_max_below_min',
        path: '/max_value',
      },
      {
        data: { type: 6, var_id: 4, operand: 1, valuetype: 2, min_value: -1, max_value: 1 },
        expect: 'minimum',
        path: '/min_value',
      },
      {
        data: { type: 6, var_id: 4, operand: 1, valuetype: 15, context: { key: 'a' } },
        expect: 'valuetype_not_allowed',
        path: '/valuetype',
      },
      {
        data: { type: 6, var_id: 4, var_type: 'number', operand: 1, valuetype: 1, fix_value: '1.2345' },
        expect: 'decimal_digits',
        path: '/fix_value',
      },
      {
        data: {
          type: 6,
          var_id: 3,
          var_type: 'string',
          operand: 1,
          valuetype: 1,
          fix_value: 'a'.repeat(201),
        },
        expect: 'maxLength',
        path: '/fix_value',
      },
      {
        data: { type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 1, fix_value: '2026-13-40' },
        expect: 'date_format',
        path: '/fix_value',
      },
    ],
  },
});
