import { type BlockSchema, definePlugin, truncateWidth } from '../../../engine/core/index.ts';
import {
  isNumericMatch,
  MATCH,
  matchPhrase,
  needsQuery,
  QUERY_BY_MATCH,
  queryChanges,
  queryConditions,
  queryField,
  queryMessages,
  queryRules,
} from '../../shared/conditions/match.ts';
import {
  type ConditionData,
  type ConditionMeaning,
  containsSql,
  type IdRange,
  intOf,
  textOf,
} from '../../shared/conditions/meaning.ts';
import { quotedItem, quoteText } from '../../shared/conditions/summary.ts';
import {
  clearVarDates,
  varDateChanges,
  varDateConditions,
  varDateProperties,
  varDateSummary,
  varDateSummaryEn,
  varDateVisibility,
} from '../../shared/conditions/var-date.ts';
import { VAR_DATE_WIDGETS, varDateInputs } from '../../shared/conditions/var-date-inputs.ts';
import { japanDay, periodWindow, todayParts } from '../../shared/conditions/var-date-meaning.ts';
import { varDateMessages, varDateRules } from '../../shared/conditions/var-date-rules.ts';
import { itemId } from '../../shared/time.ts';
import {
  defaultVarMatch,
  VAR_FIELD_TYPES,
  varFieldType,
  varItemMessages,
  varItemRules,
  varMatchOptions,
} from './rules.ts';

export {
  choiceValues,
  defaultVarMatch,
  VAR_FIELD_TYPES,
  varFieldType,
  varMatchCodes,
  varMatchOptions,
} from './rules.ts';

import { queryWidgets } from '../../shared/conditions/query/index.ts';
import { varJsonLogic } from './json-logic.ts';
import { isoDay, queryNumber } from './values.ts';

const schema = {
  type: 'object',
  title: '友だち情報',
  'x-title-en': 'Friend info',
  properties: {
    type: { const: 75 },
    var_id: itemId('varia', '友だち情報', 'Friend-info field'),
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      oneOf: [
        MATCH.exact,
        MATCH.partial,
        MATCH.exactExclude,
        MATCH.partialExclude,
        MATCH.any,
        MATCH.none,
        MATCH.gte,
        MATCH.gt,
        MATCH.lte,
        MATCH.lt,
        MATCH.ymd,
        MATCH.elapsed,
        MATCH.remaining,
      ],
      default: 0,
    },
    query: {
      ...queryField('検索する値', 'Value'),
      description: '数値の条件(10〜13)でも文字列で保存します',
      'x-description-en': 'Saved as a string, numeric modes (10–13) included',
      // A choice-type field is searched by one of its choices (any-of 0, none-of 4): a select of them.
      'x-query': {
        ...QUERY_BY_MATCH,
        choices: { field: 'var_id', item: 'varia', itemType: VAR_FIELD_TYPES.choice, modes: [0, 4] },
      },
    },
    ...varDateProperties,
  },
  required: ['type', 'var_id', 'match'],
  additionalProperties: false,
  allOf: [...queryConditions, ...varDateConditions],
} as const satisfies BlockSchema;

