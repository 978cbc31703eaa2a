import { describe, expect, it } from 'vitest';
import type { FriendFacts } from '../shared/conditions/meaning.ts';
import { evaluateCondition, evaluateFunnel, type FunnelInputs, unknownConditions } from './meanings.ts';

/** The reference evaluator read against spec 001 §9's match codes, one written-out friend at a time. */
const INPUTS: FunnelInputs = {
  now: new Date('2026-11-26T00:00:00Z'),
  tagGroups: new Map([[4, [1, 2]]]),
  // Event folder 3 holds slots 10 and 11, folder 5 slot 12.
  slotGroups: new Map([
    [3, [10, 11]],
    [5, [12]],
  ]),
};

const friend = (over: Partial<FriendFacts> = {}): FriendFacts => ({
  id: 1,
  name: '佐藤 花子',
  short_name: 'はなこ',
  nickname: '',
  memo: '来店3回',
  status_message: '',
  email: 'hanako@example.com',
  mail_status: 1,
  registered_at: '2025-01-01T15:00:00.000Z',
  register_type: 1,
  last_response_at: '',
  notify: 2,
  user_rate: 1,
  blocked: 0,
  richmenu_id: null,
  tags: [1, 3],
  values: [
    { item_id: 7, value: '12', num: 12, date: null },
    { item_id: 8, value: 'ゴールド会員', num: null, date: null },
    { item_id: 9, value: '1990/04/15', num: null, date: '1990-04-15' },
  ],
  scenarios: [{ scenario_id: 5, step: 3, state: 0 }],
  forms: [{ form_id: 9, at: '2025-03-01T00:00:00.000Z' }],
  conversions: [2],
  phases: [6],
  reservations: [{ kind: 'event', target_id: 11, status: '2' }],
  messages: [],
  reminders: [{ episode_id: 12, goal_at: '2025-05-01T01:00:00.000Z', state: 0 }],
  landings: [{ landing_id: 13, at: '2025-05-01T01:00:00.000Z', m1: 'ad', m2: 'spring', m3: '' }],
  ...over,
});

const verdict = (condition: unknown, over?: Partial<FriendFacts>) =>
  evaluateCondition(condition, friend(over), INPUTS);

