/**
 * The console's toasts (spec 000 §2.3): short confirmations that outlive the dialog that raised them (the choice
 * editor closes on save, then says so). A page-wide list any module may add to; the shell's `Toasts` draws it.
 * Plain data and listeners, no React, so a dialog raises one without knowing where it shows.
 */

/** One toast. */
export interface Toast {
  id: number;
  text: string;
}

/** How long a toast stays, ms: long enough to read two lines of Japanese. */
export const TOAST_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Shows a toast; it goes by itself after `TOAST_MS` or when dismissed. Answers its id.
 *
 * @example showToast('選択肢を保存しました')
 */
export function showToast(text: string): number {
  const id = nextId++;
  publish([...toasts, { id, text }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

/** Takes a toast away (its × button, or its time). @example dismissToast(id) */
export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** The toasts showing now (the same array until one comes or goes: `useSyncExternalStore` reads it). */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** Calls `listener` whenever the toasts change; answers the unsubscribe. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
