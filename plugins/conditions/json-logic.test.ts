import fc from 'fast-check';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import type { AnyPlugin } from '../../engine/core/index.ts';
import { friendFacts, funnel, MEANINGFUL, TAG_GROUPS, valueRow } from '../../tests/api/funnel-arbitraries.ts';
import type { JsonLogic } from '../shared/conditions/json-logic.ts';
import { japanDay } from '../shared/conditions/var-date-meaning.ts';
import { conditionPlugins } from './index.ts';
import {
  CONDITION_OPERATOR,
  conditionToLogic,
  exportFunnelLogic,
  importFunnelLogic,
  SETTING_OPERATOR,
} from './json-logic.ts';
import { conditionRegistry, evaluateFunnel, type FunnelInputs } from './meanings.ts';

const forms = conditionRegistry();

/** The funnel's JSON Logic export and import (issue 19 point 5, docs/decisions/funnel-json-logic.md). */
const RUNS = Number(process.env.FUNNEL_RUNS ?? 200);
const SEED = Number(process.env.FUNNEL_SEED ?? 19_5);
const INPUTS: FunnelInputs = { now: new Date('2026-11-26T00:00:00Z'), tagGroups: TAG_GROUPS };

const roundTrip = (f: { inputs: unknown[]; with_blocked?: unknown; user_rate_type?: unknown }) => {
  const imported = importFunnelLogic(JSON.parse(JSON.stringify(exportFunnelLogic(f, forms))), forms);
  if (!imported.ok) throw new Error(`refused: ${JSON.stringify(imported.refusal)}`);
  return imported.funnel;
};

/** Whether a rule uses one of our carrying operators (then json-logic-js alone cannot evaluate it). */
const carries = (logic: JsonLogic) => {
  const text = JSON.stringify(logic);
  return text.includes(`"${CONDITION_OPERATOR}":`) || text.includes(`"${SETTING_OPERATOR}":`);
};

