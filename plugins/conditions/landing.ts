import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { listMode, listModePhrase, listModeWords } from '../shared/conditions/fields.ts';
import { type JsonLogic, operation } from '../shared/conditions/json-logic.ts';
import {
  factLogic,
  readBack,
  someRowLogic,
  someRowOf,
  testValue,
} from '../shared/conditions/json-logic-facts.ts';
import {
  type LandingDates,
  landingDateChanges,
  landingDateConditions,
  landingDateMessages,
  landingDateProperties,
  landingDateRules,
  landingDateSummary,
  resetLandingDates,
} from '../shared/conditions/landing-date.ts';
import { landingDatesOf, visitTests } from '../shared/conditions/landing-json-logic.ts';
import {
  type ConditionData,
  type ConditionMeaning,
  dayRange,
  dayTime,
  idsOf,
  inRange,
  intOf,
  listModeSql,
  listModeVerdict,
  textOf,
} from '../shared/conditions/meaning.ts';
import { quotedItems } from '../shared/conditions/summary.ts';
import { itemIds } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'ランディングページ',
  'x-title-en': 'Landing page',
  properties: {
    type: { const: 85 },
    landing_ids: itemIds('landing', 'ランディングページ', 'Landing pages'),
    landing_or: {
      ...listMode('ランディングページの条件', 'Landing mode'),
      oneOf: [
        { const: 0, title: 'いずれかを訪問', 'x-title-en': 'Visited any of them' },
        { const: 1, title: 'すべてを訪問', 'x-title-en': 'Visited all of them' },
        { const: 2, title: 'いずれも訪問していない', 'x-title-en': 'Visited none of them' },
        { const: 3, title: 'すべては訪問していない', 'x-title-en': 'Did not visit all of them' },
      ],
    },
    ...landingDateProperties,
  },
  required: ['type', 'landing_ids', 'landing_or'],
  additionalProperties: false,
  allOf: [...landingDateConditions],
} as const satisfies BlockSchema;

interface LandingData extends LandingDates {
  landing_ids: readonly number[];
  landing_or: number;
}

/**
 * True when the date panel applies (spec 001 §4): a landing page is chosen and the mode is not an exclusion
 * (2 or 3).
 *
 * @example landingDatesEnabled({ landing_ids: [1], landing_or: 2 }) // false
 */
export const landingDatesEnabled = (d: Pick<LandingData, 'landing_ids' | 'landing_or'>): boolean =>
  d.landing_ids.length > 0 && d.landing_or !== 2 && d.landing_or !== 3;

const VERBS = { positive: '訪問', negative: '訪問していない' } as const;

/** Landing (85): the list modes over the pages the friend visited (within the visit period when one is set). */
const landingMeaning: ConditionMeaning = {
  type: 85,
  evaluate(d, friend) {
    const pages = idsOf(d, 'landing_ids');
    const period = landingRange(d);
    if (!pages || !period) return 'unknown';
    const { range } = period;
    const visited = new Set(
      friend.landings.filter((v) => !range || inRange(v.at, range)).map((v) => v.landing_id),
    );
    return listModeVerdict(intOf(d, 'landing_or'), pages, visited);
  },
  compile(d, ctx) {
    const pages = idsOf(d, 'landing_ids');
    const period = landingRange(d);
    if (!pages || !period) return 'unknown';
    const { eb } = ctx;
    const { range } = period;
    return listModeSql(ctx, intOf(d, 'landing_or'), pages, (ids) => {
      let rows = eb
        .selectFrom('friend_landings')
        .select('friend_landings.friend_id')
        .whereRef('friend_landings.friend_id', '=', 'f.id')
        .where('friend_landings.landing_id', 'in', ids);
      if (range?.from !== undefined) rows = rows.where('friend_landings.at', '>=', range.from);
      if (range?.until !== undefined) rows = rows.where('friend_landings.at', '<', range.until);
      return eb.exists(rows);
    });
  },
};

/**
 * Landing pages (85) as JSON Logic over the friend's `landings` visits (landing_id, at), the list modes as for
 * tags but each over visits within the period: 0 `{"some":[{"var":"landings"},{"and":[{"in":[{"var":"landing_id"},
 * [ids]]}, <period>]}]}`, 2 its negation, 1 an `and` of one such `some` per page (`landing_id` ===), 3 its
 * negation; the period's tests are those of landing-json-logic.ts.
 */
const landingJsonLogic = readBack(
  (d) => {
    const pages = idsOf(d, 'landing_ids');
    const period = landingRange(d);
    const mode = intOf(d, 'landing_or');
    if (!pages?.length || !period || mode === undefined || mode < 0 || mode > 3) return undefined;
    const visit = visitTests(period.range).map(factLogic);
    if (mode === 0 || mode === 2)
      return someRowLogic('landings', [{ in: [{ var: 'landing_id' }, pages] }, ...visit], mode === 0);
    const all: JsonLogic = {
      and: pages.map((id) =>
        someRowLogic('landings', [factLogic({ op: '===', fact: 'landing_id', value: id }), ...visit]),
      ),
    };
    return mode === 1 ? all : { '!': [all] };
  },
  (logic) => {
    const row = someRowOf(logic, 'landings');
    if (row) {
      const pages = operation(row.rules[0] as JsonLogic)?.args[1];
      if (!Array.isArray(pages)) return undefined;
      return { type: 85, landing_ids: pages, landing_or: row.exists ? 0 : 2, ...landingDatesOf(row.tests) };
    }
    const negated = operation(logic)?.op === '!';
    const all = operation(negated ? ((operation(logic)?.args[0] ?? null) as JsonLogic) : logic);
    const rows = all?.op === 'and' ? all.args.map((arg) => someRowOf(arg, 'landings')) : [];
    const first = rows[0];
    if (!first) return undefined;
    return {
      type: 85,
      landing_ids: rows.map((r) => r && testValue(r.tests, 'landing_id', '===')),
      landing_or: negated ? 3 : 1,
      ...landingDatesOf(first.tests),
    };
  },
);

