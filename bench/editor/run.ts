/**
 * `npm run bench` (editor part): our BlockListEditor beside @rjsf/core and a plain React floor, the console's
 * funnel editor beside react-querybuilder, at N = 100, 1,000 and 10,000 blocks, in headless Chromium, all in one
 * run; then validation against raw ajv (Node) and the console's bundle against its budgets. Prints the figures,
 * the ratios and PASS/MISS per goal and budget. Exits 1 only when a measurement broke (a page error, keys that
 * did not arrive), never on a MISS: docs/performance.md explains the misses.
 *
 * Each (page, N) runs with its own plan (./plan.ts): 60 s per phase by default, longer caps for rjsf at 10,000.
 *
 * Settings (environment): BENCH_N=100,1000 · BENCH_ONLY=ours,floor · BENCH_CAP_MS=60000 (the default cap; it
 * also raises the longer ones) · BENCH_KEYS=20 · BENCH_RENDER_RUNS=7 · BENCH_SKIP=validation,bundle ·
 * BENCH_JSON=path (the figures as JSON).
 *
 * @example npm run bench
 * @example BENCH_N=1000 BENCH_ONLY=ours,floor,rjsf npx tsx bench/editor/run.ts
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { createContext, type Registry } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { launchBrowser } from '../../tests/e2e/browser.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { FIRST_ROUTE_BUDGET } from './budgets.ts';
import { type BundleFigures, bundleFigures } from './bundle.ts';
import {
  assertValid,
  type Dataset,
  effectDataset,
  formDataset,
  funnelDataset,
  loadConditionPlugins,
} from './data.ts';
import { type DriveOptions, measurePage, type PageResult } from './drive.ts';
import { verdicts } from './goals.ts';
import { measuredAt, type Plan, planFor } from './plan.ts';
import { type Figures, figuresOf, figureTable, SCENARIOS, type Scenario, verdictLine } from './report.ts';
import { buildAndServe } from './serve.ts';
import { type StoreFigures, storeBench } from './store.ts';
import { type ValidationFigures, validationBench } from './validation.ts';
import { packageVersion, pageOf } from './versions.ts';

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const NS = (list(process.env.BENCH_N) ?? ['100', '1000', '10000']).map(Number);
const ONLY = new Set<Scenario>((list(process.env.BENCH_ONLY) as Scenario[] | undefined) ?? SCENARIOS);
const SKIP = new Set(list(process.env.BENCH_SKIP) ?? []);
const CAP_MS = Number(process.env.BENCH_CAP_MS || 60_000);
const KEYS = Number(process.env.BENCH_KEYS || 20);
// Seven loads, not three: on the 2-core reference machine three gave ours ÷ floor at 100 blocks anywhere from
// 1.12× to 1.82× on the same code in three consecutive runs; seven gave 1.41×, 1.41× and 1.50× (2026-11-26).
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS || 7);
/** Further first-render loads only for pages that render faster than this: a slow peer is timed once. */
const REPEAT_BELOW_MS = 5_000;

