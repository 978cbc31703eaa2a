import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  type FactTest,
  factLogic,
  readBack,
  someRowLogic,
  someRowOf,
  testValue,
} from '../shared/conditions/json-logic-facts.ts';
import { type ConditionMeaning, intOf } from '../shared/conditions/meaning.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { sharedHelp } from '../shared/help.ts';
import { itemId } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'シナリオ',
  'x-title-en': 'Scenario',
  properties: {
    type: { const: 41 },
    group_id: itemId('scenario', 'シナリオ', 'Scenario'),
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      // Spec 001 §9 "Scenario match: 0 subscribed, 3 not, 2 sent up to day N, 4 finished, 5 not finished".
      oneOf: [
        { const: 0, title: '購読中', 'x-title-en': 'Subscribed' },
        { const: 3, title: '購読していない', 'x-title-en': 'Not subscribed' },
        { const: 2, title: '指定日数目まで配信済み', 'x-title-en': 'Sent up to day N' },
        { const: 4, title: '配信完了', 'x-title-en': 'Finished' },
        { const: 5, title: '配信未完了', 'x-title-en': 'Not finished' },
      ],
      default: 0,
    },
    date: {
      type: 'integer',
      minimum: 0,
      maximum: 9999,
      title: '日数',
      'x-title-en': 'Day',
      ...sharedHelp(
        'この日数目までのメッセージが配信済みの友だちを探します',
        'Friends who were sent the messages up to this day',
      ),
    },
  },
  required: ['type', 'group_id', 'match'],
  additionalProperties: false,
  allOf: [{ if: { properties: { match: { const: 2 } }, required: ['match'] }, then: { required: ['date'] } }],
} as const satisfies BlockSchema;

const PHRASES: Record<number, string> = {
  0: 'を購読中',
  3: 'を購読していない',
  4: 'の配信が完了',
  5: 'の配信が未完了',
};
const PHRASES_EN: Record<number, string> = {
  0: ': subscribed',
  3: ': not subscribed',
  4: ': delivery finished',
  5: ': delivery not finished',
};

/** Scenario (41): see scenarioTest; a missing scenario, match or day is unknown. */
const scenarioMeaning: ConditionMeaning = {
  type: 41,
  evaluate(d, friend) {
    const t = scenarioTest(d);
    if (!t) return 'unknown';
    const found = friend.scenarios.some(
      (r) =>
        r.scenario_id === t.scenario &&
        (t.step === undefined || r.step >= t.step) &&
        (t.state === undefined || r.state === t.state) &&
        (t.notState === undefined || r.state !== t.notState),
    );
    return found === t.exists;
  },
  compile(d, ctx) {
    const t = scenarioTest(d);
    if (!t) return 'unknown';
    const { eb } = ctx;
    // PostgreSQL's count table holds the state of each of the friend's scenarios (one row per scenario: the
    // table's key); absent, the friend has no row of it. `->>` answers text, so PostgreSQL takes the state's
    // parameter as text ('0' = '0'). A day (step) still reads the rows.
    if (ctx.facts && t.step === undefined) {
      const state = eb.ref('f.scenario_states', '->>').key(String(t.scenario));
      if (t.state !== undefined) return eb(state, t.exists ? '=' : 'is distinct from', t.state);
      if (t.notState !== undefined && t.exists) return eb(state, '<>', t.notState);
    }
    // The friend's rows from friend_scenarios_by_friend (friend_id, scenario_id, state, step), which holds every
    // column tested. On SQLite the scenario is compared as `scenario_id + 0`: SQLite would otherwise seek the
    // unique primary key (friend_id, scenario_id) and read the row for the state and step.
    let rows = eb
      .selectFrom('friend_scenarios')
      .select('friend_scenarios.friend_id')
      .whereRef('friend_scenarios.friend_id', '=', 'f.id')
      .where(
        (inner) =>
          ctx.dialect === 'sqlite'
            ? inner('friend_scenarios.scenario_id', '+', 0)
            : inner.ref('friend_scenarios.scenario_id'),
        '=',
        t.scenario,
      );
    if (t.step !== undefined) rows = rows.where('friend_scenarios.step', '>=', t.step);
    if (t.state !== undefined) rows = rows.where('friend_scenarios.state', '=', t.state);
    if (t.notState !== undefined) rows = rows.where('friend_scenarios.state', '<>', t.notState);
    return t.exists ? eb.exists(rows) : eb.not(eb.exists(rows));
  },
};

/**
 * Scenario (41) as JSON Logic over the friend's `scenarios` rows (scenario_id, step, state): some row of the
 * scenario with state 0 (match 0; none for 3), step at least `date` (2), state 1 (4), state not 1 (5).
 */
