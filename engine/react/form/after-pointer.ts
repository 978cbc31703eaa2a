/**
 * Runs a field's blur consequences after the press that caused the blur has become a click. A field is checked
 * when it loses focus, and a check that removes a message makes the page shorter: when the blur came from pressing
 * a button below the field, the button moved up from under the pointer before the release, so the click landed
 * beside it and was lost (found twice in Chromium: the save button, then a list's add button after a refused
 * save). While a pointer is down the check waits until it is released and the click has been dispatched.
 *
 * @example afterPointerRelease(() => store.touch(id, path))
 */
let pressed = false;
const waiting: (() => void)[] = [];

function release(): void {
  if (!pressed) return;
  pressed = false;
  // After the pointerup's click has been dispatched (a task later): the click hits the layout it was aimed at.
  setTimeout(() => {
    for (const run of waiting.splice(0)) run();
  }, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `run` now, or once the pointer held down now is released (and its click dispatched). */
export function afterPointerRelease(run: () => void): void {
  if (pressed) waiting.push(run);
  else run();
}
