/**
 * A component loaded when it is first shown (a page, the condition slide-in, the item picker's dialog): its chunk
 * is fetched by `preload()` (a hover or focus of the button that opens it, so an operator does not wait) or by
 * the first render, which shows the loading state its `PartLoading` or `LazyBoundary` gives meanwhile; a chunk
 * that fails to load throws to the nearest error boundary (./LazyBoundary.tsx shows an error with 再試行, which
 * mounts the part again and so fetches the chunk again). The boundary is a module of its own: this one is in the
 * console's first chunk (App draws the pages with it), the boundary only where a dialog needs it.
 *
 * Not React.lazy and Suspense: React 19 holds back revealing a Suspense boundary's content until 300 ms after its
 * fallback showed (FALLBACK_THROTTLE_MS), so every page opened 130–250 ms late, idle, after its chunk had arrived
 * (docs/performance.md, "Issue 14: opening a document, the console's side too"). Plugin widgets load the same way for the
 * same reason (engine/react/form/plugin-widgets.tsx).
 *
 * @example
 * const picker = lazyPart(() => import('./ItemPickerDialog.tsx').then((m) => m.ItemPickerDialog));
 * <button onPointerEnter={() => picker.preload()} onFocus={() => picker.preload()}>選択</button>
 * <LazyBoundary loading={<p>読み込み中...</p>} failed={(retry) => <button onClick={retry}>再試行</button>}>
 *   <picker.Component … />
 * </LazyBoundary>
 */
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** A lazily loaded component and its preload. */
export interface LazyPart<P extends object> {
  /**
   * The component to render. Once the chunk is loaded, a new mount draws the loaded component directly (no
   * loading frame); a mounted part switches from its loading state to the component once, keeping its place.
   */
  readonly Component: ComponentType<P>;
  /** Starts loading the chunk (once; again after a failure); resolves when it is loaded, never rejects. */
  preload(): Promise<void>;
}

const Loading = createContext<ReactNode>(null);

/** What the parts under it show while their chunks load (nothing unless given). */
export const PartLoading = Loading.Provider;

/** A part loaded by `load` when first preloaded or rendered. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchChunk = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The next mount (a retry) fetches it again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Part(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
      component: loaded,
    }));
    const loading = useContext(Loading);
    useEffect(() => {
      if (state.component) return;
      let live = true;
      fetchChunk().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ error: error ?? new Error('chunk failed to load') }),
      );
      return () => {
        live = false;
      };
    }, [state.component]);
    if (state.error !== undefined) throw state.error;
    return state.component ? <state.component {...props} /> : loading;
  }
  return {
    Component: Part,
    preload: () =>
      fetchChunk().then(
        () => undefined,
        () => undefined,
      ),
  };
}
