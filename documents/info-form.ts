import { type BlockSchema, defineDocument, type FromBlockSchema } from '../engine/core/index.ts';
import { bidiControlMessage, infoFormBidiPaths } from './bidi-paths.ts';
import { folderProperty } from './envelope.ts';

/** The info form's own messages (docs/decisions/info-form.md: the spec gives none for the form itself). */
export const infoFormMessages = {
  info_form_field_required: {
    ja: '取得情報を1つ以上追加してください',
    en: 'Add at least one field',
  },
  info_form_var_duplicated: {
    ja: 'この友だち情報には他の取得情報が保存されます。1つの友だち情報に保存できる取得情報は1つだけです',
    en: 'Another field already saves into this friend-info field: only one field may save into each',
  },
  info_form_bidi_control: bidiControlMessage,
} as const;

/**
 * The later fields that save into a friend-info field an earlier one saves into (both with 友だち情報に保存):
 * two answers into one field would overwrite each other. Fields not saving are skipped, whatever their var_id.
 *
 * @example duplicateVarPaths([{ syncGc: true, var_id: 3 }, { syncGc: true, var_id: 3 }]) // [{ path: '/fields/1/var_id' }]
 */
export function duplicateVarPaths(fields: unknown): { path: string }[] {
  if (!Array.isArray(fields)) return [];
  const seen = new Set<number>();
  return fields.flatMap((field, i) => {
    const { syncGc, var_id } = (field ?? {}) as { syncGc?: unknown; var_id?: unknown };
    if (syncGc !== true || typeof var_id !== 'number') return [];
    const repeated = seen.has(var_id);
    seen.add(var_id);
    return repeated ? [{ path: `/fields/${i}/var_id` }] : [];
  });
}

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
    { code: 'info_form_var_duplicated', violated: (form) => duplicateVarPaths(form.fields) },
    { code: 'info_form_bidi_control', violated: (form, ctx) => infoFormBidiPaths(form, ctx.lang) },
  ],
  messages: infoFormMessages,
});
