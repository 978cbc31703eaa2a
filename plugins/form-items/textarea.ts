import { type BlockSchema, definePlugin, type FromBlockSchema } from '../../engine/core/index.ts';
import {
  assignToSchema,
  commonItemProperties,
  defaultAnswerChange,
  defaultAnswerConditions,
  defaultAnswerProperties,
  destinationLimit,
  destinationRules,
  formItemMessages,
  hideItemChange,
  imageChange,
  imageConditions,
  itemHelp,
  itemSummary,
  lengthRules,
  placeholderSchema,
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
} from '../shared/form-items/index.ts';

/** The longest answer a textarea with destinations takes (spec 002 §5; friend-info long text, spec 000 §5.2). */
export const TEXTAREA_MAX_LENGTH = 20000;

const schema = {
  type: 'object',
  title: 'テキストエリア',
  'x-title-en': 'Textarea',
  properties: {
    swatch_id: { const: 520 },
    type: { const: 'textarea', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required', 'max', 'min']),
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
 * The length bound of a textarea: none without destinations; with destinations 20000, or lower where a
 * destination is lower (a short name takes 20).
 */
export function textareaLengthBound(d: Data, ctx: Parameters<typeof destinationLimit>[1]): number {
  return (d.assign_to ?? []).length === 0
    ? Number.POSITIVE_INFINITY
    : Math.min(TEXTAREA_MAX_LENGTH, destinationLimit(d, ctx));
}

/** Multi-line text (swatch 520, spec 002 §3): length limits, a default answer and text answer destinations. */
export const textareaFormItem = definePlugin({
  kind: 'form-item',
  type: 520,
  key: 'textarea',
  typeField: 'swatch_id',
  label: { ja: 'テキストエリア', en: 'Textarea' },
  description: { ja: '複数行のテキストで回答します', en: 'A multi-line text answer' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 520 as const,
    type: 'textarea' as const,
    title: '',
    rules: [],
    assign_to: [],
  }),
  summary: (d, ctx) => itemSummary(d, ctx),
  rules: [...ruleListRules(), ...lengthRules<Data>(textareaLengthBound), ...destinationRules()],
  changes: [hideItemChange(), imageChange(), defaultAnswerChange()],
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
      { swatch_id: 520, type: 'textarea', title: 'ご意見', rules: [{ name: 'max', value: 5000 }] },
      {
        swatch_id: 520,
        type: 'textarea',
        title: 'メモ',
        rules: [{ name: 'required' }, { name: 'max', value: 20000 }],
        assign_to: [{ id: 'memo' }],
      },
    ],
    invalid: [
      {
        data: { swatch_id: 520, type: 'textarea', title: 'x'.repeat(256) },
        expect: 'maxLength',
        path: '/title',
      },
      {
        data: {
          swatch_id: 520,
          type: 'textarea',
          title: 'x',
          rules: [{ name: 'max', value: 20001 }],
          assign_to: [{ id: 'memo' }],
        },
        expect: 'form_length_over',
        path: '/rules/0/value',
      },
      {
        data: { swatch_id: 520, type: 'textarea', title: 'x', rules: [{ name: 'max', value: -1 }] },
        expect: 'minimum',
        path: '/rules/0/value',
      },
    ],
  },
});
