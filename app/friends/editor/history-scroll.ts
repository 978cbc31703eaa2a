/**
 * Where the message history scrolls (docs/decisions/friend-message-history.md): it opens at its newest message,
 * and older messages arriving above leave the one the operator was looking at where it was on the screen.
 * Measured, so Chromium-only to test (tests/e2e/friend-editor.e2e.test.ts); jsdom has no layout.
 */

/** The element that scrolls `element` (the modal's body), else the page. */
export function scrollerOf(element: HTMLElement): HTMLElement {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if (overflowY === 'auto' || overflowY === 'scroll') return at;
  }
  return (document.scrollingElement ?? document.documentElement) as HTMLElement;
}

/** The bottom of what `scroller` shows, in the viewport's coordinates. */
function shownBottom(scroller: HTMLElement): number {
  if (scroller === document.scrollingElement) return window.innerHeight;
  return scroller.getBoundingClientRect().top + scroller.clientTop + scroller.clientHeight;
}

/** Scrolls so that the bottom of `element` is the bottom of what its scroller shows (as far as it can go). */
export function scrollToBottomOf(element: HTMLElement): void {
  const scroller = scrollerOf(element);
  scroller.scrollTop += element.getBoundingClientRect().bottom - shownBottom(scroller);
}

/** Where `element` is on the screen now: give it to `keepAt` after the content around it changed. */
export function screenTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top;
}

/** Scrolls so that `element` is back at `top` on the screen (content came above it). */
export function keepAt(element: HTMLElement, top: number): void {
  scrollerOf(element).scrollTop += element.getBoundingClientRect().top - top;
}
