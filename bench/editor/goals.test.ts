import { describe, expect, it } from 'vitest';
import { budgetVerdicts, CHUNK_BUDGETS, chunkName, lazyChunkVerdict, OTHER_CHUNK_BUDGET } from './budgets.ts';
import type { BundleFigures, Chunk } from './bundle.ts';
import { verdicts } from './goals.ts';
import { planFor } from './plan.ts';
import { type Figures, figureTable, type Scenario } from './report.ts';

const DEFAULTS = { capMs: 60_000, keys: 20, renderRuns: 3 };
const CAPS = { mount: 60_000, keys: 60_000, moves: 60_000 };

const figures = (values: Partial<Figures> = {}): Figures => ({
  firstRender: 300,
  keyP50: 10,
  keyP95: 15,
  commitP50: 0.5,
  commitP95: 0.7,
  move: 30,
  renderCapped: false,
  caps: CAPS,
  ...values,
});

const verdict = (list: ReturnType<typeof verdicts>, start: string) => {
  const found = list.find((v) => v.goal.startsWith(start));
  if (!found) throw new Error(`no goal starting "${start}"`);
  return found;
};

describe('plans per page and N', () => {
  it('gives every page the default caps, warm-up and profiling load', () => {
    for (const scenario of ['ours', 'floor', 'rjsf', 'funnel', 'rqb'] as Scenario[]) {
      const plan = planFor(scenario, 1000, DEFAULTS);
      expect(plan).toMatchObject({
        mountCapMs: 60_000,
        keysCapMs: 60_000,
        warmup: 3,
        keys: 20,
        profile: true,
      });
      expect(plan.note).toBeUndefined();
    }
    expect(planFor('ours', 10_000, DEFAULTS).mountCapMs).toBe(60_000);
  });

  it('lets rjsf at 10,000 mount for 180 s and run all 20 measured keys after 1 warm-up', () => {
    const plan = planFor('rjsf', 10_000, DEFAULTS);
    expect(plan).toMatchObject({
      mountCapMs: 180_000,
      keysCapMs: 210_000,
      keys: 20,
      warmup: 1,
      renderRuns: 1,
    });
    expect(plan.profile).toBe(false);
    expect(plan.note).toContain('1 warm-up key');
  });

  it('raises, never lowers, the special caps with BENCH_CAP_MS', () => {
    expect(planFor('rjsf', 10_000, { ...DEFAULTS, capMs: 900_000 }).mountCapMs).toBe(900_000);
    expect(planFor('rjsf', 10_000, { ...DEFAULTS, capMs: 5_000 }).mountCapMs).toBe(180_000);
  });
});

describe('goals from one run', () => {
  const run = (rjsf10k: Figures) =>
    verdicts(
      new Map<number, Partial<Record<Scenario, Figures>>>([
        [10_000, { ours: figures({ keyP50: 26 }), floor: figures({ keyP50: 114 }), rjsf: rjsf10k }],
      ]),
      undefined,
      undefined,
    );

  it('judges rjsf at 10,000 from its measured keys', () => {
    const caps = { mount: 180_000, keys: 210_000, moves: 120_000 };
    expect(verdict(run(figures({ keyP50: 6322, caps })), 'keystroke-to-paint at 10,000: ours ≥ 8×')).toEqual(
      expect.objectContaining({ pass: true, measured: '243.15×' }),
    );
    expect(verdict(run(figures({ keyP50: 100, caps })), 'keystroke-to-paint at 10,000: ours ≥ 8×').pass).toBe(
      false,
    );
  });

  it('reports N/A, not PASS, when rjsf did not render within its cap', () => {
    const capped = figures({ firstRender: 'cap', keyP50: undefined, renderCapped: true });
    const v = verdict(run(capped), 'keystroke-to-paint at 10,000: ours ≥ 8×');
    expect(v.pass).toBeUndefined();
    expect(v.measured).toContain('did not render within 60 s');
  });

  it('reports N/A when the key phase hit its cap (a phase cap bounds no single key)', () => {
    const capped = figures({ keyP50: 'cap', cappedAfter: 'keys capped at 210 s after 12 of 21 key presses' });
    const v = verdict(run(capped), 'keystroke-to-paint at 10,000: ours ≥ 8×');
    expect(v.pass).toBeUndefined();
    expect(v.measured).toContain('12 of 21 key presses');
  });

  it('counts a capped first render as its cap: enough to pass "faster than", never "within"', () => {
    const rows = (rjsf: Figures, ours: Figures) =>
      verdicts(
        new Map<number, Partial<Record<Scenario, Figures>>>([
          [1000, { ours, floor: figures({ firstRender: 400 }), rjsf }],
        ]),
        undefined,
        undefined,
      );
    const cappedRjsf = figures({ firstRender: 'cap', renderCapped: true });
    expect(verdict(rows(cappedRjsf, figures()), 'first render of 1,000: ours ≥ 7×')).toEqual(
      expect.objectContaining({ pass: true, measured: '> 200.0× (the page took > 60 s)' }),
    );
    const cappedOurs = figures({ firstRender: 'cap', renderCapped: true });
    expect(verdict(rows(figures(), cappedOurs), 'first render of 1,000: ours within 2×').pass).toBe(false);
  });
});

