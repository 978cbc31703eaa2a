import { type BlockSchema, definePlugin, NON_BLANK, truncateWidth } from '../../engine/core/index.ts';
import {
  commonActionProperties,
  commonActionRules,
  HIDDEN_ACTION_FIELDS,
  keyboardNote,
  LABEL_MAX,
  richmenuActionMessages,
} from '../shared/richmenu-actions/index.ts';
import { quoteIn } from '../shared/summary.ts';

/** The longest initial message (spec 001 §5, §9). */
export const FILL_IN_TEXT_MAX = 300;

const schema = {
  type: 'object',
  title: 'ユーザーメッセージ',
  'x-title-en': 'User message',
  properties: {
    actype: { const: 1 },
    ...commonActionProperties,
    // The label is the message the friend sends: required here, blank counting as empty.
    label: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: LABEL_MAX,
      title: 'ユーザーメッセージ',
      'x-title-en': 'User message',
    },
    fill_in_text: {
      type: 'string',
      maxLength: FILL_IN_TEXT_MAX,
      title: '初期メッセージ',
      'x-title-en': 'Initial message',
      'x-widget': 'textarea',
    },
  },
  required: ['actype', 'label'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Send a user message (actype 1, spec 001 §3, §5, §9): the label, required and at most 60 characters, is what the
 * friend sends; an initial message (`fill_in_text`, at most 300) may fill the keyboard.
 */
export const messageRichmenuAction = definePlugin({
  kind: 'richmenu-action',
  type: 1,
  key: 'message',
  typeField: 'actype',
  label: { ja: 'ユーザーメッセージ', en: 'User message' },
  description: {
    ja: 'タップで友だちからメッセージを送信します',
    en: 'Sends a message from the friend when tapped',
  },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ actype: 1 as const, label: '', input_option: 'none' as const }),
  summary(d, ctx) {
    const text = truncateWidth((d.label ?? '').trim(), 20);
    const note = keyboardNote(d.input_option, ctx);
    if (ctx.lang === 'en')
      return text ? `Send ${quoteIn('en', text)}${note}` : `Send a message (not set)${note}`;
    return text ? `${quoteIn('ja', text)}を送信${note}` : `メッセージを送信(未設定)${note}`;
  },
  rules: commonActionRules(),
  messages: richmenuActionMessages,
  ui: {
    order: ['label', 'fill_in_text', 'input_option'],
    hidden: HIDDEN_ACTION_FIELDS,
  },
  examples: {
    valid: [
      { actype: 1, label: '営業時間を教えて' },
      { actype: 1, label: '予約', input_option: 'openKeyboard', fill_in_text: '希望日時: ' },
    ],
    invalid: [
      { data: { actype: 1, label: '' }, expect: 'required', path: '/label' },
      { data: { actype: 1, label: '   ' }, expect: 'required', path: '/label' },
      { data: { actype: 1, label: 'あ'.repeat(61) }, expect: 'maxLength', path: '/label' },
      {
        data: { actype: 1, label: '予約', fill_in_text: 'あ'.repeat(301) },
        expect: 'maxLength',
        path: '/fill_in_text',
      },
      {
        data: { actype: 1, label: '予約', input_option: 'openCamera' },
        expect: 'enum',
        path: '/input_option',
      },
      {
        data: { actype: 1, label: '予約', bounds: { x: 0, y: 1286, width: 400, height: 401 } },
        expect: 'richmenu_bounds_outside',
        path: '/bounds',
      },
    ],
  },
});
