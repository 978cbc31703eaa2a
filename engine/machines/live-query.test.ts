import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { IoResult } from './document/types.ts';
import { liveQueryMachine } from './live-query.ts';

/** A query whose answers the test releases one by one, recording what it was asked and how many ran at once. */
function controlledQuery() {
  const asked: unknown[] = [];
  const releases: ((value: IoResult<unknown>) => void)[] = [];
  let running = 0;
  let most = 0;
  const query = fromPromise<IoResult<unknown>, { input: unknown }>(({ input }) => {
    asked.push(input.input);
    running++;
    most = Math.max(most, running);
    return new Promise((resolve) =>
      releases.push((value) => {
        running--;
        resolve(value);
      }),
    );
  });
  return { query, asked, releases, most: () => most };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('liveQueryMachine', () => {
  it('asks once the edits pause, with the newest input only', async () => {
    const q = controlledQuery();
    const actor = createActor(liveQueryMachine.provide({ actors: { query: q.query } }), {
      input: { delayMs: 30 },
    }).start();
    for (const n of [1, 2, 3]) {
      actor.send({ type: 'CHANGED', input: n });
      await wait(5);
    }
    expect(actor.getSnapshot().value).toBe('waiting');
    await waitFor(actor, (s) => s.matches('running'));
    expect(q.asked).toEqual([3]);
    q.releases[0]({ ok: true, status: 200, data: { count: 42 } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ result: { count: 42 }, resultFor: 3, error: null });
  });

  it('never runs two requests at once: an edit during one waits for its answer, the inputs between dropped', async () => {
    const q = controlledQuery();
    const actor = createActor(liveQueryMachine.provide({ actors: { query: q.query } }), {
      input: { delayMs: 10 },
    }).start();
    actor.send({ type: 'CHANGED', input: 'a' });
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'CHANGED', input: 'b' });
    actor.send({ type: 'CHANGED', input: 'c' });
    await wait(40);
    // Still the first request: the newer input is queued, not sent beside it.
    expect(q.asked).toEqual(['a']);
    q.releases[0]({ ok: true, status: 200, data: 1 });
    await waitFor(actor, (s) => s.matches('running') && s.context.asked === 'c');
    // The first answer shows meanwhile, for the input it answers.
    expect(actor.getSnapshot().context).toMatchObject({ result: 1, resultFor: 'a' });
    q.releases[1]({ ok: true, status: 200, data: 3 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(q.asked).toEqual(['a', 'c']);
    expect(q.most()).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ result: 3, resultFor: 'c', requests: 2 });
  });

  it('keeps the last good answer when a request fails, and says why', async () => {
    const q = controlledQuery();
    const actor = createActor(liveQueryMachine.provide({ actors: { query: q.query } }), {
      input: { delayMs: 5 },
    }).start();
    actor.send({ type: 'CHANGED', input: 1 });
    await waitFor(actor, (s) => s.matches('running'));
    q.releases[0]({ ok: true, status: 200, data: 7 });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'CHANGED', input: 2 });
    await waitFor(actor, (s) => s.matches('running'));
    q.releases[1]({ ok: false, status: 422, messages: ['条件が多すぎます'] });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({
      result: 7,
      resultFor: 1,
      error: ['条件が多すぎます'],
    });
  });
});
