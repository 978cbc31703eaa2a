/**
 * The editor store's own cost per keystroke, in Node (issue 14): `store.update` of the middle block's text at
 * N blocks (what a keystroke costs before React sees it), and the debounced re-validation that follows typing
 * (`validateBlockNow` of the typed block: the timer's whole work). Both use the benchmark's effect data set.
 *
 * @example storeBench(registry, ctx).update.get(10000) // median µs of one store.update at 10,000 blocks
 */
import { createEditorStore, type PluginContext, type Registry } from '../../engine/core/index.ts';
import { effectDataset } from './data.ts';

/** Median µs per call, by N. */
export interface StoreFigures {
  update: ReadonlyMap<number, number>;
  revalidate: ReadonlyMap<number, number>;
}

/** Median of `rounds` timed calls (µs) after `warmup` untimed ones; each call gets its round number. */
function medianMicros(run: (round: number) => void, rounds: number, warmup: number): number {
  for (let i = 0; i < warmup; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run(warmup + i);
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export function storeBench(
  registry: Registry,
  ctx: PluginContext,
  sizes: readonly number[] = [1000, 10000],
): StoreFigures {
  const update = new Map<number, number>();
  const revalidate = new Map<number, number>();
  for (const n of sizes) {
    const dataset = effectDataset(registry, ctx, n);
    // A long delay: no timer fires during the timing; dispose() clears them.
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: dataset.blocks,
      ctx,
      validationDelayMs: 60_000,
    });
    const id = store.getChildIds(null)[dataset.middle];
    const base = String(dataset.blocks[dataset.middle][dataset.field]);
    // Each call types one more character, as a key press does (one undo step: the calls merge).
    update.set(
      n,
      medianMicros(
        (round) => store.update(id, [dataset.field], `${base}${'あ'.repeat(round % 50)}`),
        200,
        50,
      ),
    );
    revalidate.set(
      n,
      medianMicros(() => store.validateBlockNow(id), 200, 50),
    );
    store.dispose();
  }
  return { update, revalidate };
}
