/**
 * Save progress of an editor's document (spec 000 §4 "Action save progress", §8, §9): idle 0, saving 1,
 * saved 2, failed 3. The request runs in the named actor `save`, so the app plugs in its fetch and tests plug in
 * a fake with `saveProgressMachine.provide({ actors: { save } })`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type CoreMessageCode, type Lang, messageText } from '../core/messages/index.ts';
import {
  failureMessages,
  isConflict,
  isSuccess,
  type ServerAnswer,
  toServerAnswer,
} from './server-answer.ts';

/**
 * How long a save may take before it counts as failed (spec 000 §9: action save timeout 30000 ms).
 *
 * @example saveProgressMachine.provide({ delays: { saveTimeout: SAVE_TIMEOUT_MS } })
 */
export const SAVE_TIMEOUT_MS = 30000;
/**
 * How long "saved" or "failed" is shown before the button goes back to idle (delay `resultShown`).
 *
 * @example saveProgressMachine.provide({ delays: { resultShown: 3000 } })
 */
export const SAVE_RESULT_MS = 1500;

/**
 * The numbers the UI and the spec use for the save states: 0 idle, 1 saving, 2 saved, 3 failed.
 *
 * @example const disabled = snapshot.context.status === 1;
 */
export type SaveStatus = 0 | 1 | 2 | 3;

/**
 * Input of the `save` actor: the document the SAVE event carried.
 *
 * @example fromPromise<ServerAnswer, SaveInput>(({ input, signal }) => api.saveAction(input.document, signal))
 */
export interface SaveInput {
  document: unknown;
}

/**
 * What the machine knows; `status` mirrors the state so the UI can read the spec's number directly.
 *
 * @example alert(saveAlertLines(snapshot.context).join('\n'));
 */
export interface SaveProgressContext {
  status: SaveStatus;
  lang: Lang;
  document: unknown;
  /** The SAVE asked to leave the page after success, so "saved" stays until the page goes. */
  redirect: boolean;
  /** The `result` of the success answer, e.g. `{ aid }` of the saved action. */
  result: unknown;
  /** What the alert is about: success, failure, timeout or the 409 reload. */
  code: Extract<
    CoreMessageCode,
    'save_succeeded' | 'save_failed' | 'save_timeout' | 'conflict_reload'
  > | null;
  /** Detail lines under the heading of `code`: the server's messages, or the unknown-error text; else empty. */
  messages: string[];
  /** Set on a 409 answer: the UI reloads the page. */
  reload: boolean;
}

/**
 * SAVE starts a save (ignored while one runs; `redirect` keeps "saved" shown while the page moves on);
 * DISMISS closes the result early.
 *
 * @example actor.send({ type: 'SAVE', document, redirect: true });
 */
export type SaveProgressEvent = { type: 'SAVE'; document: unknown; redirect?: boolean } | { type: 'DISMISS' };

/**
 * Save progress machine.
 *
 * @example
 * const actor = createActor(saveProgressMachine.provide({ actors: { save: fromPromise(async ({ input }) =>
 *   ({ status: 200, result: await api.save(input.document) })) } }), { input: { lang: 'ja' } }).start();
 * actor.send({ type: 'SAVE', document });
 * actor.getSnapshot().context.status; // 1 while saving
 */
export const saveProgressMachine = setup({
  types: {
    context: {} as SaveProgressContext,
    events: {} as SaveProgressEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: setup() drops `undefined` when it infers the input type, which would make createActor(machine) demand an input; `void` survives.
    input: {} as { lang?: Lang } | void,
  },
  actors: {
    // The default fails loudly: an app that forgot to provide its request should not look like a save.
    save: fromPromise<ServerAnswer, SaveInput>(async () => {
      throw new Error('saveProgressMachine: provide the `save` actor');
    }),
  },
  delays: { saveTimeout: SAVE_TIMEOUT_MS, resultShown: SAVE_RESULT_MS },
  guards: {
    notRedirecting: ({ context }) => !context.redirect,
  },
  actions: {
    takeDocument: assign(({ event }) =>
      event.type === 'SAVE' ? { document: event.document, redirect: event.redirect === true } : {},
    ),
  },
}).createMachine({
  id: 'saveProgress',
  context: ({ input }) => ({
    status: 0,
    lang: input?.lang ?? 'ja',
    document: null,
    redirect: false,
    result: null,
    code: null,
    messages: [],
    reload: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ status: 0 }),
      on: { SAVE: { target: 'saving', actions: 'takeDocument' } },
    },
    saving: {
      // No SAVE handler here: a second save while one runs is dropped (spec 000 §4).
      entry: assign({ status: 1, result: null, code: null, messages: [] }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({ document: context.document }),
        onDone: [
          {
            guard: ({ event }) => isSuccess(toServerAnswer(event.output)),
            target: 'saved',
            actions: assign({ result: ({ event }) => toServerAnswer(event.output).result ?? null }),
          },
          { guard: ({ event }) => isConflict(toServerAnswer(event.output)), target: 'reloadRequested' },
          {
            target: 'failed',
            actions: assign({
              messages: ({ context, event }) => failureMessages(toServerAnswer(event.output), context.lang),
            }),
          },
        ],
        onError: [
          { guard: ({ event }) => isConflict(toServerAnswer(event.error)), target: 'reloadRequested' },
          {
            target: 'failed',
            actions: assign({
              messages: ({ context, event }) => failureMessages(toServerAnswer(event.error), context.lang),
            }),
          },
        ],
      },
      // Leaving `saving` stops the actor, which aborts its signal, so a late answer cannot land after this.
      after: {
        saveTimeout: {
          target: 'failed',
          actions: assign({ code: 'save_timeout' as const }),
        },
      },
    },
    saved: {
      entry: assign({ status: 2 as const, code: 'save_succeeded' as const }),
      after: { resultShown: { guard: 'notRedirecting', target: 'idle' } },
      on: {
        DISMISS: { guard: 'notRedirecting', target: 'idle' },
        SAVE: { guard: 'notRedirecting', target: 'saving', actions: 'takeDocument' },
      },
    },
    failed: {
      // The timeout transition sets its own code first; every other way in is a plain failure.
      entry: assign(({ context }) => ({
        status: 3 as const,
        code: context.code ?? ('save_failed' as const),
        redirect: false,
      })),
      after: { resultShown: { target: 'idle' } },
      on: {
        DISMISS: { target: 'idle' },
        SAVE: { target: 'saving', actions: 'takeDocument' },
      },
    },
    reloadRequested: {
      // Final: the page is about to reload, so nothing may start. `status` stays 1 to keep the form disabled.
      type: 'final',
      entry: assign({ reload: true, code: 'conflict_reload' as const }),
    },
  },
});

/**
 * The lines of the alert for the current result: the heading of `code` in the machine's language, then the
 * detail lines (spec 000 §8: 登録に失敗しました plus the server messages). Empty while nothing is to be shown.
 *
 * @example saveAlertLines(snapshot.context) // ['登録に失敗しました', '名前を入力してください']
 */
export function saveAlertLines(context: Pick<SaveProgressContext, 'code' | 'lang' | 'messages'>): string[] {
  return context.code === null ? [] : [messageText(context.code, context.lang), ...context.messages];
}