describe('the reference evaluator', () => {
  it('tags: any, all, none, not all (60), and a folder’s tags', () => {
    expect(verdict({ type: 60, tag_ids: [1, 2], tag_or: 0 })).toBe(true);
    expect(verdict({ type: 60, tag_ids: [1, 2], tag_or: 1 })).toBe(false);
    expect(verdict({ type: 60, tag_ids: [1, 3], tag_or: 1 })).toBe(true);
    expect(verdict({ type: 60, tag_ids: [2, 4], tag_or: 2 })).toBe(true);
    expect(verdict({ type: 60, tag_ids: [1, 2], tag_or: 3 })).toBe(true);
    expect(verdict({ type: 60, use_group: 1, tag_group_id: 4, tag_or: 1 })).toBe(false);
    expect(verdict({ type: 60, use_group: 1, tag_group_id: 5, tag_or: 0 })).toBe('unknown');
    expect(verdict({ type: 60, tag_ids: [], tag_or: 0 })).toBe('unknown');
  });

  it('friend info (75): text 0/1/4/5/3/2 and numbers 10–13 from a string query', () => {
    expect(verdict({ type: 75, var_id: 8, match: 0, query: 'ゴールド会員' })).toBe(true);
    expect(verdict({ type: 75, var_id: 8, match: 1, query: 'ゴールド' })).toBe(true);
    expect(verdict({ type: 75, var_id: 8, match: 5, query: 'ゴールド' })).toBe(false);
    expect(verdict({ type: 75, var_id: 6, match: 4, query: 'x' })).toBe(true);
    expect(verdict({ type: 75, var_id: 6, match: 2 })).toBe(true);
    expect(verdict({ type: 75, var_id: 8, match: 3 })).toBe(true);
    expect(verdict({ type: 75, var_id: 7, match: 10, query: '12' })).toBe(true);
    expect(verdict({ type: 75, var_id: 7, match: 11, query: '12' })).toBe(false);
    expect(verdict({ type: 75, var_id: 7, match: 13, query: '12.5' })).toBe(true);
    expect(verdict({ type: 75, var_id: 7, match: 12, query: 'twelve' })).toBe('unknown');
    expect(verdict({ type: 75, var_id: 7, match: 20 })).toBe('unknown');
    // Date parts: a birthday month; a whole-day range (relative to today: the next test).
    expect(verdict({ type: 75, var_id: 9, match: 20, month_from: 4 })).toBe(true);
    expect(verdict({ type: 75, var_id: 9, match: 20, month_from: 4, day_from: 16 })).toBe(false);
    const range = {
      type: 75,
      var_id: 9,
      match: 20,
      range_search: 1,
      year_from: 1990,
      month_from: 4,
      day_from: 15,
    };
    expect(verdict({ ...range, year_to: 1990, month_to: 4, day_to: 15 })).toBe(true);
    expect(verdict({ ...range, year_to: 1990, month_to: 2, day_to: 30 })).toBe('unknown');
  });

  it('friend info (75) relative to today (2026-11-26 in Japan): same day, month and day, month, elapsed, remaining', () => {
    const on = (date: string) => ({ values: [{ item_id: 9, value: date, num: null, date }] });
    const today = (search_type: number) => ({
      type: 75,
      var_id: 9,
      match: 20,
      use_current_date: 1,
      search_type,
    });
    expect(verdict(today(1), on('2026-11-26'))).toBe(true);
    expect(verdict(today(1), on('2025-11-26'))).toBe(false);
    expect(verdict(today(2), on('2000-11-26'))).toBe(true);
    expect(verdict(today(3), on('2000-11-02'))).toBe(true);
    expect(verdict(today(3), on('2000-12-26'))).toBe(false);
    expect(verdict(today(4), on('2000-01-26'))).toBe(true);
    expect(verdict(today(9), on('2026-11-26'))).toBe('unknown');
    // Born 1990-04-15: 36 whole years have passed, not 35.
    const elapsed = (years: number) => ({
      type: 75,
      var_id: 9,
      match: 30,
      elapsed_period_from: years,
      elapsed_period_scale: 'year',
    });
    expect(verdict(elapsed(36))).toBe(true);
    expect(verdict(elapsed(35))).toBe(false);
    expect(verdict({ ...elapsed(30), range_search: 1, elapsed_period_to: 40 })).toBe(true);
    const remaining = {
      type: 75,
      var_id: 9,
      match: 31,
      remaining_period_from: 3,
      remaining_period_scale: 'day',
    };
    expect(verdict(remaining, on('2026-11-29'))).toBe(true);
    expect(verdict(remaining, on('2026-11-30'))).toBe(false);
    // A friend without a date does not match; a period beyond its limit is unknown.
    expect(verdict(remaining, { values: [] })).toBe(false);
    expect(verdict({ ...elapsed(101) })).toBe('unknown');
  });

  it('dates are days in Japan: registered 2025-01-01T15:00Z is 2025/01/02 (30, 106)', () => {
    expect(verdict({ type: 30, date_from: '2025/01/02', date_to: '2025/01/02' })).toBe(true);
    expect(verdict({ type: 30, date_to: '2025/01/01' })).toBe(false);
    expect(verdict({ type: 30, date_from: '2025/02/30' })).toBe('unknown');
    expect(verdict({ type: 30 })).toBe('unknown');
    // Never responded: in no period, however open.
    expect(verdict({ type: 106, date_to: '2030/01/01' })).toBe(false);
  });

  it('scenario (41), rich menu (93), form (95), journey (70), mark (50), other (110)', () => {
    expect(verdict({ type: 41, group_id: 5, match: 0 })).toBe(true);
    expect(verdict({ type: 41, group_id: 5, match: 3 })).toBe(false);
    expect(verdict({ type: 41, group_id: 5, match: 2, date: 4 })).toBe(false);
    expect(verdict({ type: 41, group_id: 5, match: 5 })).toBe(true);
    expect(verdict({ type: 93, match: 12 })).toBe(true);
    expect(verdict({ type: 93, richmenu_id: 3, match: 10 })).toBe(true);
    expect(verdict({ type: 95, form_id: 9, match: 0, use_date: 1, date_from: '2025/03/02' })).toBe(false);
    expect(verdict({ type: 95, form_id: 9, match: 10 })).toBe(false);
    expect(verdict({ type: 70, journey_id: 1, journey_tag_id: 6, condition: 10 })).toBe(false);
    expect(verdict({ type: 50, notify: [1, 2] })).toBe(true);
    expect(verdict({ type: 110, has_response: 12, has_type: 11 })).toBe(false);
    // The chat's latest message: the newest time, then the later stored.
    const chat = {
      last_response_at: '2025-05-01T00:00:00.000Z',
      messages: [
        { at: '2025-05-01T00:00:00.000Z', direction: 'in' as const },
        { at: '2025-05-01T00:00:00.000Z', direction: 'out' as const },
      ],
    };
    expect(verdict({ type: 110, has_response: 11 }, chat)).toBe(true);
    expect(verdict({ type: 110, has_response: 10 }, chat)).toBe(false);
    expect(verdict({ type: 110, has_response: 10 }, { messages: [...chat.messages].reverse() })).toBe(true);
    expect(verdict({ type: 110, has_response: 11 })).toBe(false);
    expect(verdict({ type: 110, has_response: 7 })).toBe('unknown');
  });

  it('salon reservation (67): phases, some or all salons, period, resource, course and status filters', () => {
    // now is 2026-11-26T00:00Z: salon 1 has an upcoming approved booking, salon 2 a past cancelled one.
    const reservations = [
      {
        kind: 'salon',
        target_id: 1,
        status: 'approved',
        plan_id: 5,
        resource_id: 7,
        starts_at: '2026-12-01T03:00:00.000Z',
      },
      {
        kind: 'salon',
        target_id: 2,
        status: 'canceled',
        plan_id: 6,
        resource_id: null,
        starts_at: '2026-10-01T03:00:00.000Z',
      },
    ];
    const salon = (over: Record<string, unknown>) =>
      verdict(
        { type: 67, salonIds: [1], matchType: 'some', reservationPhase: 'reserved', ...over },
        { reservations },
      );
    const off = { use: false, invert: false, selected: [] };
    expect(salon({})).toBe(true);
    expect(salon({ salonIds: [1, 2], matchType: 'all' })).toBe(true);
    expect(salon({ salonIds: [1, 3], matchType: 'all' })).toBe(false);
    expect(salon({ salonIds: [3], reservationPhase: 'neverReserved' })).toBe(true);
    expect(salon({ reservationPhase: 'neverReserved' })).toBe(false);
    // Status: approved at salon 1; inverted, nothing else there.
    expect(salon({ status: { use: true, invert: false, selected: ['approved'] } })).toBe(true);
    expect(salon({ status: { use: true, invert: true, selected: ['approved'] } })).toBe(false);
    expect(
      salon({ reservationPhase: 'notReserved', status: { use: true, invert: true, selected: ['approved'] } }),
    ).toBe(true);
    // The period is of days in Japan: 2026/12/01 holds 03:00Z.
    expect(
      salon({ timeRange: { use: true, invert: false, selected: { from: '2026/12/01', to: '2026/12/01' } } }),
    ).toBe(true);
    expect(salon({ timeRange: { use: true, invert: true, selected: { from: '2026/12/01' } } })).toBe(false);
    // Resource 7 upcoming; salon 2's course 6 is past, so it counts only with with_past.
    const pick = (selected: number[], with_past = false) => ({
      ...off,
      use: true,
      dynamic: false,
      with_past,
      selected,
    });
    expect(salon({ resource: pick([7]) })).toBe(true);
    expect(salon({ resource: pick([-1]) })).toBe(true);
    expect(salon({ resource: { ...pick([7]), invert: true } })).toBe(false);
    expect(salon({ salonIds: [2], course: pick([6]) })).toBe(false);
    expect(salon({ salonIds: [2], course: pick([6], true) })).toBe(true);
    // Unknown: no salon, "as chosen at booking" (no table says who chose), an empty selection, a period without days.
    expect(salon({ salonIds: [] })).toBe('unknown');
    expect(salon({ resource: { ...pick([7]), dynamic: true } })).toBe('unknown');
    expect(salon({ course: pick([]) })).toBe('unknown');
    expect(salon({ timeRange: { use: true, invert: false, selected: {} } })).toBe('unknown');
  });

  it('event reservation (65), reminder (90), landing (85) with their periods', () => {
    expect(verdict({ type: 65, event_slot_id: 11, match: 2 })).toBe(true);
    expect(verdict({ type: 65, event_slot_id: 11, match: 11 })).toBe(true);
    // A folder: any of its slots; a folder the account does not hold is unknown.
    expect(verdict({ type: 65, use_group: 1, event_slot_group_id: 3, match: 2 })).toBe(true);
    expect(verdict({ type: 65, use_group: 1, event_slot_group_id: 3, match: 12 })).toBe(false);
    expect(verdict({ type: 65, use_group: 1, event_slot_group_id: 5, match: 2 })).toBe(false);
    expect(verdict({ type: 65, use_group: 1, event_slot_group_id: 5, match: 12 })).toBe(true);
    expect(verdict({ type: 65, use_group: 1, event_slot_group_id: 1, match: 1 })).toBe('unknown');
    expect(verdict({ type: 90, episode_id: 12, match: 0 })).toBe(true);
    expect(verdict({ type: 90, episode_id: 12, match: 11 })).toBe(true);
    // 2025-05-01T01:00Z is 10:00 in Japan on 2025/05/01.
    const goal = { type: 90, episode_id: 12, match: 0, use_date: 2, origin_date: '2025/05/01' };
    expect(verdict({ ...goal, origin_time: '10:00' })).toBe(true);
    expect(verdict({ ...goal, origin_time: '10:01' })).toBe(false);
    expect(verdict({ ...goal, origin_time: '25:00' })).toBe('unknown');
    const visit = { type: 85, landing_ids: [13], landing_or: 0, use_date: 2, date_from: '2025/05/01' };
    expect(verdict({ ...visit, time_from: '10:00' })).toBe(true);
    expect(verdict({ ...visit, time_from: '10:01' })).toBe(false);
    expect(verdict({ ...visit, use_date: 1, date_to: '2025/04/30' })).toBe(false);
    const keyed = { type: 86, landing_id: 13, use_meta_query: 1 };
    expect(
      verdict({
        ...keyed,
        meta_query: [
          { key: 'm1', queries: ['x', 'ad'] },
          { key: 'm2', queries: ['spring'] },
        ],
      }),
    ).toBe(true);
    expect(
      verdict({
        ...keyed,
        meta_query: [
          { key: 'm1', queries: ['ad'] },
          { key: 'm3', queries: ['x'] },
        ],
      }),
    ).toBe(false);
    expect(verdict({ ...keyed, use_meta_query: 0, meta_query: [{ key: 'm3', queries: ['x'] }] })).toBe(true);
    expect(verdict({ ...keyed, meta_query: [{ key: 'm9', queries: ['x'] }] })).toBe('unknown');
  });

  it('name (11), mail (15), memo (20): a word in a searched column, case-sensitively', () => {
    expect(verdict({ type: 11, names: '鈴木 はな' })).toBe(true);
    expect(verdict({ type: 11, names: 'はな', use_short_name: 0 })).toBe(false);
    expect(verdict({ type: 15, qs: 'EXAMPLE' })).toBe(false);
    expect(verdict({ type: 15, qs: 'example', mail_status: 1 })).toBe(true);
    expect(verdict({ type: 15, qs: '' })).toBe('unknown');
    expect(verdict({ type: 20, memos: '3回' })).toBe(true);
  });

  it('or-groups, display filters; broken, unknown and unevaluated types never match and are listed', () => {
    const group = { type: 120, inputs: [{ type: -1 }, { type: 50, notify: [2] }] };
    expect(evaluateFunnel({ inputs: [group] }, friend(), INPUTS)).toBe(true);
    expect(evaluateFunnel({ inputs: [group] }, friend({ blocked: 1 }), INPUTS)).toBe(false);
    expect(evaluateFunnel({ inputs: [group], with_blocked: 2 }, friend({ blocked: 1 }), INPUTS)).toBe(true);
    expect(evaluateFunnel({ inputs: [], user_rate_type: 3 }, friend({ user_rate: 0 }), INPUTS)).toBe(true);
    expect(evaluateFunnel({ inputs: [], user_rate_type: 3 }, friend(), INPUTS)).toBe(false);
    const broken = { inputs: [{ type: 50, notify: [2] }, { type: -1 }, { type: 67 }, 'x', group] };
    // A salon condition (67) without salons is incomplete, so unknown like the broken one.
    expect(evaluateFunnel(broken, friend(), INPUTS)).toBe(false);
    expect(unknownConditions(broken, INPUTS)).toEqual([
      '/inputs/1',
      '/inputs/2',
      '/inputs/3',
      '/inputs/4/inputs/0',
    ]);
  });
});
