/**
 * Random friends and random funnels for the differential tests (issue 19 point 3): small domains (a few tags,
 * fields, scenarios, times on both sides of a day's edge in Japan) so that random conditions often match.
 */
import fc from 'fast-check';
import type { AnyPlugin } from '../../engine/core/index.ts';
import { conditionPlugins } from '../../plugins/conditions/index.ts';
import type { FriendFacts } from '../../plugins/shared/conditions/meaning.ts';

/** Times around the edges of the days the date conditions pick (a day in Japan starts at 15:00 UTC). */
export const TIMES = [
  '2024-12-31T14:59:59.999Z',
  '2024-12-31T15:00:00.000Z',
  '2025-01-01T14:59:59.999Z',
  '2025-01-01T15:00:00.000Z',
  '2025-06-30T03:00:00.000Z',
  '2026-01-31T20:00:00.000Z',
] as const;
/** The days conditions pick: 2025/01/01 is [2024-12-31T15:00Z, 2025-01-01T15:00Z); one unreal day. */
const DAYS = ['2025/01/01', '2025/01/02', '2025/06/30', '2026/02/01', '2025/02/30', ''] as const;
const WORDS = ['', 'a', 'ab', 'abc', 'b', '佐藤', '花子', 'Sato', '12', '7'] as const;
const id = (max: number) => fc.integer({ min: 1, max });
const ids = (max: number) => fc.uniqueArray(id(max), { maxLength: 3 });
const word = fc.constantFrom(...WORDS);
const text = fc.array(word, { maxLength: 3 }).map((words) => words.join(''));

/** The tag folders the funnels may name: folder 1 holds tags 1 and 2, folder 2 tag 3; folder 9 is unknown. */
export const TAG_GROUPS: ReadonlyMap<number, readonly number[]> = new Map([
  [1, [1, 2]],
  [2, [3]],
]);

/** The event folders: folder 1 holds slots 1 and 2, folder 2 slot 2; folder 9 is unknown. */
export const SLOT_GROUPS: ReadonlyMap<number, readonly number[]> = new Map([
  [1, [1, 2]],
  [2, [2]],
]);

/** A friend-info value row of a random friend (`FriendFacts.values`). */
export const valueRow: fc.Arbitrary<FriendFacts['values'][number]> = fc.record({
  item_id: id(3),
  value: fc.constantFrom(...WORDS),
  num: fc.option(fc.constantFrom(-1, 0, 7, 12, 12.5), { nil: null }),
  // Besides fixed days, days around the tests' today (2026-11-26 in Japan) for the relative modes of 75.
  date: fc.constantFrom(
    null,
    '2025-01-01',
    '2025-04-15',
    '1990-04-01',
    '2000-12-31',
    '2026-11-26',
    '2000-11-26',
    '2026-11-23',
    '2026-10-26',
    '2026-08-31',
    '2027-01-26',
    '2029-11-25',
  ),
});

/** A random friend's facts (id 0: the database gives the id). */
export const friendFacts: fc.Arbitrary<FriendFacts> = fc.record({
  id: fc.constant(0),
  name: text,
  short_name: text,
  nickname: text,
  memo: text,
  status_message: text,
  email: fc.constantFrom('', 'a@example.com', 'sato@ab.jp'),
  mail_status: fc.integer({ min: 0, max: 5 }),
  registered_at: fc.constantFrom(...TIMES),
  register_type: fc.integer({ min: 0, max: 2 }),
  last_response_at: fc.constantFrom('', ...TIMES),
  notify: fc.integer({ min: 0, max: 3 }),
  user_rate: fc.constantFrom(1, 1, 0, -1),
  blocked: fc.constantFrom(0, 0, 1),
  richmenu_id: fc.option(id(3), { nil: null }),
  tags: ids(4),
  values: fc.uniqueArray(valueRow, { selector: (v) => v.item_id, maxLength: 3 }),
  scenarios: fc.uniqueArray(
    fc.record({
      scenario_id: id(2),
      step: fc.integer({ min: 0, max: 5 }),
      state: fc.integer({ min: 0, max: 2 }),
    }),
    { selector: (s) => s.scenario_id, maxLength: 2 },
  ),
  forms: fc.uniqueArray(fc.record({ form_id: id(2), at: fc.constantFrom(...TIMES) }), {
    selector: (f) => f.form_id,
    maxLength: 2,
  }),
  conversions: ids(3),
  phases: ids(3),
  reservations: fc.array(
    fc.record({
      kind: fc.constantFrom('event', 'event', 'salon', 'salon'),
      target_id: id(2),
      // Event statuses are 1–4; salon statuses are keys.
      status: fc.constantFrom('1', '2', '3', '4', 'approved', 'canceled', 'pending'),
      plan_id: fc.option(id(3), { nil: null }),
      resource_id: fc.option(id(3), { nil: null }),
      // Before and after the tests' now (2026-11-26T00:00Z), and days on both sides of a day's edge in Japan.
      starts_at: fc.constantFrom(
        ...TIMES,
        '2026-11-25T23:59:59.999Z',
        '2026-11-26T00:00:00.000Z',
        '2026-12-01T03:00:00.000Z',
      ),
    }),
    { maxLength: 3 },
  ),
  messages: fc.array(
    fc.record({ at: fc.constantFrom(...TIMES), direction: fc.constantFrom('in' as const, 'out' as const) }),
    { maxLength: 3 },
  ),
  reminders: fc.uniqueArray(
    fc.record({
      episode_id: id(2),
      goal_at: fc.constantFrom(...TIMES),
      state: fc.integer({ min: 0, max: 2 }),
    }),
    { selector: (r) => r.episode_id, maxLength: 2 },
  ),
  landings: fc.array(
    fc.record({
      landing_id: id(3),
      at: fc.constantFrom(...TIMES),
      m1: fc.constantFrom('', 'a', 'b'),
      m2: fc.constantFrom('', 'a', 'b'),
      m3: fc.constantFrom('', 'a'),
    }),
    { maxLength: 3 },
  ),
});

