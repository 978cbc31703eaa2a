import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

const schema = {
  type: 'object',
  title: '広告・コンバージョン登録',
  'x-title-en': 'Ad conversion',
  properties: {
    type: { const: 30 },
    ...effectCommonProperties,
  },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Ad conversion (effect 30): which ad's conversion is only known from the friend's visit when it runs. */
const conversionDryRun: EffectDryRun = (_effect, friend) =>
  unchanged(friend, { kind: 'note', code: 'conversion' });

/**
 * Register an ad conversion (effect 30, single, ability asp; spec 000 §2.5): no settings of its own, only the
 * optional condition every effect may carry.
 */
export const conversionEffect = definePlugin({
  kind: 'effect',
  type: 30,
  key: 'conversion',
  label: { ja: '広告・コンバージョン登録', en: 'Ad conversion' },
  description: { ja: '広告のコンバージョンを登録します', en: 'Registers an ad conversion' },
  multiplicity: 'single',
  ability: 'asp',
  listed: true,
  menuOrder: 100,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 30 as const }),
  summary: (_d, ctx) => (ctx.lang === 'en' ? 'Register an ad conversion' : '広告コンバージョンを登録'),
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? conversionDryRun : undefined },
  examples: {
    valid: [{ type: 30 }, { type: 30, member_query_id: 3 }],
    invalid: [
      { data: { type: 30, tracker_id: 1 }, expect: 'additionalProperties', path: '' },
      { data: { type: 30, member_query_id: 0 }, expect: 'action_required', path: '/member_query_id' },
    ],
  },
});
