/**
 * A query that follows an edit while the operator works (the funnel editor's live count, issue 19): asked again
 * once edits pause (`delayMs`), and never more than one request at a time. An edit during a request does not
 * abort it (the server would go on counting) but queues the newest input, asked as soon as the running one
 * answers; inputs in between are dropped. The last answer stays shown, marked stale while a newer one is due.
 * The request runs in the named actor `query`, which the host provides with `.provide({ actors })`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { IoResult } from './document/types.ts';

/** What the machine knows. */
export interface LiveQueryContext<I = unknown, R = unknown> {
  delayMs: number;
  /** The newest input, to be asked next. */
  wanted: I | undefined;
  /** The input of the request running or last answered. */
  asked: I | undefined;
  /** An edit came after the running request started: ask again when it answers. */
  queued: boolean;
  /** The last good answer, and the input it answers. */
  result: R | undefined;
  resultFor: I | undefined;
  /** Why the last request failed (its messages), null after a good answer. */
  error: string[] | null;
  /** Requests started so far (tests count them; at most one runs at a time). */
  requests: number;
}

/** CHANGED: the input the query should answer now (the editor's document). */
export type LiveQueryEvent<I = unknown> = { type: 'CHANGED'; input: I };

const notProvided = fromPromise<IoResult<unknown>, { input: unknown }>(async () => {
  throw new Error('liveQueryMachine: provide the `query` actor with machine.provide({ actors })');
});

/**
 * The machine. `snapshot.value` is 'idle', 'waiting' (an edit, the pause not over) or 'running';
 * `context.result` the last answer.
 *
 * @example
 * const actor = createActor(liveQueryMachine.provide({ actors: { query: fromPromise(({ input, signal }) => count(input.input, signal)) } }),
 *   { input: { delayMs: 400 } }).start();
 * actor.send({ type: 'CHANGED', input: funnel });
 */
export const liveQueryMachine = setup({
  types: {
    context: {} as LiveQueryContext,
    events: {} as LiveQueryEvent,
    input: {} as { delayMs?: number },
  },
  actors: { query: notProvided },
  delays: { pause: ({ context }) => context.delayMs },
}).createMachine({
  id: 'liveQuery',
  initial: 'idle',
  context: ({ input }) => ({
    delayMs: input.delayMs ?? 400,
    wanted: undefined,
    asked: undefined,
    queued: false,
    result: undefined,
    resultFor: undefined,
    error: null,
    requests: 0,
  }),
  states: {
    idle: {
      on: { CHANGED: { target: 'waiting', actions: assign({ wanted: ({ event }) => event.input }) } },
    },
    waiting: {
      on: {
        // Each edit starts the pause again.
        CHANGED: {
          target: 'waiting',
          reenter: true,
          actions: assign({ wanted: ({ event }) => event.input }),
        },
      },
      after: {
        pause: {
          target: 'running',
          actions: assign(({ context }) => ({
            asked: context.wanted,
            queued: false,
            requests: context.requests + 1,
          })),
        },
      },
    },
    running: {
      on: {
        // No second request: the newest input waits for this one's answer.
        CHANGED: { actions: assign({ wanted: ({ event }) => event.input, queued: true }) },
      },
      invoke: {
        src: 'query',
        input: ({ context }) => ({ input: context.asked }),
        onDone: [
          {
            guard: ({ context }) => context.queued,
            target: 'waiting',
            actions: assign(({ context, event }) => answered(context, event.output)),
          },
          { target: 'idle', actions: assign(({ context, event }) => answered(context, event.output)) },
        ],
        onError: [
          {
            guard: ({ context }) => context.queued,
            target: 'waiting',
            actions: assign({ error: () => [] as string[] }),
          },
          { target: 'idle', actions: assign({ error: () => [] as string[] }) },
        ],
      },
    },
  },
});

/** The context after an answer: a good one replaces the result, a failure keeps it and says why. */
function answered(context: LiveQueryContext, output: IoResult<unknown>): Partial<LiveQueryContext> {
  return output.ok
    ? { result: output.data, resultFor: context.asked, error: null }
    : { error: output.messages };
}
