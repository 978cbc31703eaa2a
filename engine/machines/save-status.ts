/**
 * The save progress numbers and timings of the spec (000 §4 "Action save progress", §9), shared by every
 * document editor: 0 idle, 1 saving, 2 saved, 3 failed; a save times out after 30 s.
 */

/**
 * How long a save may take before it counts as failed (spec 000 §9: action save timeout 30000 ms).
 *
 * @example documentEditorMachine.provide({ delays: { saveTimeout: SAVE_TIMEOUT_MS } })
 */
export const SAVE_TIMEOUT_MS = 30000;

/**
 * How long "saved" shows on the button before it goes back to idle (delay `resultShown`).
 *
 * @example documentEditorMachine.provide({ delays: { resultShown: 3000 } })
 */
export const SAVE_RESULT_MS = 1500;

/**
 * The numbers the UI and the spec use for the save states: 0 idle, 1 saving, 2 saved, 3 failed.
 *
 * @example const disabled = snapshot.context.saveStatus === 1;
 */
export type SaveStatus = 0 | 1 | 2 | 3;
