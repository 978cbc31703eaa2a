// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aidOfPath } from './actions/paths.ts';
import { idOfText, navigate, useNavigationBlocker } from './router.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('router: editor addresses', () => {
  it('reads the aid of an action editor address', () => {
    expect(aidOfPath('/actions/new')).toBeNull();
    expect(aidOfPath('/actions/12')).toBe(12);
    expect(aidOfPath('/actions/0')).toBeUndefined();
    expect(aidOfPath('/actions/abc')).toBeUndefined();
    expect(aidOfPath('/actions')).toBeUndefined();
  });

  it("reads a saved record's id from a query value (a funnel demo's fid, a form to copy)", () => {
    expect(idOfText(new URLSearchParams('fid=12').get('fid'))).toBe(12);
    for (const value of [null, undefined, '', '0', '-1', '012', 'abc', '1e3', '12345678901'])
      expect(idOfText(value)).toBeUndefined();
  });
});

describe('router: navigation blockers', () => {
  it('navigates at once without an active blocker', () => {
    const { unmount } = renderHook(() => useNavigationBlocker(null));
    navigate('/actions');
    expect(window.location.pathname).toBe('/actions');
    unmount();
  });

  it('asks an active blocker first and stays when it says no; force skips it', async () => {
    let answer = false;
    const asked: string[] = [];
    const { unmount } = renderHook(() =>
      useNavigationBlocker(async (to) => {
        asked.push(to);
        return answer;
      }),
    );
    navigate('/actions/3');
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['/actions/3']);
    expect(window.location.pathname).toBe('/');
    answer = true;
    navigate('/actions/3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.location.pathname).toBe('/actions/3');
    navigate('/actions/4', { force: true });
    expect(window.location.pathname).toBe('/actions/4');
    expect(asked).toHaveLength(2);
    unmount();
  });

  it('undoes a blocked back/forward before the app sees it', async () => {
    navigate('/actions');
    navigate('/actions/5');
    const { unmount } = renderHook(() => useNavigationBlocker(() => false));
    let seen = 0;
    const count = () => seen++;
    window.addEventListener('popstate', count);
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/actions/5');
    expect(seen).toBe(0);
    window.removeEventListener('popstate', count);
    unmount();
  });
});