describe('import(export(funnel)) is the funnel', () => {
  it('for random funnels over every registered condition plugin (the differential tests’ arbitraries)', () => {
    fc.assert(
      fc.property(funnel, (f) => {
        expect(roundTrip(f)).toEqual(f);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);

  it('for every plugin’s valid examples and defaults, alone and in an or-group, display filters absent', () => {
    for (const plugin of conditionPlugins as readonly AnyPlugin[]) {
      const blocks = [...plugin.examples.valid, plugin.defaults()] as unknown[];
      for (const block of blocks) {
        expect(roundTrip({ inputs: [block] })).toEqual({ inputs: [block] });
        if (plugin.type !== 120) {
          const grouped = { inputs: [{ type: 120, inputs: [block, block] }], with_blocked: 2 };
          expect(roundTrip(grouped)).toEqual(grouped);
        }
      }
    }
  });

  it('for what has no form: broken, unknown types, odd display values, anything in the list', () => {
    const odd = {
      inputs: [
        { type: -1, raw: '{"type":60' },
        { type: 999 },
        { type: 60 },
        'text',
        null,
        { type: 120, inputs: [] },
      ],
      with_blocked: '1',
      user_rate_type: 7,
    };
    expect(roundTrip(odd)).toEqual(odd);
    expect((exportFunnelLogic(odd, forms) as { and: unknown[] }).and.slice(0, 3)).toEqual([
      { [SETTING_OPERATOR]: ['with_blocked', '"1"'] },
      { [SETTING_OPERATOR]: ['user_rate_type', '7'] },
      { [CONDITION_OPERATOR]: '{"type":-1,"raw":"{\\"type\\":60"}' },
    ]);
  });
});

describe('the editor’s block ids', () => {
  it('are left out of the export (they name blocks within one funnel), at every depth', () => {
    const saved = {
      inputs: [
        { type: 20, memos: 'a', _bid: 'p0' },
        { type: 120, inputs: [{ type: 999, _bid: 'p1.0' }], _bid: 'p1' },
      ],
    };
    expect(roundTrip(saved)).toEqual({
      inputs: [
        { type: 20, memos: 'a' },
        { type: 120, inputs: [{ type: 999 }] },
      ],
    });
    expect(JSON.stringify(exportFunnelLogic(saved, forms))).not.toContain('_bid');
  });

  it('are left out of an import too, at every depth (a hand-written carried condition may hold them)', () => {
    const carried = (condition: unknown) => ({ condition: JSON.stringify(condition) });
    const imported = importFunnelLogic(
      {
        and: [
          true,
          true,
          carried({ type: 20, memos: 'a', _bid: 'x' }),
          carried({ type: 20, memos: 'b', _bid: 'x' }),
          carried({ type: 120, inputs: [{ type: 999, _bid: 'y' }], _bid: 'z' }),
        ],
      },
      forms,
    );
    expect(imported).toEqual({
      ok: true,
      funnel: {
        inputs: [
          { type: 20, memos: 'a' },
          { type: 20, memos: 'b' },
          { type: 120, inputs: [{ type: 999 }] },
        ],
        with_blocked: 1,
        user_rate_type: 1,
      },
    });
  });
});

describe('the forms (the vocabulary over the friend’s facts)', () => {
  it('tags, trackers, marks, memo, status and or-groups use standard operators', () => {
    expect(conditionToLogic({ type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 0 }, forms)).toEqual({
      some: [{ var: 'tags' }, { in: [{ var: '' }, [1, 2]] }],
    });
    expect(conditionToLogic({ type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 3 }, forms)).toEqual({
      '!': [{ and: [{ in: [1, { var: 'tags' }] }, { in: [2, { var: 'tags' }] }] }],
    });
    expect(conditionToLogic({ type: 80, tracker_ids: [4], tracker_or: 2 }, forms)).toEqual({
      none: [{ var: 'conversions' }, { in: [{ var: '' }, [4]] }],
    });
    expect(conditionToLogic({ type: 50, notify: [0, 2] }, forms)).toEqual({
      in: [{ var: 'notify' }, [0, 2]],
    });
    expect(conditionToLogic({ type: 20, memos: '来店' }, forms)).toEqual({
      in: ['来店', { var: 'memo' }],
    });
    expect(conditionToLogic({ type: 25, status: 'ok' }, forms)).toEqual({
      in: ['ok', { var: 'status_message' }],
    });
    expect(conditionToLogic({ type: 120, inputs: [{ type: 20, memos: 'a' }, { type: 999 }] }, forms)).toEqual(
      {
        or: [{ in: ['a', { var: 'memo' }] }, { [CONDITION_OPERATOR]: '{"type":999}' }],
      },
    );
  });

  it('names, mail and rich menus too', () => {
    expect(
      conditionToLogic(
        { type: 11, names: '佐藤 花子', use_name: 1, use_short_name: 0, use_nickname: 1 },
        forms,
      ),
    ).toEqual({
      or: [
        { in: ['佐藤', { var: 'name' }] },
        { in: ['佐藤', { var: 'nickname' }] },
        { in: ['花子', { var: 'name' }] },
        { in: ['花子', { var: 'nickname' }] },
      ],
    });
    expect(conditionToLogic({ type: 15, qs: '@ab', mail_status: 2 }, forms)).toEqual({
      and: [{ in: ['@ab', { var: 'email' }] }, { '===': [{ var: 'mail_status' }, 2] }],
    });
    expect(conditionToLogic({ type: 93, richmenu_id: 3, match: 10 }, forms)).toEqual({
      '!==': [{ var: 'richmenu_id' }, 3],
    });
    expect(conditionToLogic({ type: 93, match: 12 }, forms)).toEqual({
      '===': [{ var: 'richmenu_id' }, null],
    });
    // Two spaces between the names: the form would bring one back, so the condition travels as it is.
    expect(
      conditionToLogic({ type: 11, names: 'a  b', use_name: 1, use_short_name: 1, use_nickname: 1 }, forms),
    ).toHaveProperty(CONDITION_OPERATOR);
  });

  it('periods of days (30, 106) as ISO bounds of Japan’s days', () => {
    expect(conditionToLogic({ type: 30, date_from: '2025/01/01', date_to: '2025/01/02' }, forms)).toEqual({
      and: [
        { '!==': [{ var: 'registered_at' }, ''] },
        { '>=': [{ var: 'registered_at' }, '2024-12-31T15:00:00.000Z'] },
        { '<': [{ var: 'registered_at' }, '2025-01-02T15:00:00.000Z'] },
      ],
    });
    expect(conditionToLogic({ type: 106, date_to: '2025/01/01' }, forms)).toEqual({
      and: [
        { '!==': [{ var: 'last_response_at' }, ''] },
        { '<': [{ var: 'last_response_at' }, '2025-01-01T15:00:00.000Z'] },
      ],
    });
    // An empty end is the same period as an absent one: the form would bring it back absent.
    expect(conditionToLogic({ type: 30, date_from: '2025/01/01', date_to: '' }, forms)).toHaveProperty(
      CONDITION_OPERATOR,
    );
  });

  it('friend info (75): text, numbers, dates by parts, by range and relative to today', () => {
    const row = (...rules: JsonLogic[]) => ({
      some: [{ var: 'values' }, { and: [{ '===': [{ var: 'item_id' }, 3] }, ...rules] }],
    });
    expect(conditionToLogic({ type: 75, var_id: 3, match: 4, query: 'a' }, forms)).toEqual({
      '!': [row({ '===': [{ var: 'value' }, 'a'] })],
    });
    expect(conditionToLogic({ type: 75, var_id: 3, match: 1, query: 'a' }, forms)).toEqual(
      row({ in: ['a', { var: 'value' }] }),
    );
    expect(conditionToLogic({ type: 75, var_id: 3, match: 2 }, forms)).toEqual({
      '!': [row({ '!==': [{ var: 'value' }, ''] })],
    });
    expect(conditionToLogic({ type: 75, var_id: 3, match: 11, query: '12.5' }, forms)).toEqual(
      row({ '!==': [{ var: 'num' }, null] }, { '>': [{ var: 'num' }, 12.5] }),
    );
    expect(conditionToLogic({ type: 75, var_id: 3, match: 20, month_from: 4 }, forms)).toEqual(
      row({ '!==': [{ var: 'date' }, null] }, { '===': [{ substr: [{ var: 'date' }, 5, 2] }, '04'] }),
    );
    expect(
      conditionToLogic(
        {
          type: 75,
          var_id: 3,
          match: 20,
          range_search: 1,
          year_from: 2025,
          month_from: 1,
          day_from: 1,
          year_to: 2025,
          month_to: 4,
          day_to: 15,
        },
        forms,
      ),
    ).toEqual(
      row(
        { '!==': [{ var: 'date' }, null] },
        { '>=': [{ var: 'date' }, '2025-01-01'] },
        { '<=': [{ var: 'date' }, '2025-04-15'] },
      ),
    );
    expect(
      conditionToLogic({ type: 75, var_id: 3, match: 20, use_current_date: 1, search_type: 2 }, forms),
    ).toEqual({
      in: [
        { substr: [{ var: 'today' }, 5, 5] },
        {
          map: [
            { filter: [{ var: 'values' }, { '===': [{ var: 'item_id' }, 3] }] },
            { substr: [{ var: 'date' }, 5, 5] },
          ],
        },
      ],
    });
    // Elapsed and remaining periods, a query the numeric modes cannot read, an empty text to contain: as they are.
    for (const condition of [
      { type: 75, var_id: 3, match: 30, elapsed_period_from: 3, elapsed_period_scale: 'month' },
      { type: 75, var_id: 3, match: 10, query: 'x1' },
      { type: 75, var_id: 3, match: 1, query: '' },
    ])
      expect(conditionToLogic(condition, forms)).toHaveProperty(CONDITION_OPERATOR);
  });

  it('scenarios (41), answer forms (95) and reminders (90) as some row of the friend’s list', () => {
    expect(conditionToLogic({ type: 41, group_id: 3, match: 2, date: 7 }, forms)).toEqual({
      some: [
        { var: 'scenarios' },
        { and: [{ '===': [{ var: 'scenario_id' }, 3] }, { '>=': [{ var: 'step' }, 7] }] },
      ],
    });
    expect(conditionToLogic({ type: 41, group_id: 3, match: 3 }, forms)).toEqual({
      '!': [
        {
          some: [
            { var: 'scenarios' },
            { and: [{ '===': [{ var: 'scenario_id' }, 3] }, { '===': [{ var: 'state' }, 0] }] },
          ],
        },
      ],
    });
    expect(conditionToLogic({ type: 95, form_id: 1, match: 10, use_date: 0 }, forms)).toEqual({
      '!': [{ some: [{ var: 'forms' }, { and: [{ '===': [{ var: 'form_id' }, 1] }] }] }],
    });
    expect(
      conditionToLogic({ type: 95, form_id: 1, match: 0, use_date: 1, date_from: '2025/01/01' }, forms),
    ).toEqual({
      some: [
        { var: 'forms' },
        {
          and: [
            { '===': [{ var: 'form_id' }, 1] },
            { '!==': [{ var: 'at' }, ''] },
            { '>=': [{ var: 'at' }, '2024-12-31T15:00:00.000Z'] },
          ],
        },
      ],
    });
    expect(
      conditionToLogic(
        { type: 90, episode_id: 2, match: 11, use_date: 2, origin_date: '2025/01/01', origin_time: '10:00' },
        forms,
      ),
    ).toEqual({
      '!': [
        {
          some: [
            { var: 'reminders' },
            {
              and: [
                { '===': [{ var: 'episode_id' }, 2] },
                { '===': [{ var: 'state' }, 1] },
                { '!==': [{ var: 'goal_at' }, ''] },
                { '>=': [{ var: 'goal_at' }, '2025-01-01T01:00:00.000Z'] },
                { '<': [{ var: 'goal_at' }, '2025-01-01T01:01:00.000Z'] },
              ],
            },
          ],
        },
      ],
    });
    expect(
      conditionToLogic(
        {
          type: 90,
          episode_id: 2,
          match: 0,
          use_date: 1,
          origin_from: '2025/01/01',
          origin_to: '2025/01/01',
        },
        forms,
      ),
    ).not.toHaveProperty(CONDITION_OPERATOR);
    // Without use_date the form would come back with use_date 0 (the editor's default): as it is.
    expect(conditionToLogic({ type: 95, form_id: 1, match: 0 }, forms)).toHaveProperty(CONDITION_OPERATOR);
  });

  it('an event slot’s reservation (65) and other (110); a folder and the latest message’s direction as they are', () => {
    expect(conditionToLogic({ type: 65, use_group: 0, event_slot_id: 2, match: 13 }, forms)).toEqual({
      '!': [
        {
          some: [
            { var: 'reservations' },
            {
              and: [
                { '===': [{ var: 'kind' }, 'event'] },
                { '===': [{ var: 'target_id' }, 2] },
                { '===': [{ var: 'status' }, '3'] },
              ],
            },
          ],
        },
      ],
    });
    expect(conditionToLogic({ type: 110, has_response: 12, has_type: 11 }, forms)).toEqual({
      and: [{ '===': [{ var: 'last_response_at' }, ''] }, { '!==': [{ var: 'register_type' }, 1] }],
    });
    for (const condition of [
      { type: 65, use_group: 1, event_slot_group_id: 1, match: 1 },
      { type: 110, has_response: 10, has_type: 0 },
      { type: 110, has_response: 0, has_type: 0 },
    ])
      expect(conditionToLogic(condition, forms)).toHaveProperty(CONDITION_OPERATOR);
  });

  it('landing pages (85) and a page’s visit with search keys (86) over the friend’s visits', () => {
    const visit = (...rules: JsonLogic[]) => ({ some: [{ var: 'landings' }, { and: rules }] });
    const period: JsonLogic[] = [
      { '!==': [{ var: 'at' }, ''] },
      { '>=': [{ var: 'at' }, '2025-01-01T06:00:00.000Z'] },
      { '<': [{ var: 'at' }, '2025-01-02T05:00:00.000Z'] },
    ];
    expect(
      conditionToLogic(
        {
          type: 85,
          landing_ids: [1, 2],
          landing_or: 1,
          use_date: 2,
          date_from: '2025/01/01',
          time_from: '15:00',
          date_to: '2025/01/02',
          time_to: '13:59',
        },
        forms,
      ),
    ).toEqual({
      and: [
        visit({ '===': [{ var: 'landing_id' }, 1] }, ...period),
        visit({ '===': [{ var: 'landing_id' }, 2] }, ...period),
      ],
    });
    expect(conditionToLogic({ type: 85, landing_ids: [1, 2], landing_or: 2, use_date: 0 }, forms)).toEqual({
      '!': [visit({ in: [{ var: 'landing_id' }, [1, 2]] })],
    });
    expect(
      conditionToLogic(
        {
          type: 86,
          landing_id: 1,
          use_date: 1,
          date_from: '2025/01/01',
          use_meta_query: 1,
          meta_query: [
            { key: 'm1', queries: ['a', 'b'] },
            { key: 'm2', queries: [] },
            { key: 'm3', queries: [] },
          ],
        },
        forms,
      ),
    ).toEqual(
      visit(
        { '===': [{ var: 'landing_id' }, 1] },
        { '!==': [{ var: 'at' }, ''] },
        { '>=': [{ var: 'at' }, '2024-12-31T15:00:00.000Z'] },
        { in: [{ var: 'm1' }, ['a', 'b']] },
      ),
    );
    // Whole days written as 00:00–23:59 read back as use_date 1; keys saved without the editor's empty ones.
    for (const condition of [
      { type: 85, landing_ids: [1], landing_or: 0, use_date: 2, date_from: '2025/01/01', time_from: '00:00' },
      { type: 86, landing_id: 1, use_meta_query: 1, meta_query: [{ key: 'm1', queries: ['a'] }] },
    ])
      expect(conditionToLogic(condition, forms)).toHaveProperty(CONDITION_OPERATOR);
  });

  it('a condition the form would not give back exactly travels as it is', () => {
    // use_group left out: the form would come back with use_group 0, so the export carries it.
    expect(conditionToLogic({ type: 60, tag_ids: [1], tag_or: 0 }, forms)).toEqual({
      [CONDITION_OPERATOR]: '{"type":60,"tag_ids":[1],"tag_or":0}',
    });
    expect(conditionToLogic({ type: 60, use_group: 0, tag_ids: [], tag_or: 0 }, forms)).toHaveProperty(
      CONDITION_OPERATOR,
    );
    expect(conditionToLogic({ type: 20, memos: '  ' }, forms)).toHaveProperty(CONDITION_OPERATOR);
  });
});

/** The types whose plugin has a JSON Logic form (the or-group aside: it holds the others). */
const FORM_TYPES = forms
  .plugins('condition')
  .filter((plugin) => plugin.type !== 120 && forms.extras('condition', plugin.type)?.jsonLogic)
  .map((plugin) => plugin.type);
/** The condition types of an and-list, or-groups' conditions included. */
const typesIn = (inputs: readonly unknown[]): number[] =>
  inputs.flatMap((c) => {
    const data = c as { type: number; inputs?: unknown[] };
    return data.type === 120 ? typesIn(data.inputs ?? []) : [data.type];
  });
/** Conditions of the types with a form, in the shapes the forms take (and some they do not). */
const withForm = fc.oneof(
  ...FORM_TYPES.filter((type) => MEANINGFUL[type]).map((type) =>
    (MEANINGFUL[type] as fc.Arbitrary<object>).map((d) => ({ ...d, type }) as { type: number }),
  ),
);
/** The same conditions where the export keeps the form (the carried ones filtered out). */
const formed = withForm.filter((d) => !carries(conditionToLogic(d, forms)));
/**
 * A friend with a value row for each of the fields the conditions name (1–3), so that a friend-info condition
 * reads a row far more often than over the sparse values of `friendFacts`.
 */
const denseFriend = fc
  .tuple(friendFacts, fc.tuple(valueRow, valueRow, valueRow))
  .map(([friend, rows]) => ({ ...friend, values: rows.map((row, i) => ({ ...row, item_id: i + 1 })) }));
const evaluableFunnel = fc.record({
  inputs: fc.array(
    fc.oneof(
      { weight: 4, arbitrary: formed },
      {
        weight: 1,
        arbitrary: fc.record({ type: fc.constant(120), inputs: fc.array(formed, { maxLength: 3 }) }),
      },
    ),
    { maxLength: 4 },
  ),
  with_blocked: fc.constantFrom(0, 1, 2),
  user_rate_type: fc.constantFrom(0, 1, 3),
});

describe('json-logic-js over the exported logic agrees with the reference evaluator', () => {
  it('covers every form: each type with one has the differential tests’ arbitrary', () => {
    expect(FORM_TYPES.filter((type) => !MEANINGFUL[type])).toEqual([]);
    expect(FORM_TYPES.length).toBeGreaterThanOrEqual(8);
  });

  it('for random funnels without carried conditions, over random friends’ facts and today', () => {
    let compared = 0;
    const comparedTypes = new Set<number>();
    // Today is the integrator's fact beside the friend's: the account's day in Japan at the funnel's now.
    const today = japanDay(INPUTS.now);
    fc.assert(
      fc.property(evaluableFunnel, fc.array(friendFacts, { minLength: 1, maxLength: 8 }), (f, friends) => {
        const logic = exportFunnelLogic(f, forms);
        if (carries(logic)) return;
        for (const friend of friends) {
          const answer = Boolean(jsonLogic.apply(logic as never, { ...friend, today }));
          expect(answer).toBe(evaluateFunnel(f, friend, INPUTS));
          compared++;
        }
        for (const type of typesIn(f.inputs)) comparedTypes.add(type);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The comparison is not vacuous: most random funnels of these types have a form, and every type with a
    // form was compared in some funnel.
    expect(compared).toBeGreaterThan(RUNS);
    expect(FORM_TYPES.filter((type) => !comparedTypes.has(type))).toEqual([]);
  }, 120_000);

  it('condition by condition (no other condition masks a wrong answer), each type both matching and not', () => {
    const today = japanDay(INPUTS.now);
    const outcomes = new Map<number, Set<boolean>>();
    fc.assert(
      fc.property(formed, fc.array(denseFriend, { minLength: 1, maxLength: 8 }), (condition, friends) => {
        const logic = conditionToLogic(condition, forms);
        const alone = { inputs: [condition], with_blocked: 1, user_rate_type: 1 };
        for (const friend of friends) {
          const answer = Boolean(jsonLogic.apply(logic as never, { ...friend, today }));
          expect(answer).toBe(evaluateFunnel(alone, friend, INPUTS));
          outcomes.set(condition.type, (outcomes.get(condition.type) ?? new Set()).add(answer));
        }
      }),
      { numRuns: RUNS * 10, seed: SEED },
    );
    // Every type with a form was compared, and answered both true and false for some friend.
    expect(FORM_TYPES.filter((type) => outcomes.get(type)?.size !== 2)).toEqual([]);
    // FUNNEL_RUNS=2000 draws 20 000 conditions.
  }, 120_000);
});

describe('import refusals say what cannot be read', () => {
  it('a root that is not the and-list, an unreadable setting, an unreadable condition', () => {
    expect(importFunnelLogic({ or: [true, true] }, forms)).toEqual({
      ok: false,
      refusal: { code: 'jsonlogic_root' },
    });
    expect(importFunnelLogic([1, 2], forms)).toEqual({ ok: false, refusal: { code: 'jsonlogic_root' } });
    expect(importFunnelLogic({ and: [true] }, forms)).toEqual({
      ok: false,
      refusal: { code: 'jsonlogic_root' },
    });
    expect(importFunnelLogic({ and: [{ '==': [1, 1] }, true] }, forms)).toEqual({
      ok: false,
      refusal: { code: 'jsonlogic_setting', at: 'with_blocked' },
    });
    expect(
      importFunnelLogic(
        { and: [true, true, { in: ['a', { var: 'memo' }] }, { '>': [{ var: 'x' }, 1] }] },
        forms,
      ),
    ).toEqual({
      ok: false,
      refusal: { code: 'jsonlogic_condition', at: 2 },
    });
    expect(importFunnelLogic({ and: [true, true, { [CONDITION_OPERATOR]: '{not json' }] }, forms)).toEqual({
      ok: false,
      refusal: { code: 'jsonlogic_condition', at: 1 },
    });
  });
});
