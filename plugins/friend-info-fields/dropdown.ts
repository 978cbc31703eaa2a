import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  friendInfoFieldMessages,
  friendInfoFieldProperties,
  friendInfoFieldRules,
  friendInfoFieldSummary,
  syncChange,
} from '../shared/friend-info-fields.ts';

const schema = {
  type: 'object',
  title: 'プルダウン',
  'x-title-en': 'Dropdown',
  properties: {
    swatch_id: { const: 20 },
    ...friendInfoFieldProperties,
    options: {
      type: 'array',
      items: { type: 'string', maxLength: 200 },
      title: '選択肢',
      'x-title-en': 'Choices',
    },
  },
  required: ['swatch_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * A dropdown of the friend-info form builder (swatch 20, spec 000 §3.8, §5.3): a name and its choices (at least
 * one, none empty), saved to a friend-info field when synced.
 */
export const dropdownFriendInfoField = definePlugin({
  kind: 'friend-info-field',
  type: 20,
  key: 'dropdown',
  typeField: 'swatch_id',
  label: { ja: 'プルダウン', en: 'Dropdown' },
  description: { ja: '選択肢から選ぶ取得情報', en: 'A field answered from choices' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 20 as const, label: '', required: true, syncGc: false, options: [] }),
  summary: (d, ctx) =>
    friendInfoFieldSummary(d, ctx, {
      ja: `プルダウン(選択肢${(d.options ?? []).length}件)`,
      en: `dropdown (${(d.options ?? []).length} choices)`,
    }),
  rules: [
    ...friendInfoFieldRules(),
    {
      code: 'friend_field_options_required',
      path: '/options',
      unfilled: true,
      violated: (d) => (d.options ?? []).length === 0,
    },
    {
      code: 'friend_field_option_empty',
      violated: (d) =>
        (d.options ?? []).flatMap((o, i) => (o.trim() === '' ? [{ path: `/options/${i}` }] : [])),
    },
  ],
  changes: [syncChange()],
  messages: friendInfoFieldMessages,
  ui: {
    order: ['label', 'options', 'description', 'required', 'syncGc', 'var_id'],
    hidden: ['id', 'var_name', 'var_type'],
    visibleWhen: { var_id: (d) => d.syncGc === true },
  },
  examples: {
    valid: [
      {
        swatch_id: 20,
        label: '血液型',
        options: ['A', 'B', 'O', 'AB'],
        syncGc: true,
        var_id: 12,
        var_type: 20,
      },
      { swatch_id: 20, label: '来店のきっかけ', options: ['紹介', 'SNS'], required: false },
    ],
    invalid: [
      {
        data: { swatch_id: 20, label: 'x', options: [] },
        expect: 'friend_field_options_required',
        path: '/options',
      },
      {
        data: { swatch_id: 20, label: 'x', options: ['A', ' '] },
        expect: 'friend_field_option_empty',
        path: '/options/1',
      },
      {
        data: { swatch_id: 20, label: '', options: ['A'] },
        expect: 'friend_field_label_required',
        path: '/label',
      },
    ],
  },
});
