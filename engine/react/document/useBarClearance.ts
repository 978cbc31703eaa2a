import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the keyboard focuses clear of a bar stuck to the window's bottom (the save bar). The browser
 * scrolls a focused control just into the window, which is under the bar: at 390 px a panel's 削除 or the
 * conditions' 条件をリセット would take the focus out of sight (WCAG 2.4.11). The page's scroll padding
 * follows the bar's height, which changes with its notices and with the width (its row wraps), and a focused
 * control taller than what the browser scrolls into view is brought whole above the bar.
 *
 * @example const bar = useRef<HTMLDivElement>(null); useBarClearance(bar, saveBar); <div ref={bar} className="de-savebar" />
 */
export function useBarClearance(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // A little more than the bar, so a focus ring is not cut by the bar's shadow.
    const apply = () => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight + 8}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    // The browser's own focus scroll stops once a tall control's first line shows (a textarea, a composer's
    // surface): the rest stayed under the bar. `nearest` brings the whole box above it (it keeps the padding).
    // Only for a focus the keyboard moved: a pointer's focus comes at its press, and a scroll then would move
    // the control away before the release, so the click would miss it.
    let byKeyboard = false;
    const keyed = () => {
      byKeyboard = true;
    };
    const pointed = () => {
      byKeyboard = false;
    };
    const reveal = (event: FocusEvent) => {
      const focused = event.target;
      if (!byKeyboard || !(focused instanceof HTMLElement) || element.contains(focused)) return;
      if (focused.getBoundingClientRect().bottom > element.getBoundingClientRect().top)
        focused.scrollIntoView?.({ block: 'nearest' });
    };
    document.addEventListener('keydown', keyed, true);
    document.addEventListener('pointerdown', pointed, true);
    document.addEventListener('focusin', reveal);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', keyed, true);
      document.removeEventListener('pointerdown', pointed, true);
      document.removeEventListener('focusin', reveal);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar, shown]);
}