async function registryWithConditions(): Promise<Registry> {
  const registry = createBuiltInRegistry();
  if (registry.plugins('condition').length > 0) return registry;
  for (const plugin of (await loadConditionPlugins()) ?? []) registry.register(plugin);
  return registry;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const started = Date.now();
  const registry = await registryWithConditions();
  const ctx = createContext(demoContextInput);
  const datasets: Record<string, Dataset> = {};
  for (const n of NS) {
    datasets[`effects-${n}`] = effectDataset(registry, ctx, n);
    datasets[`funnel-${n}`] = funnelDataset(registry, ctx, n);
    assertValid(registry, datasets[`effects-${n}`], ctx);
    assertValid(registry, datasets[`funnel-${n}`], ctx);
  }
  datasets['form-200'] = formDataset(registry, ctx, 200);
  assertValid(registry, datasets['form-200'], ctx);
  const groups = datasets[`funnel-${NS[0]}`]?.groups;
  const funnelNote = groups
    ? `funnel data: N top-level conditions, every 50th an or-group of 3 (at N = ${NS[0].toLocaleString('en')}: ` +
      `${groups.count} groups holding ${groups.nested} more conditions); react-querybuilder gets the same groups`
    : undefined;
  const labels: Record<Scenario, string> = {
    ours: 'ours: BlockListEditor, effects',
    oursPlain: 'ours, not virtualised',
    floor: 'floor: plain React forms of the same fields',
    floorVirtual: 'floor, in the virtualiser ours uses',
    rjsf: `rjsf: @rjsf/core ${packageVersion('@rjsf/core')} + ajv8, plain oneOf`,
    funnel: 'funnel: console FunnelEditor, fake API',
    form: 'form: console FormBuilder, 200 items, 10 sections',
    composer: "composer: ours, keys in the text effect's message composer",
    rqb: `react-querybuilder ${packageVersion('react-querybuilder')}`,
  };
  const planNotes: string[] = [];

  log('bench: building the bench pages…');
  const app = await buildAndServe(datasets);
  const browser = await launchBrowser();
  const results = new Map<number, Partial<Record<Scenario, Figures>>>();
  let broken = false;
  let bundle: BundleFigures | undefined;
  try {
    for (const n of NS) {
      const row: Partial<Record<Scenario, Figures>> = {};
      results.set(n, row);
      /** Each page's first load (with its keys and moves), then its further first-render loads. */
      const measured: {
        scenario: Scenario;
        url: (build: string) => string;
        plan: Plan;
        drive: DriveOptions;
        prod: PageResult[];
        profile?: PageResult;
      }[] = [];
      for (const scenario of SCENARIOS.filter((s) => ONLY.has(s) && measuredAt(s, n))) {
        const { page, data, query } = pageOf(scenario, n);
        const url = (build: string) =>
          `${app.url}${build}/${page}.html?data=${data}${query ? `&${query}` : ''}`;
        const plan = planFor(scenario, n, { capMs: CAP_MS, keys: KEYS, renderRuns: RENDER_RUNS });
        if (plan.note) planNotes.push(`${labels[scenario]} at N = ${n.toLocaleString('en')}: ${plan.note}`);
        const drive: DriveOptions = {
          keys: plan.keys,
          warmup: plan.warmup,
          moves: plan.moves,
          mountCapMs: plan.mountCapMs,
          keysCapMs: plan.keysCapMs,
          movesCapMs: plan.movesCapMs,
        };
        const first = await measurePage(browser, url('prod'), drive);
        const profile =
          !plan.profile || first.capped.includes('mount') || first.error
            ? undefined
            : await measurePage(browser, url('profile'), { ...drive, moves: 0 });
        measured.push({ scenario, url, plan, drive, prod: [first], profile });
        log(`bench: N=${n} ${scenario} keys and moves done (${Math.round((Date.now() - started) / 1000)} s)`);
      }
      // The further first-render loads go round the pages in turn (ours, the floor, the peers, ours again…), so
      // a drift of the machine's speed during the run touches every page alike and the ratios hold: measured
      // page after page, ours ÷ floor at 100 blocks moved between 1.35× and 1.51× on the same code (2026-11-27).
      const runs = Math.max(0, ...measured.map((entry) => entry.plan.renderRuns));
      for (let run = 1; run < runs; run++) {
        for (const entry of measured) {
          if (run >= entry.plan.renderRuns || (entry.prod[0].firstRender ?? Infinity) >= REPEAT_BELOW_MS)
            continue;
          entry.prod.push(
            await measurePage(browser, entry.url('prod'), { ...entry.drive, keys: 0, moves: 0 }),
          );
        }
      }
      for (const { scenario, plan, prod, profile } of measured) {
        row[scenario] = figuresOf(prod, profile, {
          mount: plan.mountCapMs,
          keys: plan.keysCapMs,
          moves: plan.movesCapMs,
        });
        if (row[scenario]?.error) broken = true;
      }
      log(`bench: N=${n} first renders done (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    if (!SKIP.has('bundle')) {
      log('bench: building the console for the bundle figures…');
      bundle = await bundleFigures(browser);
    }
    const chromium = browser.version();
    const validation: ValidationFigures | undefined = SKIP.has('validation')
      ? undefined
      : validationBench(registry, ctx);
    const store: StoreFigures | undefined = SKIP.has('store') ? undefined : storeBench(registry, ctx);
    printReport({
      results,
      labels,
      validation,
      store,
      bundle,
      chromium,
      funnelNote,
      planNotes,
      seconds: (Date.now() - started) / 1000,
    });
    if (process.env.BENCH_JSON) {
      const figures = Object.fromEntries([...results].map(([n, row]) => [n, row]));
      writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          {
            figures,
            plans: planNotes,
            validation,
            store: store && { update: [...store.update], revalidate: [...store.revalidate] },
            bundle,
            chromium,
          },
          null,
          2,
        ),
      );
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return broken ? 1 : 0;
}

function printReport(report: {
  results: Map<number, Partial<Record<Scenario, Figures>>>;
  labels: Record<Scenario, string>;
  validation: ValidationFigures | undefined;
  store: StoreFigures | undefined;
  bundle: BundleFigures | undefined;
  chromium: string;
  funnelNote: string | undefined;
  planNotes: string[];
  seconds: number;
}) {
  const { results, labels, validation, bundle, store } = report;
  const out: string[] = [];
  out.push(
    `Editor benchmark, ${new Date().toISOString().slice(0, 10)}: Chromium ${report.chromium} (headless), ` +
      `React ${packageVersion('react')}, Node ${process.versions.node}`,
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB memory. Cap per page phase: ${CAP_MS / 1000} s unless said below.`,
    'Key and move figures: event timestamp to the second animation frame (the frame that painted it);',
    'commit: React <Profiler> actualDuration per key press (profiling build). Keys: 3 warm-up + ' +
      `${KEYS} measured; first render: median of up to ${RENDER_RUNS} loads; move: median of 5.`,
  );
  for (const note of report.planNotes) out.push(`Own plan: ${note}.`);
  if (report.funnelNote) out.push(`Note: ${report.funnelNote}.`);
  for (const [n, row] of results) out.push('', figureTable(n, row, labels));
  if (validation) {
    out.push(
      '',
      `Validation, ${validation.blocks}-effect action (Node, median µs per document):`,
      `  registry validateDocument  ${validation.registry.toFixed(0).padStart(8)} µs  (${validation.issues} warnings built)`,
      `  raw ajv, composed oneOf    ${validation.raw.toFixed(0).padStart(8)} µs  → registry ÷ raw ${validation.ratio.toFixed(2)}×`,
      `  raw ajv, picked by type    ${validation.rawByType.toFixed(0).padStart(8)} µs  (no oneOf; for reference)`,
    );
  }
  if (store) {
    const each = (figures: ReadonlyMap<number, number>) =>
      [...figures].map(([n, us]) => `${us.toFixed(1)} µs at ${n.toLocaleString('en')}`).join(', ');
    out.push(
      '',
      'Editor store, effects (Node, median of 200 calls):',
      `  store.update (one key press)          ${each(store.update)}`,
      `  re-validation of the typed block      ${each(store.revalidate)}`,
    );
  }
  if (bundle) {
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const files = (route: BundleFigures['firstRoute']) => route.files.map((f) => f.file).join(', ');
    out.push('', `Bundle (console, vite build), gzip; budget of the first route ${kB(FIRST_ROUTE_BUDGET)}:`);
    out.push(
      `  first route ('/')  ${kB(bundle.firstRoute.gzip).padStart(10)}  (${files(bundle.firstRoute)})`,
    );
    const operator = bundle.operatorRoute;
    out.push(`  ${operator.path}  ${kB(operator.gzip).padStart(10)}  (${files(operator)})`);
    if (operator.error) out.push(`  ! ${operator.error}`);
    for (const chunk of bundle.lazy)
      out.push(`  lazy ${chunk.file.padEnd(44)} ${kB(chunk.gzip).padStart(10)}`);
    for (const finding of bundle.findings) out.push(`  ! ${finding.file}: ${finding.what}`);
  }
  out.push(
    '',
    'Goals (issues 6 and 14) and bundle budgets:',
    ...verdicts(results, validation, bundle, store).map(verdictLine),
  );
  out.push('', `bench: done in ${report.seconds.toFixed(0)} s`);
  console.log(out.join('\n'));
}

process.exitCode = await main();
