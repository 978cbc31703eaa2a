import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { isRealDate } from '../shared/conditions/calendar.ts';
import { dateRangeMessages, dateRangeRules, dateRangeText } from '../shared/conditions/date-range.ts';
import { ymdDate } from '../shared/conditions/fields.ts';
import {
  type FactTest,
  factLogic,
  minuteOf,
  rangeOfTests,
  rangeTests,
  readBack,
  someRowLogic,
  someRowOf,
  testValue,
} from '../shared/conditions/json-logic-facts.ts';
import {
  type ConditionData,
  type ConditionMeaning,
  dayRange,
  dayTime,
  inRange,
  intOf,
  textOf,
} from '../shared/conditions/meaning.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { hhmm, itemId } from '../shared/time.ts';

/** The goal time a new goal date starts at (spec 001 §3 "origin_time (default 10:00)"). */
export const ORIGIN_TIME_DEFAULT = '10:00';

const schema = {
  type: 'object',
  title: 'リマインダ',
  'x-title-en': 'Reminder',
  properties: {
    type: { const: 90 },
    episode_id: itemId('episode', 'リマインダ', 'Reminder'),
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      // Spec 001 §9 "Episode match: 0, 1, 10, 11"; 10 and 11 negate 0 and 1.
      oneOf: [
        { const: 0, title: '登録中', 'x-title-en': 'Registered' },
        { const: 1, title: '完了済み', 'x-title-en': 'Completed' },
        { const: 10, title: '登録していない', 'x-title-en': 'Not registered' },
        { const: 11, title: '完了していない', 'x-title-en': 'Not completed' },
      ],
      default: 0,
    },
    use_date: {
      type: 'integer',
      title: 'ゴール日時の指定',
      'x-title-en': 'Goal date filter',
      oneOf: [
        { const: 0, title: '指定しない', 'x-title-en': 'None' },
        { const: 1, title: 'ゴール日の期間で指定', 'x-title-en': 'A period of goal dates' },
        { const: 2, title: 'ゴール日時を指定', 'x-title-en': 'A goal date and time' },
      ],
      default: 0,
    },
    origin_from: ymdDate('ゴール日(開始)', 'Goal date from'),
    origin_to: ymdDate('ゴール日(終了)', 'Goal date to'),
    origin_date: ymdDate('ゴール日', 'Goal date'),
    origin_time: { ...hhmm('ゴール時刻', 'Goal time'), default: ORIGIN_TIME_DEFAULT },
  },
  required: ['type', 'episode_id', 'match'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { use_date: { const: 2 } }, required: ['use_date'] },
      then: { required: ['origin_date', 'origin_time'] },
    },
  ],
} as const satisfies BlockSchema;

const PHRASES: Record<number, string> = {
  0: 'に登録中',
  1: 'が完了済み',
  10: 'に登録していない',
  11: 'が完了していない',
};
const PHRASES_EN: Record<number, string> = {
  0: ' registered',
  1: ' completed',
  10: ' not registered',
  11: ' not completed',
};

/** Reminder (90): see reminderTest. */
const reminderMeaning: ConditionMeaning = {
  type: 90,
  evaluate(d, friend) {
    const t = reminderTest(d);
    if (!t) return 'unknown';
    const found = friend.reminders.some(
      (r) => r.episode_id === t.episode && r.state === t.state && (!t.range || inRange(r.goal_at, t.range)),
    );
    return found === t.has;
  },
  compile(d, ctx) {
    const t = reminderTest(d);
    if (!t) return 'unknown';
    const { eb } = ctx;
    let rows = eb
      .selectFrom('friend_reminders')
      .select('friend_reminders.friend_id')
      .whereRef('friend_reminders.friend_id', '=', 'f.id')
      .where('friend_reminders.episode_id', '=', t.episode)
      .where('friend_reminders.state', '=', t.state);
    if (t.range?.from !== undefined) rows = rows.where('friend_reminders.goal_at', '>=', t.range.from);
    if (t.range?.until !== undefined) rows = rows.where('friend_reminders.goal_at', '<', t.range.until);
    return t.has ? eb.exists(rows) : eb.not(eb.exists(rows));
  },
};

