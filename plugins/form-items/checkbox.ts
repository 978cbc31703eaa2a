import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  choiceActionChange,
  choiceActionConditions,
  choiceActionProperties,
  choiceRules,
  choicesSchema,
  commonItemProperties,
  formItemMessages,
  hideItemChange,
  imageChange,
  imageConditions,
  itemHelp,
  itemSummary,
  newChoice,
  numberRule,
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
  selectionCountRules,
} from '../shared/form-items/index.ts';

const schema = {
  type: 'object',
  title: 'チェックボックス',
  'x-title-en': 'Checkbox',
  properties: {
    swatch_id: { const: 530 },
    type: { const: 'checkbox', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required', 'arr_min', 'arr_max']),
    choices: choicesSchema,
    ...choiceActionProperties,
  },
  required: ['swatch_id', 'type', 'title', 'choices'],
  additionalProperties: false,
  allOf: [...imageConditions, ...choiceActionConditions],
} as const satisfies BlockSchema;

/**
 * Several choices (swatch 530, spec 002 §3, §5): at least one choice; a selection count arr_min 0..count and
 * arr_max 1..count with min ≤ max, a minimum above 0 making the item required.
 */
export const checkboxFormItem = definePlugin({
  kind: 'form-item',
  type: 530,
  key: 'checkbox',
  typeField: 'swatch_id',
  label: { ja: 'チェックボックス', en: 'Checkbox' },
  description: { ja: '選択肢から複数を選んで回答します', en: 'Several choices may be picked' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 530 as const,
    type: 'checkbox' as const,
    title: '',
    rules: [],
    choices: [newChoice()],
    choice_action: 0 as const,
  }),
  summary: (d, ctx) =>
    itemSummary(d, ctx, [{ ja: `選択肢${d.choices.length}件`, en: `${d.choices.length} choices` }]),
  rules: [...ruleListRules(), ...choiceRules(false), ...selectionCountRules()],
  changes: [
    {
      on: ['rules'],
      description: {
        ja: '最低選択数を1以上にすると必須にします',
        en: 'A minimum selection count above 0 makes the item required',
      },
      apply(draft) {
        const rules = draft.rules ?? [];
        if ((numberRule(draft, 'arr_min') ?? 0) > 0 && !rules.some((r) => r.name === 'required')) {
          draft.rules = [{ name: 'required' }, ...rules];
        }
      },
    },
    hideItemChange(),
    imageChange(),
    choiceActionChange(),
  ],
  messages: formItemMessages,
  widgets: ruleListWidgets,
  ui: {
    widgets: { rules: RULES_WIDGET },
    order: ['title', 'help', 'choices', 'rules', 'choice_action', 'choice_var_id'],
    hidden: ['type', 'name', 'page'],
  },
  examples: {
    valid: [
      {
        swatch_id: 530,
        type: 'checkbox',
        title: '興味のある商品',
        rules: [{ name: 'required' }, { name: 'arr_min', value: 1 }, { name: 'arr_max', value: 2 }],
        choices: [{ label: 'A' }, { label: 'B' }, { label: 'C', type: 'other' }],
      },
      {
        swatch_id: 530,
        type: 'checkbox',
        title: '参加日',
        choices: [{ id: 1, label: '1日目', limit_type: 1, limit_num: 30, tag_ids: [2] }],
      },
    ],
    invalid: [
      {
        data: { swatch_id: 530, type: 'checkbox', title: 'x', choices: [] },
        expect: 'form_choices_min_one',
        path: '/choices',
      },
      {
        data: {
          swatch_id: 530,
          type: 'checkbox',
          title: 'x',
          rules: [{ name: 'arr_max', value: 3 }],
          choices: [{ label: 'A' }, { label: 'B' }],
        },
        expect: 'form_selection_over',
        path: '/rules/0/value',
      },
      {
        data: {
          swatch_id: 530,
          type: 'checkbox',
          title: 'x',
          rules: [
            { name: 'arr_min', value: 2 },
            { name: 'arr_max', value: 1 },
          ],
          choices: [{ label: 'A' }, { label: 'B' }],
        },
        expect: 'form_min_above_max',
        path: '/rules/0/value',
      },
      {
        data: { swatch_id: 530, type: 'checkbox', title: 'x', choices: [{ label: 'あ'.repeat(61) }] },
        expect: 'maxLength',
        path: '/choices/0/label',
      },
      {
        data: { swatch_id: 530, type: 'checkbox', title: 'x', choices: [{ label: 'A', limit_type: 1 }] },
        expect: 'required',
        path: '/choices/0/limit_num',
      },
    ],
  },
});
