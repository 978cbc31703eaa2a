import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  assignToSchema,
  commonItemProperties,
  defaultAnswerChange,
  defaultAnswerConditions,
  defaultAnswerProperties,
  destinationRules,
  formItemMessages,
  hideItemChange,
  imageChange,
  imageConditions,
  itemHelp,
  itemSummary,
  placeholderSchema,
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
} from '../shared/form-items/index.ts';

const schema = {
  type: 'object',
  title: 'メールアドレス',
  'x-title-en': 'E-mail address',
  properties: {
    swatch_id: { const: 600 },
    type: { const: 'email', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required']),
    placeholder: placeholderSchema,
    ...defaultAnswerProperties,
    assign_to: assignToSchema,
  },
  required: ['swatch_id', 'type', 'title'],
  additionalProperties: false,
  allOf: [...imageConditions, ...defaultAnswerConditions],
} as const satisfies BlockSchema;

/**
 * An e-mail address (swatch 600, spec 002 §3): the answer is checked as an address on the answering page; it may
 * go to the e-mail destinations (with the mail-legacy permission) like any text answer.
 */
export const emailFormItem = definePlugin({
  kind: 'form-item',
  type: 600,
  key: 'email',
  typeField: 'swatch_id',
  label: { ja: 'メールアドレス', en: 'E-mail address' },
  description: { ja: 'メールアドレスで回答します', en: 'An e-mail address answer' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 600 as const, type: 'email' as const, title: '', rules: [], assign_to: [] }),
  summary: (d, ctx) => itemSummary(d, ctx),
  rules: [...ruleListRules(), ...destinationRules()],
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
      { swatch_id: 600, type: 'email', title: 'メールアドレス', rules: [{ name: 'required' }] },
      { swatch_id: 600, type: 'email', title: '連絡先', default_type: 2, default_var_id: 3 },
    ],
    invalid: [
      { data: { swatch_id: 600, type: 'email' }, expect: 'required', path: '/title' },
      {
        data: { swatch_id: 600, type: 'email', title: 'x', default_type: 1 },
        expect: 'required',
        path: '/default',
      },
      {
        data: { swatch_id: 600, type: 'email', title: 'x', rules: [{ name: 'max', value: 10 }] },
        expect: 'enum',
        path: '/rules/0/name',
      },
    ],
  },
});