/**
 * Reminder (90) as JSON Logic over the friend's `reminders` rows (episode_id, goal_at, state): some row of the
 * episode in the state (match % 10; none of them for 10 and 11), its goal within the period's ISO bounds: the
 * days of origin_from / origin_to (use_date 1, as 30 and 106) or the one minute of origin_date and origin_time
 * (use_date 2, the time written out even when it was the default).
 */
const reminderJsonLogic = readBack(
  (d) => {
    const t = reminderTest(d);
    if (!t) return undefined;
    const tests: FactTest[] = [
      { op: '===', fact: 'episode_id', value: t.episode },
      { op: '===', fact: 'state', value: t.state },
    ];
    if (t.range) tests.push(...rangeTests('goal_at', t.range));
    return someRowLogic('reminders', tests.map(factLogic), t.has);
  },
  (logic) => {
    const row = someRowOf(logic, 'reminders');
    const episode_id = row && testValue(row.tests, 'episode_id', '===');
    const state = row && testValue(row.tests, 'state', '===');
    if (!row || typeof episode_id !== 'number' || typeof state !== 'number') return undefined;
    const base = { type: 90, episode_id, match: (row.exists ? 0 : 10) + state };
    if (row.tests.length === 2) return { ...base, use_date: 0 };
    // One minute between the bounds is the origin time (use_date 2); a period of days is never that short.
    const from = testValue(row.tests, 'goal_at', '>=');
    const until = testValue(row.tests, 'goal_at', '<');
    const oneMinute =
      typeof from === 'string' &&
      typeof until === 'string' &&
      Date.parse(until) - Date.parse(from) === 60_000;
    const minute = oneMinute ? minuteOf(from) : undefined;
    return minute
      ? { ...base, use_date: 2, origin_date: minute.date, origin_time: minute.time }
      : { ...base, use_date: 1, ...rangeOfTests(row.tests, 'goal_at', 'origin_from', 'origin_to') };
  },
);

/**
 * Reminder (condition 90, ability episode; spec 001 §3, §9): registered or completed (or not), optionally by the
 * reminder's goal date: a period (origin_from, origin_to) or a date and time (origin_date, origin_time 10:00).
 */