/** Friend info (75): see varTest. */
const varMeaning: ConditionMeaning = {
  type: 75,
  evaluate(d, friend, ctx) {
    const t = varTest(d, ctx.now);
    if (!t) return 'unknown';
    const row = friend.values.find((v) => v.item_id === t.field);
    const value = row?.value;
    switch (t.match) {
      case 0:
        return value === t.query;
      case 4:
        return value !== t.query;
      case 1:
        return value?.includes(t.query) === true;
      case 5:
        return value?.includes(t.query) !== true;
      case 3:
        return value !== undefined && value !== '';
      case 2:
        return value === undefined || value === '';
    }
    if (t.window) {
      const date = row?.date;
      return !!date && date >= t.window.from && date < t.window.before;
    }
    if (t.dates) {
      const date = row?.date;
      if (!date) return false;
      const { range, parts } = t.dates;
      if (range) return date >= range.from && date <= range.to;
      return parts.every((p) => date.slice(p.start - 1, p.start - 1 + p.length) === p.text);
    }
    const num = row?.num;
    if (num === null || num === undefined || t.number === undefined) return false;
    if (t.match === 10) return num >= t.number;
    if (t.match === 11) return num > t.number;
    if (t.match === 12) return num <= t.number;
    return num < t.number;
  },
  compile(d, ctx) {
    const t = varTest(d, ctx.now);
    if (!t) return 'unknown';
    const { eb } = ctx;
    const row = eb
      .selectFrom('friend_values')
      .select('friend_values.friend_id')
      .whereRef('friend_values.friend_id', '=', 'f.id')
      .where('friend_values.item_id', '=', t.field);
    switch (t.match) {
      case 0:
        return eb.exists(row.where('friend_values.value', '=', t.query));
      case 4:
        return eb.not(eb.exists(row.where('friend_values.value', '=', t.query)));
      case 1:
        return eb.exists(row.where((inner) => containsSql(ctx, inner.ref('friend_values.value'), t.query)));
      case 5:
        return eb.not(
          eb.exists(row.where((inner) => containsSql(ctx, inner.ref('friend_values.value'), t.query))),
        );
      case 3:
        return eb.exists(row.where('friend_values.value', '<>', ''));
      case 2:
        return eb.not(eb.exists(row.where('friend_values.value', '<>', '')));
    }
    // A number or a date is read from friend_values_by_friend (friend, item, num, date; migration 012) without
    // the value row. SQLite would take the primary key for `item_id = ?` and read the row for every friend; the
    // item compared as `item_id + 0` leaves both indexes the friend alone and it takes the covering one.
    const numbered = eb
      .selectFrom('friend_values')
      .select('friend_values.friend_id')
      .whereRef('friend_values.friend_id', '=', 'f.id')
      .where((inner) =>
        inner(
          ctx.dialect === 'sqlite'
            ? inner('friend_values.item_id', '+', 0)
            : inner.ref('friend_values.item_id'),
          '=',
          t.field,
        ),
      );
    if (t.window) {
      const { from, before } = t.window;
      return eb.exists(
        numbered
          .where('friend_values.date', 'is not', null)
          .where('friend_values.date', '>=', from)
          .where('friend_values.date', '<', before),
      );
    }
    if (t.dates) {
      const { range, parts } = t.dates;
      const dated = numbered.where('friend_values.date', 'is not', null);
      if (range)
        return eb.exists(
          dated.where('friend_values.date', '>=', range.from).where('friend_values.date', '<=', range.to),
        );
      return eb.exists(
        dated.where((inner) =>
          inner.and(
            parts.map((p) =>
              inner(
                inner.fn('substr', [
                  inner.ref('friend_values.date'),
                  inner.lit(p.start),
                  inner.lit(p.length),
                ]),
                '=',
                p.text,
              ),
            ),
          ),
        ),
      );
    }
    const operator = NUMERIC_OPERATORS[t.match as keyof typeof NUMERIC_OPERATORS];
    // PostgreSQL's count table holds the friend's numbers by item; a missing one compares as NULL (no match).
    if (ctx.facts)
      return eb(
        eb.cast(eb.ref('f.nums', '->>').key(String(t.field)), 'double precision'),
        operator,
        t.number as number,
      );
    return eb.exists(numbered.where('friend_values.num', operator, t.number as number));
  },
  compileAsSet(d, ctx) {
    const t = varTest(d, ctx.now);
    if (!t) return undefined;
    const { eb } = ctx;
    // The friends with a matching value row, read from the field's text, number or date index.
    // In a count's part (ctx.ids), only that id range's values: a filter, not a seek (the indexes lead with the
    // item, then the value), so each part reads the field's matching entries but builds only its share of the set.
    const { ids } = ctx;
    const values = eb
      .selectFrom('friend_values')
      .select('friend_values.friend_id')
      .where('friend_values.item_id', '=', t.field)
      .$if(ids !== undefined, (q) =>
        q
          .where('friend_values.friend_id', '>=', (ids as IdRange).from)
          .where('friend_values.friend_id', '<=', (ids as IdRange).to),
      );
    if (t.match === 0) return eb('f.id', 'in', values.where('friend_values.value', '=', t.query));
    if (t.match === 3) return eb('f.id', 'in', values.where('friend_values.value', '<>', ''));
    if (t.window)
      return eb(
        'f.id',
        'in',
        values
          .where('friend_values.date', 'is not', null)
          .where('friend_values.date', '>=', t.window.from)
          .where('friend_values.date', '<', t.window.before),
      );
    const range = t.dates?.range;
    if (range)
      return eb(
        'f.id',
        'in',
        values
          .where('friend_values.date', 'is not', null)
          .where('friend_values.date', '>=', range.from)
          .where('friend_values.date', '<=', range.to),
      );
    if (t.number !== undefined && t.match in NUMERIC_OPERATORS) {
      const operator = NUMERIC_OPERATORS[t.match as keyof typeof NUMERIC_OPERATORS];
      return eb('f.id', 'in', values.where('friend_values.num', operator, t.number));
    }
    return undefined;
  },
};

/**
 * Friend info (condition 75; spec 001 §3, §4, §5, §9): a friend-info field compared by text (0–5), number
 * (10–13) or date (20 by y/m/d, 30 elapsed, 31 remaining). Which modes a field offers and the mode it starts
 * with depend on its type (the item's `type` through the context); query values are saved as strings.
 */
