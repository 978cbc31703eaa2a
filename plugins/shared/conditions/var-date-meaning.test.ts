import { describe, expect, it } from 'vitest';
import { japanDay, periodWindow, shiftDay, todayParts } from './var-date-meaning.ts';

describe('the friend-info date modes that read today (75)', () => {
  it('today is the day in Japan: 15:00 UTC starts the next day', () => {
    expect(japanDay(new Date('2026-11-25T14:59:59.999Z'))).toBe('2026-11-25');
    expect(japanDay(new Date('2026-11-25T15:00:00.000Z'))).toBe('2026-11-26');
  });

  it('moves days across months and years, and clamps a month or year move to the month’s last day', () => {
    expect(shiftDay('2026-03-01', -1, 'day')).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1, 'day')).toBe('2027-01-01');
    expect(shiftDay('2026-03-31', -1, 'month')).toBe('2026-02-28');
    expect(shiftDay('2024-03-31', -1, 'month')).toBe('2024-02-29');
    expect(shiftDay('2026-01-15', -13, 'month')).toBe('2024-12-15');
    expect(shiftDay('2024-02-29', 1, 'year')).toBe('2025-02-28');
  });

  it('search types: the same day, month and day, month, day of the month; another type is unknown', () => {
    const text = (type: number) =>
      todayParts(type, '2026-11-26')
        ?.map((part) => `${part.start}:${part.text}`)
        .join(' ');
    expect(text(1)).toBe('1:2026 6:11 9:26');
    expect(text(2)).toBe('6:11 9:26');
    expect(text(3)).toBe('6:11');
    expect(text(4)).toBe('9:26');
    expect(todayParts(5, '2026-11-26')).toBeUndefined();
  });

  it('elapsed: exactly N units, or N to M with a range, counted back from today or a base date', () => {
    const today = '2026-11-26';
    expect(periodWindow({ match: 30, elapsed_period_from: 3, elapsed_period_scale: 'day' }, today)).toEqual({
      from: '2026-11-23',
      before: '2026-11-24',
    });
    expect(periodWindow({ match: 30, elapsed_period_from: 0, elapsed_period_scale: 'day' }, today)).toEqual({
      from: '2026-11-26',
      before: '2026-11-27',
    });
    // One whole month elapsed: after 2026-09-26 up to 2026-10-26.
    expect(periodWindow({ match: 30, elapsed_period_from: 1, elapsed_period_scale: 'month' }, today)).toEqual(
      {
        from: '2026-09-27',
        before: '2026-10-27',
      },
    );
    expect(
      periodWindow(
        {
          match: 30,
          range_search: 1,
          elapsed_period_from: 1,
          elapsed_period_to: 2,
          elapsed_period_scale: 'year',
        },
        today,
      ),
    ).toEqual({ from: '2023-11-27', before: '2025-11-27' });
    expect(
      periodWindow(
        {
          match: 30,
          elapsed_period_from: 2,
          elapsed_period_scale: 'day',
          use_search_base: 1,
          search_base_year: 2026,
          search_base_month: 3,
          search_base_day: 1,
        },
        today,
      ),
    ).toEqual({ from: '2026-02-27', before: '2026-02-28' });
  });

  it('remaining: exactly N units, or N to M, ahead of today', () => {
    const today = '2026-11-26';
    expect(
      periodWindow({ match: 31, remaining_period_from: 3, remaining_period_scale: 'day' }, today),
    ).toEqual({
      from: '2026-11-29',
      before: '2026-11-30',
    });
    expect(
      periodWindow(
        {
          match: 31,
          range_search: 1,
          remaining_period_from: 0,
          remaining_period_to: 1,
          remaining_period_scale: 'month',
        },
        today,
      ),
    ).toEqual({ from: '2026-11-26', before: '2027-01-26' });
  });

  it('is unknown for a missing, fractional, out-of-limit or reversed period, a bad scale, or an unreal base', () => {
    const today = '2026-11-26';
    const unknown = [
      { match: 30, elapsed_period_scale: 'day' },
      { match: 30, elapsed_period_from: 1.5, elapsed_period_scale: 'day' },
      { match: 30, elapsed_period_from: 101, elapsed_period_scale: 'year' },
      {
        match: 31,
        range_search: 1,
        remaining_period_from: 4,
        remaining_period_to: 3,
        remaining_period_scale: 'day',
      },
      { match: 31, remaining_period_from: 1, remaining_period_scale: 'week' },
      {
        match: 30,
        elapsed_period_from: 1,
        elapsed_period_scale: 'day',
        use_search_base: 1,
        search_base_year: 2026,
        search_base_month: 2,
        search_base_day: 30,
      },
      { match: 20, elapsed_period_from: 1 },
    ];
    for (const condition of unknown)
      expect(periodWindow(condition, today), JSON.stringify(condition)).toBeUndefined();
  });
});
