import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar-day.ts';

describe('dayIn', () => {
  it("answers the zone's day, not the process's", () => {
    expect(dayIn(new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(dayIn(new Date('2026-12-31T16:00:00Z'), 'Europe/London')).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
  });

  it('turns the day at midnight in the zone although the answers are remembered per second', () => {
    const before = new Date('2026-03-31T14:59:59.999Z');
    expect(dayIn(before, 'Asia/Tokyo')).toEqual({ year: 2026, month: 3, day: 31 });
    expect(dayIn(new Date('2026-03-31T14:59:59.000Z'), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 3,
      day: 31,
    });
    expect(dayIn(new Date('2026-03-31T15:00:00.000Z'), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 4,
      day: 1,
    });
    // Back to the earlier second: the remembered answer is per zone and second, not the last one given.
    expect(dayIn(before, 'Asia/Tokyo')).toEqual({ year: 2026, month: 3, day: 31 });
    expect(dayIn(before, 'America/Los_Angeles')).toEqual({ year: 2026, month: 3, day: 31 });
  });

  it('gives each caller its own object', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    const first = dayIn(at, 'Asia/Tokyo');
    first.year = 1900;
    expect(dayIn(at, 'Asia/Tokyo')).toEqual({ year: 2026, month: 6, day: 1 });
  });
});
