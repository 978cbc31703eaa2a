// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterPointerRelease } from './after-pointer.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterPointerRelease', () => {
  it('runs at once while no pointer is down', () => {
    let ran = 0;
    afterPointerRelease(() => ran++);
    expect(ran).toBe(1);
  });

  it('waits while a pointer is down, then runs after the release (once the click went out)', async () => {
    const order: string[] = [];
    document.dispatchEvent(new Event('pointerdown'));
    afterPointerRelease(() => order.push('check'));
    afterPointerRelease(() => order.push('second check'));
    expect(order).toEqual([]);
    document.dispatchEvent(new Event('pointerup'));
    order.push('click');
    expect(order).toEqual(['click']);
    await tick();
    expect(order).toEqual(['click', 'check', 'second check']);
    afterPointerRelease(() => order.push('later'));
    expect(order.at(-1)).toBe('later');
  });

  it('a cancelled press releases the waiting checks too', async () => {
    let ran = 0;
    document.dispatchEvent(new Event('pointerdown'));
    afterPointerRelease(() => ran++);
    document.dispatchEvent(new Event('pointercancel'));
    await tick();
    expect(ran).toBe(1);
  });
});
