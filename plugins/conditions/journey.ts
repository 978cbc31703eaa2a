import { type BlockSchema, definePlugin, type PluginContext } from '../../engine/core/index.ts';
import { type ConditionMeaning, intOf } from '../shared/conditions/meaning.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { itemId } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'カスタマージャーニー',
  'x-title-en': 'Customer journey',
  properties: {
    type: { const: 70 },
    journey_id: itemId('journey', 'ジャーニー', 'Journey'),
    journey_tag_id: itemId('journey_tag', 'フェーズ', 'Phase'),
    condition: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Condition',
      // Spec 001 §9 "Journey phase condition: 5 passed, 10 not passed".
      oneOf: [
        { const: 5, title: '通過済み', 'x-title-en': 'Passed' },
        { const: 10, title: '未通過', 'x-title-en': 'Not passed' },
      ],
      default: 5,
    },
  },
  required: ['type', 'journey_id', 'journey_tag_id', 'condition'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** The slice of condition 70 the journey checks read. */
interface JourneyData {
  type: 70;
  journey_id?: number;
  journey_tag_id?: number;
  condition: 5 | 10;
}

/** A new journey condition: passed, journey and phase left for the operator. */
const journeyDefaults = () =>
  ({ type: 70 as const, condition: 5 as const }) as {
    type: 70;
    condition: 5;
    journey_id: number;
    journey_tag_id: number;
  };

/** "Missing" is what the context knows to be gone (null); an item the context has not loaded is not judged. */
const isMissing = (ctx: PluginContext, kind: string, id: number | undefined) =>
  id !== undefined && ctx.item(kind, id) === null;

/** The journey a phase item belongs to (phase items carry `journey_id`), when the context knows it. */
function phaseJourney(ctx: PluginContext, phaseId: number | undefined): number | undefined {
  if (phaseId === undefined) return undefined;
  const journey = ctx.item('journey_tag', phaseId)?.journey_id;
  return journey === undefined || journey === null ? undefined : Number(journey);
}

const otherJourney = (d: JourneyData, ctx: PluginContext) => {
  const journey = phaseJourney(ctx, d.journey_tag_id);
  return journey !== undefined && d.journey_id !== undefined && journey !== d.journey_id;
};

/**
 * What the editor does to a journey condition on load (spec 001 §4 "on load a missing journey or phase resets to
 * the default; a phase not belonging to the journey is cleared"): the plugin's `load` hook, which the engine
 * runs when the editor opens a document; the rules warn about the same cases elsewhere (the server).
 * Answers the same object when nothing changes.
 *
 * @example normalizeJourney({ type: 70, journey_id: 9, journey_tag_id: 1, condition: 10 }, ctx) // journey 9 deleted: { type: 70, condition: 5 }
 */
export function normalizeJourney<D extends JourneyData>(data: D, ctx: PluginContext): D {
  if (isMissing(ctx, 'journey', data.journey_id)) return journeyDefaults() as unknown as D;
  if (isMissing(ctx, 'journey_tag', data.journey_tag_id) || otherJourney(data, ctx)) {
    const { journey_tag_id: _cleared, ...rest } = data;
    return rest as D;
  }
  return data;
}

/** Journey (70): the friend passed the phase (5) or did not (10); a missing phase or another code is unknown. */
const journeyMeaning: ConditionMeaning = {
  type: 70,
  evaluate(d, friend) {
    const phase = intOf(d, 'journey_tag_id');
    const condition = intOf(d, 'condition');
    if (phase === undefined || (condition !== 5 && condition !== 10)) return 'unknown';
    return friend.phases.includes(phase) === (condition === 5);
  },
  compile(d, ctx) {
    const phase = intOf(d, 'journey_tag_id');
    const condition = intOf(d, 'condition');
    if (phase === undefined || (condition !== 5 && condition !== 10)) return 'unknown';
    const { eb } = ctx;
    const passed = eb.exists(
      eb
        .selectFrom('friend_phases')
        .select('friend_phases.friend_id')
        .whereRef('friend_phases.friend_id', '=', 'f.id')
        .where('friend_phases.journey_tag_id', '=', phase),
    );
    return condition === 5 ? passed : eb.not(passed);
  },
};

/**
 * Customer-journey phase (condition 70, ability journey; spec 001 §3, §4, §9): a phase of a journey passed or
 * not passed.
 */
export const journeyCondition = definePlugin({
  kind: 'condition',
  type: 70,
  key: 'journey',
  label: { ja: 'カスタマージャーニー', en: 'Customer journey' },
  description: {
    ja: 'カスタマージャーニーのフェーズで絞り込みます',
    en: 'Filters friends by customer-journey phase',
  },
  multiplicity: 'multiple',
  ability: 'journey',
  listed: true,
  menuOrder: 210,
  version: 1,
  migrations: {},
  schema,
  defaults: journeyDefaults,
  load: normalizeJourney,
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.journey_id === undefined) return 'No journey chosen';
      const journey = `Journey ${quotedItem(ctx, 'journey', d.journey_id)}`;
      if (d.journey_tag_id === undefined) return `${journey} (no phase chosen)`;
      const phase = `phase ${quotedItem(ctx, 'journey_tag', d.journey_tag_id)}`;
      return `${journey}: ${phase} ${d.condition === 10 ? 'not passed' : 'passed'}`;
    }
    if (d.journey_id === undefined) return 'ジャーニー未選択';
    const journey = `ジャーニー${quotedItem(ctx, 'journey', d.journey_id)}`;
    if (d.journey_tag_id === undefined) return `${journey}(フェーズ未選択)`;
    const phase = `フェーズ${quotedItem(ctx, 'journey_tag', d.journey_tag_id)}`;
    return `${journey}の${phase}を${d.condition === 10 ? '未通過' : '通過済み'}`;
  },
  rules: [
    {
      code: 'journey_missing',
      path: '/journey_id',
      severity: 'warning',
      violated: (d, ctx) => isMissing(ctx, 'journey', d.journey_id),
    },
    {
      code: 'journey_phase_missing',
      path: '/journey_tag_id',
      severity: 'warning',
      violated: (d, ctx) => isMissing(ctx, 'journey_tag', d.journey_tag_id),
    },
    { code: 'journey_phase_other_journey', path: '/journey_tag_id', violated: otherJourney },
  ],
  messages: {
    journey_missing: { ja: 'ジャーニーが見つかりません。', en: 'The journey was not found.' },
    journey_phase_missing: { ja: 'フェーズが見つかりません。', en: 'The phase was not found.' },
    journey_phase_other_journey: {
      ja: 'このフェーズは選択したジャーニーのものではありません',
      en: 'This phase does not belong to the chosen journey',
    },
  },
  changes: [
    {
      on: ['journey_id', 'journey_tag_id'],
      description: {
        ja: '選択したジャーニーのものでないフェーズは消します',
        en: 'A phase that does not belong to the chosen journey is cleared',
      },
      apply(draft, _prev, ctx) {
        if (otherJourney(draft, ctx)) delete (draft as JourneyData).journey_tag_id;
      },
    },
  ],
  ui: { order: ['journey_id', 'journey_tag_id', 'condition'] },
  extras: { meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? journeyMeaning : undefined },
  examples: {
    valid: [
      { type: 70, journey_id: 1, journey_tag_id: 1, condition: 5 },
      { type: 70, journey_id: 1, journey_tag_id: 2, condition: 10 },
    ],
    invalid: [
      { data: { type: 70, condition: 5 }, expect: 'action_required', path: '/journey_id' },
      { data: { type: 70, journey_id: 1, condition: 5 }, expect: 'action_required', path: '/journey_tag_id' },
      {
        data: { type: 70, journey_id: 1, journey_tag_id: 1, condition: 0 },
        expect: 'enum',
        path: '/condition',
      },
    ],
  },
});
