/**
 * Focus helpers of the editor: which controls can take the focus (one list for every "focus the first field"
 * of the engine and the app's dialogs), and where focus goes when its element disappears.
 */

/**
 * The controls one types into or chooses with: enabled inputs (a hidden one cannot take the focus), selects,
 * textareas and rich-text surfaces (the message composer is Lexical's `contenteditable`, with no input
 * element). `:disabled` rather than `[disabled]`, so that the controls of a disabled fieldset count as disabled.
 *
 * @example form.querySelectorAll<HTMLElement>(FIELD_SELECTOR)
 */
export const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/**
 * The fields and the enabled buttons.
 *
 * @example dialog.querySelector<HTMLElement>(CONTROL_SELECTOR)?.focus();
 */
export const CONTROL_SELECTOR = `${FIELD_SELECTOR}, button:not(:disabled)`;

/**
 * The elements inside `root` that match `selector`, in document order. querySelectorAll promises that order, but
 * jsdom's selector engine (the unit tests') answers a list holding `:disabled` selector by selector, which put
 * a later field before an earlier one there.
 *
 * @example queryInOrder(dialog, CONTROL_SELECTOR)[0]?.focus();
 */
export function queryInOrder(root: ParentNode, selector: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/**
 * The first control inside `root` to give the focus to: a field (FIELD_SELECTOR), or with `buttons` a field
 * or a button, whichever comes first. Null when there is none (or no root).
 *
 * @example firstField(entry)?.focus();
 * @example firstField(section, { buttons: true })?.focus();
 */
export function firstField(
  root: ParentNode | null | undefined,
  options: { buttons?: boolean } = {},
): HTMLElement | null {
  if (!root) return null;
  return queryInOrder(root, options.buttons ? CONTROL_SELECTOR : FIELD_SELECTOR)[0] ?? null;
}

/**
 * Where focus goes when the element holding it disappears (a removed panel): the next panel, else the
 * previous one, else the list's add button (in a grouped list, the group's first palette button), so keyboard
 * users stay in the list.
 */
export function focusNeighbour(panel: HTMLElement | null): void {
  const item = panel?.closest('.be-item');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>(
    '.be-panel',
  );
  if (neighbour) {
    neighbour.focus();
    return;
  }
  const list = item?.closest('.be-list-area');
  const add =
    list?.querySelector<HTMLElement>(':scope > .be-add > button') ??
    item?.closest('.be-group')?.querySelector<HTMLElement>('.be-palette button');
  add?.focus();
}

/**
 * Whether the keyboard's focus is lost: on the page itself, as when the focused control was removed or disabled
 * (the browser then falls back to <body>). A control that takes the focus back checks this first, so a focus the
 * operator moved elsewhere meanwhile is left alone.
 *
 * @example if (focusIsLost()) saveButton.current?.focus();
 */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
