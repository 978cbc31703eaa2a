import type { KeyboardEvent } from 'react';

/** Input types whose own undo (the browser's) must keep working. */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/**
 * True when the element edits text: there Ctrl+Z belongs to the browser (undoing typed characters), not to
 * the editor (undoing whole operations).
 *
 * @example isTextField(document.activeElement)
 */
export function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  // isContentEditable is missing in some DOMs (jsdom): the attribute says the same.
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])'))
    return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) && !target.readOnly;
  return false;
}

/**
 * The editor command of a key press: Ctrl+Z (⌘Z) undo, Ctrl+Shift+Z and Ctrl+Y redo.
 *
 * @example undoCommand({ key: 'z', ctrlKey: true, shiftKey: false, metaKey: false, altKey: false }) // 'undo'
 */
export function undoCommand(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

/**
 * For one-line inputs where Enter must do nothing (search queries, spec 001 §5): nothing is inserted or
 * submitted. Enter that commits an IME conversion (Japanese input) is the IME's and passes.
 *
 * @example <TextInput {...props} multiline={false} onKeyDown={ignoreEnter} />
 */
export function ignoreEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
}
