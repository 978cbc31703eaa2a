import { type BlockSchema, defineDocument, type FromBlockSchema } from '../engine/core/index.ts';
import { folderProperty } from './envelope.ts';
import { renameMergedItems } from './form-merge.ts';
import { flag, formOptionDefaults, formOptionsSchema } from './form-options.ts';
import { formDocumentMessages, formRules } from './form-rules.ts';

/**
 * The questionnaire form (spec 002 §3 Form): its sections (`pages`), its items in `attr` (each validated by its
 * form-item plugin; the list is typed loosely here), its options (§3 Form options) and its flags. The id is `id`;
 * `code` is the server's stable 6-character code (FORM_{code} placeholders), never chosen by the client.
 */
const formSchema = {
  type: 'object',
  title: 'フォーム',
  'x-title-en': 'Form',
  properties: {
    id: { type: 'integer', minimum: 0, title: 'フォームID', 'x-title-en': 'Form id' },
    code: {
      type: 'string',
      pattern: '^[A-Za-z0-9]{6}$',
      title: 'フォームコード',
      'x-title-en': 'Form code',
      description: 'サーバーが採番する6文字のコード(FORM_{コード}の差し込みに使う)',
      'x-description-en': 'The 6-character code the server gives (used by FORM_{code} placeholders)',
    },
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      title: 'フォーム名(管理用)',
      'x-title-en': 'Form name (admin only)',
    },
    group_id: { ...folderProperty, default: 0 },
    title: { type: 'string', maxLength: 255, title: 'フォームのタイトル', 'x-title-en': 'Title' },
    description: { type: 'string', maxLength: 2000, title: 'フォームの説明', 'x-title-en': 'Description' },
    pages: {
      type: 'array',
      title: 'セクション',
      'x-title-en': 'Sections',
      items: { type: 'integer', minimum: 1, maximum: 1000 },
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      default: [1],
    },
    attr: {
      type: 'array',
      title: '質問項目',
      'x-title-en': 'Items',
      items: {
        type: 'object',
        required: ['swatch_id'],
        properties: { swatch_id: { type: 'integer' } },
      },
    },
    options: formOptionsSchema,
    generation: { const: 2, title: '形式の世代', 'x-title-en': 'Generation', default: 2 },
    form_action_id: {
      type: ['integer', 'null'],
      minimum: 1,
      title: '回答後のアクション',
      'x-title-en': 'Action after answering',
      'x-item': 'action',
    },
    export_google_sheet: flag('スプレッドシートに出力', 'Export to a spreadsheet'),
    needs_line_login: flag('LINEログインを必須にする', 'Require LINE login'),
    name_counter: {
      type: 'integer',
      minimum: 0,
      title: '項目名の連番',
      'x-title-en': 'Item name counter',
    },
    choice_counter: {
      type: 'integer',
      minimum: 0,
      title: '選択肢IDの連番',
      'x-title-en': 'Choice id counter',
    },
  },
  required: ['name', 'attr'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A form on the wire (GET /api/v1/forms/{id}), as its schema says. */
export type FormWire = FromBlockSchema<typeof formSchema>;

/**
 * The form document kind: form items (kind `form-item`, swatches 500–600) in `attr`, at least one of them a
 * question, with the form-wide rules of form-rules.ts.
 *
 * @example validateDocument(registry, 'form', { name: '問い合わせ', attr: [] }) // 質問項目(見出し以外)を1つ以上追加してください
 */
export const formDocument = defineDocument({
  key: 'form',
  label: { ja: 'フォーム', en: 'Form' },
  idField: 'id',
  nameField: 'name',
  blockKind: 'form-item',
  listField: 'attr',
  schema: formSchema,
  defaults: () => ({
    name: '',
    group_id: 0,
    title: '',
    description: '',
    pages: [1],
    attr: [],
    options: formOptionDefaults(),
    generation: 2,
    form_action_id: null,
    export_google_sheet: 0,
    needs_line_login: 0,
  }),
  omitWhenEmpty: ['name'],
  ui: {
    fields: ['name', 'group_id', 'title', 'description', 'export_google_sheet', 'needs_line_login'],
  },
  rules: formRules,
  messages: formDocumentMessages,
  afterMerge: renameMergedItems,
});
