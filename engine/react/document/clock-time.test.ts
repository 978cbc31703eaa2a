import { describe, expect, it } from 'vitest';
import { clockTime } from './DocumentEditor.tsx';

describe('clockTime (the draft offer’s time)', () => {
  it('reads the instant in the zone the host passes', () => {
    const at = Date.parse('2026-11-26T05:05:00Z');
    expect(clockTime(at, 'ja', 'Asia/Tokyo')).toBe('14:05');
    expect(clockTime(at, 'en', 'America/New_York')).toBe('00:05');
  });
});
