import { type BlockSchema, definePlugin, truncateWidth } from '../../engine/core/index.ts';
import {
  commonActionProperties,
  commonActionRules,
  HIDDEN_ACTION_FIELDS,
  keyboardNote,
  richmenuActionMessages,
  TEL_MIN_LENGTH,
  TEL_PATTERN,
} from '../shared/richmenu-actions/index.ts';

const schema = {
  type: 'object',
  title: 'TEL',
  'x-title-en': 'TEL',
  properties: {
    actype: { const: 5 },
    tel: {
      type: 'string',
      minLength: 1,
      maxLength: 20,
      pattern: TEL_PATTERN,
      title: '電話番号',
      'x-title-en': 'Phone number',
    },
    ...commonActionProperties,
  },
  required: ['actype', 'tel'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Call a phone number (actype 5, spec 001 §5 "TEL format validated"): the number as spec 000 §5.4 `tel` says,
 * an optional +, then digits (full-width too) and hyphens, 3 to 20 characters.
 */
export const telRichmenuAction = definePlugin({
  kind: 'richmenu-action',
  type: 5,
  key: 'tel',
  typeField: 'actype',
  label: { ja: 'TEL(電話をかける)', en: 'TEL (call)' },
  description: { ja: 'タップで電話をかけます', en: 'Calls a phone number when tapped' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ actype: 5 as const, tel: '', input_option: 'none' as const }),
  summary(d, ctx) {
    const note = keyboardNote(d.input_option, ctx);
    // 20 half-width digits show whole; full-width ones are cut like any summary text.
    const tel = truncateWidth(d.tel, 20);
    if (ctx.lang === 'en') return tel ? `Call ${tel}${note}` : `Call (no number)${note}`;
    return tel ? `${tel}に電話${note}` : `電話(番号未設定)${note}`;
  },
  rules: [
    // The pattern cannot count (the property tests generate from it): a number shorter than 3 is malformed too.
    { code: 'pattern', path: '/tel', violated: (d) => d.tel !== '' && [...d.tel].length < TEL_MIN_LENGTH },
    ...commonActionRules(),
  ],
  messages: richmenuActionMessages,
  ui: {
    order: ['tel', 'label', 'input_option'],
    hidden: HIDDEN_ACTION_FIELDS,
  },
  examples: {
    valid: [
      { actype: 5, tel: '03-1234-5678' },
      { actype: 5, tel: '+81-90-1234-5678', label: '電話' },
      { actype: 5, tel: '０３１２３４５６７８' },
    ],
    invalid: [
      { data: { actype: 5, tel: '' }, expect: 'required', path: '/tel' },
      { data: { actype: 5, tel: '03(1234)5678' }, expect: 'pattern', path: '/tel' },
      { data: { actype: 5, tel: '12' }, expect: 'pattern', path: '/tel' },
      { data: { actype: 5, tel: '0'.repeat(21) }, expect: 'maxLength', path: '/tel' },
      {
        data: { actype: 5, tel: '110', bounds: { x: 0, y: 1286, width: 400, height: 401 } },
        expect: 'richmenu_bounds_outside',
        path: '/bounds',
      },
    ],
  },
});
