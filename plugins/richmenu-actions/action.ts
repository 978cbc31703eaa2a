import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import {
  commonActionProperties,
  commonActionRules,
  HIDDEN_ACTION_FIELDS,
  keyboardNote,
  richmenuActionMessages,
} from '../shared/richmenu-actions/index.ts';
import { quoteIn } from '../shared/summary.ts';

const schema = {
  type: 'object',
  title: 'アクション',
  'x-title-en': 'Action',
  properties: {
    actype: { const: 2 },
    // 0 is "not chosen": a new button and one whose action type just changed (spec 001 §4).
    action_id: {
      type: 'integer',
      minimum: 0,
      default: 0,
      title: 'アクション',
      'x-title-en': 'Action',
      'x-item': 'action',
    },
    ...commonActionProperties,
  },
  required: ['actype', 'action_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Run an action (actype 2, spec 001 §3, §4, §5): the action chosen with the item picker (`action_id`, 0 until
 * one is chosen); the label is optional, at most 60. The type change that resets action_id to 0 is
 * `switchActionType` (plugins/shared/richmenu-actions/switch-type.ts).
 */
export const actionRichmenuAction = definePlugin({
  kind: 'richmenu-action',
  type: 2,
  key: 'action',
  typeField: 'actype',
  label: { ja: 'アクション', en: 'Action' },
  description: { ja: 'タップでアクションを実行します', en: 'Runs an action when tapped' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ actype: 2 as const, action_id: 0, input_option: 'none' as const }),
  summary(d, ctx) {
    const note = keyboardNote(d.input_option, ctx);
    const chosen = d.action_id > 0;
    if (ctx.lang === 'en')
      return chosen
        ? `Run action ${quoteIn('en', itemName(ctx, 'action', d.action_id))}${note}`
        : `Run an action (none chosen)${note}`;
    return chosen
      ? `アクション${quoteIn('ja', itemName(ctx, 'action', d.action_id))}を実行${note}`
      : `アクションを実行(未選択)${note}`;
  },
  rules: [
    { code: 'action_required', path: '/action_id', unfilled: true, violated: (d) => !(d.action_id > 0) },
    ...commonActionRules(),
  ],
  messages: richmenuActionMessages,
  ui: {
    order: ['action_id', 'label', 'input_option'],
    hidden: HIDDEN_ACTION_FIELDS,
  },
  examples: {
    valid: [
      { actype: 2, action_id: 1 },
      { actype: 2, action_id: 2, label: '購入完了', input_option: 'closeRichMenu' },
    ],
    invalid: [
      { data: { actype: 2, action_id: 0 }, expect: 'action_required', path: '/action_id' },
      { data: { actype: 2 }, expect: 'action_required', path: '/action_id' },
      { data: { actype: 2, action_id: 1, label: 'あ'.repeat(61) }, expect: 'maxLength', path: '/label' },
      {
        data: { actype: 2, action_id: 1, bounds: { x: 0, y: 1286, width: 400, height: 401 } },
        expect: 'richmenu_bounds_outside',
        path: '/bounds',
      },
    ],
  },
});
