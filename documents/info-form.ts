import { type BlockSchema, defineDocument, type FromBlockSchema } from '../engine/core/index.ts';
import { folderProperty } from './envelope.ts';

/** The info form's own messages (docs/decisions/info-form.md: the spec gives none for the form itself). */
export const infoFormMessages = {
  info_form_field_required: {
    ja: '取得情報を1つ以上追加してください',
    en: 'Add at least one field',
  },
} as const;

/**
 * The friend-info form (spec 000 §2.5 "Friend-info form builder (used in forms)", §3.8): a named form of fields
 * a friend fills in to give their info, each field of kind `friend-info-field` (swatches 5 textbox, 10 textarea,
 * 20 dropdown) in `fields`, saved to a friend-info item when synced. The spec names no calls for it: the generic
 * document routes serve it (/api/infoform/…), docs/decisions/info-form.md says why.
 */
const infoFormSchema = {
  type: 'object',
  title: '友だち情報フォーム',
  'x-title-en': 'Friend-info form',
  properties: {
    id: { type: 'integer', minimum: 0, title: 'フォームID', 'x-title-en': 'Form id' },
    name: { type: 'string', minLength: 1, maxLength: 255, title: 'フォーム名', 'x-title-en': 'Form name' },
    group_id: { ...folderProperty, default: 0 },
    description: {
      type: 'string',
      maxLength: 2000,
      title: '説明',
      'x-title-en': 'Description',
      'x-widget': 'textarea',
    },
    fields: {
      type: 'array',
      title: '取得情報',
      'x-title-en': 'Fields',
      items: { type: 'object', required: ['swatch_id'], properties: { swatch_id: { type: 'integer' } } },
    },
  },
  required: ['name', 'fields'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A friend-info form on the wire. */
export type InfoFormWire = FromBlockSchema<typeof infoFormSchema>;

/**
 * The friend-info form document kind: at least one field.
 *
 * @example validateDocument(registry, 'infoform', { name: '会員登録', fields: [] }) // 取得情報を1つ以上追加してください
 */
export const infoFormDocument = defineDocument({
  key: 'infoform',
  label: { ja: '友だち情報フォーム', en: 'Friend-info form' },
  idField: 'id',
  nameField: 'name',
  blockKind: 'friend-info-field',
  listField: 'fields',
  schema: infoFormSchema,
  defaults: () => ({ name: '', group_id: 0, description: '', fields: [] }),
  omitWhenEmpty: ['name'],
  ui: { fields: ['name', 'group_id', 'description'] },
  rules: [
    {
      code: 'info_form_field_required',
      path: '/fields',
      violated: (form) => !Array.isArray(form.fields) || form.fields.length === 0,
    },
  ],
  messages: infoFormMessages,
});
