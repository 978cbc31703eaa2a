/**
 * Unsaved-edit tracking with a leave guard (spec 000 §2.1, §4): the first edit marks the editor dirty, a save
 * or reset marks it clean, and leaving a dirty editor asks first ("内容が編集されています。破棄して移動しますか?",
 * code leave_unsaved). A machine rather than a boolean so the confirm step is a state the UI renders, not a
 * callback it has to remember.
 */
import { setup } from 'xstate';

/**
 * Events: EDIT after any change; SAVED or RESET when the stored and shown content agree again; LEAVE_REQUEST
 * when the operator closes or navigates; CONFIRM / CANCEL answer the leave question.
 *
 * @example dirtyActor.send({ type: 'EDIT' });
 */
export type DirtyEvent =
  | { type: 'EDIT' }
  | { type: 'SAVED' }
  | { type: 'RESET' }
  | { type: 'LEAVE_REQUEST' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * Dirty tracking machine: clean, dirty, confirmingLeave (show leave_unsaved), left (final: go).
 *
 * @example
 * const dirty = createActor(dirtyMachine).start();
 * dirty.send({ type: 'EDIT' });
 * dirty.send({ type: 'LEAVE_REQUEST' });
 * dirty.getSnapshot().value; // 'confirmingLeave'
 */
export const dirtyMachine = setup({
  types: { events: {} as DirtyEvent },
}).createMachine({
  id: 'dirty',
  initial: 'clean',
  states: {
    clean: {
      on: {
        EDIT: 'dirty',
        // Nothing would be lost, so there is nothing to ask.
        LEAVE_REQUEST: 'left',
      },
    },
    dirty: {
      on: {
        SAVED: 'clean',
        RESET: 'clean',
        LEAVE_REQUEST: 'confirmingLeave',
      },
    },
    confirmingLeave: {
      on: {
        CONFIRM: 'left',
        // Back to editing with the edits intact: cancelling the question must not discard anything.
        CANCEL: 'dirty',
      },
    },
    left: { type: 'final' },
  },
});

/**
 * Whether leaving now would lose edits: true while dirty or while the leave question is open. Pure, so a
 * `beforeunload` handler can call it on the latest snapshot.
 *
 * @example
 * window.addEventListener('beforeunload', (e) => { if (shouldGuardLeave(dirty.getSnapshot())) e.preventDefault(); });
 */
export function shouldGuardLeave(snapshot: { value: unknown }): boolean {
  return snapshot.value === 'dirty' || snapshot.value === 'confirmingLeave';
}
