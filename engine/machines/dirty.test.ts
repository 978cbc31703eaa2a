import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dirtyMachine, shouldGuardLeave } from './dirty.ts';

const start = () => createActor(dirtyMachine).start();

describe('dirtyMachine', () => {
  it('starts clean and needs no guard', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('clean');
    expect(shouldGuardLeave(actor.getSnapshot())).toBe(false);
  });

  it('EDIT marks dirty, a second EDIT keeps it dirty, SAVED marks clean', () => {
    const actor = start();
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('dirty');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('dirty');
    expect(shouldGuardLeave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SAVED' });
    expect(actor.getSnapshot().value).toBe('clean');
  });

  it('RESET marks clean', () => {
    const actor = start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('clean');
  });

  it('leaves a clean editor without asking', () => {
    const actor = start();
    actor.send({ type: 'LEAVE_REQUEST' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('asks before leaving a dirty editor; CANCEL keeps the edits', () => {
    const actor = start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'LEAVE_REQUEST' });
    expect(actor.getSnapshot().value).toBe('confirmingLeave');
    expect(shouldGuardLeave(actor.getSnapshot())).toBe(true);
    // A save arriving while the question is open does not answer it.
    actor.send({ type: 'SAVED' });
    expect(actor.getSnapshot().value).toBe('confirmingLeave');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('dirty');
  });

  it('CONFIRM leaves a dirty editor', () => {
    const actor = start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'LEAVE_REQUEST' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
    expect(shouldGuardLeave(actor.getSnapshot())).toBe(false);
  });

  it('shouldGuardLeave reads plain snapshots too', () => {
    expect(shouldGuardLeave({ value: 'clean' })).toBe(false);
    expect(shouldGuardLeave({ value: 'dirty' })).toBe(true);
    expect(shouldGuardLeave({ value: 'confirmingLeave' })).toBe(true);
    expect(shouldGuardLeave({ value: 'left' })).toBe(false);
  });
});
