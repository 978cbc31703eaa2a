/**
 * The unsaved funnel that a 409 could not save, kept in this tab's session storage across the reload and offered
 * again by the editor (spec 001 §8: 409 reloads; nothing the operator typed is lost).
 */
import type { FunnelEnvelope } from './document.ts';

/** An edit that could not be saved, kept for the page after the reload. */
export interface FunnelDraft {
  fid: number | null;
  /** When it was kept (epoch ms). */
  at: number;
  envelope: FunnelEnvelope;
  inputs: unknown[];
}

const keyOf = (fid: number | null) => `console.funnelDraft:${fid ?? 'new'}`;

/**
 * Keeps an unsaved funnel. Answers false when storage refused it.
 *
 * @example stashFunnelDraft(sessionStorage, { fid: 7, at: Date.now(), envelope, inputs: store.serialize() })
 */
export function stashFunnelDraft(storage: Storage | undefined, draft: FunnelDraft): boolean {
  try {
    storage?.setItem(keyOf(draft.fid), JSON.stringify(draft));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The funnel kept for an id (null: a new one), if any and readable. @example readFunnelDraft(storage, 7)?.inputs */
export function readFunnelDraft(storage: Storage | undefined, fid: number | null): FunnelDraft | undefined {
  try {
    const raw = storage?.getItem(keyOf(fid));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as FunnelDraft;
    return Array.isArray(draft.inputs) && typeof draft.envelope === 'object' && draft.envelope !== null
      ? draft
      : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the funnel kept for an id. @example clearFunnelDraft(storage, null) */
export function clearFunnelDraft(storage: Storage | undefined, fid: number | null): void {
  try {
    storage?.removeItem(keyOf(fid));
  } catch {
    // Nothing to forget when storage is refused.
  }
}
