import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  choiceActionChange,
  choiceActionConditions,
  choiceActionProperties,
  commonItemProperties,
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
  title: '学校',
  'x-title-en': 'School',
  properties: {
    swatch_id: { const: 580 },
    type: { const: 'school', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required']),
    placeholder: placeholderSchema,
    ...choiceActionProperties,
  },
  required: ['swatch_id', 'type', 'title'],
  additionalProperties: false,
  allOf: [...imageConditions, ...choiceActionConditions],
} as const satisfies BlockSchema;

/**
 * School (swatch 580, spec 002 §3): the answering page offers the list; the item sets its title, whether it is
 * required, and whether the answer is saved to a friend-info field (choice_action, choice_var_id).
 */
export const schoolFormItem = definePlugin({
  kind: 'form-item',
  type: 580,
  key: 'school',
  typeField: 'swatch_id',
  label: { ja: '学校', en: 'School' },
  description: { ja: '学校名で回答します', en: 'A school name' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 580 as const,
    type: 'school' as const,
    title: '',
    rules: [],
    choice_action: 0 as const,
  }),
  summary: (d, ctx) => itemSummary(d, ctx),
  rules: [...ruleListRules()],
  changes: [hideItemChange(), imageChange(), choiceActionChange()],
  messages: formItemMessages,
  widgets: ruleListWidgets,
  ui: {
    widgets: { rules: RULES_WIDGET },
    order: ['title', 'help', 'rules', 'placeholder', 'choice_action', 'choice_var_id'],
    hidden: ['type', 'name', 'page'],
  },
  examples: {
    valid: [
      { swatch_id: 580, type: 'school', title: '学校名', rules: [{ name: 'required' }] },
      { swatch_id: 580, type: 'school', title: '学校名', choice_action: 1, choice_var_id: 3 },
    ],
    invalid: [
      { data: { swatch_id: 580, type: 'school', title: ' ' }, expect: 'required', path: '/title' },
      {
        data: {
          swatch_id: 580,
          type: 'school',
          title: 'x',
          rules: [{ name: 'required' }, { name: 'required' }],
        },
        expect: 'form_rule_duplicated',
        path: '/rules/1/name',
      },
      {
        data: { swatch_id: 580, type: 'school', title: 'x', help: 'あ'.repeat(201) },
        expect: 'maxLength',
        path: '/help',
      },
    ],
  },
});
