import { describe, expect, it } from 'vitest';
import { ACCOUNT_TIME_ZONE, accountTime } from './time.ts';

// 15:30 UTC on the 25th is 00:30 on the 26th in Japan, and still the 25th in the test process's zone (UTC) or
// New York: a formatter that follows the process's zone reads another day.
const LATE = '2026-11-25T15:30:00Z';

describe('accountTime', () => {
  it('shows an instant in the account’s zone, not the process’s', () => {
    expect(ACCOUNT_TIME_ZONE).toBe('Asia/Tokyo');
    expect(accountTime(LATE, 'ja', 'minute')).toBe('2026/11/26 0:30');
    expect(accountTime(LATE, 'ja', 'date')).toBe('2026/11/26');
    expect(accountTime(Date.parse(LATE), 'en', 'date')).toBe('26 Nov 2026');
    expect(accountTime(LATE, 'ja', 'date', 'America/New_York')).toBe('2026/11/25');
  });

  it('writes English as the document lists do (en-GB: day first, 24-hour clock), not as 11:49 AM', () => {
    expect(accountTime(LATE, 'en', 'minute')).toBe('26 Nov 2026, 00:30');
    expect(accountTime('2026-11-27T02:49:00Z', 'en', 'minute')).toBe('27 Nov 2026, 11:49');
  });

  it('answers a text that is not a time as given', () => {
    expect(accountTime('いつか', 'ja', 'minute')).toBe('いつか');
  });
});
