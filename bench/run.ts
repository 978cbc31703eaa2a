/**
 * `npm run bench`: every benchmark suite (bench/<suite>/run.ts), one after the other, each in its own Node
 * process so that one suite's browser, servers and JIT state never colour another's figures. The editor suite
 * runs first, then the others in name order. A suite that fails does not stop the next; the exit code is 1 if
 * any failed.
 *
 * @example npm run bench
 * @example BENCH_SUITES=editor npm run bench
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.env.BENCH_SUITES?.split(',').map((name) => name.trim());
const suites = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .filter((name) => !wanted || wanted.includes(name))
  .sort((a, b) => (a === 'editor' ? -1 : b === 'editor' ? 1 : a.localeCompare(b)));

if (suites.length === 0) {
  console.error(
    `bench: no suite matches BENCH_SUITES=${process.env.BENCH_SUITES}; suites are bench/*/run.ts.`,
  );
  process.exit(1);
}
const failed: string[] = [];
for (const suite of suites) {
  console.log(`\n=== bench/${suite} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, suite, 'run.ts')], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(`${suite} (exit ${run.status ?? run.signal})`);
}
if (failed.length > 0) console.error(`\nbench: failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
