import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  branchChange,
  choiceActionChange,
  choiceActionConditions,
  choiceActionProperties,
  choiceRules,
  choicesSchema,
  commonItemProperties,
  flag01,
  formItemMessages,
  hideItemChange,
  imageChange,
  imageConditions,
  itemHelp,
  itemSummary,
  newChoice,
  placeholderSchema,
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
} from '../shared/form-items/index.ts';

const schema = {
  type: 'object',
  title: 'プルダウン',
  'x-title-en': 'Select',
  properties: {
    swatch_id: { const: 550 },
    type: { const: 'select', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required']),
    placeholder: placeholderSchema,
    choices: choicesSchema,
    ...choiceActionProperties,
    do_branch_page: flag01('回答で分岐する', 'Branch on the answer'),
  },
  required: ['swatch_id', 'type', 'title', 'choices'],
  additionalProperties: false,
  allOf: [...imageConditions, ...choiceActionConditions],
} as const satisfies BlockSchema;

/**
 * Select (swatch 550, spec 002 §3, §4, §5): one answer from at least one choice, at most one pre-selected; may branch
 * (do_branch_page): every choice then names its next section or the end. One branching item per section is a
 * form rule.
 */
export const selectFormItem = definePlugin({
  kind: 'form-item',
  type: 550,
  key: 'select',
  typeField: 'swatch_id',
  label: { ja: 'プルダウン', en: 'Select' },
  description: { ja: 'リストから1つを選んで回答します', en: 'One choice is picked from a list' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 550 as const,
    type: 'select' as const,
    title: '',
    rules: [],
    choices: [newChoice()],
    choice_action: 0 as const,
    do_branch_page: 0 as const,
  }),
  summary: (d, ctx) =>
    itemSummary(d, ctx, [
      { ja: `選択肢${d.choices.length}件`, en: `${d.choices.length} choices` },
      ...(d.do_branch_page === 1 ? [{ ja: '分岐あり', en: 'branches' }] : []),
    ]),
  rules: [...ruleListRules(), ...choiceRules(true)],
  changes: [branchChange(), hideItemChange(), imageChange(), choiceActionChange()],
  messages: formItemMessages,
  widgets: ruleListWidgets,
  ui: {
    widgets: { rules: RULES_WIDGET },
    order: ['title', 'help', 'choices', 'rules', 'do_branch_page', 'choice_action', 'choice_var_id'],
    hidden: ['type', 'name', 'page'],
  },
  examples: {
    valid: [
      {
        swatch_id: 550,
        type: 'select',
        title: 'ご来店は初めてですか',
        rules: [{ name: 'required' }],
        choices: [{ label: 'はい', default_type: 1 }, { label: 'いいえ' }],
      },
      {
        swatch_id: 550,
        type: 'select',
        title: '希望',
        page: 1,
        do_branch_page: 1,
        choices: [
          { id: 1, label: '予約する', next_page: 2 },
          { id: 2, label: '予約しない', next_page: 'submit' },
        ],
        choice_action: 1,
        choice_var_id: 8,
      },
    ],
    invalid: [
      {
        data: {
          swatch_id: 550,
          type: 'select',
          title: 'x',
          choices: [
            { label: 'A', default_type: 1 },
            { label: 'B', default_type: 1 },
          ],
        },
        expect: 'form_default_choice_multiple',
        path: '/choices',
      },
      {
        data: { swatch_id: 550, type: 'select', title: 'x', do_branch_page: 1, choices: [{ label: 'A' }] },
        expect: 'action_required',
        path: '/choices/0/next_page',
      },
      {
        data: { swatch_id: 550, type: 'select', title: 'x', choices: [{ label: 'A', default_type: 3 }] },
        expect: 'action_required',
        path: '/choices/0/default_tag_id',
      },
      {
        data: { swatch_id: 550, type: 'select', title: 'x', choices: [{ label: '' }] },
        expect: 'required',
        path: '/choices/0/label',
      },
    ],
  },
});
