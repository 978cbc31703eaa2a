import { describe, expect, it } from 'vitest';
import {
  applyOperation,
  createBlock,
  createContext,
  loadBlock,
  updateData,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { landingCondition, landingDatesEnabled } from './landing.ts';
import { landingKeysCondition, META_QUERY_LIMIT } from './landing-keys.ts';

/** Conditions 85 landing page and 86 landing page with search keys (spec 001 §3, §4, §5, §9). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);

const dated = {
  type: 85,
  landing_ids: [1],
  landing_or: 0,
  use_date: 2,
  date_from: '2026/04/01',
  date_to: '2026/04/30',
  time_from: '10:00',
  time_to: '18:00',
};

describe('condition 85 landing (ability landing)', () => {
  it('starts with no page, any mode, no dates', () => {
    expect(landingCondition.ability).toBe('landing');
    const data = createBlock(registry, 'condition', 85, ctx, () => 'c1').data;
    expect(data).toEqual({ type: 85, landing_ids: [], landing_or: 0, use_date: 0 });
    expect(validate(data)).toEqual([
      issue('/landing_ids', 'action_required', 'ランディングページを選択してください'),
    ]);
  });

  it('accepts the date modes 0 none, 1 date, 2 date and time', () => {
    expect(
      validate({
        ...dated,
        use_date: 0,
        date_from: undefined,
        date_to: undefined,
        time_from: undefined,
        time_to: undefined,
      }),
    ).toEqual([]);
    expect(
      validate({ type: 85, landing_ids: [1], landing_or: 0, use_date: 1, date_from: '2026/04/01' }),
    ).toEqual([]);
    expect(validate(dated)).toEqual([]);
    expect(validate({ ...dated, use_date: 3 })).toEqual([
      issue('/use_date', 'enum', '日時の指定の値が選択肢にありません'),
    ]);
    expect(validate({ ...dated, time_to: undefined })).toEqual([
      issue('/time_to', 'required', '終了時刻を入力してください'),
    ]);
  });

  it('disables the date panel with no page or an exclusion mode (2, 3)', () => {
    expect(landingDatesEnabled({ landing_ids: [1], landing_or: 0 })).toBe(true);
    expect(landingDatesEnabled({ landing_ids: [1], landing_or: 1 })).toBe(true);
    expect(landingDatesEnabled({ landing_ids: [1], landing_or: 2 })).toBe(false);
    expect(landingDatesEnabled({ landing_ids: [1], landing_or: 3 })).toBe(false);
    expect(landingDatesEnabled({ landing_ids: [], landing_or: 0 })).toBe(false);
    // The page draws it disabled, not hidden (plugins/conditions/landing-inputs.test.tsx).
    const input = landingCondition.ui?.inputs?.use_date;
    expect(input?.({ ...dated, landing_or: 2 } as never, ctx)).toEqual({ disabled: true });
    expect(input?.(dated as never, ctx)).toEqual({ disabled: false });
  });

  it('resets the panel to mode 0 when the mode becomes an exclusion', () => {
    const expected = { type: 85, landing_ids: [1], landing_or: 2, use_date: 0 };
    expect(update(dated, 'landing_or', 2)).toEqual(expected);
    expect(update(dated, 'landing_or', 3)).toEqual({ ...expected, landing_or: 3 });
    expect(update(dated, 'landing_or', 1)).toEqual({ ...dated, landing_or: 1 });
  });

  it('resets the panel to mode 0 when no page is left chosen', () => {
    const result = applyOperation(
      registry,
      [load(dated)],
      { op: 'update', id: 'c1', path: ['landing_ids'], value: [] },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({
      type: 85,
      landing_ids: [],
      landing_or: 0,
      use_date: 0,
    });
  });

  it('refuses dates on a disabled panel from outside the editor', () => {
    expect(validate({ ...dated, landing_or: 3 })).toEqual([
      issue(
        '/use_date',
        'landing_date_unavailable',
        '日時はランディングページを選び、除外以外の条件のときだけ指定できます',
      ),
    ]);
  });

  it('mode changes clear the dates and times not used, mode 2 starts at 00:00–23:59', () => {
    expect(update(dated, 'use_date', 1)).toEqual({
      ...dated,
      use_date: 1,
      time_from: undefined,
      time_to: undefined,
    });
    expect(update(dated, 'use_date', 0)).toEqual({ type: 85, landing_ids: [1], landing_or: 0, use_date: 0 });
    expect(
      update(
        { type: 85, landing_ids: [1], landing_or: 0, use_date: 1, date_from: '2026/04/01' },
        'use_date',
        2,
      ),
    ).toEqual({
      type: 85,
      landing_ids: [1],
      landing_or: 0,
      use_date: 2,
      date_from: '2026/04/01',
      time_from: '00:00',
      time_to: '23:59',
    });
  });

  it('checks the period and the times of one day', () => {
    expect(validate({ ...dated, date_to: '2026/04/01', time_from: '18:00', time_to: '10:00' })).toEqual([
      issue('/time_to', 'condition_time_reversed', '終了時刻は開始時刻以降にしてください'),
    ]);
    expect(validate({ ...dated, date_from: '2026/05/01' })).toEqual([
      issue('/date_to', 'condition_date_reversed', '終了日は開始日以降の日付にしてください'),
    ]);
  });

  it('summarises pages, mode and period', () => {
    const text = (data: Record<string, unknown>) => landingCondition.summary(data as never, ctx);
    expect(text({ ...dated, use_date: 0 })).toBe('ランディングページ『春の特設ページ』のいずれかを訪問');
    expect(text({ ...dated, use_date: 1 })).toBe(
      'ランディングページ『春の特設ページ』のいずれかを訪問(2026/04/01〜2026/04/30)',
    );
    expect(text(dated)).toBe(
      'ランディングページ『春の特設ページ』のいずれかを訪問(2026/04/01 10:00〜2026/04/30 18:00)',
    );
    expect(text({ type: 85, landing_ids: [1], landing_or: 2 })).toBe(
      'ランディングページ『春の特設ページ』のいずれも訪問していない',
    );
    expect(text({ type: 85, landing_ids: [], landing_or: 0 })).toBe('ランディングページ未選択');
  });
});

describe('condition 86 landing-keys (ability user-landing-detail-query)', () => {
  const base = { type: 86, landing_id: 1, use_date: 0, use_meta_query: 0 };
  const keys = [
    { key: 'm1', queries: [] },
    { key: 'm2', queries: [] },
    { key: 'm3', queries: [] },
  ];

  it('starts with no page, no dates, no keys', () => {
    expect(landingKeysCondition.ability).toBe('user-landing-detail-query');
    const data = createBlock(registry, 'condition', 86, ctx, () => 'c1').data;
    expect(data).toEqual({ type: 86, use_date: 0, use_meta_query: 0 });
    expect(validate(data)).toEqual([
      issue('/landing_id', 'action_required', 'ランディングページを選択してください'),
    ]);
  });

  it('the toggle on creates three empty key lists m1, m2, m3; off removes them', () => {
    const on = update(base, 'use_meta_query', 1);
    expect(on).toEqual({ ...base, use_meta_query: 1, meta_query: keys });
    expect(update(on as Record<string, unknown>, 'use_meta_query', 0)).toEqual(base);
  });

  it('needs at least one search value once on, at most 5 per key, 3 keys, each once', () => {
    expect(validate({ ...base, use_meta_query: 1, meta_query: keys })).toEqual([
      issue('/meta_query', 'action_required', '検索値を選択してください'),
    ]);
    expect(
      validate({
        ...base,
        use_meta_query: 1,
        meta_query: [{ key: 'm2', queries: ['a', 'b', 'c', 'd', 'e'] }],
      }),
    ).toEqual([]);
    expect(META_QUERY_LIMIT).toBe(5);
    expect(
      validate({
        ...base,
        use_meta_query: 1,
        meta_query: [{ key: 'm1', queries: ['1', '2', '3', '4', '5', '6'] }],
      }),
    ).toEqual([issue('/meta_query/0/queries', 'maxItems', '検索値は5件以内で選択してください')]);
    expect(
      validate({
        ...base,
        use_meta_query: 1,
        meta_query: [...keys, { key: 'm1', queries: ['x'] }],
      }),
    ).toEqual([issue('/meta_query', 'maxItems', '検索キーは3件以内で選択してください')]);
    expect(validate({ ...base, use_meta_query: 1, meta_query: [{ key: 'm4', queries: ['x'] }] })).toEqual([
      issue('/meta_query/0/key', 'enum', 'キーの値が選択肢にありません'),
    ]);
    expect(
      validate({
        ...base,
        use_meta_query: 1,
        meta_query: [
          { key: 'm1', queries: ['x'] },
          { key: 'm1', queries: ['y'] },
        ],
      }),
    ).toEqual([issue('/meta_query/1/key', 'landing_key_duplicate', '同じ検索キーは1回だけ指定できます')]);
  });

  it('resets the date panel when no page is left chosen', () => {
    const withDates = { ...base, use_date: 1, date_from: '2026/04/01' };
    expect(update(withDates, 'landing_id', undefined)).toEqual({ type: 86, use_date: 0, use_meta_query: 0 });
  });

  it('summarises the page, the keys and the period', () => {
    const text = (data: Record<string, unknown>) => landingKeysCondition.summary(data as never, ctx);
    expect(text(base)).toBe('ランディングページ『春の特設ページ』を訪問');
    expect(
      text({
        ...base,
        use_date: 1,
        date_from: '2026/04/01',
        use_meta_query: 1,
        meta_query: [
          { key: 'm1', queries: ['spring', 'sale'] },
          { key: 'm2', queries: [] },
          { key: 'm3', queries: ['a', 'b', 'c', 'd'] },
        ],
      }),
    ).toBe(
      'ランディングページ『春の特設ページ』を訪問(検索キー m1: spring、sale / m3: a、b、c 他1件)(2026/04/01以降)',
    );
    expect(text({ type: 86, use_date: 0 })).toBe('ランディングページ未選択');
  });
});
