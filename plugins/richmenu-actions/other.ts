import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  commonActionProperties,
  commonActionRules,
  DEFAULT_SCHEME,
  HIDDEN_ACTION_FIELDS,
  keyboardNote,
  richmenuActionMessages,
  SCHEME_CHOICES,
  schemeOf,
} from '../shared/richmenu-actions/index.ts';

const schema = {
  type: 'object',
  title: 'その他',
  'x-title-en': 'Other',
  properties: {
    actype: { const: 3 },
    scheme: {
      type: 'integer',
      title: '機能',
      'x-title-en': 'Function',
      oneOf: SCHEME_CHOICES,
      default: DEFAULT_SCHEME,
    },
    ...commonActionProperties,
  },
  required: ['actype', 'scheme'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Open another LINE function (actype 3, spec 001 §9 "3 other (scheme list)"): one scheme of the list
 * (plugins/shared/richmenu-actions/schemes.ts), 100 (the camera) for a new button.
 */
export const otherRichmenuAction = definePlugin({
  kind: 'richmenu-action',
  type: 3,
  key: 'other',
  typeField: 'actype',
  label: { ja: 'その他', en: 'Other' },
  description: {
    ja: 'タップでカメラや位置情報などLINEの機能を開きます',
    en: 'Opens a LINE function such as the camera or the location when tapped',
  },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ actype: 3 as const, scheme: 100 as const, input_option: 'none' as const }),
  summary(d, ctx) {
    const scheme = schemeOf(d.scheme);
    const note = keyboardNote(d.input_option, ctx);
    if (ctx.lang === 'en') return `${scheme?.['x-title-en'] ?? `Scheme ${d.scheme}`}${note}`;
    return `${scheme?.title ?? `スキーム${d.scheme}`}${note}`;
  },
  rules: commonActionRules(),
  messages: richmenuActionMessages,
  ui: {
    order: ['scheme', 'label', 'input_option'],
    hidden: HIDDEN_ACTION_FIELDS,
  },
  examples: {
    valid: [
      { actype: 3, scheme: 100 },
      { actype: 3, scheme: 103, label: '現在地' },
    ],
    invalid: [
      { data: { actype: 3, scheme: 99 }, expect: 'enum', path: '/scheme' },
      { data: { actype: 3 }, expect: 'action_required', path: '/scheme' },
      {
        data: { actype: 3, scheme: 100, bounds: { x: 0, y: 1500, width: 400, height: 400 } },
        expect: 'richmenu_bounds_outside',
        path: '/bounds',
      },
    ],
  },
});
