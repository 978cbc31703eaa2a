import { type BlockSchema, definePlugin, NON_BLANK, truncateWidth } from '../../engine/core/index.ts';
import { flag01 } from '../shared/conditions/fields.ts';
import { type JsonLogic, operation, varName } from '../shared/conditions/json-logic.ts';
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
import { type ConditionData, type ConditionMeaning, inRange, intOf } from '../shared/conditions/meaning.ts';
import { plainList, quotedItem } from '../shared/conditions/summary.ts';
import { itemId } from '../shared/time.ts';
import { landingRange } from './landing.ts';

/** The search keys of a landing link (spec 001 §3, §5: 3 keys m1, m2, m3, at most 5 queries each). */
export const META_KEYS = ['m1', 'm2', 'm3'] as const;
export const META_QUERY_LIMIT = 5;

const schema = {
  type: 'object',
  title: 'ランディングページ(外部リンク)',
  'x-title-en': 'Landing page (external link)',
  properties: {
    type: { const: 86 },
    landing_id: itemId('landing', 'ランディングページ', 'Landing page'),
    ...landingDateProperties,
    use_meta_query: flag01('検索キーで絞り込む', 'Filter by search keys'),
    meta_query: {
      type: 'array',
      maxItems: META_KEYS.length,
      title: '検索キー',
      'x-title-en': 'Search keys',
      items: {
        type: 'object',
        title: '検索キー',
        'x-title-en': 'Search key',
        properties: {
          key: {
            type: 'string',
            title: 'キー',
            'x-title-en': 'Key',
            oneOf: [
              { const: 'm1', title: 'm1', 'x-title-en': 'm1' },
              { const: 'm2', title: 'm2', 'x-title-en': 'm2' },
              { const: 'm3', title: 'm3', 'x-title-en': 'm3' },
            ],
          },
          queries: {
            type: 'array',
            maxItems: META_QUERY_LIMIT,
            items: { type: 'string', minLength: 1, pattern: NON_BLANK, maxLength: 255 },
            title: '検索値',
            'x-title-en': 'Queries',
          },
        },
        required: ['key', 'queries'],
        additionalProperties: false,
      },
    },
  },
  required: ['type', 'landing_id'],
  additionalProperties: false,
  allOf: [
    ...landingDateConditions,
    {
      if: { properties: { use_meta_query: { const: 1 } }, required: ['use_meta_query'] },
      then: { required: ['meta_query'] },
    },
  ],
} as const satisfies BlockSchema;

interface KeysData extends LandingDates {
  landing_id?: number;
}

/** The date panel applies once a landing page is chosen. */
const datesEnabled = (d: KeysData) => d.landing_id !== undefined;

/** The three empty key lists the toggle creates. @example emptyMetaQuery()[0] // { key: 'm1', queries: [] } */
export const emptyMetaQuery = () => META_KEYS.map((key) => ({ key, queries: [] as string[] }));

/** Landing with search keys (86): a visit of the page, in the period when one is set, carrying the keys asked. */
const landingKeysMeaning: ConditionMeaning = {
  type: 86,
  evaluate(d, friend) {
    const page = intOf(d, 'landing_id');
    const period = landingRange(d);
    const keys = keyTests(d);
    if (page === undefined || !period || !keys) return 'unknown';
    return friend.landings.some(
      (v) =>
        v.landing_id === page &&
        (!period.range || inRange(v.at, period.range)) &&
        keys.every((k) => k.queries.includes(v[k.key])),
    );
  },
  compile(d, ctx) {
    const page = intOf(d, 'landing_id');
    const period = landingRange(d);
    const keys = keyTests(d);
    if (page === undefined || !period || !keys) return 'unknown';
    const { eb } = ctx;
    let rows = eb
      .selectFrom('friend_landings')
      .select('friend_landings.friend_id')
      .whereRef('friend_landings.friend_id', '=', 'f.id')
      .where('friend_landings.landing_id', '=', page);
    const { range } = period;
    if (range?.from !== undefined) rows = rows.where('friend_landings.at', '>=', range.from);
    if (range?.until !== undefined) rows = rows.where('friend_landings.at', '<', range.until);
    for (const k of keys) rows = rows.where(`friend_landings.${k.key}`, 'in', k.queries);
    return eb.exists(rows);
  },
};