const range = { date_from: fc.constantFrom(...DAYS), date_to: fc.constantFrom(...DAYS) };
const listMode = fc.integer({ min: 0, max: 4 });

/** Friend-info date conditions (75): parts and ranges around the generated dates, some unreal or relative. */
export const VAR_DATES = fc.record(
  {
    var_id: id(3),
    match: fc.constantFrom(20, 20, 20, 30, 31),
    use_current_date: fc.constantFrom(0, 0, 0, 1),
    range_search: fc.constantFrom(0, 1),
    year_from: fc.constantFrom(1990, 2000, 2025),
    month_from: fc.constantFrom(1, 4, 12, 13),
    day_from: fc.constantFrom(1, 15, 31),
    year_to: fc.constantFrom(1990, 2000, 2025),
    month_to: fc.constantFrom(1, 4, 12),
    day_to: fc.constantFrom(1, 15, 31),
    search_type: fc.constantFrom(1, 2, 3, 4, 5),
    elapsed_period_from: fc.constantFrom(0, 3, 1, 2, 1.5, 101),
    elapsed_period_to: fc.constantFrom(0, 3, 4, 26),
    elapsed_period_scale: fc.constantFrom('day', 'month', 'year', 'week'),
    remaining_period_from: fc.constantFrom(0, 2, 3, 1),
    remaining_period_to: fc.constantFrom(0, 3, 4, 2),
    remaining_period_scale: fc.constantFrom('day', 'month', 'year'),
    use_search_base: fc.constantFrom(0, 0, 1),
    search_base_year: fc.constantFrom(2026, 2027),
    search_base_month: fc.constantFrom(2, 11, 13),
    search_base_day: fc.constantFrom(26, 28, 30),
  },
  { requiredKeys: ['var_id', 'match'] },
);

/**
 * Friend-info date conditions (75) in the shapes the editor saves for match 20 alone (parts, a range, relative to
 * today): VAR_DATES sets every field at random, so these shapes, which have a JSON Logic form, would be rare.
 */
const VAR_DATES_PLAIN = fc.oneof(
  fc.record(
    {
      var_id: id(3),
      match: fc.constant(20),
      year_from: fc.constantFrom(1990, 2000, 2025, 0),
      month_from: fc.constantFrom(1, 4, 11, 12, 13),
      day_from: fc.constantFrom(1, 15, 26, 31),
    },
    { requiredKeys: ['var_id', 'match'] },
  ),
  // The ends on the generated dates (both ends are included) and between them, one unreal (2025-02-30).
  fc
    .record({
      var_id: id(3),
      from: fc.constantFrom('1990-04-01', '2000-01-15', '2025-01-01', '2025-04-15', '2025-02-30'),
      to: fc.constantFrom('2000-12-31', '2025-04-15', '2026-11-26', '2026-11-23', '2026-12-31'),
    })
    .map(({ var_id, from, to }) => {
      const [year_from, month_from, day_from] = from.split('-').map(Number);
      const [year_to, month_to, day_to] = to.split('-').map(Number);
      return {
        var_id,
        match: 20,
        range_search: 1,
        year_from,
        month_from,
        day_from,
        year_to,
        month_to,
        day_to,
      };
    }),
  fc.record({
    var_id: id(3),
    match: fc.constant(20),
    use_current_date: fc.constant(1),
    search_type: fc.integer({ min: 0, max: 5 }),
  }),
);

