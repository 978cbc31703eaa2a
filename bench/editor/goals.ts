/**
 * The goals of issue 6, judged on one run's figures. A ratio whose peer hit the cap uses the cap as a lower
 * bound of the peer's time, so "> cap" can still pass a "faster than" goal; a goal whose figures are missing is
 * N/A, never PASS.
 *
 * @example verdicts(results, validation, bundle, 60_000).map(verdictLine)
 */
import type { BundleFigures } from './bundle.ts';
import { type Figure, type Figures, ratio, type Scenario, type Verdict } from './report.ts';
import type { ValidationFigures } from './validation.ts';

/** The first route's budget: 120 kB gzip (1 kB = 1000 bytes, as Vite prints them). */
export const FIRST_ROUTE_BUDGET = 120_000;

type Results = ReadonlyMap<number, Partial<Record<Scenario, Figures>>>;

const times = (value: number | undefined) => (value === undefined ? 'not measured' : `${value.toFixed(2)}×`);

function ratioGoal(
  goal: string,
  a: Figure,
  b: Figure,
  capMs: number,
  pass: (value: number) => boolean,
  peer?: Figures,
): Verdict {
  if (peer?.renderCapped && a === undefined) {
    return {
      goal,
      measured: `not measurable: the peer did not render within ${capMs / 1000} s`,
      pass: undefined,
    };
  }
  const value = ratio(a, b, capMs);
  const measured = a === 'cap' && value !== undefined ? `> ${value.toFixed(1)}× (peer > cap)` : times(value);
  return { goal, measured, pass: value === undefined ? undefined : pass(value) };
}

export function verdicts(
  results: Results,
  validation: ValidationFigures | undefined,
  bundle: BundleFigures | undefined,
  capMs: number,
): Verdict[] {
  const at = (n: number, scenario: Scenario) => results.get(n)?.[scenario];
  const list: Verdict[] = [];
  for (const n of [1000, 10000]) {
    const label = n.toLocaleString('en');
    list.push(
      ratioGoal(
        `keystroke-to-paint at ${label}: ours within 1.25× of the plain floor`,
        at(n, 'ours')?.keyP50,
        at(n, 'floor')?.keyP50,
        capMs,
        (r) => r <= 1.25,
      ),
      ratioGoal(
        `keystroke-to-paint at ${label}: ours ≥ 8× faster than rjsf`,
        at(n, 'rjsf')?.keyP50,
        at(n, 'ours')?.keyP50,
        capMs,
        (r) => r >= 8,
        at(n, 'rjsf'),
      ),
    );
  }
  const commit = at(1000, 'ours')?.commitP50;
  list.push({
    goal: 'React commit per keystroke at 1,000 ≤ 2 ms (median)',
    measured: typeof commit === 'number' ? `${commit.toFixed(2)} ms` : 'not measured',
    pass: typeof commit === 'number' ? commit <= 2 : undefined,
  });
  list.push(
    ratioGoal(
      'first render of 1,000: ours within 2× of the plain floor',
      at(1000, 'ours')?.firstRender,
      at(1000, 'floor')?.firstRender,
      capMs,
      (r) => r <= 2,
    ),
    ratioGoal(
      'first render of 1,000: ours ≥ 7× faster than rjsf',
      at(1000, 'rjsf')?.firstRender,
      at(1000, 'ours')?.firstRender,
      capMs,
      (r) => r >= 7,
    ),
    ratioGoal(
      'keystrokes at 1,000 rules: funnel editor ≥ 2.5× faster than react-querybuilder',
      at(1000, 'rqb')?.keyP50,
      at(1000, 'funnel')?.keyP50,
      capMs,
      (r) => r >= 2.5,
      at(1000, 'rqb'),
    ),
  );
  list.push({
    goal: 'validation of a 100-effect action within 1.5× of raw compiled ajv',
    measured: validation ? `${validation.ratio.toFixed(2)}×` : 'not measured',
    pass: validation ? validation.ratio <= 1.5 : undefined,
  });
  const gzip = bundle?.firstRoute.gzip;
  list.push({
    goal: 'first route ≤ 120 kB gzip, no run-time schema compiler',
    measured: bundle
      ? `${((gzip ?? 0) / 1000).toFixed(1)} kB gzip, ${bundle.findings.length === 0 ? 'no compiler' : `${bundle.findings.length} compiler marker(s)`}`
      : 'not measured',
    pass: bundle ? (gzip ?? 0) <= FIRST_ROUTE_BUDGET && bundle.findings.length === 0 : undefined,
  });
  return list;
}
