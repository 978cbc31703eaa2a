import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../../core/index.ts';
import { contextToday, minDay } from './DateInput.tsx';

// 15:30 UTC on the 25th: the 25th in UTC (this process) and New York, the 26th in Japan.
const now = () => new Date('2026-11-25T15:30:00Z');

describe('a date widget’s today', () => {
  it('is the day in the context’s zone (the account’s), not the process’s', () => {
    const japan = createContext({ now, timeZone: 'Asia/Tokyo' });
    expect(contextToday(japan).format('YYYY-MM-DD')).toBe('2026-11-26');
    expect(minDay({ 'x-min-date': 'today' }, japan)?.format('YYYY-MM-DD')).toBe('2026-11-26');
    expect(contextToday(createContext({ now, timeZone: 'America/New_York' })).format('YYYY-MM-DD')).toBe(
      '2026-11-25',
    );
  });

  it('is the process’s day when the context names no zone', () => {
    expect(contextToday(createContext({ now })).isSame(dayjs(now()).startOf('day'))).toBe(true);
  });
});
