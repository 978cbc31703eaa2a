import { type RefObject, useLayoutEffect, useRef } from 'react';
import { focusIsLost } from './focus.ts';

/**
 * For a button disabled while `busy` (a save, a send): disabled, it drops the keyboard's focus to <body>, outside
 * its dialog or page region, where Tab starts over and Escape reaches nothing. When `busy` ends and the focus is
 * still lost (the operator did not move it meanwhile), the button takes it back, in the commit that enables it.
 * Answers the ref to put on the button.
 *
 * @example const save = useFocusBackAfter(saving); <button ref={save} disabled={saving}>保存</button>
 */
export function useFocusBackAfter<T extends HTMLElement = HTMLButtonElement>(
  busy: boolean,
): RefObject<T | null> {
  const element = useRef<T>(null);
  const wasBusy = useRef(false);
  useLayoutEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (ended && focusIsLost()) element.current?.focus();
  }, [busy]);
  return element;
}