export const varCondition = definePlugin({
  kind: 'condition',
  type: 75,
  key: 'var',
  label: { ja: '友だち情報', en: 'Friend info' },
  description: { ja: '友だち情報の値で絞り込みます', en: 'Filters friends by a friend-info value' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 80,
  initial: true,
  version: 1,
  migrations: {},
  schema,
  // var_id is left for the operator to choose ('required' until then); choosing it sets the match.
  defaults: () => ({ type: 75 as const, match: 0 as const }) as { type: 75; match: 0; var_id: number },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.var_id === undefined) return 'No friend-info field chosen';
      const field = `Friend info ${quotedItem(ctx, 'varia', d.var_id)}`;
      if (d.match >= 20) return `${field}${varDateSummaryEn(d)}`;
      if (needsQuery(d.match) && !d.query) return `${field}: no value entered`;
      const query = isNumericMatch(d.match) ? truncateWidth(d.query ?? '') : quoteText(d.query ?? '', 'en');
      if (varFieldType(ctx, d.var_id) === VAR_FIELD_TYPES.choice && (d.match === 0 || d.match === 4))
        return `${field}: ${query} ${d.match === 0 ? 'chosen' : 'not chosen'}`;
      return `${field} ${matchPhrase(d.match, query, 'en')}`;
    }
    if (d.var_id === undefined) return '友だち情報未選択';
    const name = `友だち情報${quotedItem(ctx, 'varia', d.var_id)}`;
    if (d.match >= 20) return `${name}${varDateSummary(d)}`;
    if (needsQuery(d.match) && !d.query) return `${name}(値未入力)`;
    const value = isNumericMatch(d.match) ? truncateWidth(d.query ?? '') : quoteText(d.query ?? '');
    if (varFieldType(ctx, d.var_id) === VAR_FIELD_TYPES.choice && (d.match === 0 || d.match === 4))
      return `${name}で${value}${d.match === 0 ? 'を選択している' : 'を選択していない'}`;
    return `${name}が${matchPhrase(d.match, value)}`;
  },
  rules: [...varItemRules, ...queryRules(), ...varDateRules()],
  messages: { ...varItemMessages, ...queryMessages, ...varDateMessages },
  changes: [
    {
      on: ['var_id'],
      description: {
        ja: '友だち情報を変えると条件を項目の種類の初期値(画像・ファイル・日付は「登録あり」、その他は「と一致する」)に戻し、検索する値と日付を消します',
        en: 'Changing the field resets match (3 for images, files and dates, else 0) and clears the query and the dates',
      },
      apply(draft, _prev, ctx) {
        draft.match = defaultVarMatch(varFieldType(ctx, draft.var_id));
        delete draft.query;
        clearVarDates(draft);
      },
    },
    ...queryChanges(),
    ...varDateChanges(),
  ],
  ui: {
    order: ['var_id', 'match', 'query', 'use_current_date', 'search_type', 'range_search'],
    visibleWhen: varDateVisibility,
    // Date parts are selects of the calendar's lists (year ±100, month lengths, bounded by the other end);
    // periods are bounded by their scale; the last day select shows the date preview.
    widgets: VAR_DATE_WIDGETS,
    // The match select offers the modes of the chosen item's type (spec 001 §9): no text modes for a date.
    inputs: {
      ...varDateInputs,
      match: (d, ctx) => ({ options: varMatchOptions(varFieldType(ctx, d.var_id)) }),
    },
  },
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? varMeaning : undefined,
    jsonLogic: varJsonLogic,
  },
  examples: {
    valid: [
      { type: 75, var_id: 3, match: 0, query: 'ゴールド' },
      { type: 75, var_id: 4, match: 10, query: '100' },
      { type: 75, var_id: 6, match: 3 },
      { type: 75, var_id: 5, match: 20, year_from: 2026, month_from: 4, day_from: 1 },
      {
        type: 75,
        var_id: 5,
        match: 20,
        range_search: 1,
        month_from: 4,
        day_from: 1,
        month_to: 4,
        day_to: 30,
      },
      { type: 75, var_id: 5, match: 20, use_current_date: 1, search_type: 2 },
      { type: 75, var_id: 5, match: 30, elapsed_period_from: 3, elapsed_period_scale: 'month' },
      {
        type: 75,
        var_id: 5,
        match: 31,
        range_search: 1,
        remaining_period_from: 1,
        remaining_period_to: 7,
        remaining_period_scale: 'day',
        use_search_base: 1,
        search_base_year: 2026,
        search_base_month: 4,
        search_base_day: 1,
      },
    ],
    invalid: [
      { data: { type: 75, match: 0, query: 'a' }, expect: 'action_required', path: '/var_id' },
      { data: { type: 75, var_id: 3, match: 0 }, expect: 'required', path: '/query' },
      { data: { type: 75, var_id: 3, match: 1, query: '' }, expect: 'required', path: '/query' },
      {
        data: { type: 75, var_id: 4, match: 10, query: 'abc' },
        expect: 'condition_query_not_number',
        path: '/query',
      },
      { data: { type: 75, var_id: 4, match: 10, query: 5 }, expect: 'type', path: '/query' },
      { data: { type: 75, var_id: 3, match: 6 }, expect: 'enum', path: '/match' },
      {
        data: { type: 75, var_id: 5, match: 30, elapsed_period_from: 101, elapsed_period_scale: 'year' },
        expect: 'condition_value_out_of_range',
        path: '/elapsed_period_from',
      },
      {
        data: { type: 75, var_id: 5, match: 30, elapsed_period_from: 1.5, elapsed_period_scale: 'day' },
        expect: 'condition_value_invalid',
        path: '/elapsed_period_from',
      },
      {
        data: {
          type: 75,
          var_id: 5,
          match: 31,
          range_search: 1,
          remaining_period_from: 9,
          remaining_period_to: 3,
          remaining_period_scale: 'day',
        },
        expect: 'condition_range_invalid',
        path: '/remaining_period_from',
      },
      {
        data: {
          type: 75,
          var_id: 5,
          match: 30,
          elapsed_period_from: 3,
          elapsed_period_scale: 'day',
          use_search_base: 1,
        },
        expect: 'search_base_required',
        path: '/search_base_year',
      },
      {
        data: { type: 75, var_id: 5, match: 20, year_from: 2026, day_from: 1 },
        expect: 'condition_date_input_error',
        path: '/month_from',
      },
      {
        data: { type: 75, var_id: 5, match: 20, use_current_date: 1 },
        expect: 'action_required',
        path: '/search_type',
      },
    ],
  },
});

