import { describe, expect, it } from 'vitest';
import {
  createBlock,
  createContext,
  enumChoices,
  loadBlock,
  requiredFields,
  updateData,
  visibleFields,
} from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { MATCHES_WITH_QUERY, QUERY_BY_MATCH, queryInputKind } from '../../shared/conditions/match.ts';
import { periodFromMax } from '../../shared/conditions/var-date-rules.ts';
import { defaultVarMatch, varCondition, varMatchCodes, varMatchOptions } from './index.ts';

/** Condition 75, friend info (spec 001 §3, §4, §5, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext({ ...demoContextInput, now: () => new Date(2026, 3, 15) });

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);
const summary = (data: Record<string, unknown>) => varCondition.summary(data as never, ctx);

/** Demo friend-info items: 3 text, 4 number, 5 date, 6 image, 7 PDF, 8 and 12 choice, 9 long text. */
const text = { type: 75, var_id: 3, match: 0, query: 'ゴールド' };
const date = { type: 75, var_id: 5, match: 20 };

describe('condition 75 var: match codes by field type (spec 001 §5, §9)', () => {
  it('accepts exactly 0–5, 10–13 and the date modes 20, 30, 31', () => {
    const codes = enumChoices(varCondition.schema.properties.match as never)?.map((choice) => choice.value);
    expect([...(codes ?? [])].sort((a, b) => Number(a) - Number(b))).toEqual([
      0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 20, 30, 31,
    ]);
    expect(validate({ ...text, match: 6 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
    expect(validate({ ...text, match: 14 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
  });

  it('offers per field type: image/file 3, 2; date 3, 2, 20, 30, 31; choice 0, 4, 3, 2; number all; text 0–5', () => {
    expect(varMatchCodes(10)).toEqual([3, 2]);
    expect(varMatchCodes(13)).toEqual([3, 2]);
    expect(varMatchCodes(30)).toEqual([3, 2, 20, 30, 31]);
    expect(varMatchCodes(20)).toEqual([0, 4, 3, 2]);
    expect(varMatchCodes(1)).toEqual([0, 1, 4, 5, 3, 2, 10, 11, 12, 13]);
    expect(varMatchCodes(0)).toEqual([0, 1, 4, 5, 3, 2]);
    expect(varMatchCodes(2)).toEqual([0, 1, 4, 5, 3, 2]);
  });

  it('labels the choice modes any-of and none-of for choice items; other modes keep the schema labels', () => {
    expect(varMatchOptions(20)).toEqual([
      { value: 0, label: 'を選択している' },
      { value: 4, label: 'を選択していない' },
      3,
      2,
    ]);
    expect(varMatchOptions(10)).toEqual([3, 2]);
  });

  it('refuses a mode the item type does not offer', () => {
    const message = 'この友だち情報ではこの条件は選べません';
    expect(validate({ type: 75, var_id: 6, match: 0, query: 'a' })).toEqual([
      issue('/match', 'var_match_not_for_type', message),
    ]);
    expect(validate({ type: 75, var_id: 3, match: 10, query: '1' })).toEqual([
      issue('/match', 'var_match_not_for_type', message),
    ]);
    expect(
      validate({ type: 75, var_id: 3, match: 30, elapsed_period_from: 1, elapsed_period_scale: 'day' }),
    ).toEqual([issue('/match', 'var_match_not_for_type', message)]);
    expect(validate({ type: 75, var_id: 6, match: 3 })).toEqual([]);
    expect(validate({ type: 75, var_id: 4, match: 10, query: '5' })).toEqual([]);
  });

  it('allows every mode for an item the context does not know', () => {
    expect(validate({ type: 75, var_id: 50, match: 10, query: '5' })).toEqual([]);
    expect(validate({ type: 75, var_id: 50, match: 2 })).toEqual([]);
  });
});

describe('condition 75 var: the query (spec 001 §3, §5)', () => {
  it('shows a text input for 0, 1, 4, 5, a number input for 10–13, none for 2 and 3', () => {
    expect([0, 1, 4, 5].map(queryInputKind)).toEqual(['text', 'text', 'text', 'text']);
    expect([10, 11, 12, 13].map(queryInputKind)).toEqual(['number', 'number', 'number', 'number']);
    expect([2, 3, 20, 30, 31].map(queryInputKind)).toEqual(['none', 'none', 'none', 'none', 'none']);
  });

  it('agrees with what the page draws by: the query widget’s number modes and the schema’s if/then', () => {
    const codes = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 20, 30, 31];
    const kinds = (kind: string) => codes.filter((code) => queryInputKind(code) === kind);
    expect([...QUERY_BY_MATCH.numberModes]).toEqual(kinds('number'));
    expect([...MATCHES_WITH_QUERY]).toEqual(codes.filter((code) => queryInputKind(code) !== 'none'));
  });

  it('draws the query only for the modes with an input', () => {
    for (const match of [0, 1, 4, 5, 10, 11, 12, 13]) {
      expect(visibleFields(varCondition.schema, { type: 75, var_id: 4, match })).toContain('query');
      expect(requiredFields(varCondition.schema, { type: 75, var_id: 4, match }).has('query')).toBe(true);
    }
    for (const match of [2, 3, 20, 30, 31])
      expect(visibleFields(varCondition.schema, { type: 75, var_id: 4, match })).not.toContain('query');
  });

  it('requires the query for the modes with an input, missing or empty', () => {
    for (const match of [0, 1, 4, 5]) {
      expect(validate({ type: 75, var_id: 3, match })).toEqual([
        issue('/query', 'required', '検索する値を入力してください'),
      ]);
      expect(validate({ type: 75, var_id: 3, match, query: '' })).toEqual([
        issue('/query', 'required', '検索する値を入力してください'),
      ]);
    }
    expect(validate({ type: 75, var_id: 4, match: 12 })).toEqual([
      issue('/query', 'required', '検索する値を入力してください'),
    ]);
  });

  it('needs no query for 2 and 3', () => {
    expect(validate({ type: 75, var_id: 3, match: 2 })).toEqual([]);
    expect(validate({ type: 75, var_id: 3, match: 3, query: '' })).toEqual([]);
  });

  it('keeps query values as strings, numbers included', () => {
    expect(validate({ type: 75, var_id: 4, match: 10, query: '100' })).toEqual([]);
    expect(validate({ type: 75, var_id: 4, match: 10, query: '-1.5' })).toEqual([]);
    expect(validate({ type: 75, var_id: 4, match: 10, query: 100 })).toEqual([
      issue('/query', 'type', '検索する値の形式が正しくありません'),
    ]);
    expect(validate({ type: 75, var_id: 4, match: 11, query: '10円' })).toEqual([
      issue('/query', 'condition_query_not_number', '検索する値は数値で入力してください'),
    ]);
  });

  it('queries a choice of a choice item', () => {
    expect(validate({ type: 75, var_id: 12, match: 0, query: 'AB' })).toEqual([]);
    expect(validate({ type: 75, var_id: 12, match: 4, query: 'A' })).toEqual([]);
    expect(validate({ type: 75, var_id: 12, match: 0, query: 'C' })).toEqual([
      issue('/query', 'var_choice_unknown', '選択肢から選んでください'),
    ]);
    // Item 8 lists no choices in the context: nothing to check against.
    expect(validate({ type: 75, var_id: 8, match: 0, query: '赤' })).toEqual([]);
  });

  it('clears the query when match goes from a text mode to a numeric mode', () => {
    const numeric = { type: 75, var_id: 4, match: 0, query: 'abc' };
    expect(update(numeric, 'match', 10)).toEqual({ type: 75, var_id: 4, match: 10 });
    expect(update(numeric, 'match', 13)).toEqual({ type: 75, var_id: 4, match: 13 });
  });

  it('keeps the query between text modes and from a numeric mode back to a text mode', () => {
    expect(update({ type: 75, var_id: 4, match: 0, query: 'abc' }, 'match', 1)).toEqual({
      type: 75,
      var_id: 4,
      match: 1,
      query: 'abc',
    });
    expect(update({ type: 75, var_id: 4, match: 10, query: '5' }, 'match', 0)).toEqual({
      type: 75,
      var_id: 4,
      match: 0,
      query: '5',
    });
    expect(update({ type: 75, var_id: 4, match: 10, query: '5' }, 'match', 12)).toEqual({
      type: 75,
      var_id: 4,
      match: 12,
      query: '5',
    });
  });
});

describe('condition 75 var: changing the item (spec 001 §4)', () => {
  it('starts without an item; choosing one sets the match of its type', () => {
    const block = createBlock(registry, 'condition', 75, ctx, () => 'c1');
    expect(block.data).toEqual({ type: 75, match: 0 });
    expect(validate(block.data)).toEqual([
      issue('/query', 'required', '検索する値を入力してください'),
      issue('/var_id', 'action_required', '友だち情報を選択してください'),
    ]);
    expect(updateData(registry, block, ['var_id'], 5, ctx)).toEqual({ type: 75, var_id: 5, match: 3 });
  });

  it.each([
    [3, 0],
    [4, 0],
    [9, 0],
    [12, 0],
    [6, 3],
    [7, 3],
    [5, 3],
    [50, 0],
  ])('item %i starts at match %i, with query and dates cleared', (varId, match) => {
    const filled = { type: 75, var_id: 99, match: 11, query: '12', range_search: 1, year_from: 2026 };
    expect(update(filled, 'var_id', varId)).toEqual({ type: 75, var_id: varId, match });
  });

  it('defaults image (10) and file (13) to 3, date (30) to 3, the others to 0', () => {
    expect([10, 13, 30, 0, 1, 2, 20, undefined].map(defaultVarMatch)).toEqual([3, 3, 3, 0, 0, 0, 0, 0]);
  });
});

describe('condition 75 var: dates by year, month and day (match 20)', () => {
  it('accepts full dates, yearly and monthly dates, and ranges with the same parts', () => {
    expect(validate({ ...date, year_from: 2026, month_from: 4, day_from: 1 })).toEqual([]);
    expect(validate({ ...date, month_from: 4, day_from: 1 })).toEqual([]);
    expect(validate({ ...date, day_from: 25 })).toEqual([]);
    expect(validate({ ...date, year_from: 2026, month_from: 4 })).toEqual([]);
    expect(
      validate({ ...date, range_search: 1, month_from: 4, day_from: 1, month_to: 5, day_to: 31 }),
    ).toEqual([]);
  });

  it('asks for a date when no part is given', () => {
    expect(validate(date)).toEqual([issue('/year_from', 'action_required', '日付を選択してください')]);
  });

  it('refuses year and day without a month: 入力エラー', () => {
    expect(validate({ ...date, year_from: 2026, day_from: 1 })).toEqual([
      issue('/month_from', 'condition_date_input_error', '入力エラー'),
    ]);
  });

  it('refuses a day past the end of its month (30/31, February 29 without a year, computed with one)', () => {
    expect(validate({ ...date, month_from: 4, day_from: 31 })).toEqual([
      issue('/day_from', 'condition_date_input_error', '入力エラー'),
    ]);
    expect(validate({ ...date, month_from: 2, day_from: 29 })).toEqual([]);
    expect(validate({ ...date, year_from: 2028, month_from: 2, day_from: 29 })).toEqual([]);
    expect(validate({ ...date, year_from: 2026, month_from: 2, day_from: 29 })).toEqual([
      issue('/day_from', 'condition_date_input_error', '入力エラー'),
    ]);
  });

  it('refuses a year outside the current year ±100', () => {
    expect(validate({ ...date, year_from: 1926 })).toEqual([]);
    expect(validate({ ...date, year_from: 2126 })).toEqual([]);
    expect(validate({ ...date, year_from: 1925 })).toEqual([
      issue('/year_from', 'condition_date_input_error', '入力エラー'),
    ]);
    expect(validate({ ...date, year_from: 2127 })).toEqual([
      issue('/year_from', 'condition_date_input_error', '入力エラー'),
    ]);
  });

  it('in range mode needs the same parts filled in on both ends', () => {
    expect(validate({ ...date, range_search: 1, month_from: 4, day_from: 1, month_to: 5 })).toEqual([
      issue('/day_to', 'condition_date_input_error', '入力エラー'),
    ]);
    expect(validate({ ...date, range_search: 1, year_from: 2026, month_from: 4, month_to: 5 })).toEqual([
      issue('/year_to', 'condition_date_input_error', '入力エラー'),
    ]);
  });

  it('in range mode refuses a from after the to: 入力範囲が不正です。', () => {
    expect(
      validate({ ...date, range_search: 1, month_from: 5, day_from: 1, month_to: 4, day_to: 30 }),
    ).toEqual([issue('/year_from', 'condition_range_invalid', '入力範囲が不正です。')]);
    expect(
      validate({ ...date, range_search: 1, month_from: 4, day_from: 1, month_to: 4, day_to: 1 }),
    ).toEqual([]);
  });

  it('relative to today needs the comparison and no explicit date', () => {
    expect(validate({ ...date, use_current_date: 1, search_type: 2 })).toEqual([]);
    expect(validate({ ...date, use_current_date: 1 })).toEqual([
      issue('/search_type', 'action_required', '今日との比較を選択してください'),
    ]);
  });

  it('turning on use_current_date clears the range and the explicit dates', () => {
    const explicit = { ...date, range_search: 1, year_from: 2026, month_from: 4, year_to: 2026, month_to: 5 };
    expect(update(explicit, 'use_current_date', 1)).toEqual({ ...date, use_current_date: 1, search_type: 1 });
  });

  it('turning off use_current_date clears search_type', () => {
    expect(update({ ...date, use_current_date: 1, search_type: 3 }, 'use_current_date', 0)).toEqual({
      ...date,
      use_current_date: 0,
    });
  });

  it('turning on range clears the to fields', () => {
    const stale = { ...date, month_from: 4, month_to: 9, day_to: 3, elapsed_period_to: 5 };
    expect(update(stale, 'range_search', 1)).toEqual({ ...date, month_from: 4, range_search: 1 });
  });

  it('changing match clears all date fields', () => {
    const filled = {
      type: 75,
      var_id: 5,
      match: 20,
      use_current_date: 0,
      range_search: 1,
      year_from: 2026,
      month_from: 4,
      day_from: 1,
      year_to: 2026,
      month_to: 4,
      day_to: 30,
    };
    expect(update(filled, 'match', 3)).toEqual({ type: 75, var_id: 5, match: 3 });
    expect(update(filled, 'match', 30)).toEqual({
      type: 75,
      var_id: 5,
      match: 30,
      elapsed_period_scale: 'day',
    });
    expect(
      update(
        { type: 75, var_id: 5, match: 31, remaining_period_from: 3, remaining_period_scale: 'year' },
        'match',
        20,
      ),
    ).toEqual({ type: 75, var_id: 5, match: 20 });
  });
});

describe('condition 75 var: elapsed and remaining periods (match 30, 31)', () => {
  const elapsed = { type: 75, var_id: 5, match: 30, elapsed_period_scale: 'day' };
  const remaining = { type: 75, var_id: 5, match: 31, remaining_period_scale: 'day' };

  it('accepts 0..100 years and months and 0..9999 days', () => {
    for (const [scale, max] of [
      ['year', 100],
      ['month', 100],
      ['day', 9999],
    ] as const) {
      expect(validate({ ...elapsed, elapsed_period_scale: scale, elapsed_period_from: 0 })).toEqual([]);
      expect(validate({ ...elapsed, elapsed_period_scale: scale, elapsed_period_from: max })).toEqual([]);
      expect(validate({ ...remaining, remaining_period_scale: scale, remaining_period_from: max })).toEqual(
        [],
      );
    }
  });

  it('refuses more: 入力は0以上N以下である必要があります。', () => {
    expect(validate({ ...elapsed, elapsed_period_scale: 'year', elapsed_period_from: 101 })).toEqual([
      issue(
        '/elapsed_period_from',
        'condition_value_out_of_range',
        '入力は0以上100以下である必要があります。',
      ),
    ]);
    expect(validate({ ...remaining, remaining_period_scale: 'month', remaining_period_from: 101 })).toEqual([
      issue(
        '/remaining_period_from',
        'condition_value_out_of_range',
        '入力は0以上100以下である必要があります。',
      ),
    ]);
    expect(validate({ ...elapsed, elapsed_period_from: 10000 })).toEqual([
      issue(
        '/elapsed_period_from',
        'condition_value_out_of_range',
        '入力は0以上9999以下である必要があります。',
      ),
    ]);
    expect(
      validate({ ...elapsed, range_search: 1, elapsed_period_from: 1, elapsed_period_to: 10000 }),
    ).toEqual([
      issue(
        '/elapsed_period_to',
        'condition_value_out_of_range',
        '入力は0以上9999以下である必要があります。',
      ),
    ]);
  });

  it('refuses a fraction: 入力値が不正です。', () => {
    expect(validate({ ...elapsed, elapsed_period_from: 2.5 })).toEqual([
      issue('/elapsed_period_from', 'condition_value_invalid', '入力値が不正です。'),
    ]);
    expect(
      validate({ ...remaining, range_search: 1, remaining_period_from: 1, remaining_period_to: 1.5 }),
    ).toEqual([issue('/remaining_period_to', 'condition_value_invalid', '入力値が不正です。')]);
  });

  it('refuses a negative value (schema minimum)', () => {
    expect(validate({ ...elapsed, elapsed_period_from: -1 })).toEqual([
      issue('/elapsed_period_from', 'minimum', '経過期間は0以上で入力してください'),
    ]);
  });

  it('caps from by to in range mode: 入力範囲が不正です。', () => {
    expect(validate({ ...elapsed, range_search: 1, elapsed_period_from: 8, elapsed_period_to: 3 })).toEqual([
      issue('/elapsed_period_from', 'condition_range_invalid', '入力範囲が不正です。'),
    ]);
    expect(validate({ ...elapsed, range_search: 1, elapsed_period_from: 3, elapsed_period_to: 3 })).toEqual(
      [],
    );
    // Outside range mode there is no to end to cap by.
    expect(validate({ ...elapsed, elapsed_period_from: 8, elapsed_period_to: 3 })).toEqual([]);
    expect(periodFromMax(30, 'day', true)).toBe(30);
    expect(periodFromMax(300, 'year', true)).toBe(100);
    expect(periodFromMax(30, 'day', false)).toBe(9999);
    expect(periodFromMax(undefined, 'month', true)).toBe(100);
  });

  it('needs the from value and the scale, and the to value in range mode', () => {
    expect(validate({ type: 75, var_id: 5, match: 30 })).toEqual([
      issue('/elapsed_period_from', 'required', '経過期間を入力してください'),
      issue('/elapsed_period_scale', 'action_required', '経過期間の単位を選択してください'),
    ]);
    expect(validate({ ...remaining, range_search: 1, remaining_period_from: 1 })).toEqual([
      issue('/remaining_period_to', 'required', '残り期間(終了)を入力してください'),
    ]);
  });

  it('asks for the base date when the option is on: 検索基準日を入力してください。', () => {
    const base = { ...elapsed, elapsed_period_from: 3, use_search_base: 1 };
    expect(validate(base)).toEqual([
      issue('/search_base_year', 'search_base_required', '検索基準日を入力してください。'),
    ]);
    expect(validate({ ...base, search_base_year: 2026, search_base_month: 4 })).toEqual([
      issue('/search_base_day', 'search_base_required', '検索基準日を入力してください。'),
    ]);
    expect(validate({ ...base, search_base_year: 2026, search_base_month: 4, search_base_day: 1 })).toEqual(
      [],
    );
  });

  it('refuses a base date that is no real day: 検索基準日が不正です。', () => {
    const base = { ...remaining, remaining_period_from: 3, use_search_base: 1, search_base_year: 2026 };
    for (const [month, day] of [
      [2, 29],
      [4, 31],
      [13, 1],
      [0, 10],
    ]) {
      expect(validate({ ...base, search_base_month: month, search_base_day: day })).toEqual([
        issue('/search_base_year', 'search_base_invalid', '検索基準日が不正です。'),
      ]);
    }
    expect(validate({ ...base, search_base_year: 1900, search_base_month: 1, search_base_day: 1 })).toEqual([
      issue('/search_base_year', 'search_base_invalid', '検索基準日が不正です。'),
    ]);
  });

  it('switching the base-date option off clears the base date', () => {
    const base = {
      ...elapsed,
      elapsed_period_from: 3,
      use_search_base: 1,
      search_base_year: 2026,
      search_base_month: 4,
      search_base_day: 1,
    };
    expect(update(base, 'use_search_base', 0)).toEqual({
      ...elapsed,
      elapsed_period_from: 3,
      use_search_base: 0,
    });
  });

  it('turning on range clears the to end of the period', () => {
    expect(update({ ...elapsed, elapsed_period_from: 3, elapsed_period_to: 9 }, 'range_search', 1)).toEqual({
      ...elapsed,
      elapsed_period_from: 3,
      range_search: 1,
    });
  });
});

describe('condition 75 var: which fields are drawn', () => {
  const visible = (data: Record<string, unknown>) =>
    Object.entries(varCondition.ui?.visibleWhen ?? {})
      .filter(([, predicate]) => predicate(data as never, ctx))
      .map(([field]) => field);

  it('draws the explicit date fields for match 20, the to fields only in range mode', () => {
    expect(visible({ ...date })).toEqual([
      'use_current_date',
      'range_search',
      'year_from',
      'month_from',
      'day_from',
    ]);
    expect(visible({ ...date, range_search: 1 })).toEqual([
      'use_current_date',
      'range_search',
      'year_from',
      'month_from',
      'day_from',
      'year_to',
      'month_to',
      'day_to',
    ]);
    expect(visible({ ...date, use_current_date: 1 })).toEqual(['use_current_date']);
  });

  it('draws the range switch and the base-date option for the periods, the base date when on', () => {
    expect(visible({ type: 75, var_id: 5, match: 30 })).toEqual(['range_search', 'use_search_base']);
    expect(visible({ type: 75, var_id: 5, match: 31, use_search_base: 1 })).toEqual([
      'range_search',
      'use_search_base',
      'search_base_year',
      'search_base_month',
      'search_base_day',
    ]);
    expect(visible(text)).toEqual([]);
  });
});

describe('condition 75 var: summary', () => {
  it('says how the item compares with the query', () => {
    expect(summary(text)).toBe('友だち情報『会員ランク』が「ゴールド」と一致する');
    expect(summary({ ...text, match: 1 })).toBe('友だち情報『会員ランク』が「ゴールド」を含む');
    expect(summary({ ...text, match: 4 })).toBe('友だち情報『会員ランク』が「ゴールド」と一致しない');
    expect(summary({ ...text, match: 5 })).toBe('友だち情報『会員ランク』が「ゴールド」を含まない');
    expect(summary({ type: 75, var_id: 6, match: 3 })).toBe('友だち情報『写真』が登録あり');
    expect(summary({ type: 75, var_id: 6, match: 2 })).toBe('友だち情報『写真』が未登録');
    expect(summary({ type: 75, var_id: 4, match: 10, query: '100' })).toBe('友だち情報『ポイント』が100以上');
    expect(summary({ type: 75, var_id: 4, match: 13, query: '5' })).toBe('友だち情報『ポイント』が5未満');
    expect(summary({ type: 75, var_id: 12, match: 0, query: 'AB' })).toBe(
      '友だち情報『血液型』で「AB」を選択している',
    );
  });

  it('cuts the query at 10 width units and the item name at 10 characters', () => {
    expect(summary({ ...text, query: 'とても長い検索キーワード' })).toBe(
      '友だち情報『会員ランク』が「とても長い…」と一致する',
    );
    expect(summary({ type: 75, var_id: 11, match: 3 })).toBe('友だち情報『セミナー参加申込日(…』が登録あり');
  });

  it('describes dates and periods', () => {
    expect(summary({ ...date, year_from: 2026, month_from: 4, day_from: 1 })).toBe(
      '友だち情報『来店日』が2026年4月1日',
    );
    expect(summary({ ...date, month_from: 4, day_from: 1 })).toBe('友だち情報『来店日』が毎年4月1日');
    expect(summary({ ...date, range_search: 1, month_from: 4, month_to: 6 })).toBe(
      '友だち情報『来店日』が毎年4月〜毎年6月',
    );
    expect(summary({ ...date, use_current_date: 1, search_type: 2 })).toBe(
      '友だち情報『来店日』が今日と同じ月日',
    );
    expect(summary({ ...date, year_from: 2026, day_from: 1 })).toBe('友だち情報『来店日』(入力エラー)');
    expect(summary(date)).toBe('友だち情報『来店日』(日付未入力)');
    expect(
      summary({ type: 75, var_id: 5, match: 30, elapsed_period_from: 3, elapsed_period_scale: 'month' }),
    ).toBe('友だち情報『来店日』から3ヶ月経過');
    expect(
      summary({
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
      }),
    ).toBe('友だち情報『来店日』まで残り1〜7日(基準日 2026/4/1)');
  });

  it('says a period or a base date still to enter in words, never with a literal ?', () => {
    const elapsed = { type: 75, var_id: 5, match: 30, elapsed_period_scale: 'day' };
    expect(summary(elapsed)).toBe('友だち情報『来店日』(期間未入力)');
    expect(summary({ ...elapsed, range_search: 1, elapsed_period_from: 3 })).toBe(
      '友だち情報『来店日』(期間未入力)',
    );
    expect(summary({ ...elapsed, range_search: 1, elapsed_period_from: 3, elapsed_period_to: 5 })).toBe(
      '友だち情報『来店日』から3〜5日経過',
    );
    expect(summary({ ...elapsed, elapsed_period_from: 0 })).toBe('友だち情報『来店日』から0日経過');
    expect(summary({ ...elapsed, elapsed_period_from: 2, use_search_base: 1, search_base_year: 2026 })).toBe(
      '友だち情報『来店日』から2日経過(基準日未入力)',
    );
    expect(summary({ type: 75, var_id: 5, match: 31, remaining_period_scale: 'year' })).toBe(
      '友だち情報『来店日』(期間未入力)',
    );
  });

  it('says when nothing is chosen or entered', () => {
    expect(summary({ type: 75, match: 0 })).toBe('友だち情報未選択');
    expect(summary({ type: 75, var_id: 3, match: 0 })).toBe('友だち情報『会員ランク』(値未入力)');
    expect(summary({ type: 75, var_id: 50, match: 3 })).toBe('友だち情報『ID:50』が登録あり');
  });
});