const scenarioJsonLogic = readBack(
  (d) => {
    const t = scenarioTest(d);
    if (!t) return undefined;
    const tests: FactTest[] = [{ op: '===', fact: 'scenario_id', value: t.scenario }];
    if (t.step !== undefined) tests.push({ op: '>=', fact: 'step', value: t.step });
    if (t.state !== undefined) tests.push({ op: '===', fact: 'state', value: t.state });
    if (t.notState !== undefined) tests.push({ op: '!==', fact: 'state', value: t.notState });
    return someRowLogic('scenarios', tests.map(factLogic), t.exists);
  },
  (logic) => {
    const row = someRowOf(logic, 'scenarios');
    const group_id = row && testValue(row.tests, 'scenario_id', '===');
    if (!row || typeof group_id !== 'number') return undefined;
    const step = testValue(row.tests, 'step', '>=');
    const state = testValue(row.tests, 'state', '===');
    if (typeof step === 'number') return { type: 41, group_id, match: 2, date: step };
    if (state === 0) return { type: 41, group_id, match: row.exists ? 0 : 3 };
    if (state === 1) return { type: 41, group_id, match: 4 };
    return { type: 41, group_id, match: 5 };
  },
);

/**
 * Scenario (condition 41, ability scenario; spec 001 §3, §9): subscribed or not, sent up to day N, finished or
 * not.
 */
export const scenarioCondition = definePlugin({
  kind: 'condition',
  type: 41,
  key: 'scenario',
  label: { ja: 'シナリオ', en: 'Scenario' },
  description: { ja: 'シナリオの購読状況で絞り込みます', en: 'Filters friends by scenario subscription' },
  multiplicity: 'multiple',
  ability: 'scenario',
  listed: true,
  menuOrder: 110,
  version: 1,
  migrations: {},
  schema,
  // group_id is left for the operator to choose ('required' until then).
  defaults: () => ({ type: 41 as const, match: 0 as const }) as { type: 41; match: 0; group_id: number },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.group_id === undefined) return 'No scenario chosen';
      const scenario = `Scenario ${quotedItem(ctx, 'scenario', d.group_id)}`;
      if (d.match === 2) return `${scenario}: sent up to day ${d.date ?? 0}`;
      return `${scenario}${PHRASES_EN[d.match] ?? ''}`;
    }
    if (d.group_id === undefined) return 'シナリオ未選択';
    const name = `シナリオ${quotedItem(ctx, 'scenario', d.group_id)}`;
    if (d.match === 2) return `${name}の${d.date ?? 0}日目まで配信済み`;
    return `${name}${PHRASES[d.match] ?? ''}`;
  },
  changes: [
    {
      on: ['match'],
      description: {
        ja: '指定日数目まで配信済み以外にすると日数を消し、選ぶと0日目から始めます',
        en: 'Leaving "sent up to day N" removes the day; choosing it starts at day 0',
      },
      apply(draft) {
        if (draft.match === 2) draft.date ??= 0;
        else delete draft.date;
      },
    },
  ],
  ui: { order: ['group_id', 'match', 'date'] },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? scenarioMeaning : undefined,
    jsonLogic: scenarioJsonLogic,
  },
  examples: {
    valid: [
      { type: 41, group_id: 3, match: 0 },
      { type: 41, group_id: 3, match: 2, date: 7 },
      { type: 41, group_id: 3, match: 5 },
    ],
    invalid: [
      { data: { type: 41, match: 0 }, expect: 'action_required', path: '/group_id' },
      { data: { type: 41, group_id: 3, match: 1 }, expect: 'enum', path: '/match' },
      { data: { type: 41, group_id: 3, match: 2 }, expect: 'required', path: '/date' },
      { data: { type: 41, group_id: 3, match: 2, date: 10000 }, expect: 'maximum', path: '/date' },
    ],
  },
});

/**
 * A scenario history row of the friend in the scenario, narrowed by the match (spec 001 §9 "Scenario match: 0
 * subscribed, 3 not, 2 sent up to day N, 4 finished, 5 not finished"): 0 and 3 ask for a running row (state 0),
 * 2 for a row sent up to day N or further, 4 a finished row (state 1), 5 a row not finished (running or
 * stopped). Answers whether a row must exist (3 is "no running row") or undefined when the fields are missing.
 */
function scenarioTest(d: Record<string, unknown>) {
  const scenario = intOf(d, 'group_id');
  const match = intOf(d, 'match');
  const day = intOf(d, 'date');
  if (scenario === undefined) return undefined;
  const test = {
    scenario,
    exists: true,
    step: undefined as number | undefined,
    state: undefined as number | undefined,
    notState: undefined as number | undefined,
  };
  if (match === 0 || match === 3) return { ...test, exists: match === 0, state: 0 };
  if (match === 2) return day === undefined ? undefined : { ...test, step: day };
  if (match === 4) return { ...test, state: 1 };
  if (match === 5) return { ...test, notState: 1 };
  return undefined;
}
