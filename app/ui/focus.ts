/** Focus helpers for dialogs: what can take focus inside an element, and keeping Tab inside it. */

// The module, not engine/react's index: a dialog's chunk then takes none of the editor's code.
import { CONTROL_SELECTOR, queryInOrder } from '../../engine/react/focus.ts';

/** The engine's controls (fields, rich text, buttons) and what else Tab stops at in a dialog. */
const FOCUSABLE = [CONTROL_SELECTOR, 'a[href]', '[tabindex]:not([tabindex="-1"])'].join(',');

/**
 * The elements Tab reaches inside `root`, in order (hidden ones left out where layout can tell).
 *
 * @example tabbables(dialog)[0]?.focus();
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return queryInOrder(root, FOCUSABLE).filter(
    (element) => !element.closest('[hidden],[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element to the first and back. Answers true when it
 * moved the focus itself (the caller then stops the event).
 *
 * @example onKeyDown={(e) => { if (e.key === 'Tab' && trapTab(dialog, e.shiftKey, document.activeElement)) e.preventDefault(); }}
 */
export function trapTab(root: HTMLElement, backwards: boolean, active: Element | null): boolean {
  const items = tabbables(root);
  if (items.length === 0) {
    root.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const inside = active instanceof HTMLElement && root.contains(active);
  if (backwards && (active === first || !inside || active === root)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || !inside)) {
    first.focus();
    return true;
  }
  return false;
}