const NUMERIC_OPERATORS = { 10: '>=', 11: '>', 12: '<=', 13: '<' } as const;

/**
 * The date mode 20 by explicit parts (not relative to today): without range_search, each given part (year,
 * month, day) must equal the value's (a birthday month: month alone); with range_search, the value between two
 * whole days, both ends included. Anything else (relative to today, partial range ends, unreal days) is unknown.
 */
function datePartsTest(d: ConditionData, now: Date) {
  if (intOf(d, 'use_current_date') === 1) {
    const parts = todayParts(intOf(d, 'search_type'), japanDay(now));
    return parts ? { range: undefined, parts } : undefined;
  }
  if (intOf(d, 'range_search') === 1) {
    const from = isoDay(intOf(d, 'year_from'), intOf(d, 'month_from'), intOf(d, 'day_from'));
    const to = isoDay(intOf(d, 'year_to'), intOf(d, 'month_to'), intOf(d, 'day_to'));
    return from && to ? { range: { from, to }, parts: [] } : undefined;
  }
  const parts: { start: number; length: number; text: string }[] = [];
  const add = (key: string, start: number, length: number, max: number) => {
    const value = intOf(d, key);
    if (value === undefined) return true;
    if (value < 1 || value > max) return false;
    parts.push({ start, length, text: String(value).padStart(length, '0') });
    return true;
  };
  if (!add('year_from', 1, 4, 9999) || !add('month_from', 6, 2, 12) || !add('day_from', 9, 2, 31))
    return undefined;
  return parts.length ? { range: undefined, parts } : undefined;
}

/**
 * What a friend-info condition asks of the field's value row: text 0 exact (a choice field's any-of: the value
 * is the choice id), 1 contains, 4 / 5 their negations (a friend without a value matches them), 3 a non-empty
 * value, 2 none or an empty one; 10–13 the number compared (a friend without a number does not match); 20 by
 * date parts or relative to today (datePartsTest), 30 / 31 a window of days elapsed or remaining
 * (periodWindow): docs/decisions/funnel-evaluation.md.
 */
function varTest(d: ConditionData, now: Date) {
  const field = intOf(d, 'var_id');
  const match = intOf(d, 'match');
  const query = textOf(d, 'query');
  if (field === undefined || match === undefined) return undefined;
  if (match === 2 || match === 3) return { field, match, query: '', number: undefined };
  if ([0, 1, 4, 5].includes(match))
    return query === undefined ? undefined : { field, match, query, number: undefined };
  if (match in NUMERIC_OPERATORS) {
    const number = queryNumber(query);
    return number === undefined ? undefined : { field, match, query: '', number, dates: undefined };
  }
  if (match === 20) {
    const dates = datePartsTest(d, now);
    return dates ? { field, match, query: '', number: undefined, dates } : undefined;
  }
  if (match === 30 || match === 31) {
    const window = periodWindow(d, japanDay(now));
    return window ? { field, match, query: '', number: undefined, window } : undefined;
  }
  return undefined;
}