/** A resource or course selection of condition 67 (-1: all), sometimes switched off, dynamic or empty. */
const salonSelection = fc.record({
  use: fc.constantFrom(false, true, true),
  dynamic: fc.constantFrom(false, false, false, true),
  with_past: fc.boolean(),
  invert: fc.boolean(),
  selected: fc.oneof(
    fc.uniqueArray(id(3), { minLength: 1, maxLength: 2 }),
    fc.constant([-1]),
    fc.constant([]),
  ),
});

/** Salon reservations (67): every phase, with the filters on and off. */
function salonCondition() {
  return fc.record(
    {
      salonIds: fc.oneof(fc.uniqueArray(id(2), { minLength: 1, maxLength: 2 }), fc.constant([])),
      matchType: fc.constantFrom('some', 'all', 'most'),
      reservationPhase: fc.constantFrom('reserved', 'reserved', 'notReserved', 'neverReserved'),
      isReserved: fc.boolean(),
      timeRange: fc.record({
        use: fc.boolean(),
        invert: fc.boolean(),
        selected: fc.record(
          { from: fc.constantFrom(...DAYS), to: fc.constantFrom(...DAYS) },
          { requiredKeys: [] },
        ),
      }),
      resource: salonSelection,
      course: salonSelection,
      status: fc.record({
        use: fc.boolean(),
        invert: fc.boolean(),
        selected: fc.uniqueArray(fc.constantFrom('approved', 'canceled', 'pending', '1'), { maxLength: 2 }),
      }),
    },
    { requiredKeys: ['salonIds', 'matchType', 'reservationPhase'] },
  );
}

