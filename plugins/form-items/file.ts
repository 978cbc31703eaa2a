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
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
} from '../shared/form-items/index.ts';

/** The friend-info field type each file type is saved to: image 10, PDF 13 (spec 000 §3.1, spec 002 §3). */
export const FILE_VAR_TYPES: Readonly<Record<number, number>> = { 1: 10, 2: 13 };

const FILE_TYPES = [
  { ja: '画像', en: 'image' },
  { ja: 'PDF', en: 'PDF' },
  { ja: 'Word', en: 'Word' },
  { ja: 'Excel', en: 'Excel' },
];

const schema = {
  type: 'object',
  title: 'ファイル',
  'x-title-en': 'File',
  properties: {
    swatch_id: { const: 560 },
    type: { const: 'file', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required']),
    file_type: {
      type: 'integer',
      title: 'ファイルの種類',
      'x-title-en': 'File type',
      oneOf: [
        { const: 1, title: '画像', 'x-title-en': 'Image' },
        { const: 2, title: 'PDF', 'x-title-en': 'PDF' },
        { const: 3, title: 'Word', 'x-title-en': 'Word' },
        { const: 4, title: 'Excel', 'x-title-en': 'Excel' },
      ],
      default: 1,
    },
    ...choiceActionProperties,
  },
  required: ['swatch_id', 'type', 'title', 'file_type'],
  additionalProperties: false,
  allOf: [...imageConditions, ...choiceActionConditions],
} as const satisfies BlockSchema;

/**
 * A file upload (swatch 560, spec 002 §3, §4): image, PDF, Word or Excel. An image or PDF may be saved to a
 * friend-info field of that type; Word and Excel files have no friend-info destination.
 */
export const fileFormItem = definePlugin({
  kind: 'form-item',
  type: 560,
  key: 'file',
  typeField: 'swatch_id',
  label: { ja: 'ファイル', en: 'File' },
  description: { ja: 'ファイルをアップロードして回答します', en: 'A file upload answer' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 560 as const,
    type: 'file' as const,
    title: '',
    rules: [],
    file_type: 1 as const,
    choice_action: 1 as const,
  }),
  summary: (d, ctx) => itemSummary(d, ctx, [FILE_TYPES[d.file_type - 1]]),
  rules: [
    ...ruleListRules(),
    {
      code: 'form_destination_var_type',
      path: '/choice_action',
      violated: (d) => d.choice_action === 1 && FILE_VAR_TYPES[d.file_type] === undefined,
    },
    {
      code: 'form_destination_var_type',
      path: '/choice_var_id',
      violated: (d, ctx) => {
        if (d.choice_action !== 1 || d.choice_var_id === undefined) return false;
        const type = ctx.item('varia', d.choice_var_id)?.type;
        const wanted = FILE_VAR_TYPES[d.file_type];
        return type !== undefined && wanted !== undefined && Number(type) !== wanted;
      },
    },
  ],
  changes: [
    {
      on: ['file_type'],
      description: {
        ja: 'ファイルの種類を変えると保存先を設定し直し(画像・PDFは友だち情報、それ以外はなし)、友だち情報の指定を消します',
        en: 'Changing the file type sets the destination (friend info for image and PDF, none otherwise) and clears the field',
      },
      apply(draft) {
        draft.choice_action = FILE_VAR_TYPES[draft.file_type] === undefined ? 0 : 1;
        delete draft.choice_var_id;
      },
    },
    choiceActionChange(),
    hideItemChange(),
    imageChange(),
  ],
  messages: formItemMessages,
  widgets: ruleListWidgets,
  ui: {
    widgets: { rules: RULES_WIDGET },
    order: ['title', 'help', 'file_type', 'rules', 'choice_action', 'choice_var_id'],
    hidden: ['type', 'name', 'page'],
  },
  examples: {
    valid: [
      { swatch_id: 560, type: 'file', title: '写真', file_type: 1, choice_action: 1, choice_var_id: 6 },
      {
        swatch_id: 560,
        type: 'file',
        title: '見積書',
        file_type: 4,
        choice_action: 0,
        rules: [{ name: 'required' }],
      },
    ],
    invalid: [
      {
        data: { swatch_id: 560, type: 'file', title: 'x', file_type: 5 },
        expect: 'enum',
        path: '/file_type',
      },
      {
        data: { swatch_id: 560, type: 'file', title: 'x', file_type: 3, choice_action: 1, choice_var_id: 6 },
        expect: 'form_destination_var_type',
        path: '/choice_action',
      },
      {
        data: { swatch_id: 560, type: 'file', title: 'x', file_type: 1, choice_action: 1 },
        expect: 'action_required',
        path: '/choice_var_id',
      },
    ],
  },
});
