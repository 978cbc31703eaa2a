/**
 * The document editor machine (DESIGN §5, §8): one document of any kind from load to save, with the IO status,
 * the save progress (spec 000 §4: 0 idle, 1 saving, 2 saved, 3 failed; a second save ignored while one runs;
 * 30 s timeout), three-way merges instead of overwrites on a 409, the offer of a kept draft, and the dirty
 * guard. Two parallel regions: `io` (what is being loaded or saved) and `changes` (clean, dirty, asking before
 * leaving). IO runs in the named actors `load`, `save`, `loadCurrent` and `loadRevision`, which the page
 * provides (engine/react's useDocumentEditor) and tests swap with `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageText } from '../../core/index.ts';
import { SAVE_RESULT_MS, SAVE_TIMEOUT_MS } from '../save-status.ts';
import {
  failedSave,
  mergeRestored,
  mergeSaved,
  nextReplacement,
  pendingMerge,
  resolved,
  savedState,
  serverShown,
} from './steps.ts';
import type {
  DocumentEditorContext,
  DocumentEditorEvent,
  DocumentEditorInput,
  IoResult,
  LoadOutput,
  SaveAnswer,
  WireDocument,
} from './types.ts';

/** Merges in a row for one save before the editor stops and says the document keeps changing. */
export const MAX_MERGE_ROUNDS = 3;

const notProvided = <T, I>(name: string) =>
  fromPromise<T, I>(async () => {
    throw new Error(`documentEditorMachine: provide the \`${name}\` actor with machine.provide({ actors })`);
  });

/**
 * The machine. `snapshot.context.saveStatus` is the spec's number; `snapshot.matches({ changes: 'dirty' })`
 * tells the dirty mark and the leave guard; `context.replacement` is a document the page must show (a merge, a restored draft).
 *
 * @example
 * const actor = createActor(documentEditorMachine.provide({ actors: { load, save, loadCurrent, loadRevision } }),
 *   { input: { id: 3, listField: 'inputs', idField: 'aid', lang: 'ja' } }).start();
 * actor.send({ type: 'SAVE', document });
 */
