import { describe, expect, it } from 'vitest';
import { tabForKey } from './tab-keys.ts';

describe('tabForKey (WAI-ARIA tabs)', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from %i → %i of three', (key, from, to) => {
    expect(tabForKey(key, from, 3)).toBe(to);
  });
  it('ignores other keys', () => {
    expect(tabForKey('Enter', 0, 3)).toBeUndefined();
    expect(tabForKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});
