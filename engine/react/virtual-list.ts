import { useSyncExternalStore } from 'react';
import type { VirtualBlockItems } from './VirtualBlockItems.tsx';

/**
 * A top-level list longer than this draws only the panels in and near the viewport (DESIGN §6: long lists
 * virtualise). Shorter lists stay plain: every panel in the page, for find-in-page and assistive technology.
 */
export const VIRTUALIZE_ABOVE = 200;

/**
 * The virtualiser (./VirtualBlockItems.tsx with @tanstack/react-virtual, about 10 kB gzip) is a chunk of its
 * own, loaded the first time a list grows past `VIRTUALIZE_ABOVE` (issue 14: most documents never do). A page
 * that opens a long document waits for it with its widgets (useDocumentEditor), so it draws the windowed list
 * at once; a list that crosses the threshold while being edited stays plain until it has arrived. A load that
 * fails leaves lists plain: every panel drawn, slower but complete.
 */
type State =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'loaded'; component: typeof VirtualBlockItems };

let state: State = { status: 'idle' };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

const settle = (next: State) => {
  state = next;
  for (const listener of [...listeners]) listener();
};

/**
 * Loads the virtualiser once (again after a failure); resolves when it has loaded or failed, never rejects.
 *
 * @example if (blocks.length > VIRTUALIZE_ABOVE) await loadVirtualList();
 */
export function loadVirtualList(): Promise<void> {
  if (state.status === 'loaded') return Promise.resolve();
  if (loading) return loading;
  state = { status: 'loading' };
  loading = import('./VirtualBlockItems.tsx').then(
    (module) => settle({ status: 'loaded', component: module.VirtualBlockItems }),
    () => settle({ status: 'failed' }),
  );
  void loading.then(() => {
    loading = undefined;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/**
 * The virtualiser when `wanted` and loaded; starts its load when wanted and not loaded. 'failed' when the
 * chunk could not be loaded (the list draws plainly), undefined while it loads or when not wanted.
 *
 * @example const Virtual = useVirtualList(ids.length > VIRTUALIZE_ABOVE);
 */
export function useVirtualList(wanted: boolean): typeof VirtualBlockItems | 'failed' | undefined {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (!wanted) return undefined;
  if (current.status === 'loaded') return current.component;
  if (current.status === 'failed') return 'failed';
  // Starting an import is idempotent, so doing it while rendering only makes it start sooner.
  if (current.status === 'idle') void loadVirtualList();
  return undefined;
}
