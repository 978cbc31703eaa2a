/**
 * The console's stand-in for the `form` document kind (spec 002 §3 Form) until documents/form.ts (another branch)
 * merges: the envelope the builder edits around the item list `attr`. It is registered only when the registry
 * has no `form` kind yet, so the merged kind replaces it without an edit here; then this file goes.
 */
import {
  type BlockSchema,
  type DocumentDefinition,
  defineDocument,
  type Registry,
} from '../../engine/core/index.ts';
import { formOptionsSchema } from './form-options.ts';

const flag = (title: string, en: string) =>
  ({ type: 'integer', enum: [0, 1], default: 0, title, 'x-title-en': en, 'x-widget': 'checkbox' }) as const;

const formSchema = {
  type: 'object',
  title: 'フォーム',
  'x-title-en': 'Form',
  properties: {
    id: { type: 'integer', minimum: 0, title: 'フォームID', 'x-title-en': 'Form id' },
    code: { type: 'string', title: 'フォームコード', 'x-title-en': 'Form code' },
    name: { type: 'string', maxLength: 255, title: 'フォーム名(管理用)', 'x-title-en': 'Form name (admin)' },
    group_id: { type: ['integer', 'null'], minimum: 0, title: 'フォルダ', 'x-title-en': 'Folder' },
    title: { type: 'string', maxLength: 255, title: 'タイトル', 'x-title-en': 'Title' },
    description: {
      type: 'string',
      maxLength: 2000,
      title: '説明文',
      'x-title-en': 'Description',
      'x-widget': 'textarea',
    },
    export_google_sheet: flag('スプレッドシートに回答を出力する', 'Export answers to a spreadsheet'),
    needs_line_login: flag('回答にLINEログインを必須にする', 'Require LINE login to answer'),
    pages: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      title: 'セクション',
      'x-title-en': 'Sections',
    },
    attr: {
      type: 'array',
      title: 'フォーム項目',
      'x-title-en': 'Form items',
      items: { type: 'object', required: ['swatch_id'], properties: { swatch_id: { type: 'integer' } } },
    },
    options: formOptionsSchema,
    generation: { type: 'integer', title: '世代', 'x-title-en': 'Generation' },
    form_action_id: { type: ['integer', 'null'], title: '回答後アクション', 'x-title-en': 'Form action' },
    item_counter: { type: 'object', title: '項目番号', 'x-title-en': 'Item counters' },
    choice_counter: { type: 'integer', title: '選択肢番号', 'x-title-en': 'Choice counter' },
    not_copied: {
      type: 'array',
      items: { type: 'string' },
      title: 'コピーされなかった設定',
      'x-title-en': 'Not copied',
    },
  },
  required: ['attr'],
  additionalProperties: true,
} as const satisfies BlockSchema;

/**
 * The form document kind as the console needs it: items (`form-item` blocks typed by `swatch_id`) in `attr`.
 *
 * @example useDocumentEditor({ definition: clientFormDocument, … })
 */
export const clientFormDocument = defineDocument({
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
    options: {},
    generation: 2,
    export_google_sheet: 0,
    needs_line_login: 0,
  }),
  ui: { fields: ['name', 'group_id', 'title', 'description', 'export_google_sheet', 'needs_line_login'] },
});

/**
 * The registry's `form` kind: the merged documents/form.ts when it is there, else this stand-in (registered once).
 *
 * @example const definition = formDocumentOf(registry);
 */
export function formDocumentOf(registry: Registry): DocumentDefinition {
  const merged = registry.document('form');
  if (merged) return merged;
  registry.registerDocument(clientFormDocument);
  return clientFormDocument;
}