export const documentEditorMachine = setup({
  types: {
    context: {} as DocumentEditorContext,
    events: {} as DocumentEditorEvent,
    input: {} as DocumentEditorInput,
  },
  actors: {
    load: notProvided<IoResult<LoadOutput>, { id: number | null }>('load'),
    // `base`: the server's document the save builds on, for kinds whose save sends only what changed.
    save: notProvided<IoResult<SaveAnswer>, { document: WireDocument; base?: WireDocument }>('save'),
    loadCurrent: notProvided<IoResult<WireDocument>, { id: number; base?: WireDocument }>('loadCurrent'),
    loadRevision: notProvided<IoResult<WireDocument>, { id: number; revision: number }>('loadRevision'),
  },
  delays: { saveTimeout: SAVE_TIMEOUT_MS, resultShown: SAVE_RESULT_MS },
  guards: {
    draftOnSameRevision: ({ context }) => context.draft?.revision === context.revision,
    hasDraft: ({ context }) => context.draft !== undefined,
  },
}).createMachine({
  id: 'documentEditor',
  type: 'parallel',
  context: ({ input }) => ({
    lang: input.lang ?? 'ja',
    listField: input.listField,
    idField: input.idField,
    afterMerge: input.afterMerge,
    id: input.id,
    revision: undefined,
    base: undefined,
    loaded: undefined,
    draft: undefined,
    loadError: null,
    sending: undefined,
    saveStatus: 0,
    notice: null,
    merge: null,
    replacement: null,
    mergeRounds: 0,
    answer: undefined,
  }),
  states: {
    io: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'load',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'editing',
                actions: assign(({ event }) => {
                  const { document, draft } = (event.output as { data: LoadOutput }).data;
                  const revision = typeof document?.revision === 'number' ? document.revision : undefined;
                  return { loaded: document, base: document, revision, draft };
                }),
              },
              {
                target: 'loadFailed',
                actions: assign({
                  loadError: ({ event }) => (event.output.ok ? [] : event.output.messages),
                }),
              },
            ],
            onError: {
              target: 'loadFailed',
              actions: assign({ loadError: ({ context }) => [messageText('unknown_error', context.lang)] }),
            },
          },
        },
        loadFailed: {},
        editing: {
          initial: 'idle',
          on: {
            SAVE: {
              target: 'saving',
              actions: assign({ sending: ({ event }) => event.document, mergeRounds: 0 }),
            },
            DISCARD_DRAFT: { actions: assign({ draft: undefined }) },
            SERVER_DOCUMENT: {
              target: '.idle',
              actions: assign(({ context, event }) => serverShown(context, event.document)),
            },
            RESTORE_DRAFT: [
              {
                guard: 'draftOnSameRevision',
                actions: assign(({ context }) => ({
                  draft: undefined,
                  replacement: nextReplacement(context, context.draft?.document ?? {}, true),
                })),
              },
              { guard: 'hasDraft', target: 'restoring' },
            ],
          },
          states: {
            idle: {
              entry: assign({ saveStatus: 0 }),
              on: { DISMISS: { actions: assign({ notice: null }) } },
            },
            saved: {
              entry: assign({ saveStatus: 2 }),
              after: { resultShown: 'idle' },
              on: { DISMISS: { target: 'idle', actions: assign({ notice: null }) } },
            },
            failed: {
              entry: assign({ saveStatus: 3 }),
              on: { DISMISS: { target: 'idle', actions: assign({ notice: null }) } },
            },
          },
        },
        saving: {
          // No SAVE here: a second save while one runs is dropped (spec 000 §4).
          entry: assign({ saveStatus: 1, notice: null }),
          invoke: {
            src: 'save',
            input: ({ context }) => ({ document: context.sending ?? {}, base: context.base }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'editing.saved',
                actions: assign(({ context, event }) => savedState(context, event.output)),
              },
              {
                guard: ({ event }) => !event.output.ok && event.output.status === 409,
                target: 'fetchingTheirs',
              },
              {
                target: 'editing.failed',
                actions: assign(({ context, event }) => ({ notice: failedSave(context.lang, event.output) })),
              },
            ],
            onError: {
              target: 'editing.failed',
              actions: assign(({ context }) => ({ notice: failedSave(context.lang, undefined) })),
            },
          },
          // Leaving `saving` stops the actor, which aborts its signal, so a late answer cannot land after this.
          after: {
            saveTimeout: {
              target: 'editing.failed',
              actions: assign(({ context }) => ({
                notice: {
                  tone: 'error' as const,
                  lines: [
                    messageText('save_failed', context.lang),
                    messageText('save_timeout', context.lang),
                  ],
                  retry: true,
                },
              })),
            },
          },
        },
        fetchingTheirs: {
          invoke: {
            src: 'loadCurrent',
            // The base goes along: blocks the server's revision holds without ids are matched to it (block-ids.ts).
            input: ({ context }) => ({ id: context.id ?? 0, base: context.base }),
            onDone: [
              {
                // The server keeps moving: say so rather than merge forever.
                guard: ({ context, event }) => !event.output.ok || context.mergeRounds >= MAX_MERGE_ROUNDS,
                target: 'editing.failed',
                actions: assign(({ context, event }) => ({
                  notice: event.output.ok
                    ? { tone: 'error' as const, lines: [messageText('merge_gave_up', context.lang)] }
                    : failedSave(context.lang, event.output),
                })),
              },
              {
                // base: what the edit started from; theirs: the server's now; ours: what this save sent.
                target: 'merging',
                actions: assign(({ context, event }) => ({
                  merge: pendingMerge(
                    context,
                    context.base ?? {},
                    (event.output as { data: WireDocument }).data,
                    context.sending ?? {},
                    'save',
                  ),
                })),
              },
            ],
            onError: {
              target: 'editing.failed',
              actions: assign(({ context }) => ({ notice: failedSave(context.lang, undefined) })),
            },
          },
        },
        restoring: {
          invoke: {
            src: 'loadRevision',
            input: ({ context }) => ({ id: context.id ?? 0, revision: context.draft?.revision ?? 0 }),
            onDone: {
              target: 'merging',
              // Without the draft's own revision (pruned), the current document stands in as its base: the
              // draft's values then win wherever they differ, which the notice says.
              actions: assign(({ context, event }) => ({
                merge: pendingMerge(
                  context,
                  event.output.ok ? event.output.data : (context.base ?? {}),
                  context.base ?? {},
                  context.draft?.document ?? {},
                  event.output.ok ? 'draft' : 'draftOverCurrent',
                ),
              })),
            },
          },
        },
        // The merge is computed once (pendingMerge); here it goes to the operator, or straight on.
        merging: {
          always: [
            { guard: ({ context }) => (context.merge?.conflicts.length ?? 0) > 0, target: 'resolving' },
            {
              guard: ({ context }) => context.merge?.then === 'save',
              target: 'saving',
              actions: assign(({ context }) => mergeSaved(context, context.merge?.merged ?? {})),
            },
            {
              target: 'editing.idle',
              actions: assign(({ context }) => ({
                ...mergeRestored(context, context.merge?.merged ?? {}),
                notice: {
                  tone: 'success' as const,
                  lines: [
                    messageText(
                      context.merge?.then === 'draftOverCurrent' ? 'draft_restored' : 'draft_merged',
                      context.lang,
                    ),
                  ],
                },
              })),
            },
          ],
        },
        resolving: {
          // Nothing is being saved while the operator chooses: the button is not busy.
          entry: assign({ saveStatus: 0 }),
          on: {
            RESOLVE: [
              {
                guard: ({ context }) => context.merge?.then === 'save',
                target: 'saving',
                actions: assign(({ context, event }) =>
                  mergeSaved(context, resolved(context, event.choices)),
                ),
              },
              {
                target: 'editing.idle',
                actions: assign(({ context, event }) =>
                  mergeRestored(context, resolved(context, event.choices)),
                ),
              },
            ],
            // Back to editing with what the operator had: nothing was saved, the next save merges again.
            CANCEL_MERGE: { target: 'editing.idle', actions: assign({ merge: null }) },
          },
        },
      },
    },
    // Whether the page holds edits the server does not: the dirty mark, the leave guard and the drafts read it.
    changes: {
      initial: 'clean',
      states: {
        clean: { on: { CHANGED: { guard: ({ event }) => event.dirty, target: 'dirty' } } },
        dirty: { on: { CHANGED: { guard: ({ event }) => !event.dirty, target: 'clean' } } },
      },
    },
  },
});
