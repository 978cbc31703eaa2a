/**
 * How much each (page, N) is measured and how long each of its phases may take. Every page gets the default
 * plan (60 s per phase, 3 warm-up keys, 5 moves, up to 3 first-render loads, a profiling load for the commit
 * figures), except where a peer is known to take minutes: rjsf at 10,000 items renders in about 90 s and takes
 * about 6 s per key press (18 s at p95) on the reference machine, so the default run gives it caps of its own
 * instead of printing "> 60 s", and trims what no goal reads (warm-up keys, moves, the profiling load) to keep
 * the run short.
 *
 * @example planFor('rjsf', 10_000, { capMs: 60_000, keys: 20, renderRuns: 3 }).mountCapMs // 180_000
 */
import type { Scenario } from './report.ts';

/** The measurement of one (page, N). */
export interface Plan {
  /** Cap of the first render (load to paint), ms. */
  mountCapMs: number;
  /** Cap of the whole key phase (warm-up and measured keys), ms. */
  keysCapMs: number;
  /** Cap of the whole move phase, ms. */
  movesCapMs: number;
  /** Measured key presses (always the run's BENCH_KEYS: the goals read their median and p95). */
  keys: number;
  /** Unmeasured key presses before them. */
  warmup: number;
  /** Measured moves of the middle block. */
  moves: number;
  /** First-render loads (further ones only when a load takes under 5 s). */
  renderRuns: number;
  /** Whether React's profiling build is loaded for the commit figures. */
  profile: boolean;
  /** Why this plan differs from the default, printed with the results; absent for the default plan. */
  note?: string;
}

/** The run-wide settings a plan starts from. */
export interface PlanDefaults {
  capMs: number;
  keys: number;
  renderRuns: number;
}

/** Per key press, the time rjsf at 10,000 items may take: its p95 was 18 s, its median about 6 s. */
const SLOW_KEY_MS = 10_000;

/**
 * The plan of a page at N. `BENCH_CAP_MS` raises (never lowers) a special plan's caps, so one setting still
 * lets every page run as long as it needs.
 */
export function planFor(scenario: Scenario, n: number, defaults: PlanDefaults): Plan {
  const base: Plan = {
    mountCapMs: defaults.capMs,
    keysCapMs: defaults.capMs,
    movesCapMs: defaults.capMs,
    keys: defaults.keys,
    warmup: 3,
    moves: 5,
    renderRuns: defaults.renderRuns,
    profile: true,
  };
  if (scenario === 'rjsf' && n >= 10_000) {
    const warmup = 1;
    const moves = 3;
    return {
      ...base,
      mountCapMs: Math.max(defaults.capMs, 180_000),
      keysCapMs: Math.max(defaults.capMs, (warmup + defaults.keys) * SLOW_KEY_MS),
      movesCapMs: Math.max(defaults.capMs, moves * 40_000),
      warmup,
      moves,
      renderRuns: 1,
      profile: false,
      note:
        `caps: first render ${Math.max(defaults.capMs, 180_000) / 1000} s, keys ` +
        `${Math.max(defaults.capMs, (warmup + defaults.keys) * SLOW_KEY_MS) / 1000} s, moves ` +
        `${Math.max(defaults.capMs, moves * 40_000) / 1000} s; one load, ${warmup} warm-up key, ` +
        `${moves} moves, no profiling load (no commit figures)`,
    };
  }
  return base;
}

/**
 * Whether a page is measured at N: ours without virtualisation only at 1,000 (below 200 blocks it is ours; at
 * 10,000 no goal reads it), the virtualised floor only at 10,000 (its goal's size), the form builder once (its
 * form has 200 items whatever N is) and the composer case (issue 18: "a 100-block action") in the N = 100 pass.
 */
export function measuredAt(scenario: Scenario, n: number): boolean {
  if (scenario === 'oursPlain') return n === 1000;
  if (scenario === 'floorVirtual') return n === 10_000;
  if (scenario === 'form' || scenario === 'composer') return n === 100;
  return true;
}