describe('goals of issue 14', () => {
  const rows = new Map<number, Partial<Record<Scenario, Figures>>>([
    [
      100,
      {
        ours: figures({ firstRender: 300 }),
        floor: figures({ firstRender: 210 }),
        rqb: figures({ firstRender: 700 }),
        form: figures({ keyP50: 14, commitP50: 0.4 }),
      },
    ],
    [
      1000,
      {
        oursPlain: figures({ firstRender: 1700, keyP50: 40 }),
        floor: figures({ firstRender: 900, keyP50: 30 }),
      },
    ],
    [10_000, { ours: figures({ keyP50: 13, commitP95: 2.5 }), floorVirtual: figures({ keyP50: 12 }) }],
  ]);
  const store = { update: new Map([[10_000, 23]]), revalidate: new Map([[1000, 2500]]) };
  const list = verdicts(rows, undefined, undefined, store);

  it('reads ours against the floor at 100 and react-querybuilder against ours', () => {
    expect(verdict(list, '100 blocks, settled first render: ours within 1.5×')).toEqual(
      expect.objectContaining({ pass: true, measured: '1.43×' }),
    );
    expect(verdict(list, '100 blocks, settled first render: ours ≥ 2×')).toEqual(
      expect.objectContaining({ pass: true, measured: '2.33×' }),
    );
  });

  it('reads the 1,000 goals from ours without virtualisation, the 10,000 key goal from the virtualised floor', () => {
    expect(verdict(list, '1,000 blocks, not virtualised: first render').measured).toBe('1.89×');
    expect(verdict(list, '1,000 blocks, not virtualised: keystroke').pass).toBe(false);
    expect(verdict(list, '10,000 blocks: keystroke-to-paint within 1.25× of the virtualised floor')).toEqual(
      expect.objectContaining({ pass: true, measured: '1.08×' }),
    );
  });

  it('judges the 200-item form builder on the keystroke bound against the floor', () => {
    expect(verdict(list, 'form of 200 items: keystroke')).toEqual(
      expect.objectContaining({ pass: false, measured: '1.40×' }),
    );
    expect(verdict(list, 'form of 200 items: React commit').pass).toBe(true);
  });

  it('judges commit p95, store.update and re-validation against their bounds, N/A when unmeasured', () => {
    expect(verdict(list, '10,000 blocks: React commit').pass).toBe(false);
    expect(verdict(list, '10,000 blocks: store.update')).toEqual(
      expect.objectContaining({ pass: true, measured: '23.0 µs' }),
    );
    expect(verdict(list, '1,000 blocks: re-validation').pass).toBe(false);
    const bare = verdicts(new Map(), undefined, undefined);
    expect(verdict(bare, '10,000 blocks: store.update').pass).toBeUndefined();
    expect(verdict(bare, '1,000 blocks, not virtualised: first render').pass).toBeUndefined();
  });
});

