/**
 * `npm test`: runs every vitest project (unit, type tests, e2e) once and closes with the plain line
 * `N passed, N failed` that CI reads, exiting non-zero on any failure or when no test ran.
 *
 * Counts come from vitest's JSON report (test-results/vitest.json). An error that fails the run without failing
 * a test (an unhandled rejection, a type error outside the test files, a crashed worker) still counts as one
 * failure, so the closing line never reads "0 failed" for a red run.
 *
 * Before vitest starts, the files derived from the plugins are regenerated (./generate.ts: the plugin index,
 * docs/reference, docs/api/openapi.json); under CI a stale committed copy counts as a failure. Then the browser
 * the e2e tests drive is looked for (./browser-setup.ts): when Debian's Chromium or the Japanese fonts are
 * missing, they are installed with apt-get where this process may (root, apt-get, no NO_SYSTEM_INSTALL); elsewhere the run stops before any test with the command to run, and counts as failed.
 *
 * @example npm test                          # everything
 * @example npm test -- --project unit        # extra arguments go to `vitest run`
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser, runsBrowserTests } from './browser-setup.ts';
import { generate, staleMessage } from './generate.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const resultsFile = join(root, 'test-results/vitest.json');

/** The fields of vitest's JSON report this script reads. */
interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

function readReport(): VitestJsonReport | undefined {
  if (!existsSync(resultsFile)) return undefined;
  try {
    return JSON.parse(readFileSync(resultsFile, 'utf8')) as VitestJsonReport;
  } catch {
    return undefined;
  }
}

// A stale report from an earlier run must never be mistaken for this run's.
rmSync(resultsFile, { force: true });
mkdirSync(join(root, 'test-results'), { recursive: true });

const vitestArgs = process.argv.slice(2);

// The browser first: a missing Chromium must neither fail 40 browser tests one by one nor let them be skipped.
if (runsBrowserTests(vitestArgs)) {
  const browser = ensureBrowser();
  if (!browser.ok) {
    console.error(browser.message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// The files derived from the plugins (the plugin index, docs/reference, the OpenAPI document): a new plugin file
// is registered and documented with no other edit. Under CI a stale committed copy is a failure.
const generated = generate(root, { docs: true });
const generationFailures: string[] = [];
if (generated.error) generationFailures.push(generated.error);
if (generated.changed.length > 0) {
  const ci = Boolean(process.env.CI);
  const message = staleMessage(generated.changed, ci);
  if (ci) generationFailures.push(message);
  else console.log(`npm test: ${message}`);
}

const vitest = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...vitestArgs],
  { cwd: root, stdio: 'inherit' },
);

const report = readReport();
const passed = report?.numPassedTests ?? 0;
let failed = report?.numFailedTests ?? 0;
const notes: string[] = [];

if (vitest.error) {
  failed += 1;
  notes.push(`could not start vitest: ${vitest.error.message}`);
} else if (!report) {
  failed += 1;
  notes.push(`vitest wrote no readable report to ${resultsFile} (exit ${vitest.status ?? vitest.signal})`);
} else {
  // A file that failed without a failing test (it did not import, or a beforeAll threw and vitest skipped its
  // tests) counts as one failure: its tests never ran.
  for (const file of report.testResults) {
    if (file.status !== 'failed' || file.assertionResults.some((test) => test.status === 'failed')) continue;
    failed += 1;
    notes.push(`${relative(root, file.name)} failed outside its tests (counted as 1 failure): see above`);
  }
  if (vitest.status !== 0 && failed === 0) {
    // Unhandled errors, or type errors outside *.test-d.ts files: vitest fails the run without failing a test.
    failed += 1;
    notes.push(
      `vitest exited with ${vitest.status ?? vitest.signal} though no test failed: see its errors above`,
    );
  }
}

for (const failure of generationFailures) {
  failed += 1;
  notes.push(failure);
}

const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
if (skipped > 0) notes.push(`${skipped} skipped or todo`);
if (passed + failed === 0) notes.push('no test ran: CI must not pass on an empty run');

for (const note of notes) console.log(`npm test: ${note}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
