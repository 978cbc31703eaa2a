// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore, type EditorStore } from '../../../engine/core/index.ts';
import { registry, renderEditor, sequentialIds } from '../../../engine/react/test/setup.tsx';
import { demoContextInput } from '../../../tests/support/demo-context.ts';

/**
 * The date, period and common-info inputs as the funnel editor draws them (spec 001 §5): selects built from the
 * calendar helpers, bounded number inputs, the date preview. "Today" is fixed at 2026-06-15.
 */
function conditionEditor(initial: Record<string, unknown>): EditorStore {
  const store = createEditorStore({
    registry,
    kind: 'condition',
    initial: [initial],
    ctx: createContext({ ...demoContextInput, now: () => new Date(2026, 5, 15) }),
    newId: sequentialIds,
  });
  renderEditor(store);
  return store;
}

const data = (store: EditorStore) => store.serialize()[0] as Record<string, unknown>;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const texts = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
/** The preview line under the last day select (an `<output>` the select is described by). */
const preview = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.tagName === 'OUTPUT')?.textContent;

const date = { type: 75, var_id: 5, match: 20 };

describe('condition 75: the match select offers the modes of the chosen item (spec 001 §9)', () => {
  it('offers no text or numeric mode for a date item, and the choice wording for a choice item', () => {
    conditionEditor({ type: 75, var_id: 5, match: 3 });
    expect(texts(select('条件'))).toEqual([
      '登録あり',
      '未登録',
      '年月日で指定',
      '経過期間で指定',
      '残り期間で指定',
    ]);
    cleanup();
    conditionEditor({ type: 75, var_id: 12, match: 0, query: 'A' });
    expect(texts(select('条件'))).toEqual(['を選択している', 'を選択していない', '登録あり', '未登録']);
  });

  it('keeps a saved mode the item no longer takes visible (its rule says what is wrong)', () => {
    conditionEditor({ type: 75, var_id: 5, match: 1, query: '4月' });
    const match = select('条件');
    expect(match.value).not.toBe('');
    expect(texts(match)).toContain('を含む');
    expect([...match.options].find((option) => option.text === 'を含む')?.disabled).toBe(true);
  });
});

describe('condition 75 by year, month and day: selects of the calendar lists', () => {
  it('offers the current year ±100 after an empty "not set" option, and saves the chosen year as a number', () => {
    const store = conditionEditor(date);
    const year = select('年');
    expect(texts(year)).toEqual(['指定なし', ...numbers(1926, 2126)]);
    expect(year.value).toBe('');
    fireEvent.change(year, { target: { value: '2028' } });
    expect(data(store).year_from).toBe(2028);
    fireEvent.change(select('年'), { target: { value: '' } });
    expect('year_from' in data(store)).toBe(false);
  });

  it('gives February 29 days in a leap year or without a year, 28 otherwise; April 30, May 31', () => {
    conditionEditor({ ...date, year_from: 2028, month_from: 2 });
    expect(texts(select('日'))).toEqual(['指定なし', ...numbers(1, 29)]);
    fireEvent.change(select('年'), { target: { value: '2026' } });
    expect(texts(select('日')).at(-1)).toBe('28');
    fireEvent.change(select('年'), { target: { value: '' } });
    expect(texts(select('日')).at(-1)).toBe('29');
    fireEvent.change(select('月'), { target: { value: '4' } });
    expect(texts(select('日')).at(-1)).toBe('30');
    fireEvent.change(select('月'), { target: { value: '5' } });
    expect(texts(select('日')).at(-1)).toBe('31');
  });

  it('bounds the month lists by the other end in range mode when the years match, and the days when months do', () => {
    conditionEditor({
      ...date,
      range_search: 1,
      year_from: 2026,
      month_from: 4,
      day_from: 10,
      year_to: 2026,
      month_to: 6,
    });
    expect(texts(select('月'))).toEqual(['指定なし', ...numbers(1, 6)]);
    expect(texts(select('月(終了)'))).toEqual(['指定なし', ...numbers(4, 12)]);
    expect(texts(select('日(終了)'))).toEqual(['指定なし', ...numbers(1, 30)]);
    fireEvent.change(select('月(終了)'), { target: { value: '4' } });
    expect(texts(select('日(終了)'))).toEqual(['指定なし', ...numbers(10, 30)]);
    // Different years: no bound.
    fireEvent.change(select('年(終了)'), { target: { value: '2027' } });
    expect(texts(select('月'))).toEqual(['指定なし', ...numbers(1, 12)]);
  });

  it('keeps a saved part the list does not offer visible and selected (the rule says what is wrong)', () => {
    conditionEditor({ ...date, year_from: 1900, month_from: 4, day_from: 31 });
    expect(select('年').value).toBe('1900');
    expect(texts(select('年')).slice(0, 2)).toEqual(['指定なし', '1900']);
    expect(select('日').value).toBe('31');
  });
});

