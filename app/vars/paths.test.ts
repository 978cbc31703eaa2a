import { describe, expect, it } from 'vitest';
import { varIdOfPath } from './paths.ts';

describe('the friend-info field address (spec 002 §2: /line/var/edit/{id})', () => {
  it('reads the id of /line/var/edit/{id}, nothing else', () => {
    expect(varIdOfPath('/line/var/edit/12')).toBe(12);
    for (const path of [
      '/line/var/edit',
      '/line/var/edit/0',
      '/line/var/edit/new',
      '/line/var/edit/1/x',
      '/line/var',
    ])
      expect(varIdOfPath(path)).toBeUndefined();
  });
});
