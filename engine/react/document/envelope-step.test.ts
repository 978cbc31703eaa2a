import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createEditorStore } from '../../core/index.ts';
import { linkEnvelopeStep, pickFields } from './envelope-step.ts';

const registry = createBuiltInRegistry();
type Envelope = Record<string, unknown>;

/** A store with one block, an envelope held in a variable, and an import that sets `with_blocked` to 1. */
function importing(envelope: Envelope) {
  const state = { envelope };
  const store = createEditorStore({
    registry,
    kind: 'effect',
    initial: [{ type: 1, text: 'a', delay_type: 0 }],
  });
  const updateEnvelope = (update: (current: Envelope) => Envelope) => {
    state.envelope = update(state.envelope);
  };
  const next = { with_blocked: 1 };
  const previous = pickFields(state.envelope, next);
  const before = store.getBlocks();
  store.replace([{ type: 1, text: 'imported', delay_type: 0 }]);
  updateEnvelope((current) => ({ ...current, ...next }));
  linkEnvelopeStep({ store, before, after: store.getBlocks(), previous, next, updateEnvelope });
  return { store, state };
}

describe('linkEnvelopeStep', () => {
  it('puts the fields back on undo of the step and sets them again on redo', () => {
    const { store, state } = importing({ name: 'n', with_blocked: 0 });
    expect(state.envelope).toEqual({ name: 'n', with_blocked: 1 });
    store.undo();
    expect(state.envelope).toEqual({ name: 'n', with_blocked: 0 });
    store.redo();
    expect(state.envelope).toEqual({ name: 'n', with_blocked: 1 });
  });

  it('leaves a field the operator changed since the step', () => {
    const { store, state } = importing({ with_blocked: 0 });
    state.envelope = { with_blocked: 2 };
    store.undo();
    expect(state.envelope).toEqual({ with_blocked: 2 });
  });

  it('is not moved by other steps: an edit after the import, undone, keeps the imported fields', () => {
    const { store, state } = importing({ with_blocked: 0 });
    const [id] = store.getChildIds(null);
    store.update(id, ['text'], 'edited');
    store.undo();
    expect(state.envelope).toEqual({ with_blocked: 1 });
    store.undo();
    expect(state.envelope).toEqual({ with_blocked: 0 });
    // A new edit where the import was undone: the import cannot come back, nor its fields.
    store.update(store.getChildIds(null)[0], ['text'], 'other');
    store.undo();
    expect(state.envelope).toEqual({ with_blocked: 0 });
  });
});