describe('condition 75: the date preview (spec 001 §5)', () => {
  it('shows the chosen date under the day select, and 入力エラー for a year and a day without a month', () => {
    conditionEditor({ ...date, year_from: 2026, day_from: 1 });
    expect(preview(select('日'))).toBe('入力エラー');
    fireEvent.change(select('月'), { target: { value: '4' } });
    expect(preview(select('日'))).toBe('2026年4月1日');
    fireEvent.change(select('年'), { target: { value: '' } });
    expect(preview(select('日'))).toBe('毎年4月1日');
  });

  it('shows nothing while no part is chosen', () => {
    conditionEditor(date);
    expect(preview(select('日'))).toBeUndefined();
    expect(document.querySelector('output')).toBeNull();
  });

  it('previews a range under the to end’s day, 入力エラー when the ends have different parts filled in', () => {
    conditionEditor({ ...date, range_search: 1, month_from: 4, month_to: 6 });
    expect(preview(select('日(終了)'))).toBe('毎年4月〜毎年6月');
    expect(preview(select('日'))).toBeUndefined();
    fireEvent.change(select('日'), { target: { value: '1' } });
    expect(preview(select('日(終了)'))).toBe('入力エラー');
  });
});

describe('condition 75: the search base date (spec 001 §4, §5)', () => {
  it('is three selects: the year list ±100, 12 months, and the days of the chosen month', () => {
    const store = conditionEditor({
      type: 75,
      var_id: 5,
      match: 31,
      remaining_period_from: 7,
      remaining_period_scale: 'day',
      use_search_base: 1,
      search_base_year: 2028,
      search_base_month: 2,
    });
    expect(texts(select('検索基準日(年)')).slice(1)).toEqual(numbers(1926, 2126));
    expect(texts(select('検索基準日(月)')).slice(1)).toEqual(numbers(1, 12));
    expect(texts(select('検索基準日(日)')).slice(1)).toEqual(numbers(1, 29));
    fireEvent.change(select('検索基準日(日)'), { target: { value: '29' } });
    expect(data(store).search_base_day).toBe(29);
    fireEvent.change(select('検索基準日(年)'), { target: { value: '2027' } });
    // 2027 has no February 29: the list ends at 28, the saved 29 stays shown (the rule refuses it) until changed.
    expect(texts(select('検索基準日(日)'))).toEqual(['選択してください', '29', ...numbers(1, 28)]);
    expect(select('検索基準日(日)').value).toBe('29');
  });
});

describe('condition 75 periods: bounded number inputs (spec 001 §5)', () => {
  it('bounds the value by the scale: 0..100 years and months, 0..9999 days', () => {
    conditionEditor({ type: 75, var_id: 5, match: 30, elapsed_period_from: 3, elapsed_period_scale: 'year' });
    expect(spin('経過期間').min).toBe('0');
    expect(spin('経過期間').max).toBe('100');
    const scale = screen.getByRole('radio', { name: '日' });
    fireEvent.click(scale);
    expect(spin('経過期間').max).toBe('9999');
  });

  it('caps from by to in range mode, and to by the scale', () => {
    conditionEditor({
      type: 75,
      var_id: 5,
      match: 31,
      range_search: 1,
      remaining_period_from: 1,
      remaining_period_to: 7,
      remaining_period_scale: 'month',
    });
    expect(spin('残り期間').max).toBe('7');
    expect(spin('残り期間(終了)').max).toBe('100');
    fireEvent.change(spin('残り期間(終了)'), { target: { value: '' } });
    expect(spin('残り期間').max).toBe('100');
  });
});

describe('condition 77: the common-info query (spec 001 §5)', () => {
  it('is bounded by the chosen number item’s minimum and maximum, and ignores Enter', () => {
    conditionEditor({ type: 77, common_var_id: 1, match: 10, query: 5 });
    const query = spin('値');
    expect(query.min).toBe('0');
    expect(query.max).toBe('9999');
    expect(fireEvent.keyDown(query, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(query, { key: 'Enter', isComposing: true })).toBe(true);
    expect(fireEvent.keyDown(query, { key: '5' })).toBe(true);
  });

  it('falls back to ±9999999999.999 for an item without bounds', () => {
    conditionEditor({ type: 77, common_var_id: 2, match: 10, query: 5 });
    expect(spin('値').min).toBe('-9999999999.999');
    expect(spin('値').max).toBe('9999999999.999');
  });
});
