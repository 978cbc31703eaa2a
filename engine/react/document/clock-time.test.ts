import { describe, expect, it } from 'vitest';
import { clockTime } from './DocumentEditor.tsx';

describe('clockTime (the draft offer’s time)', () => {
  const at = Date.parse('2026-11-26T05:05:00Z');

  it('reads the instant in the zone the host passes: the clock alone on the same day', () => {
    expect(clockTime(at, 'ja', 'Asia/Tokyo', at + 60_000)).toBe('14:05');
    expect(clockTime(at, 'en', 'America/New_York', at + 60_000)).toBe('00:05');
  });

  it('puts the date before the clock for a draft of an earlier day in that zone', () => {
    // 10 hours later it is 11/27 00:05 in Japan but still 11/26 in New York.
    const later = at + 10 * 3_600_000;
    expect(clockTime(at, 'ja', 'Asia/Tokyo', later)).toBe('11/26 14:05');
    expect(clockTime(at, 'en', 'America/New_York', later)).toBe('00:05');
    expect(clockTime(at, 'en', 'Asia/Tokyo', later)).toBe('26/11, 14:05');
  });
});
