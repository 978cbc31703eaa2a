import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  TEXTAREA_VAR_TYPES,
  varIdInput,
  varIdProperty,
  varTypeRule,
} from '../shared/friend-info-field-types.ts';
import {
  friendInfoFieldMessages,
  friendInfoFieldProperties,
  friendInfoFieldRules,
  friendInfoFieldSummary,
  syncChange,
} from '../shared/friend-info-fields.ts';

const schema = {
  type: 'object',
  title: 'テキストエリア',
  'x-title-en': 'Textarea',
  properties: {
    swatch_id: { const: 10 },
    ...friendInfoFieldProperties,
    var_id: varIdProperty(TEXTAREA_VAR_TYPES),
  },
  required: ['swatch_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * A multi-line field of the friend-info form builder (swatch 10, spec 000 §3.8, §5.3): a name, saved to a
 * friend-info field when synced. It has no kind of information (rule).
 */
export const textareaFriendInfoField = definePlugin({
  kind: 'friend-info-field',
  type: 10,
  key: 'textarea',
  typeField: 'swatch_id',
  label: { ja: 'テキストエリア', en: 'Textarea' },
  description: { ja: '複数行で入力する取得情報', en: 'A multi-line field' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 10 as const, label: '', required: true, syncGc: false }),
  summary: (d, ctx) => friendInfoFieldSummary(d, ctx, { ja: 'テキストエリア', en: 'textarea' }),
  rules: [...friendInfoFieldRules(), varTypeRule(() => TEXTAREA_VAR_TYPES)],
  changes: [syncChange()],
  messages: friendInfoFieldMessages,
  ui: {
    order: ['label', 'description', 'required', 'syncGc', 'var_id'],
    hidden: ['id', 'var_name', 'var_type'],
    inputs: { var_id: () => varIdInput(TEXTAREA_VAR_TYPES) },
    visibleWhen: { var_id: (d) => d.syncGc === true },
  },
  examples: {
    valid: [
      { swatch_id: 10, label: 'ご要望', required: false },
      { swatch_id: 10, label: '自己紹介', syncGc: true, var_id: 9, var_type: 2 },
    ],
    invalid: [
      { data: { swatch_id: 10 }, expect: 'friend_field_label_required', path: '/label' },
      {
        data: { swatch_id: 10, label: 'x', syncGc: true },
        expect: 'friend_field_var_required',
        path: '/var_id',
      },
      { data: { swatch_id: 10, label: 'x', rule: 'name' }, expect: 'additionalProperties', path: '' },
      {
        data: { swatch_id: 10, label: 'ご要望', syncGc: true, var_id: 3, var_type: 0 },
        expect: 'friend_field_var_type',
        path: '/var_id',
      },
    ],
  },
});
