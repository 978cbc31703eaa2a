/**
 * The printed report: a table of figures per N, the ratios against the floor and the peers, and PASS/MISS per
 * goal of issues 6 and 14. Pure formatting over the measured figures.
 *
 * @example console.log(figureTable(1000, results.get(1000)));
 */
import type { Sample } from './app/harness.tsx';
import type { PageResult } from './drive.ts';

/** A figure in ms, 'cap' when its phase hit the cap, undefined when it was not measured. */
export type Figure = number | 'cap' | undefined;

/**
 * The editors measured. `oursPlain` is ours with virtualisation off (issue 14: a goal must not pass because only
 * what is on screen is drawn) and `floorVirtual` the floor inside the same virtualiser as ours: each runs only
 * at the sizes where it differs from its twin (`measuredAt`). `form` is the console's form builder opening a form of
 * 200 items in 10 sections (issue 15), measured once, in the N = 100 pass; `composer` is ours with the keys typed into
the message composer of the middle block's text effect (issue 18), toolbar drawn, in the N = 100 pass only.
 */
export const SCENARIOS = [
  'ours',
  'oursPlain',
  'floor',
  'floorVirtual',
  'rjsf',
  'funnel',
  'form',
  'composer',
  'rqb',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** The figures of one editor at one N. */
export interface Figures {
  firstRender: Figure;
  keyP50: Figure;
  keyP95: Figure;
  commitP50: Figure;
  commitP95: Figure;
  move: Figure;
  /** The first render hit the cap: nothing after it was measured. */
  renderCapped: boolean;
  /** The caps this page ran with (ms): a capped first render took longer than `mount`. */
  caps: PhaseCaps;
  /** How far a capped key or move phase got, e.g. "keys capped at 210 s after 12 of 21 key presses". */
  cappedAfter?: string;
  error?: string;
}

/** Each phase's cap, ms. */
export interface PhaseCaps {
  mount: number;
  keys: number;
  moves: number;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const phaseFigure = (
  result: PageResult,
  phase: 'mount' | 'keys' | 'moves',
  value: number | undefined,
): Figure => (result.capped.includes(phase) ? 'cap' : value);

/** Figures from the production page loads (first renders, keys, moves) and the profiling load (commits). */
export function figuresOf(prod: PageResult[], profile: PageResult | undefined, caps: PhaseCaps): Figures {
  const main = prod[0];
  const paint = (samples: Sample[], p: number) =>
    percentile(
      samples.map((s) => s.paint),
      p,
    );
  const commit = (p: number) =>
    profile
      ? phaseFigure(
          profile,
          'keys',
          percentile(
            profile.keys.map((s) => s.commit),
            p,
          ),
        )
      : undefined;
  const cappedPhase = main.capped.find((phase) => phase !== 'mount');
  const renders = prod
    .map((result) => result.firstRender)
    .filter((value): value is number => value !== undefined);
  return {
    firstRender: phaseFigure(main, 'mount', percentile(renders, 50)),
    keyP50: phaseFigure(main, 'keys', paint(main.keys, 50)),
    keyP95: phaseFigure(main, 'keys', paint(main.keys, 95)),
    commitP50: commit(50),
    commitP95: commit(95),
    move: phaseFigure(main, 'moves', paint(main.moves, 50)),
    renderCapped: main.capped.includes('mount'),
    caps,
    cappedAfter:
      cappedPhase && main.cappedAfter !== undefined
        ? `${cappedPhase} capped at ${caps[cappedPhase] / 1000} s after ${main.cappedAfter}`
        : undefined,
    error: main.error ?? profile?.error,
  };
}

/**
 * What a capped figure is at least, ms: the first render took longer than its cap; a capped key or move phase
 * says nothing about one key's or one move's time, so it bounds nothing.
 */
export const lowerBound = (figures: Figures | undefined, column: Column): number | undefined =>
  column === 'firstRender' ? figures?.caps.mount : undefined;

/** A figure as text: a capped first render is "> 180 s"; a capped key or move phase is "capped". */
const ms = (figure: Figure, bound: number | undefined): string =>
  figure === 'cap'
    ? bound === undefined
      ? 'capped'
      : `> ${bound / 1000} s`
    : figure === undefined
      ? '—'
      : figure >= 100
        ? `${figure.toFixed(0)} ms`
        : `${figure.toFixed(figure < 10 ? 2 : 1)} ms`;

/** a ÷ b as text: "> 40×" when a hit a cap that bounds it (`bound`, ms); "—" when nothing can be said. */
export function ratioText(a: Figure, b: Figure, bound: number | undefined): string {
  const r = ratio(a, b, bound);
  if (r === undefined) return '—';
  return `${a === 'cap' ? '> ' : ''}${r.toFixed(r >= 10 ? 0 : 2)}×`;
}

/**
 * a ÷ b as a number, undefined when either is missing. A capped `a` counts as `bound` (its lower bound) when
 * there is one, else the ratio is unknown.
 */
export function ratio(a: Figure, b: Figure, bound: number | undefined): number | undefined {
  if (typeof b !== 'number' || b <= 0 || a === undefined) return undefined;
  if (a === 'cap') return bound === undefined ? undefined : bound / b;
  return a / b;
}

/** The figure columns of the table. */
export type Column = 'firstRender' | 'keyP50' | 'keyP95' | 'commitP50' | 'commitP95' | 'move';

const COLUMNS: [Column, string][] = [
  ['firstRender', 'first render'],
  ['keyP50', 'key p50'],
  ['keyP95', 'key p95'],
  ['commitP50', 'commit p50'],
  ['commitP95', 'commit p95'],
  ['move', 'move p50'],
];

const row = (label: string, cells: string[]) =>
  `  ${label.padEnd(44)}${cells.map((cell) => cell.padStart(13)).join('')}`;

/** The table of one N: figures per editor, then ratios. */
export function figureTable(
  n: number,
  figures: Partial<Record<Scenario, Figures>>,
  labels: Record<Scenario, string>,
): string {
  const lines = [
    row(
      `N = ${n.toLocaleString('en')}`,
      COLUMNS.map(([, title]) => title),
    ),
  ];
  for (const scenario of SCENARIOS) {
    const f = figures[scenario];
    if (!f) continue;
    lines.push(
      row(
        labels[scenario],
        COLUMNS.map(([key]) =>
          f.renderCapped && key !== 'firstRender' ? 'no render' : ms(f[key], lowerBound(f, key)),
        ),
      ),
    );
    if (f.cappedAfter) lines.push(`      ! ${f.cappedAfter}`);
    if (f.error) lines.push(`      ! ${f.error}`);
  }
  const pairs: [string, Scenario, Scenario][] = [
    ['ours ÷ floor', 'ours', 'floor'],
    ['ours, not virtualised ÷ floor', 'oursPlain', 'floor'],
    ['ours ÷ virtualised floor', 'ours', 'floorVirtual'],
    ['react-querybuilder ÷ ours', 'rqb', 'ours'],
    ['rjsf ÷ ours (≥ 8× keys, ≥ 7× render)', 'rjsf', 'ours'],
    ['funnel ÷ floor', 'funnel', 'floor'],
    ['react-querybuilder ÷ funnel (≥ 2.5× keys)', 'rqb', 'funnel'],
  ];
  for (const [label, a, b] of pairs) {
    const fa = figures[a];
    const fb = figures[b];
    if (!fa || !fb) continue;
    lines.push(
      row(
        `  ${label}`,
        COLUMNS.map(([key]) => ratioText(fa[key], fb[key], lowerBound(fa, key))),
      ),
    );
  }
  return lines.join('\n');
}

/** One goal's verdict. */
export interface Verdict {
  goal: string;
  measured: string;
  pass: boolean | undefined;
}

export const verdictLine = (v: Verdict) =>
  `  ${v.pass === undefined ? 'N/A ' : v.pass ? 'PASS' : 'MISS'}  ${v.goal.padEnd(72)} ${v.measured}`;
