import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import {
  commonActionProperties,
  commonActionRules,
  HIDDEN_ACTION_FIELDS,
  keyboardNote,
  richmenuActionMessages,
} from '../shared/richmenu-actions/index.ts';
import { quoteIn } from '../shared/summary.ts';

/**
 * The permission that offers the answer-form button (spec 001 §6 "user-liff-form-use: form action type on a
 * rich-menu button"; access/permissions.ts lists it with the other user-* permissions, so it is read from
 * `ctx.permissions`, not declared as an `ability`).
 */
export const LIFF_FORM_PERMISSION = 'user-liff-form-use';

const schema = {
  type: 'object',
  title: '回答フォーム',
  'x-title-en': 'Answer form',
  properties: {
    actype: { const: 4 },
    // 0 is "not chosen" (回答フォームが選択されていません), as a new button has it.
    form_id: {
      type: 'integer',
      minimum: 0,
      default: 0,
      title: '回答フォーム',
      'x-title-en': 'Answer form',
      'x-item': 'form',
    },
    // Absent until chosen (サイズが選択されていません). The LIFF view sizes, labelled as the spec's small/medium/large.
    liff_size: {
      type: 'string',
      title: 'サイズ',
      'x-title-en': 'Size',
      oneOf: [
        { const: 'compact', title: '小', 'x-title-en': 'Small' },
        { const: 'tall', title: '中', 'x-title-en': 'Medium' },
        { const: 'full', title: '大', 'x-title-en': 'Large' },
      ],
    },
    ...commonActionProperties,
  },
  required: ['actype', 'form_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Open an answer form (actype 4, spec 001 §3, §5, §6): the form (`form_id`) and its size (`liff_size`: small,
 * medium, large) are both required; offered only to accounts with user-liff-form-use.
 */
export const formRichmenuAction = definePlugin({
  kind: 'richmenu-action',
  type: 4,
  key: 'form',
  typeField: 'actype',
  label: { ja: '回答フォーム', en: 'Answer form' },
  description: {
    ja: 'タップで回答フォームを開きます(追加できるのは user-liff-form-use の権限があるアカウントのみ)',
    en: 'Opens an answer form when tapped (offered only with the user-liff-form-use permission)',
  },
  multiplicity: 'multiple',
  listed: true,
  // A saved form button still loads, validates and saves without the permission; only the add menu leaves it out.
  offered: (ctx) => ctx.permissions.has(LIFF_FORM_PERMISSION),
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ actype: 4 as const, form_id: 0, input_option: 'none' as const }),
  summary(d, ctx) {
    const size = schema.properties.liff_size.oneOf.find((s) => s.const === d.liff_size);
    const note = keyboardNote(d.input_option, ctx);
    if (ctx.lang === 'en') {
      const form =
        d.form_id > 0 ? `form ${quoteIn('en', itemName(ctx, 'form', d.form_id))}` : 'a form (none chosen)';
      return `Open ${form}${size ? ` (${size['x-title-en'].toLowerCase()})` : ''}${note}`;
    }
    const form =
      d.form_id > 0
        ? `回答フォーム${quoteIn('ja', itemName(ctx, 'form', d.form_id))}`
        : '回答フォーム(未選択)';
    return `${form}を開く${size ? `(サイズ${size.title})` : ''}${note}`;
  },
  rules: [
    {
      code: 'richmenu_form_size_missing',
      path: '/liff_size',
      unfilled: true,
      violated: (d) => d.liff_size === undefined,
    },
    { code: 'richmenu_form_missing', path: '/form_id', unfilled: true, violated: (d) => !(d.form_id > 0) },
    ...commonActionRules(),
  ],
  messages: richmenuActionMessages,
  ui: {
    order: ['form_id', 'liff_size', 'label', 'input_option'],
    hidden: HIDDEN_ACTION_FIELDS,
  },
  examples: {
    valid: [
      { actype: 4, form_id: 1, liff_size: 'full' },
      { actype: 4, form_id: 1, liff_size: 'compact', label: 'アンケート' },
    ],
    invalid: [
      { data: { actype: 4, form_id: 1 }, expect: 'richmenu_form_size_missing', path: '/liff_size' },
      {
        data: { actype: 4, form_id: 0, liff_size: 'tall' },
        expect: 'richmenu_form_missing',
        path: '/form_id',
      },
      { data: { actype: 4, form_id: 1, liff_size: 'legacy' }, expect: 'enum', path: '/liff_size' },
      {
        data: {
          actype: 4,
          form_id: 1,
          liff_size: 'tall',
          bounds: { x: 0, y: 1286, width: 400, height: 401 },
        },
        expect: 'richmenu_bounds_outside',
        path: '/bounds',
      },
    ],
  },
});
