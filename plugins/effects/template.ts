import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import {
  delayChanges,
  delayConditions,
  delayDefaults,
  delayMessages,
  delayProperties,
  delayRules,
  delaySummary,
} from '../shared/delay.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';
import { quoteIn } from '../shared/summary.ts';
import { itemId } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'テンプレート送信',
  'x-title-en': 'Send template',
  properties: {
    type: { const: 12 },
    egg_id: itemId('template', 'テンプレート', 'Template'),
    ...delayProperties,
    ...effectCommonProperties,
  },
  required: ['type', 'egg_id', 'delay_type'],
  additionalProperties: false,
  allOf: [...delayConditions],
} as const satisfies BlockSchema;

/** Template (effect 12): which template would be sent; sending changes nothing the later effects read. */
const templateDryRun: EffectDryRun = (effect, friend, ctx) =>
  unchanged(friend, { kind: 'template', name: itemName(ctx.plugin, 'template', effect.egg_id) });

/** Send a template message (effect 12, spec 000 §2.5, §3.8): a template (egg_id) and the send timing of text. */
export const templateEffect = definePlugin({
  kind: 'effect',
  type: 12,
  key: 'template',
  label: { ja: 'テンプレート送信', en: 'Send template' },
  description: { ja: 'テンプレートメッセージを送信します', en: 'Sends a template message' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 20,
  version: 1,
  migrations: {},
  schema,
  // egg_id is left for the operator to choose ('action_required' until then).
  defaults: () =>
    ({ type: 12 as const, ...delayDefaults() }) as ReturnType<typeof delayDefaults> & {
      type: 12;
      egg_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.egg_id === undefined) return 'No template chosen';
      return `Send template ${quoteIn('en', itemName(ctx, 'template', d.egg_id))} ${delaySummary(d, 'en')}`;
    }
    if (d.egg_id === undefined) return 'テンプレート未選択';
    return `テンプレート「${itemName(ctx, 'template', d.egg_id)}」を${delaySummary(d)}送信`;
  },
  rules: delayRules(),
  changes: delayChanges(),
  messages: delayMessages,
  ui: { order: ['egg_id', 'delay_type', 'delay_min', 'delay_max', 'delay_at'] },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? templateDryRun : undefined },
  examples: {
    valid: [
      { type: 12, egg_id: 1, delay_type: 0 },
      { type: 12, egg_id: 1, delay_type: 1, delay_min: 5, delay_max: 10 },
      { type: 12, egg_id: 2, delay_type: 2, delay_at: '09:30', member_query_id: 4 },
    ],
    invalid: [
      { data: { type: 12, delay_type: 0 }, expect: 'action_required', path: '/egg_id' },
      { data: { type: 12, egg_id: 0, delay_type: 0 }, expect: 'action_required', path: '/egg_id' },
      {
        data: { type: 12, egg_id: 1, delay_type: 1, delay_min: 10, delay_max: 5 },
        expect: 'delay_max_below_min',
        path: '/delay_max',
      },
      { data: { type: 12, egg_id: 1, delay_type: 2 }, expect: 'required', path: '/delay_at' },
      { data: { type: 12, egg_id: 1, delay_type: 0, text: 'x' }, expect: 'additionalProperties' },
    ],
  },
});
