import { deepEqual } from '../../core/documents/deep-equal.ts';
import type { BlockList } from '../../core/index.ts';

type Envelope = Record<string, unknown>;

/** What `linkEnvelopeStep` reads of the editor store. */
export interface StepStore {
  getBlocks(): BlockList;
  subscribe(listener: () => void): () => void;
}

/** Options of `linkEnvelopeStep`. */
export interface EnvelopeStepOptions {
  store: StepStore;
  /** The list before the step and after it (the store's own arrays: undo and redo bring back these very ones). */
  before: BlockList;
  after: BlockList;
  /** The envelope fields as they were before the step, and as the step set them (the same keys). */
  previous: Envelope;
  next: Envelope;
  /** Changes the envelope from its current value (React's updater form). */
  updateEnvelope(update: (current: Envelope) => Envelope): void;
}

/**
 * Ties envelope fields to one undo step of the block list. The envelope has no history of its own; a step that
 * sets fields together with the list (an import that brings the display options with the conditions) would
 * otherwise be half undone. Undo of that step puts the fields back, redo sets them again — each only while the
 * fields still hold what the step left (a field the operator changed since is theirs, and stays).
 *
 * The step is recognised by identity: the store's history holds the same arrays, so the present going from
 * `after` straight to `before` is that step undone, and back is it redone; nothing else makes those moves.
 * Answers the unsubscribe.
 *
 * @example
 * const before = store.getBlocks(); store.replace(raw); setEnvelope(next);
 * linkEnvelopeStep({ store, before, after: store.getBlocks(), previous, next, updateEnvelope });
 */
export function linkEnvelopeStep(options: EnvelopeStepOptions): () => void {
  const { store, before, after, previous, next, updateEnvelope } = options;
  let last = store.getBlocks();
  const swap = (from: Envelope, to: Envelope) =>
    updateEnvelope((current) => (holds(current, from) ? { ...current, ...to } : current));
  return store.subscribe(() => {
    const now = store.getBlocks();
    if (now === last) return;
    if (last === after && now === before) swap(next, previous);
    else if (last === before && now === after) swap(previous, next);
    last = now;
  });
}

/** The envelope fields of `current` named by `fields`, as a patch. @example pick({ a: 1, b: 2 }, { a: 0 }) // { a: 1 } */
export function pickFields(current: Envelope, fields: Envelope): Envelope {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, current[key]]));
}

function holds(current: Envelope, fields: Envelope): boolean {
  return Object.entries(fields).every(([key, value]) => deepEqual(current[key], value));
}
