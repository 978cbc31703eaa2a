import type { FriendRecord } from './friend-record.ts';

const CONTROLS = ['input:not([type="hidden"])', 'select', 'textarea'];

/** Where a key of the friend's record is edited on the page: the tag's toggle, the value's or the field's input. */
function selectorOf(key: string): string {
  if (key.startsWith('tag:')) return `[data-item="${CSS.escape(key.slice(4))}"]`;
  const row = key.startsWith('var:')
    ? `[data-var="${CSS.escape(key.slice(4))}"]`
    : `[data-base="${CSS.escape(key)}"]`;
  return CONTROLS.map((control) => `${row} ${control}:not([disabled])`).join(', ');
}

/**
 * After 復元する the draft's banner goes, and the focus with it: it moves to the first control on the tab shown
 * whose key the restore changed (in page order), else to the chosen tab, so the keyboard stays in the dialog.
 *
 * @example focusRestored(form, recordBefore, recordAfter);
 */
export function focusRestored(scope: HTMLElement | null, before: FriendRecord, after: FriendRecord): void {
  if (!scope) return;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const selectors = [...keys]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(selectorOf);
  const changed = selectors.length > 0 ? scope.querySelector<HTMLElement>(selectors.join(', ')) : null;
  (changed ?? scope.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))?.focus();
}