/**
 * A landing page's visit with search keys (86) as JSON Logic: some visit of the page (`landing_id` ===), within
 * the period (landing-json-logic.ts), whose key m1, m2 or m3 is one of its chosen texts (`{"in":[{"var":"m1"},
 * [texts]]}`). With keys, the import gives back the editor's list of all three keys (emptyMetaQuery), those
 * without a test empty: a list saved otherwise travels as it is.
 */
const landingKeysJsonLogic = readBack(
  (d) => {
    const page = intOf(d, 'landing_id');
    const period = landingRange(d);
    const keys = keyTests(d);
    if (page === undefined || !period || !keys) return undefined;
    return someRowLogic('landings', [
      factLogic({ op: '===', fact: 'landing_id', value: page }),
      ...visitTests(period.range).map(factLogic),
      ...keys.map((k): JsonLogic => ({ in: [{ var: k.key }, k.queries] })),
    ]);
  },
  (logic) => {
    const row = someRowOf(logic, 'landings');
    const landing_id = row && testValue(row.tests, 'landing_id', '===');
    if (!row?.exists || typeof landing_id !== 'number') return undefined;
    const chosen = new Map<string, JsonLogic>();
    for (const rule of row.rules) {
      const read = operation(rule);
      const key = read?.op === 'in' ? varName(read.args[0]) : undefined;
      if (key && Array.isArray(read?.args[1])) chosen.set(key, read.args[1]);
    }
    const dates = landingDatesOf(row.tests);
    if (chosen.size === 0) return { type: 86, landing_id, ...dates, use_meta_query: 0 };
    const meta_query = emptyMetaQuery().map(({ key, queries }) => ({
      key,
      queries: chosen.get(key) ?? queries,
    }));
    return { type: 86, landing_id, ...dates, use_meta_query: 1, meta_query };
  },
);

/**
 * Landing page with search keys (condition 86, ability user-landing-detail-query; spec 001 §3, §4, §5): visits
 * of one landing page through its external link, optionally within dates and by the link's search keys m1–m3
 * (at most 5 values each).
 */
