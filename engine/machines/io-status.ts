/**
 * An editor's IO status (spec 000 §2.1, §4): idle 0, loading 1 (the content is hidden), saving 2. Only one
 * request runs at a time; a LOAD or SAVE meanwhile is refused with the wait message instead of being queued,
 * because the operator must not believe a second click did something. Requests run in the named actors `load`
 * and `save`, so tests swap them with `ioStatusMachine.provide({ actors: { load, save } })`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type Lang, messageText } from '../core/messages/index.ts';
import {
  failureMessages,
  isConflict,
  isSuccess,
  type ServerAnswer,
  toServerAnswer,
} from './server-answer.ts';

/**
 * The numbers the spec and the status bar use: 0 idle, 1 loading (content hidden), 2 saving.
 *
 * @example const hidden = snapshot.context.status === 1;
 */
export type IoStatus = 0 | 1 | 2;

/**
 * A refusal for the UI to alert: its code and the text in the machine's language.
 *
 * @example { code: 'io_busy', message: '現在通信中です、OKを押してそのままお待ち下さい。' }
 */
export interface IoNotice {
  code: 'io_busy';
  message: string;
}

/**
 * A failed request: which one, its HTTP status (0 when there was no answer) and the lines to alert.
 *
 * @example { operation: 'load', status: 500, messages: ['不明なエラーが発生しました'] }
 */
export interface IoError {
  operation: 'load' | 'save';
  status: number;
  messages: string[];
}

/**
 * What the machine knows; `status` mirrors the state so the UI reads the spec's number directly.
 *
 * @example if (snapshot.context.notice) alert(snapshot.context.notice.message);
 */
export interface IoStatusContext {
  status: IoStatus;
  lang: Lang;
  request: unknown;
  /** `result` of the last successful load. */
  data: unknown;
  /** `result` of the last successful save. */
  saved: unknown;
  error: IoError | null;
  notice: IoNotice | null;
  /** Counts refusals, so a UI effect fires again when the same notice is refused twice in a row. */
  refusals: number;
  /** Set on a 409 answer: the UI reloads the page. */
  reload: boolean;
}

/**
 * LOAD and SAVE carry what their actor needs; DISMISS_NOTICE clears the refusal once alerted.
 *
 * @example io.send({ type: 'LOAD', request: { memberId: 5 } });
 */
export type IoStatusEvent =
  | { type: 'LOAD'; request?: unknown }
  | { type: 'SAVE'; document: unknown }
  | { type: 'DISMISS_NOTICE' };

/**
 * Input of the `load` and `save` actors: the LOAD's `request` or the SAVE's `document`.
 *
 * @example fromPromise<ServerAnswer, IoInput>(({ input, signal }) => api.load(input.request, signal))
 */
export interface IoInput {
  request: unknown;
}

const notProvided = (name: string) =>
  fromPromise<ServerAnswer, IoInput>(async () => {
    throw new Error(`ioStatusMachine: provide the \`${name}\` actor`);
  });

/**
 * IO status machine.
 *
 * @example
 * const io = createActor(ioStatusMachine.provide({ actors: { load: fromPromise(async () =>
 *   ({ status: 200, result: await api.friend(id) })) } })).start();
 * io.send({ type: 'LOAD' });
 * io.send({ type: 'SAVE', document }); // refused: context.notice.code === 'io_busy'
 */
export const ioStatusMachine = setup({
  types: {
    context: {} as IoStatusContext,
    events: {} as IoStatusEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: setup() drops `undefined` when it infers the input type, which would make createActor(machine) demand an input; `void` survives.
    input: {} as { lang?: Lang } | void,
  },
  actors: { load: notProvided('load'), save: notProvided('save') },
  actions: {
    refuseBusy: assign(({ context }) => ({
      notice: { code: 'io_busy' as const, message: messageText('io_busy', context.lang) },
      refusals: context.refusals + 1,
    })),
    takeRequest: assign(({ event }) => ({
      request: event.type === 'LOAD' ? event.request : event.type === 'SAVE' ? event.document : null,
      error: null,
    })),
  },
}).createMachine({
  id: 'ioStatus',
  context: ({ input }) => ({
    status: 0,
    lang: input?.lang ?? 'ja',
    request: null,
    data: null,
    saved: null,
    error: null,
    notice: null,
    refusals: 0,
    reload: false,
  }),
  initial: 'idle',
  on: { DISMISS_NOTICE: { actions: assign({ notice: null }) } },
  states: {
    idle: {
      entry: assign({ status: 0 }),
      on: {
        LOAD: { target: 'loading', actions: 'takeRequest' },
        SAVE: { target: 'saving', actions: 'takeRequest' },
      },
    },
    loading: {
      entry: assign({ status: 1 }),
      on: { LOAD: { actions: 'refuseBusy' }, SAVE: { actions: 'refuseBusy' } },
      invoke: {
        src: 'load',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: ({ event }) => isSuccess(toServerAnswer(event.output)),
            target: 'idle',
            actions: assign({ data: ({ event }) => toServerAnswer(event.output).result ?? null }),
          },
          { guard: ({ event }) => isConflict(toServerAnswer(event.output)), target: 'reloadRequested' },
          {
            target: 'idle',
            actions: assign({ error: ({ context, event }) => fail('load', event.output, context) }),
          },
        ],
        onError: [
          { guard: ({ event }) => isConflict(toServerAnswer(event.error)), target: 'reloadRequested' },
          {
            target: 'idle',
            actions: assign({ error: ({ context, event }) => fail('load', event.error, context) }),
          },
        ],
      },
    },
    saving: {
      entry: assign({ status: 2 }),
      on: { LOAD: { actions: 'refuseBusy' }, SAVE: { actions: 'refuseBusy' } },
      invoke: {
        src: 'save',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: ({ event }) => isSuccess(toServerAnswer(event.output)),
            target: 'idle',
            actions: assign({ saved: ({ event }) => toServerAnswer(event.output).result ?? null }),
          },
          { guard: ({ event }) => isConflict(toServerAnswer(event.output)), target: 'reloadRequested' },
          {
            target: 'idle',
            actions: assign({ error: ({ context, event }) => fail('save', event.output, context) }),
          },
        ],
        onError: [
          { guard: ({ event }) => isConflict(toServerAnswer(event.error)), target: 'reloadRequested' },
          {
            target: 'idle',
            actions: assign({ error: ({ context, event }) => fail('save', event.error, context) }),
          },
        ],
      },
    },
    reloadRequested: {
      // The page is about to reload: keep the busy status so nothing is shown or clicked, refuse further IO.
      entry: assign({ reload: true }),
      on: { LOAD: { actions: 'refuseBusy' }, SAVE: { actions: 'refuseBusy' } },
    },
  },
});

/** Builds the error record of a failed answer (server lines, or the unknown-error text without a body). */
function fail(operation: IoError['operation'], value: unknown, context: IoStatusContext): IoError {
  const answer = toServerAnswer(value);
  return { operation, status: answer.status, messages: failureMessages(answer, context.lang) };
}