/** Conditions of the types with a meaning: valid shapes mostly, with missing and out-of-range fields now and then. */
export const MEANINGFUL: Record<number, fc.Arbitrary<Record<string, unknown>>> = {
  11: fc.record(
    {
      names: fc.array(word, { maxLength: 3 }).map((w) => w.join(' ')),
      use_name: fc.constantFrom(0, 1),
      use_short_name: fc.constantFrom(0, 1),
      use_nickname: fc.constantFrom(0, 1),
    },
    { requiredKeys: ['names'] },
  ),
  15: fc.record(
    { qs: fc.constantFrom('', '@', 'sato', 'example'), mail_status: fc.integer({ min: 0, max: 6 }) },
    {
      requiredKeys: [],
    },
  ),
  20: fc.record({ memos: text }),
  25: fc.record({ status: text }),
  30: fc.record(range, { requiredKeys: [] }),
  41: fc.record(
    { group_id: id(2), match: fc.constantFrom(0, 2, 3, 4, 5, 7), date: fc.integer({ min: 0, max: 6 }) },
    { requiredKeys: ['group_id', 'match'] },
  ),
  50: fc.record({ notify: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }) }),
  60: fc.oneof(
    fc.record({ use_group: fc.constant(0), tag_ids: ids(4), tag_or: listMode }),
    fc.record({ use_group: fc.constant(1), tag_group_id: fc.constantFrom(1, 2, 9), tag_or: listMode }),
  ),
  70: fc.record({ journey_id: fc.constant(1), journey_tag_id: id(3), condition: fc.constantFrom(5, 10, 0) }),
  75: fc.oneof(
    fc.record(
      {
        var_id: id(3),
        match: fc.constantFrom(0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 20),
        query: fc.constantFrom(...WORDS, '12.5', '-1', 'x1'),
      },
      { requiredKeys: ['var_id', 'match'] },
    ),
    VAR_DATES,
    VAR_DATES_PLAIN,
  ),
  80: fc.record({ tracker_ids: ids(3), tracker_or: listMode }),
  93: fc.record({ richmenu_id: id(3), match: fc.constantFrom(0, 10, 2, 12, 1) }, { requiredKeys: ['match'] }),
  95: fc.record(
    { form_id: id(2), match: fc.constantFrom(0, 10), use_date: fc.constantFrom(0, 1), ...range },
    { requiredKeys: ['form_id', 'match'] },
  ),
  106: fc.record(range, { requiredKeys: [] }),
  67: salonCondition(),
  65: fc.oneof(
    fc.record(
      {
        use_group: fc.constantFrom(0, 0),
        event_slot_id: id(2),
        match: fc.constantFrom(1, 2, 3, 4, 11, 12, 13, 14, 5),
      },
      { requiredKeys: ['match', 'event_slot_id'] },
    ),
    fc.record(
      {
        use_group: fc.constant(1),
        event_slot_group_id: fc.constantFrom(1, 2, 9),
        match: fc.constantFrom(1, 2, 3, 4, 11, 12, 13, 14, 5),
      },
      { requiredKeys: ['use_group', 'match'] },
    ),
  ),
  90: fc.oneof(
    fc.record(
      {
        episode_id: id(2),
        match: fc.constantFrom(0, 1, 10, 11),
        use_date: fc.constantFrom(0, 1, 2),
        origin_from: fc.constantFrom(...DAYS),
        origin_to: fc.constantFrom(...DAYS),
        origin_date: fc.constantFrom(...DAYS),
        origin_time: fc.constantFrom('00:00', '23:59', '24:00', '10:00'),
      },
      { requiredKeys: ['episode_id', 'match'] },
    ),
    // The shapes the editor saves (one date choice and its fields alone), which have a JSON Logic form.
    fc.record({ episode_id: id(2), match: fc.constantFrom(0, 1, 10, 11), use_date: fc.constant(0) }),
    fc.record(
      {
        episode_id: id(2),
        match: fc.constantFrom(0, 1, 10, 11),
        use_date: fc.constant(1),
        origin_from: fc.constantFrom(...DAYS),
        origin_to: fc.constantFrom(...DAYS),
      },
      { requiredKeys: ['episode_id', 'match', 'use_date'] },
    ),
    fc.record({
      episode_id: id(2),
      match: fc.constantFrom(0, 1, 10, 11),
      use_date: fc.constant(2),
      origin_date: fc.constantFrom(...DAYS),
      origin_time: fc.constantFrom('00:00', '23:59', '10:00'),
    }),
  ),
  86: fc.record(
    {
      landing_id: id(3),
      use_date: fc.constantFrom(0, 1, 2),
      ...range,
      time_from: fc.constantFrom('00:00', '15:00'),
      time_to: fc.constantFrom('23:59', '14:59'),
      use_meta_query: fc.constantFrom(0, 1),
      meta_query: fc.uniqueArray(
        fc.record({
          key: fc.constantFrom('m1', 'm2', 'm3', 'm4'),
          queries: fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 2 }),
        }),
        { selector: (entry) => entry.key, maxLength: 3 },
      ),
    },
    { requiredKeys: ['landing_id'] },
  ),
  85: fc.record(
    {
      landing_ids: ids(3),
      landing_or: listMode,
      use_date: fc.constantFrom(0, 1, 2),
      ...range,
      time_from: fc.constantFrom('00:00', '23:59', '15:00', '99:99'),
      time_to: fc.constantFrom('00:00', '23:59', '14:59'),
    },
    { requiredKeys: ['landing_ids', 'landing_or'] },
  ),
  110: fc.record(
    { has_response: fc.constantFrom(0, 1, 12, 11, 10), has_type: fc.constantFrom(0, 1, 11, 2, 12) },
    { requiredKeys: ['has_response'] },
  ),
};

/** One condition of every registered condition plugin: the meaningful ones above, the others as their defaults. */
function conditionOf(plugin: AnyPlugin): fc.Arbitrary<Record<string, unknown>> | undefined {
  if (plugin.type === 120) return undefined;
  const fields = MEANINGFUL[plugin.type];
  const base = fields ?? fc.constant({}).map(() => ({ ...(plugin.defaults({} as never) as object) }));
  return base.map((data) => ({ ...data, type: plugin.type }));
}

const leaves = (conditionPlugins as readonly AnyPlugin[])
  .map(conditionOf)
  .filter((arb): arb is fc.Arbitrary<Record<string, unknown>> => arb !== undefined);

/** A condition of any registered type, an unregistered type now and then, never an or-group. */
export const leafCondition = fc.oneof(
  { weight: 20, arbitrary: fc.oneof(...leaves) },
  { weight: 1, arbitrary: fc.constant({ type: 999 }) },
);

/** A funnel: up to 4 conditions and or-groups (up to 3 conditions each), and the two display filters. */
export const funnel = fc.record({
  inputs: fc.array(
    fc.oneof(
      { weight: 4, arbitrary: leafCondition },
      {
        weight: 1,
        arbitrary: fc.record({ type: fc.constant(120), inputs: fc.array(leafCondition, { maxLength: 3 }) }),
      },
    ),
    { maxLength: 4 },
  ),
  with_blocked: fc.constantFrom(0, 1, 2),
  user_rate_type: fc.constantFrom(0, 1, 3),
});
