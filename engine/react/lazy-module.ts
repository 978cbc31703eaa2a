import { useEffect, useState } from 'react';

/**
 * A module the editor loads when it is first needed (the date input and its calendar, the merge dialog): a chunk
 * of its own in the build, out of what an editor route fetches up front (issue 14).
 */
export interface LazyModule<T> {
  /** What it gave, once loaded. */
  loaded(): T | undefined;
  /** Loads it once (again after a failure). */
  load(): Promise<T>;
}

/**
 * @example const dateInput = lazyModule(() => import('./DateInput.tsx').then((m) => m.DateInput));
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => loaded?.value,
    load() {
      pending ??= load().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          // The next attempt (a retry) fetches the chunk again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** A lazy module as a component sees it. */
export interface LazyState<T> {
  /** What the module gave; undefined while it loads, when it failed, or when not wanted. */
  value: T | undefined;
  /** Its chunk could not be loaded (gone after a deploy, the network failed): offer `retry`. */
  failed: boolean;
  retry(): void;
}

/**
 * The module when loaded; starts loading it when `wanted` (at once, or when the component first needs it).
 * Not React.lazy and Suspense: React holds back revealing a Suspense boundary's content for up to 300 ms after
 * its fallback showed (engine/react/form/plugin-widgets.tsx loads the plugins' widgets the same way for the same
 * reason), and a failure here is a state the component draws, with a retry, rather than an error to catch.
 *
 * @example const input = useLazyModule(dateInput); if (input.value) return <input.value {...props} />;
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): LazyState<T> {
  const [state, setState] = useState<{ value?: T; failed?: boolean }>({});
  const value = state.value ?? module.loaded();
  const waiting = wanted && value === undefined && !state.failed;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    module.load().then(
      (loaded) => live && setState({ value: loaded }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [module, waiting]);
  return {
    value,
    failed: value === undefined && state.failed === true,
    retry: () => setState({}),
  };
}
