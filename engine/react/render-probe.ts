/**
 * A render counter for tests and benchmarks: "a keystroke re-renders one block" is a claim worth proving, and
 * React's Profiler cannot tell which memoised panel rendered. Costs one null check per render when unset.
 */

/** Called once per render of an instrumented component with its name and key (a block id, a list id). */
export type RenderProbe = (component: string, key: string) => void;

let probe: RenderProbe | null = null;

/**
 * Installs (or removes, with null) the render probe.
 *
 * @example
 * const renders: string[] = [];
 * setRenderProbe((component, key) => renders.push(`${component}:${key}`));
 */
export function setRenderProbe(next: RenderProbe | null): void {
  probe = next;
}

/** Reports a render of `component` to the probe. @example useRenderProbe('BlockPanel', id); */
export function useRenderProbe(component: string, key: string): void {
  probe?.(component, key);
}
