import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';
import { quoteIn } from '../shared/summary.ts';
import { hhmm } from '../shared/time.ts';

/** group_id values with a meaning of their own (spec 000 §2.5). */
export const SCENARIO_STOP = 0;
export const SCENARIO_RESUME = -1;

const schema = {
  type: 'object',
  title: 'シナリオ操作',
  'x-title-en': 'Scenario operation',
  properties: {
    type: { const: 5 },
    group_id: {
      type: 'integer',
      minimum: -1,
      title: 'シナリオ',
      'x-title-en': 'Scenario',
      description: '0: 配信停止と予約の取り消し、-1: 以前のシナリオを再開',
      'x-description-en':
        '0 stops the subscription and cancels reservations; -1 resumes the previous scenario',
      'x-item': 'scenario',
    },
    move: {
      type: 'integer',
      title: '開始位置',
      'x-title-en': 'Start from',
      oneOf: [
        { const: 0, title: '最初から(再開)', 'x-title-en': 'The start (or resume)' },
        { const: 1, title: '途中から', 'x-title-en': 'A midpoint' },
      ],
      default: 0,
    },
    date: { type: 'integer', minimum: 0, maximum: 9999, title: '日数', 'x-title-en': 'Day', default: 0 },
    time: { ...hhmm('時刻', 'Time'), default: '00:00' },
    ...effectCommonProperties,
  },
  required: ['type', 'group_id', 'move'],
  additionalProperties: false,
  allOf: [
    { if: { properties: { move: { const: 1 } }, required: ['move'] }, then: { required: ['date', 'time'] } },
  ],
} as const satisfies BlockSchema;

/**
 * Scenario (effect 5): a scenario started (from its start or day `date`), every running one stopped (0) or the
 * previous one resumed (-1), with the scenarios the friend runs now. The friend then runs only the new one
 * (state 0, the condition's "running"); a resume is not carried (which one is the server's history).
 */
const scenarioDryRun: EffectDryRun = (effect, friend, ctx) => {
  const id = effect.group_id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < -1)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const running = friend.scenarios.filter((s) => s.state === 0);
  const from = running.map((s) => itemName(ctx.plugin, 'scenario', s.scenario_id));
  const others = friend.scenarios.filter((s) => s.state !== 0);
  if (id === -1) return unchanged(friend, { kind: 'scenario', op: 'resume', from, to: '', midpoint: false });
  if (id === 0)
    return {
      lines: [{ kind: 'scenario', op: 'stop', from, to: '', midpoint: false }],
      next: { ...friend, scenarios: others },
    };
  const midpoint = effect.move === 1;
  const step = midpoint && typeof effect.date === 'number' ? effect.date : 0;
  return {
    lines: [{ kind: 'scenario', op: 'start', from, to: itemName(ctx.plugin, 'scenario', id), midpoint }],
    next: {
      ...friend,
      scenarios: [...others.filter((s) => s.scenario_id !== id), { scenario_id: id, step, state: 0 }],
    },
  };
};

/**
 * Switch scenario (effect 5, single, ability scenario; spec 000 §2.5): start a scenario from the start or a
 * midpoint (day and time, default 00:00), stop (0) or resume the previous one (-1).
 */
export const scenarioEffect = definePlugin({
  kind: 'effect',
  type: 5,
  key: 'scenario',
  label: { ja: 'シナリオ操作', en: 'Scenario operation' },
  description: { ja: 'シナリオの購読を切り替えます', en: 'Switches the scenario subscription' },
  multiplicity: 'single',
  ability: 'scenario',
  listed: true,
  menuOrder: 50,
  version: 1,
  migrations: {},
  schema,
  // group_id is left for the operator to choose ('required' until then).
  defaults: () => ({ type: 5 as const, move: 0 as const }) as { type: 5; move: 0; group_id: number },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.group_id === SCENARIO_STOP) return 'Stop the scenario';
      if (d.group_id === SCENARIO_RESUME) return 'Resume the previous scenario';
      if (d.group_id === undefined) return 'No scenario chosen';
      const scenario = quoteIn('en', itemName(ctx, 'scenario', d.group_id));
      return d.move === 1
        ? `Start ${scenario} from day ${d.date ?? 0} at ${d.time ?? '00:00'}`
        : `Start ${scenario} from the beginning`;
    }
    if (d.group_id === SCENARIO_STOP) return 'シナリオ配信を停止';
    if (d.group_id === SCENARIO_RESUME) return '以前のシナリオを再開';
    if (d.group_id === undefined) return 'シナリオ未選択';
    const name = itemName(ctx, 'scenario', d.group_id);
    return d.move === 1
      ? `「${name}」を${d.date ?? 0}日目 ${d.time ?? '00:00'}から開始`
      : `「${name}」を最初から開始`;
  },
  rules: [
    {
      code: 'scenario_midpoint_needs_scenario',
      path: '/move',
      violated: (d) => d.move === 1 && d.group_id <= 0,
    },
  ],
  changes: [
    {
      on: ['group_id'],
      description: {
        ja: '停止(0)・再開(-1)を選ぶと開始位置を最初からに戻します',
        en: 'Choosing stop (0) or resume (-1) resets the start to the beginning',
      },
      apply(draft) {
        if (draft.group_id <= 0) {
          draft.move = 0;
          delete draft.date;
          delete draft.time;
        }
      },
    },
    {
      on: ['move'],
      description: {
        ja: '途中からにすると日数0・時刻00:00を入れ、最初からに戻すと消します',
        en: 'A midpoint start fills day 0 and 00:00; back to the start clears them',
      },
      apply(draft) {
        if (draft.move === 1) {
          draft.date ??= 0;
          draft.time ??= '00:00';
        } else {
          delete draft.date;
          delete draft.time;
        }
      },
    },
  ],
  messages: {
    scenario_midpoint_needs_scenario: {
      ja: '途中から開始するにはシナリオを選択してください',
      en: 'Choose a scenario to start from a midpoint',
    },
  },
  ui: {
    order: ['group_id', 'move', 'date', 'time'],
    // Stopping (0) and resuming (-1) have no start position.
    visibleWhen: { move: (d) => d.group_id === undefined || d.group_id > 0 },
  },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? scenarioDryRun : undefined },
  examples: {
    valid: [
      { type: 5, group_id: 3, move: 0 },
      { type: 5, group_id: 3, move: 1, date: 2, time: '09:00' },
      { type: 5, group_id: 0, move: 0 },
      { type: 5, group_id: -1, move: 0 },
    ],
    invalid: [
      { data: { type: 5, move: 0 }, expect: 'action_required', path: '/group_id' },
      { data: { type: 5, group_id: -2, move: 0 }, expect: 'action_required', path: '/group_id' },
      { data: { type: 5, group_id: 3, move: 1 }, expect: 'required', path: '/date' },
      { data: { type: 5, group_id: 3, move: 1, date: 1, time: '24:00' }, expect: 'pattern', path: '/time' },
      {
        data: { type: 5, group_id: 0, move: 1, date: 1, time: '00:00' },
        expect: 'scenario_midpoint_needs_scenario',
      },
    ],
  },
});