export const landingKeysCondition = definePlugin({
  kind: 'condition',
  type: 86,
  key: 'landing-keys',
  label: { ja: 'ランディングページ(外部リンク)', en: 'Landing page (external link)' },
  description: {
    ja: '外部リンク経由のランディングページ訪問を検索キーで絞り込みます',
    en: 'Filters landing-page visits through an external link, by search keys',
  },
  multiplicity: 'multiple',
  ability: 'user-landing-detail-query',
  listed: true,
  menuOrder: 140,
  version: 1,
  migrations: {},
  schema,
  // The landing page is left for the operator to choose ('required' until then).
  defaults: () =>
    ({ type: 86 as const, use_date: 0 as const, use_meta_query: 0 as const }) as {
      type: 86;
      use_date: 0;
      use_meta_query: 0;
      landing_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.landing_id === undefined) return 'No landing page chosen';
      const keys =
        d.use_meta_query === 1
          ? (d.meta_query ?? [])
              .filter((entry) => entry.queries.length > 0)
              .map(
                (entry) =>
                  `${entry.key}: ${plainList(
                    entry.queries.map((query) => truncateWidth(query)),
                    'en',
                  )}`,
              )
          : [];
      const filter = keys.length ? ` (search keys ${keys.join(' / ')})` : '';
      return `Visited landing page ${quotedItem(ctx, 'landing', d.landing_id)}${filter}${landingDateSummary(d, 'en')}`;
    }
    if (d.landing_id === undefined) return 'ランディングページ未選択';
    const keys =
      d.use_meta_query === 1
        ? (d.meta_query ?? [])
            .filter((entry) => entry.queries.length > 0)
            .map((entry) => `${entry.key}: ${plainList(entry.queries.map((query) => truncateWidth(query)))}`)
        : [];
    const filter = keys.length ? `(検索キー ${keys.join(' / ')})` : '';
    return `ランディングページ${quotedItem(ctx, 'landing', d.landing_id)}を訪問${filter}${landingDateSummary(d)}`;
  },
  rules: [
    ...landingDateRules<KeysData>(datesEnabled),
    {
      code: 'landing_key_duplicate',
      violated: (d) =>
        (d.meta_query ?? []).flatMap((entry, index, all) =>
          all.findIndex((other) => other.key === entry.key) < index
            ? [{ path: `/meta_query/${index}/key` }]
            : [],
        ),
    },
    {
      code: 'action_required',
      path: '/meta_query',
      violated: (d) =>
        d.use_meta_query === 1 && (d.meta_query ?? []).every((entry) => entry.queries.length === 0)
          ? [{ params: { field: '検索値' } }]
          : false,
    },
  ],
  messages: {
    ...landingDateMessages,
    landing_key_duplicate: {
      ja: '同じ検索キーは1回だけ指定できます',
      en: 'Each search key can be given once',
    },
  },
  changes: [
    {
      on: ['landing_id'],
      description: {
        ja: 'ランディングページが未選択のときは日時の指定を「指定しない」に戻します',
        en: 'With no landing page the date filter is reset to mode 0',
      },
      apply(draft) {
        if (!datesEnabled(draft)) resetLandingDates(draft);
      },
    },
    ...landingDateChanges(),
    {
      on: ['use_meta_query'],
      description: {
        ja: '検索キーで絞り込むと空のキー(m1, m2, m3)を3つ作り、やめると消します',
        en: 'Turning search keys on creates three empty key lists (m1, m2, m3); turning them off removes them',
      },
      apply(draft) {
        if (draft.use_meta_query === 1) draft.meta_query ??= emptyMetaQuery();
        else delete draft.meta_query;
      },
    },
  ],
  ui: {
    order: [
      'landing_id',
      'use_date',
      'date_from',
      'time_from',
      'date_to',
      'time_to',
      'use_meta_query',
      'meta_query',
    ],
    // The date mode stays in sight, disabled while it cannot apply (spec 001 §4); the change rule resets it.
    inputs: { use_date: (d) => ({ disabled: !datesEnabled(d) }) },
    visibleWhen: {
      date_from: (d) => datesEnabled(d) && (d.use_date ?? 0) > 0,
      date_to: (d) => datesEnabled(d) && (d.use_date ?? 0) > 0,
    },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? landingKeysMeaning : undefined,
    jsonLogic: landingKeysJsonLogic,
  },
  examples: {
    valid: [
      { type: 86, landing_id: 1, use_date: 0, use_meta_query: 0 },
      {
        type: 86,
        landing_id: 1,
        use_date: 1,
        date_from: '2026/04/01',
        use_meta_query: 1,
        meta_query: [
          { key: 'm1', queries: ['spring', 'sale'] },
          { key: 'm2', queries: [] },
          { key: 'm3', queries: [] },
        ],
      },
    ],
    invalid: [
      { data: { type: 86, use_date: 0 }, expect: 'action_required', path: '/landing_id' },
      { data: { type: 86, landing_id: 1, use_meta_query: 1 }, expect: 'required', path: '/meta_query' },
      {
        data: {
          type: 86,
          landing_id: 1,
          use_meta_query: 1,
          meta_query: [{ key: 'm1', queries: ['1', '2', '3', '4', '5', '6'] }],
        },
        expect: 'maxItems',
        path: '/meta_query/0/queries',
      },
      {
        data: { type: 86, landing_id: 1, use_meta_query: 1, meta_query: [{ key: 'm4', queries: ['a'] }] },
        expect: 'enum',
        path: '/meta_query/0/key',
      },
      {
        data: {
          type: 86,
          landing_id: 1,
          use_meta_query: 1,
          meta_query: [
            { key: 'm1', queries: ['a'] },
            { key: 'm1', queries: ['b'] },
          ],
        },
        expect: 'landing_key_duplicate',
        path: '/meta_query/1/key',
      },
      {
        data: { type: 86, landing_id: 1, use_meta_query: 1, meta_query: [{ key: 'm1', queries: [] }] },
        expect: 'action_required',
        path: '/meta_query',
      },
    ],
  },
});

/**
 * The keys a visit must carry: with use_meta_query 1, each entry with queries asks its key (m1, m2, m3) to equal
 * one of them; the same visit must satisfy every entry. Undefined (unknown) for a key that is not m1–m3.
 */
function keyTests(d: ConditionData): { key: (typeof META_KEYS)[number]; queries: string[] }[] | undefined {
  if (intOf(d, 'use_meta_query') !== 1) return [];
  const entries = Array.isArray(d.meta_query) ? (d.meta_query as unknown[]) : undefined;
  if (!entries) return undefined;
  const tests: { key: (typeof META_KEYS)[number]; queries: string[] }[] = [];
  for (const entry of entries) {
    const { key, queries } = (entry ?? {}) as { key?: unknown; queries?: unknown };
    if (!META_KEYS.includes(key as never) || !Array.isArray(queries)) return undefined;
    const texts = queries.filter((q): q is string => typeof q === 'string');
    if (texts.length) tests.push({ key: key as (typeof META_KEYS)[number], queries: texts });
  }
  return tests;
}
