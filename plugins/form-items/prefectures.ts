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
  title: '都道府県',
  'x-title-en': 'Prefecture',
  properties: {
    swatch_id: { const: 570 },
    type: { const: 'prefectures', title: '種類', 'x-title-en': 'Type' },
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
 * Prefecture (swatch 570, spec 002 §3): the answering page offers the list; the item sets its title, whether it is
 * required, and whether the answer is saved to a friend-info field (choice_action, choice_var_id).
 */
export const prefecturesFormItem = definePlugin({
  kind: 'form-item',
  type: 570,
  key: 'prefectures',
  typeField: 'swatch_id',
  label: { ja: '都道府県', en: 'Prefecture' },
  description: { ja: '47都道府県から選んで回答します', en: 'One of the 47 prefectures' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 570 as const,
    type: 'prefectures' as const,
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
      { swatch_id: 570, type: 'prefectures', title: '東京都', rules: [{ name: 'required' }] },
      { swatch_id: 570, type: 'prefectures', title: '東京都', choice_action: 1, choice_var_id: 3 },
    ],
    invalid: [
      { data: { swatch_id: 570, type: 'prefectures', title: ' ' }, expect: 'required', path: '/title' },
      {
        data: {
          swatch_id: 570,
          type: 'prefectures',
          title: 'x',
          rules: [{ name: 'required' }, { name: 'required' }],
        },
        expect: 'form_rule_duplicated',
        path: '/rules/1/name',
      },
      {
        data: { swatch_id: 570, type: 'prefectures', title: 'x', help: 'あ'.repeat(201) },
        expect: 'maxLength',
        path: '/help',
      },
    ],
  },
});
