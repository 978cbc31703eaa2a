/**
 * Arrow keys, Home and End among a group's items, in one place for the editor's lists, the composer's toolbar
 * and the app's pickers and tabs. Roving is WAI-ARIA's toolbar pattern (one Tab stop, arrows wrap); without
 * it a list's items keep their own Tab stops and the arrows stop at its ends.
 */
import { type KeyboardEvent, useRef, useState } from 'react';

/** Which arrows move: ← → (a toolbar, tabs) or ↑ ↓ (a list). */
export type ArrowOrientation = 'horizontal' | 'vertical';

/** How a group's items answer the arrows. */
export interface ArrowKeyOptions {
  orientation: ArrowOrientation;
  /**
   * WAI-ARIA's toolbar pattern: the arrows wrap at the ends, and `useArrowKeys` makes the group one Tab stop
   * (the item last focused). Without it the arrows stop at the ends and every item keeps its Tab stop.
   */
  roving?: boolean;
}

/** The arrow back and the arrow forward of each orientation. */
const ARROWS: Record<ArrowOrientation, readonly [string, string]> = {
  horizontal: ['ArrowLeft', 'ArrowRight'],
  vertical: ['ArrowUp', 'ArrowDown'],
};

/**
 * The item a key moves to among `count` items from item `at`, or undefined for any other key (and for an
 * empty group). `at` is -1 when the focus is in the group but on none of its items (a picker's search box
 * above its results): an arrow then goes to the first item.
 *
 * @example arrowKeyTarget('ArrowRight', 2, 3, { orientation: 'horizontal', roving: true }) // 0
 * @example arrowKeyTarget('ArrowDown', 2, 3, { orientation: 'vertical' }) // 2
 */
export function arrowKeyTarget(
  key: string,
  at: number,
  count: number,
  options: ArrowKeyOptions,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const [back, forward] = ARROWS[options.orientation];
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key !== back && key !== forward) return undefined;
  if (at < 0) return 0;
  if (key === forward) return at < last ? at + 1 : options.roving ? 0 : last;
  return at > 0 ? at - 1 : options.roving ? last : 0;
}

/**
 * Moves the focus from `from` to the item the key means. Answers true when the key was one of the group's
 * (the caller then prevents its default: scrolling the page).
 *
 * @example if (moveFocusByKey(event.key, buttons, document.activeElement, { orientation: 'vertical' })) event.preventDefault();
 */
export function moveFocusByKey(
  key: string,
  items: readonly HTMLElement[],
  from: EventTarget | null,
  options: ArrowKeyOptions,
): boolean {
  const next = arrowKeyTarget(key, items.indexOf(from as HTMLElement), items.length, options);
  if (next === undefined) return false;
  items[next].focus();
  return true;
}

/**
 * The arrow keys of a group of `count` items drawn by one component: `onKeyDown` goes on the group, `item(i)`
 * is spread on the i-th item (its ref, and when roving its tabIndex and onFocus). Roving, the Tab stop is the
 * item last focused, the first until then; without it a toolbar of a dozen buttons put a dozen stops in the
 * page's Tab order.
 *
 * @example
 * const keys = useArrowKeys(tools.length, { orientation: 'horizontal', roving: true });
 * <div role="toolbar" onKeyDown={keys.onKeyDown}>{tools.map((tool, i) => <button {...keys.item(i)}>…</button>)}</div>
 */
export function useArrowKeys(count: number, options: ArrowKeyOptions) {
  const [current, setCurrent] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  // Fewer items than before (a permission gone): the stop falls back to the last one.
  const stop = Math.min(current, count - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const present = items.current.slice(0, count).filter((item): item is HTMLElement => item !== null);
    if (moveFocusByKey(event.key, present, event.target, options)) event.preventDefault();
  };
  /** The i-th item's part in it. */
  const item = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    ...(options.roving ? { tabIndex: index === stop ? 0 : -1, onFocus: () => setCurrent(index) } : {}),
  });
  return { onKeyDown, item };
}
