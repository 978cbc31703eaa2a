/**
 * Small lookups for the report: installed package versions, and which page and data set a scenario loads.
 *
 * @example packageVersion('@rjsf/core') // '6.11.1'
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Scenario } from './report.ts';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/** The installed version of a package (its package.json), or '?' when it cannot be read. */
export function packageVersion(name: string): string {
  try {
    // Read from the folder: packages whose `exports` omit package.json cannot be resolved to it.
    return (JSON.parse(readFileSync(`${modules}${name}/package.json`, 'utf8')) as { version: string })
      .version;
  } catch {
    return '?';
  }
}

/** The bench page and the data set of a scenario at N. */
export function pageOf(scenario: Scenario, n: number): { page: string; data: string } {
  switch (scenario) {
    case 'ours':
      return { page: 'editor', data: `effects-${n}` };
    case 'floor':
      return { page: 'floor', data: `effects-${n}` };
    case 'rjsf':
      return { page: 'rjsf', data: `effects-${n}` };
    case 'funnel':
      return { page: 'funnel', data: `funnel-${n}` };
    case 'rqb':
      return { page: 'querybuilder', data: `funnel-${n}` };
  }
}
