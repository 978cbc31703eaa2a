import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the keyboard focuses clear of a bar stuck to the window's bottom (the save bar). The browser
 * scrolls a focused control just into the window, which is under the bar: at 390 px a panel's 削除 or the
 * conditions' 条件をリセット would take the focus out of sight (WCAG 2.4.11). The page's scroll padding
 * follows the bar's height, which changes with its notices and with the width (its row wraps).
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
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar, shown]);
}