/**
 * Landing page usage (condition 85, ability landing; spec 001 §3, §4, §9): visited any, all, none or not all of
 * the chosen pages, optionally within dates (and times). The date panel is hidden and reset to mode 0 when no
 * page is chosen or the mode is an exclusion.
 */
export const landingCondition = definePlugin({
  kind: 'condition',
  type: 85,
  key: 'landing',
  label: { ja: 'ランディングページ', en: 'Landing page' },
  description: { ja: 'ランディングページの訪問で絞り込みます', en: 'Filters friends by landing-page visits' },
  multiplicity: 'multiple',
  ability: 'landing',
  listed: true,
  menuOrder: 130,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 85 as const, landing_ids: [], landing_or: 0 as const, use_date: 0 as const }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? d.landing_ids.length
        ? `Landing pages visited: ${listModeWords(d.landing_or)} ${quotedItems(ctx, 'landing', d.landing_ids)}${landingDateSummary(d, 'en')}`
        : 'No landing page chosen'
      : d.landing_ids.length
        ? `ランディングページ${quotedItems(ctx, 'landing', d.landing_ids)}${listModePhrase(d.landing_or, VERBS)}${landingDateSummary(d)}`
        : 'ランディングページ未選択',
  rules: [
    { code: 'action_required', path: '/landing_ids', violated: (d) => d.landing_ids.length === 0 },
    ...landingDateRules<LandingData>(landingDatesEnabled),
  ],
  messages: landingDateMessages,
  changes: [
    {
      on: ['landing_ids', 'landing_or'],
      description: {
        ja: 'ランディングページが未選択、または除外の条件(2, 3)のときは日時の指定を「指定しない」に戻します',
        en: 'With no landing page or an exclusion mode (2, 3) the date filter is reset to mode 0',
      },
      apply(draft) {
        if (!landingDatesEnabled(draft)) resetLandingDates(draft);
      },
    },
    ...landingDateChanges(),
  ],
  ui: {
    order: ['landing_ids', 'landing_or', 'use_date', 'date_from', 'time_from', 'date_to', 'time_to'],
    // The date mode stays in sight, disabled while it cannot apply (spec 001 §4); the change rule resets it.
    inputs: { use_date: (d) => ({ disabled: !landingDatesEnabled(d) }) },
    visibleWhen: {
      date_from: (d) => landingDatesEnabled(d) && (d.use_date ?? 0) > 0,
      date_to: (d) => landingDatesEnabled(d) && (d.use_date ?? 0) > 0,
    },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? landingMeaning : undefined,
    jsonLogic: landingJsonLogic,
  },
  examples: {
    valid: [
      { type: 85, landing_ids: [1], landing_or: 0, use_date: 0 },
      {
        type: 85,
        landing_ids: [1],
        landing_or: 1,
        use_date: 1,
        date_from: '2026/04/01',
        date_to: '2026/04/30',
      },
      {
        type: 85,
        landing_ids: [1],
        landing_or: 0,
        use_date: 2,
        date_from: '2026/04/01',
        date_to: '2026/04/01',
        time_from: '10:00',
        time_to: '12:00',
      },
      { type: 85, landing_ids: [1], landing_or: 2 },
    ],
    invalid: [
      { data: { type: 85, landing_ids: [], landing_or: 0 }, expect: 'action_required', path: '/landing_ids' },
      {
        data: { type: 85, landing_ids: [1], landing_or: 2, use_date: 1, date_from: '2026/04/01' },
        expect: 'landing_date_unavailable',
        path: '/use_date',
      },
      {
        data: { type: 85, landing_ids: [1], landing_or: 0, use_date: 1 },
        expect: 'action_required',
        path: '/date_from',
      },
      {
        data: { type: 85, landing_ids: [1], landing_or: 0, use_date: 2, date_from: '2026/04/01' },
        expect: 'required',
        path: '/time_from',
      },
      {
        data: {
          type: 85,
          landing_ids: [1],
          landing_or: 0,
          use_date: 2,
          date_from: '2026/04/01',
          date_to: '2026/04/01',
          time_from: '12:00',
          time_to: '10:00',
        },
        expect: 'condition_time_reversed',
        path: '/time_to',
      },
    ],
  },
});

/**
 * The visit period of a landing condition: use_date 0 none, 1 a period of days, 2 from date_from time_from to
 * date_to time_to (both minutes included; an open end stays open). Undefined (unknown) when unreadable.
 */
export function landingRange(d: ConditionData): { range?: { from?: string; until?: string } } | undefined {
  const useDate = intOf(d, 'use_date') ?? 0;
  if (useDate === 0) return {};
  if (useDate === 1) {
    const range = dayRange(d);
    return range ? { range } : undefined;
  }
  if (useDate !== 2) return undefined;
  const startDay = textOf(d, 'date_from') || undefined;
  const endDay = textOf(d, 'date_to') || undefined;
  if (!startDay && !endDay) return undefined;
  const from = startDay === undefined ? undefined : dayTime(startDay, textOf(d, 'time_from'));
  const until = endDay === undefined ? undefined : dayTime(endDay, textOf(d, 'time_to'), 1);
  if ((startDay && !from) || (endDay && !until)) return undefined;
  return { range: { ...(from ? { from } : {}), ...(until ? { until } : {}) } };
}
