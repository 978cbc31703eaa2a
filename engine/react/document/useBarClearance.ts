import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the keyboard focuses clear of a bar stuck to the window's bottom (the save bar). The browser
 * scrolls a focused control just into the window, which is under the bar: at 390 px a panel's 削除 or the
 * conditions' 条件をリセット would take the focus out of sight (WCAG 2.4.11). The page's scroll padding
 * follows the bar's height, which changes with its notices and with the width (its row wraps), and a focused
 * control taller than what the browser scrolls into view is brought whole above the bar, with its field's label,
 * counter and error when they fit.
 *
 * @example const bar = useRef<HTMLDivElement>(null); useBarClearance(bar, saveBar); <div ref={bar} className="de-savebar" />
 */
export function useBarClearance(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // The browser's own focus scroll stops once a tall control's first line shows (a textarea, a composer's
    // surface): the rest stayed under the bar, and so did what follows the control in its field (a textarea's
    // counter, the error line). `nearest` brings the whole field above the bar (it keeps the padding), or the
    // whole control when the field is taller than the window above the bar.
    // Only for a focus the keyboard moved: a pointer's focus comes at its press, and a scroll then would move
    // the control away before the release, so the click would miss it.
    let byKeyboard = false;
    const keyed = () => {
      byKeyboard = true;
    };
    const pointed = () => {
      byKeyboard = false;
    };
    const bringAbove = (focused: EventTarget | null) => {
      if (!byKeyboard || !(focused instanceof HTMLElement) || element.contains(focused)) return;
      const whole = fieldRowOf(focused, root) ?? focused;
      if (whole.getBoundingClientRect().bottom > element.getBoundingClientRect().top)
        whole.scrollIntoView?.({ block: 'nearest' });
    };
    const reveal = (event: FocusEvent) => bringAbove(event.target);
    // A little more than the bar, so a focus ring is not cut by the bar's shadow. The bar grows as the operator
    // types (its 未保存の変更があります line comes with the first key) and covered the field being typed in.
    // The height comes from the observer, which reports it after the page's layout: reading it here, as the page
    // opened, laid the whole page out before its first paint, and again each time the page's style had changed
    // (three layouts, 190 ms, opening a form of 200 items).
    let height: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight);
      if (next === height) return;
      const grew = height !== undefined && next > height;
      height = next;
      root.style.setProperty('scroll-padding-bottom', `${next + 8}px`);
      if (grew) bringAbove(document.activeElement);
    });
    observer.observe(element);
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

/**
 * The field (FieldFrame's `[data-field]`: label, control, counter, error) around a focused control when the whole
 * of it fits in the window between the page's scroll paddings; otherwise undefined, and the control alone is shown.
 */
function fieldRowOf(focused: HTMLElement, root: HTMLElement): HTMLElement | undefined {
  const row = focused.closest<HTMLElement>('[data-field]');
  if (!row) return undefined;
  const style = getComputedStyle(root);
  const padding = (parseFloat(style.scrollPaddingTop) || 0) + (parseFloat(style.scrollPaddingBottom) || 0);
  return row.getBoundingClientRect().height <= root.clientHeight - padding ? row : undefined;
}
