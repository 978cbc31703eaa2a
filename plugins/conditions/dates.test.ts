import { describe, expect, it } from 'vitest';
import { createBlock, createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import {
  DATE_INPUT_ERROR,
  datePreview,
  dayOptions,
  daysInMonth,
  isRealDate,
  monthOptions,
  rangeDayOptions,
  yearOptions,
} from '../shared/conditions/calendar.ts';
import { lastResponseCondition } from './last-response.ts';
import { registeredCondition } from './registered.ts';

/** The date inputs (spec 001 §5, §9) and the date-range conditions 30 and 106. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });

describe('calendar helpers: the year list and the month and day bounds (spec 001 §5)', () => {
  it('lists the current year ±100', () => {
    const years = yearOptions(new Date(2026, 5, 1), undefined);
    expect(years).toHaveLength(201);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2126);
    expect(years).toContain(2026);
  });

  it('gives months 30 or 31 days, February 29 without a year and computed with one', () => {
    expect([1, 3, 5, 7, 8, 10, 12].map((month) => daysInMonth(2026, month))).toEqual([
      31, 31, 31, 31, 31, 31, 31,
    ]);
    expect([4, 6, 9, 11].map((month) => daysInMonth(2026, month))).toEqual([30, 30, 30, 30]);
    expect(daysInMonth(undefined, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, undefined)).toBe(31);
    expect(dayOptions(2026, 4)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(dayOptions(undefined, 2).at(-1)).toBe(29);
  });

  it('bounds the month lists by the other end when the years match', () => {
    expect(monthOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthOptions('from', { year: 2026, month: 1 }, { year: 2026, month: 3 })).toEqual([1, 2, 3]);
    expect(monthOptions('to', { year: 2026, month: 10 }, { year: 2026 })).toEqual([10, 11, 12]);
    expect(monthOptions('to', { month: 10 }, {})).toEqual([10, 11, 12]);
    expect(monthOptions('to', { year: 2026, month: 10 }, { year: 2027 })).toHaveLength(12);
  });

  it('bounds the day lists by the other end when years and months match', () => {
    expect(rangeDayOptions('to', { month: 4, day: 10 }, { month: 4 })).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 10),
    );
    expect(rangeDayOptions('from', { month: 4 }, { month: 4, day: 3 })).toEqual([1, 2, 3]);
    expect(rangeDayOptions('from', { month: 3 }, { month: 4, day: 3 })).toHaveLength(31);
  });
});

describe('datePreview (spec 001 §5)', () => {
  it('reads the parts as a date, every year or every month', () => {
    expect(datePreview({ year: 2026, month: 4, day: 1 })).toBe('2026年4月1日');
    expect(datePreview({ month: 4, day: 1 })).toBe('毎年4月1日');
    expect(datePreview({ month: 4 })).toBe('毎年4月');
    expect(datePreview({ day: 15 })).toBe('毎月15日');
    expect(datePreview({ year: 2026, month: 4 })).toBe('2026年4月');
    expect(datePreview({ year: 2026 })).toBe('2026年');
    expect(datePreview({})).toBe('');
  });

  it('gives 入力エラー for year and day without month', () => {
    expect(DATE_INPUT_ERROR).toBe('入力エラー');
    expect(datePreview({ year: 2026, day: 1 })).toBe('入力エラー');
    expect(datePreview({ month: 2, day: 30 })).toBe('入力エラー');
  });

  it('in range mode needs the same parts on both ends', () => {
    expect(datePreview({ year: 2026, month: 4 }, { year: 2026, month: 6 })).toBe('2026年4月〜2026年6月');
    expect(datePreview({ month: 4, day: 1 }, { month: 4, day: 30 })).toBe('毎年4月1日〜毎年4月30日');
    expect(datePreview({ year: 2026, month: 4 }, { month: 6 })).toBe('入力エラー');
    expect(datePreview({ month: 4 }, { year: 2026, day: 3 })).toBe('入力エラー');
    expect(datePreview({}, {})).toBe('');
  });

  it('knows real days', () => {
    expect(isRealDate('2028/02/29')).toBe(true);
    expect(isRealDate('2026/02/29')).toBe(false);
    expect(isRealDate('2026/04/31')).toBe(false);
    expect(isRealDate('2026-04-01')).toBe(false);
  });
});

describe.each([
  [30, registeredCondition, '友だち登録日'],
  [106, lastResponseCondition, '最終反応日'],
] as const)('condition %i: a period of days', (type, plugin, label) => {
  const summary = (data: Record<string, unknown>) => plugin.summary({ type, ...data } as never, ctx);

  it('starts open and asks for a period: 期間を選択してください', () => {
    const block = createBlock(registry, 'condition', type, ctx, () => 'c1');
    expect(block.data).toEqual({ type });
    expect(validate(block.data)).toEqual([issue('/date_from', 'action_required', '期間を選択してください')]);
  });

  it('accepts both ends or either one, as yyyy/MM/dd', () => {
    expect(validate({ type, date_from: '2026/04/01', date_to: '2026/04/30' })).toEqual([]);
    expect(validate({ type, date_from: '2026/04/01' })).toEqual([]);
    expect(validate({ type, date_to: '2026/04/30' })).toEqual([]);
    expect(validate({ type, date_from: '2026/04/01', date_to: '2026/04/01' })).toEqual([]);
  });

  it('refuses other formats, impossible days and a reversed period', () => {
    expect(validate({ type, date_from: '2026-04-01' })).toEqual([
      issue('/date_from', 'pattern', '開始日の形式が正しくありません'),
    ]);
    expect(validate({ type, date_to: '2026/02/30' })).toEqual([
      issue('/date_to', 'condition_date_not_real', '終了日に存在しない日付が指定されています'),
    ]);
    expect(validate({ type, date_from: '2026/05/01', date_to: '2026/04/01' })).toEqual([
      issue('/date_to', 'condition_date_reversed', '終了日は開始日以降の日付にしてください'),
    ]);
    expect(validate({ type, date_from: '2026/04/01', extra: 1 })).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties' }),
    ]);
  });

  it('summarises the period', () => {
    expect(summary({ date_from: '2026/04/01', date_to: '2026/04/30' })).toBe(
      `${label}が2026/04/01〜2026/04/30`,
    );
    expect(summary({ date_from: '2026/04/01' })).toBe(`${label}が2026/04/01以降`);
    expect(summary({ date_to: '2026/04/30' })).toBe(`${label}が2026/04/30以前`);
    expect(summary({})).toBe(`${label}(期間未設定)`);
  });
});
