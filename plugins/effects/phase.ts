import { type BlockSchema, definePlugin, itemName, itemNames } from '../../engine/core/index.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { type EffectDryRun, idList, unchanged } from '../shared/effects/dry-run.ts';
import { itemIds } from '../shared/time.ts';

/** The permission whose holders see the ad-conversion warning (spec 000 §2.5, §6). */
export const AD_CONNECT_PERMISSION = 'ad-connect';

const schema = {
  type: 'object',
  title: 'フェーズ操作',
  'x-title-en': 'Phase operation',
  properties: {
    type: { const: 50 },
    method: {
      type: 'integer',
      title: '操作',
      'x-title-en': 'Operation',
      oneOf: [
        { const: 0, title: 'フェーズを通過', 'x-title-en': 'Pass the phases' },
        { const: 1, title: 'フェーズを削除', 'x-title-en': 'Remove the phases' },
      ],
      default: 0,
    },
    journey_tags: itemIds('journey_tag', 'フェーズ', 'Phases'),
    ...effectCommonProperties,
  },
  required: ['type', 'method', 'journey_tags'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Phases (effect 50): passed (method 0) or removed (1); the friend's phases then follow. */
const phaseDryRun: EffectDryRun = (effect, friend, ctx) => {
  const ids = idList(effect.journey_tags);
  const names = ids.map((id) => itemName(ctx.plugin, 'journey_tag', id));
  if (effect.method === 0)
    return {
      lines: [{ kind: 'phase', pass: true, names }],
      next: { ...friend, phases: [...new Set([...friend.phases, ...ids])] },
    };
  if (effect.method === 1) {
    const gone = new Set(ids);
    return {
      lines: [{ kind: 'phase', pass: false, names }],
      next: { ...friend, phases: friend.phases.filter((id) => !gone.has(id)) },
    };
  }
  return unchanged(friend, { kind: 'note', code: 'unavailable' });
};

/**
 * Pass or remove customer-journey phases (effect 50, ability journey; spec 000 §2.5, §3.8): a multi-select of
 * phases. Operators holding ad-connect are warned that phases tied to ad conversions send conversions.
 */
export const phaseEffect = definePlugin({
  kind: 'effect',
  type: 50,
  key: 'phase',
  label: { ja: 'フェーズ操作', en: 'Phase operation' },
  description: {
    ja: 'カスタマージャーニーのフェーズを通過させる、または削除します',
    en: 'Passes the friend through customer-journey phases, or removes them',
  },
  multiplicity: 'multiple',
  ability: 'journey',
  listed: true,
  menuOrder: 130,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 50 as const, method: 0 as const, journey_tags: [] }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      const verb = d.method === 1 ? 'Remove' : 'Pass';
      return d.journey_tags.length
        ? `${verb} phases ${itemNames(ctx, 'journey_tag', d.journey_tags)}`
        : `${verb} phases (none chosen)`;
    }
    const verb = d.method === 1 ? '削除' : '通過';
    return d.journey_tags.length
      ? `フェーズ ${itemNames(ctx, 'journey_tag', d.journey_tags)} を${verb}`
      : `フェーズを${verb}(未選択)`;
  },
  rules: [
    { code: 'action_required', path: '/journey_tags', violated: (d) => d.journey_tags.length === 0 },
    {
      // Shown for both methods, as the spec says: to every operator holding ad-connect.
      code: 'phase_ad_conversion',
      severity: 'warning',
      violated: (_d, ctx) => ctx.permissions.has(AD_CONNECT_PERMISSION),
    },
  ],
  messages: {
    phase_ad_conversion: {
      ja: '広告コンバージョンと紐づいたフェーズを通過すると、コンバージョンが自動で送信されます',
      en: 'Passing a phase tied to an ad conversion sends the conversion automatically',
    },
  },
  ui: { order: ['method', 'journey_tags'] },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? phaseDryRun : undefined },
  examples: {
    valid: [
      { type: 50, method: 0, journey_tags: [1, 2] },
      { type: 50, method: 1, journey_tags: [4] },
    ],
    invalid: [
      { data: { type: 50, method: 0, journey_tags: [] }, expect: 'action_required', path: '/journey_tags' },
      { data: { type: 50, method: 2, journey_tags: [1] }, expect: 'enum', path: '/method' },
      { data: { type: 50, method: 0 }, expect: 'action_required', path: '/journey_tags' },
      { data: { type: 50, method: 0, journey_tags: [1, 1] }, expect: 'uniqueItems', path: '/journey_tags' },
    ],
  },
});