describe('bundle budgets', () => {
  const chunk = (file: string, gzip: number): Chunk => ({ file, raw: gzip * 3, gzip });
  const bundle = (lazy: Chunk[], operatorGzip = 140_000): BundleFigures => ({
    firstRoute: { path: '/', raw: 0, gzip: 79_000, files: [chunk('assets/index-BYvHLXCR.js', 79_000)] },
    operatorRoute: { path: '/actions/new', raw: 0, gzip: operatorGzip, files: [] },
    lazy,
    findings: [],
  });
  const named = (gzipOf: (name: string, budget: number) => number) =>
    Object.entries(CHUNK_BUDGETS).map(([name, budget]) =>
      chunk(`assets/${name}-AbCd_123.js`, gzipOf(name, budget)),
    );

  it('names chunks without folder, hash and extension', () => {
    expect(chunkName('assets/FunnelEditor-BUu_Wb6O.js')).toBe('FunnelEditor');
    expect(chunkName('assets/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime');
    expect(chunkName('assets/funnel-api-DAMNXp5o.js')).toBe('funnel-api');
  });

  it('passes every chunk within its budget and fails the one over it', () => {
    const list = budgetVerdicts(
      bundle([
        ...named((name, budget) => (name === 'engine' ? budget + 1 : budget)),
        chunk('assets/Home-12345678.js', 900),
      ]),
    );
    expect(verdict(list, 'chunk engine').pass).toBe(false);
    expect(verdict(list, 'chunk plugins').pass).toBe(true);
    expect(verdict(list, 'every other lazy chunk').pass).toBe(true);
    expect(verdict(list, 'route /actions/new').pass).toBe(true);
  });

  it('fails a new chunk over the default budget, the operator route over its own, and names a missing chunk', () => {
    const lazy = named(() => 1000).filter((c) => !c.file.includes('ItemPickerDialog'));
    const list = budgetVerdicts(
      bundle([...lazy, chunk('assets/NewPage-12345678.js', OTHER_CHUNK_BUDGET + 1)], 160_000),
    );
    expect(verdict(list, 'every other lazy chunk')).toEqual(
      expect.objectContaining({ pass: false, measured: expect.stringContaining('NewPage') }),
    );
    expect(verdict(list, 'route /actions/new').pass).toBe(false);
    expect(verdict(list, 'chunk ItemPickerDialog')).toEqual(
      expect.objectContaining({ pass: undefined, measured: 'no such lazy chunk in this build' }),
    );
  });
});

describe('the figure table', () => {
  it('prints a capped first render with its own cap and the progress of a capped key phase', () => {
    const caps = { mount: 180_000, keys: 210_000, moves: 120_000 };
    const table = figureTable(
      10_000,
      {
        rjsf: figures({ firstRender: 'cap', renderCapped: true, caps }),
        rqb: figures({
          keyP50: 'cap',
          keyP95: 'cap',
          cappedAfter: 'keys capped at 60 s after 9 of 23 key presses',
        }),
      },
      {
        ours: 'ours',
        oursPlain: 'ours plain',
        floor: 'floor',
        floorVirtual: 'floor virtual',
        rjsf: 'rjsf',
        funnel: 'funnel',
        form: 'form',
        composer: 'composer',
        rqb: 'rqb',
      },
    );
    expect(table).toContain('> 180 s');
    expect(table).toContain('no render');
    expect(table).toContain('capped');
    expect(table).toContain('keys capped at 60 s after 9 of 23 key presses');
  });
});

describe('the composer chunk is lazy (issue 18)', () => {
  const route = (files: string[]) => ({ gzip: 1, files: files.map((file) => ({ file, gzip: 1 })) });
  const bundle = (first: string[], operator: string[], lazy: string[]) =>
    ({
      firstRoute: route(first),
      operatorRoute: route(operator),
      lazy: lazy.map((file) => ({ file, gzip: 1 })),
      findings: [],
    }) as unknown as BundleFigures;

  it('passes only when the chunk is fetched by neither the first route nor /actions/new', () => {
    const composer = 'assets/Composer-AbCdEf12.js';
    expect(lazyChunkVerdict(bundle(['assets/index-12345678.js'], [], [composer]), 'Composer').pass).toBe(
      true,
    );
    expect(lazyChunkVerdict(bundle([composer], [], []), 'Composer').pass).toBe(false);
    expect(lazyChunkVerdict(bundle([], [composer], [composer]), 'Composer').pass).toBe(false);
    expect(lazyChunkVerdict(bundle([], [], []), 'Composer').pass).toBeUndefined();
  });
});
