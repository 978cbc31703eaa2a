/**
 * A part of a page loaded when it is first shown (the condition slide-in, the item picker's dialog): its chunk
 * is fetched by `preload()` (a hover or focus of the button that opens it, so an operator does not wait) or by
 * the first render, which shows a loading state meanwhile (`LazyBoundary`); a chunk that fails to load shows
 * an error with 再試行, which fetches it again.
 *
 * @example
 * const picker = lazyPart(() => import('./ItemPickerDialog.tsx').then((m) => m.ItemPickerDialog));
 * <button onPointerEnter={() => picker.preload()} onFocus={() => picker.preload()}>選択</button>
 * <LazyBoundary part={picker} loading={<p>読み込み中...</p>} failed={(retry) => <button onClick={retry}>再試行</button>}>
 *   <picker.Component … />
 * </LazyBoundary>
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** A lazily loaded component, its preload and a reset for a retry after a failed load. */
export interface LazyPart<P extends object> {
  /**
   * The component to render (under a `LazyBoundary`). Once the chunk is loaded, a new mount draws the loaded
   * component directly (no fallback frame, as `preloadPluginWidgets` does for plugin widgets); a mount decides
   * that once, so a mounted part never switches paths (which would remount it and lose its state).
   */
  readonly Component: ComponentType<P>;
  /** Starts loading the chunk (once; again after a failure); resolves when it is loaded, never rejects. */
  preload(): Promise<void>;
  /** After a failed load: the next render loads the chunk again. */
  reset(): void;
}

/** A part loaded by `load` when first preloaded or rendered. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchChunk = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  let current = lazy(fetchChunk);
  function Part(props: P) {
    const [Loaded] = useState(() => loaded);
    const Lazy = current;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component: Part,
    preload: () =>
      fetchChunk().then(
        () => undefined,
        () => undefined,
      ),
    reset() {
      current = lazy(fetchChunk);
    },
  };
}

/** Props of `LazyBoundary`. */
export interface LazyBoundaryProps {
  part: Pick<LazyPart<never>, 'reset'>;
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /** Shown when the chunk failed to load; `retry` loads it again. */
  failed(retry: () => void): ReactNode;
  children: ReactNode;
}

/** Suspense and an error boundary around a `lazyPart`'s component. */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.part.reset();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.failed(this.retry);
    return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
