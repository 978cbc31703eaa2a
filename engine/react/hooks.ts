import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createEditorStore,
  type EditorBlock,
  type EditorSnapshot,
  type EditorStore,
  type EditorStoreOptions,
  type Issue,
  type PluginContext,
} from '../core/index.ts';

/**
 * Creates an editor store once for the component's lifetime and stops its validation timers on unmount.
 * Later changes to `options` are ignored: reload data with `store.load(...)`, change the context with
 * `store.setContext(...)`.
 *
 * @example
 * const store = useEditorStore({ registry, kind: 'effect', initial: action.inputs, ctx });
 * return <BlockListEditor store={store} />;
 */
export function useEditorStore(options: EditorStoreOptions): EditorStore {
  const [store] = useState(() => createEditorStore(options));
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/**
 * One block, re-rendering only when that block changes (its data, collapse state or children).
 *
 * @example const block = useBlock(store, id); return <p>{block?.data.text as string}</p>;
 */
export function useBlock(store: EditorStore, id: string): EditorBlock | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribeBlock(id, listener), [store, id]);
  return useSyncExternalStore(
    subscribe,
    () => store.getBlock(id),
    () => store.getBlock(id),
  );
}

/**
 * The issues of a block to show now (every warning; errors of touched fields, or all after a save attempt). Same
 * array until they change.
 *
 * @example const issues = useVisibleIssues(store, id); issues.filter((i) => i.path === '/text')
 */
export function useVisibleIssues(store: EditorStore, id: string): readonly Issue[] {
  const subscribe = useCallback((listener: () => void) => store.subscribeBlock(id, listener), [store, id]);
  return useSyncExternalStore(
    subscribe,
    () => store.getVisibleIssues(id),
    () => store.getVisibleIssues(id),
  );
}

/**
 * Whether a block has errors, shown or not (the collapsed panel's badge); warnings do not count. Re-renders only
 * when that flips.
 *
 * @example const hasErrors = useBlockHasErrors(store, id);
 */
export function useBlockHasErrors(store: EditorStore, id: string): boolean {
  const subscribe = useCallback((listener: () => void) => store.subscribeBlock(id, listener), [store, id]);
  const read = () => store.hasErrors(id);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The store's plugin context (account, items), re-rendering when the app replaces it: summaries and item names
 * follow newly loaded items.
 *
 * @example const ctx = useStoreContext(store); plugin.summary(block.data, ctx)
 */
/** What a block's panel reads of the store: one subscription where three would do the same work. */
export interface PanelState {
  block: EditorBlock | undefined;
  /** The issues to show (`store.getVisibleIssues`). */
  visibleIssues: readonly Issue[];
  /** Errors shown or not (`store.hasErrors`): a collapsed panel's badge. */
  hasErrors: boolean;
}

/**
 * A block, its visible issues and whether it has errors, in one subscription to the block; the same object until
 * one of them changes.
 *
 * @example const { block, visibleIssues, hasErrors } = usePanelState(store, id);
 */
export function usePanelState(store: EditorStore, id: string): PanelState {
  const last = useRef<PanelState | null>(null);
  const subscribe = useCallback((listener: () => void) => store.subscribeBlock(id, listener), [store, id]);
  const read = () => {
    const block = store.getBlock(id);
    const visibleIssues = store.getVisibleIssues(id);
    const hasErrors = store.hasErrors(id);
    const known = last.current;
    if (
      known &&
      known.block === block &&
      known.visibleIssues === visibleIssues &&
      known.hasErrors === hasErrors
    )
      return known;
    last.current = { block, visibleIssues, hasErrors };
    return last.current;
  };
  return useSyncExternalStore(subscribe, read, read);
}

export function useStoreContext(store: EditorStore): PluginContext {
  return useSyncExternalStore(store.subscribeContext, store.getContext, store.getContext);
}

/**
 * The ids of one list (null: the top level), re-rendering only when that list's order or membership changes.
 *
 * @example const ids = useChildIds(store, null); ids.map((id, i) => <Row key={id} id={id} index={i} />)
 */
export function useChildIds(store: EditorStore, parentId: string | null): readonly string[] {
  return useSyncExternalStore(
    store.subscribeStructure,
    () => store.getChildIds(parentId),
    () => store.getChildIds(parentId),
  );
}

/**
 * The whole-editor snapshot, or a part of it. Every change wakes the subscriber, so pass a selector that answers
 * a primitive (or a part that keeps its identity) to re-render only when that part changes.
 *
 * @example const canUndo = useEditorSnapshot(store, (s) => s.canUndo);
 * @example const { dirty, submitted } = useEditorSnapshot(store);
 */
export function useEditorSnapshot(store: EditorStore): EditorSnapshot;
export function useEditorSnapshot<T>(store: EditorStore, select: (snapshot: EditorSnapshot) => T): T;
export function useEditorSnapshot<T>(
  store: EditorStore,
  select?: (snapshot: EditorSnapshot) => T,
): T | EditorSnapshot {
  const read = () => (select ? select(store.getSnapshot()) : store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
}