export const reminderCondition = definePlugin({
  kind: 'condition',
  type: 90,
  key: 'reminder',
  label: { ja: 'リマインダ', en: 'Reminder' },
  description: { ja: 'リマインダの登録状況で絞り込みます', en: 'Filters friends by reminder' },
  multiplicity: 'multiple',
  ability: 'episode',
  listed: true,
  menuOrder: 150,
  version: 1,
  migrations: {},
  schema,
  // episode_id is left for the operator to choose ('required' until then).
  defaults: () =>
    ({ type: 90 as const, match: 0 as const, use_date: 0 as const }) as {
      type: 90;
      match: 0;
      use_date: 0;
      episode_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.episode_id === undefined) return 'No reminder chosen';
      const range = d.use_date === 1 ? dateRangeText(d.origin_from, d.origin_to, 'en') : '';
      const goal =
        d.use_date === 2 && d.origin_date
          ? ` (goal ${d.origin_date} ${d.origin_time ?? ORIGIN_TIME_DEFAULT})`
          : range
            ? ` (goal ${range})`
            : '';
      return `Reminder ${quotedItem(ctx, 'episode', d.episode_id)}${PHRASES_EN[d.match] ?? ''}${goal}`;
    }
    if (d.episode_id === undefined) return 'リマインダ未選択';
    const name = `リマインダ${quotedItem(ctx, 'episode', d.episode_id)}`;
    const period = d.use_date === 1 ? dateRangeText(d.origin_from, d.origin_to) : '';
    const goal =
      d.use_date === 2 && d.origin_date
        ? `(ゴール ${d.origin_date} ${d.origin_time ?? ORIGIN_TIME_DEFAULT})`
        : period
          ? `(ゴール ${period})`
          : '';
    return `${name}${PHRASES[d.match] ?? ''}${goal}`;
  },
  rules: [
    ...dateRangeRules<{ use_date?: number }>({
      from: 'origin_from',
      to: 'origin_to',
      applies: (d) => d.use_date === 1,
    }),
    {
      code: 'condition_date_not_real',
      path: '/origin_date',
      violated: (d) => d.use_date === 2 && !!d.origin_date && !isRealDate(d.origin_date),
    },
  ],
  messages: dateRangeMessages,
  changes: [
    {
      on: ['use_date'],
      description: {
        ja: 'ゴール日時の指定を切り替えると使わなくなった日付を消します。日時指定では時刻を10:00から始めます',
        en: 'Switching the goal filter removes the dates no longer used; a goal date and time starts at 10:00',
      },
      apply(draft) {
        if (draft.use_date !== 1) {
          delete draft.origin_from;
          delete draft.origin_to;
        }
        if (draft.use_date === 2) draft.origin_time ??= ORIGIN_TIME_DEFAULT;
        else {
          delete draft.origin_date;
          delete draft.origin_time;
        }
      },
    },
  ],
  ui: {
    order: ['episode_id', 'match', 'use_date', 'origin_from', 'origin_to', 'origin_date', 'origin_time'],
    visibleWhen: { origin_from: (d) => d.use_date === 1, origin_to: (d) => d.use_date === 1 },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? reminderMeaning : undefined,
    jsonLogic: reminderJsonLogic,
  },
  examples: {
    valid: [
      { type: 90, episode_id: 1, match: 0 },
      { type: 90, episode_id: 1, match: 11, use_date: 1, origin_from: '2026/06/01', origin_to: '2026/06/30' },
      { type: 90, episode_id: 1, match: 1, use_date: 2, origin_date: '2026/06/10', origin_time: '10:00' },
    ],
    invalid: [
      { data: { type: 90, match: 0 }, expect: 'action_required', path: '/episode_id' },
      { data: { type: 90, episode_id: 1, match: 2 }, expect: 'enum', path: '/match' },
      { data: { type: 90, episode_id: 1, match: 0, use_date: 2 }, expect: 'required', path: '/origin_date' },
      {
        data: {
          type: 90,
          episode_id: 1,
          match: 0,
          use_date: 1,
          origin_from: '2026/07/01',
          origin_to: '2026/06/01',
        },
        expect: 'condition_date_reversed',
        path: '/origin_to',
      },
      {
        data: {
          type: 90,
          episode_id: 1,
          match: 0,
          use_date: 2,
          origin_date: '2026/02/30',
          origin_time: '10:00',
        },
        expect: 'condition_date_not_real',
        path: '/origin_date',
      },
    ],
  },
});

/**
 * The reminder, the state a row must (not) have, and the goal-time range: match 0 registered = a running row
 * (state 0), 1 completed = a done row (state 1), 10 / 11 their negations; use_date 1 a period of goal days,
 * 2 the goal's minute (origin_date + origin_time). Undefined when unknown.
 */
function reminderTest(d: ConditionData) {
  const episode = intOf(d, 'episode_id');
  const match = intOf(d, 'match');
  if (episode === undefined || (match !== 0 && match !== 1 && match !== 10 && match !== 11)) return undefined;
  const useDate = intOf(d, 'use_date') ?? 0;
  let range: { from?: string; until?: string } | undefined;
  if (useDate === 1) {
    range = dayRange(d, 'origin_from', 'origin_to');
    if (!range) return undefined;
  } else if (useDate === 2) {
    const date = textOf(d, 'origin_date');
    const time = textOf(d, 'origin_time') ?? ORIGIN_TIME_DEFAULT;
    const from = dayTime(date, time);
    const until = dayTime(date, time, 1);
    if (!from || !until) return undefined;
    range = { from, until };
  } else if (useDate !== 0) return undefined;
  return { episode, state: match % 10, has: match < 10, range };
}
