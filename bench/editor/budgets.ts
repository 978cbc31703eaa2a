/**
 * The console's bundle budgets, gzip (1 kB = 1000 bytes, as Vite prints them): the first route, the route an
 * operator works on (/actions/new: everything Chromium fetches to open it), and each lazy chunk by name. The
 * chunk budgets are about 25 % over the sizes measured on 2026-11-24 (docs/performance.md lists both): a
 * chunk that outgrows its budget is a decision to take on purpose, and a new chunk gets the small default until
 * it is given a budget here.
 *
 * @example budgetVerdicts(bundle).map(verdictLine)
 */
import type { BundleFigures, Chunk } from './bundle.ts';
import type { Verdict } from './report.ts';

/** The first route's budget (issue 6): 120 kB gzip. */
export const FIRST_ROUTE_BUDGET = 120_000;

/**
 * What opening /actions/new may fetch in all: 239.3 kB on 2026-11-24 (entry, action editor, plugins, core,
 * picker, and the funnel editor its condition slide-in opens) plus about 25 %.
 */
export const OPERATOR_ROUTE_BUDGET = 300_000;

/** Budgets of the lazy chunks by name (the file name without its hash): 2026-11-24's size + about 25 %. */
export const CHUNK_BUDGETS: Readonly<Record<string, number>> = {
  plugins: 94_000, // 75.4 kB
  core: 44_000, // 35.1 kB
  picker: 37_000, // 29.5 kB
  FunnelEditor: 16_000, // 12.8 kB
  PlaygroundPage: 6_000, // 4.8 kB
  ActionEditor: 5_600, // 4.5 kB
  DocumentListPage: 2_500, // 2.0 kB
};

/** Any other lazy chunk (pages and small shared pieces, the largest 1.2 kB on 2026-11-24). */
export const OTHER_CHUNK_BUDGET = 1_500;

/**
 * A chunk's name: its file name without the folder, the content hash and the extension.
 *
 * @example chunkName('assets/FunnelEditor-BUu_Wb6O.js') // 'FunnelEditor'
 */
export function chunkName(file: string): string {
  const base = file.split('/').at(-1) ?? file;
  return base.replace(/\.m?js$/, '').replace(/-[\w-]{8}$/, '');
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const sizeVerdict = (goal: string, gzip: number, budget: number, extra = ''): Verdict => ({
  goal,
  measured: `${kB(gzip)} of ${kB(budget)}${extra}`,
  pass: gzip <= budget,
});

/** The lazy chunks grouped by name (two chunks may share one), gzip summed. */
function byName(chunks: readonly Chunk[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const chunk of chunks)
    sizes.set(chunkName(chunk.file), (sizes.get(chunkName(chunk.file)) ?? 0) + chunk.gzip);
  return sizes;
}

/**
 * PASS/MISS of every bundle budget: the first route (with the schema-compiler check), the operator's route,
 * each named chunk (a named chunk missing from the build is reported, not passed), then every other lazy chunk.
 */
export function budgetVerdicts(bundle: BundleFigures): Verdict[] {
  const list: Verdict[] = [];
  const markers = bundle.findings.length;
  list.push({
    goal: 'first route (/) ≤ 120 kB gzip, no run-time schema compiler',
    measured: `${kB(bundle.firstRoute.gzip)}, ${markers === 0 ? 'no compiler' : `${markers} compiler marker(s)`}`,
    pass: bundle.firstRoute.gzip <= FIRST_ROUTE_BUDGET && markers === 0,
  });
  const operator = bundle.operatorRoute;
  list.push(
    operator.error
      ? { goal: 'route /actions/new in all', measured: `not measured: ${operator.error}`, pass: undefined }
      : sizeVerdict(
          `route /actions/new in all ≤ ${kB(OPERATOR_ROUTE_BUDGET)}`,
          operator.gzip,
          OPERATOR_ROUTE_BUDGET,
          ` (${operator.files.length} files)`,
        ),
  );
  const sizes = byName(bundle.lazy);
  for (const [name, budget] of Object.entries(CHUNK_BUDGETS)) {
    const gzip = sizes.get(name);
    list.push(
      gzip === undefined
        ? { goal: `chunk ${name}`, measured: 'no such lazy chunk in this build', pass: undefined }
        : sizeVerdict(`chunk ${name} ≤ ${kB(budget)}`, gzip, budget),
    );
  }
  const others = [...sizes].filter(([name]) => !(name in CHUNK_BUDGETS));
  const largest = others.sort((a, b) => b[1] - a[1])[0];
  list.push(
    largest === undefined
      ? { goal: 'every other lazy chunk', measured: 'none', pass: true }
      : sizeVerdict(
          `every other lazy chunk ≤ ${kB(OTHER_CHUNK_BUDGET)} each (${others.length})`,
          largest[1],
          OTHER_CHUNK_BUDGET,
          `, the largest: ${largest[0]}`,
        ),
  );
  return list;
}
