import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type IoInput, ioStatusMachine } from './io-status.ts';
import type { ServerAnswer } from './server-answer.ts';

type Call = { input: IoInput; resolve: (answer: ServerAnswer) => void; reject: (error: unknown) => void };

/** An IO actor whose calls the test answers by hand. */
function manual(calls: Call[]) {
  return fromPromise<ServerAnswer, IoInput>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
  );
}

function start(lang?: 'ja' | 'en') {
  const loads: Call[] = [];
  const saves: Call[] = [];
  const actor = createActor(
    ioStatusMachine.provide({ actors: { load: manual(loads), save: manual(saves) } }),
    {
      input: { lang },
    },
  ).start();
  return { actor, loads, saves };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const BUSY = '現在通信中です、OKを押してそのままお待ち下さい。';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ioStatusMachine', () => {
  it('starts idle with status 0 and no notice', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.status).toBe(0);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('loads: status 1 while loading, then idle 0 with the data', async () => {
    const { actor, loads } = start();
    actor.send({ type: 'LOAD', request: { id: 5 } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.status).toBe(1);
    expect(loads[0].input).toEqual({ request: { id: 5 } });
    loads[0].resolve({ status: 200, result: { name: '山田' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.status).toBe(0);
    expect(actor.getSnapshot().context.data).toEqual({ name: '山田' });
  });

  it('saves: status 2 while saving, then idle 0 with the saved result', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SAVE', document: { memo: 'x' } });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.status).toBe(2);
    expect(saves[0].input).toEqual({ request: { memo: 'x' } });
    saves[0].resolve({ status: 200, result: { id: 9 } });
    await flush();
    expect(actor.getSnapshot().context.status).toBe(0);
    expect(actor.getSnapshot().context.saved).toEqual({ id: 9 });
  });

  it('refuses a SAVE while loading with the io_busy notice, exactly', () => {
    const { actor, loads, saves } = start();
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'SAVE', document: 1 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.status).toBe(1);
    expect(snapshot.context.notice).toEqual({ code: 'io_busy', message: BUSY });
    expect(snapshot.context.refusals).toBe(1);
    expect(loads).toHaveLength(1);
    expect(saves).toHaveLength(0);
  });

  it('refuses a LOAD or SAVE while saving and counts each refusal', () => {
    const { actor, loads, saves } = start();
    actor.send({ type: 'SAVE', document: 1 });
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'SAVE', document: 2 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'io_busy', message: BUSY });
    expect(actor.getSnapshot().context.refusals).toBe(2);
    expect(actor.getSnapshot().context.request).toBe(1);
    expect(loads).toHaveLength(0);
    expect(saves).toHaveLength(1);
  });

  it('clears the notice on DISMISS_NOTICE', () => {
    const { actor } = start();
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'DISMISS_NOTICE' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('uses the English busy text when asked', () => {
    const { actor } = start('en');
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().context.notice?.message).toBe('Communicating now. Press OK and wait');
  });

  it('records a failed load with the server messages and returns to idle', async () => {
    const { actor, loads } = start();
    actor.send({ type: 'LOAD' });
    loads[0].resolve({ status: 422, messages: ['a', 'b'] });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({
      operation: 'load',
      status: 422,
      messages: ['a', 'b'],
    });
  });

  it('falls back to the unknown-error text when a save fails without a body', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SAVE', document: 1 });
    saves[0].reject(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({
      operation: 'save',
      status: 0,
      messages: ['不明なエラーが発生しました'],
    });
    // The next request clears the old error.
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('requests a reload on 409, keeps the busy status and refuses further IO', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SAVE', document: 1 });
    saves[0].resolve({ status: 409 });
    await flush();
    expect(actor.getSnapshot().value).toBe('reloadRequested');
    expect(actor.getSnapshot().context.reload).toBe(true);
    expect(actor.getSnapshot().context.status).toBe(2);
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('reloadRequested');
    expect(actor.getSnapshot().context.notice?.code).toBe('io_busy');
  });
});
