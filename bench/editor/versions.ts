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

/** The bench page, its data set and its page options (a query string) of a scenario at N. */
export function pageOf(scenario: Scenario, n: number): { page: string; data: string; query?: string } {
  switch (scenario) {
    case 'ours':
      return { page: 'editor', data: `effects-${n}` };
    case 'oursPlain':
      return { page: 'editor', data: `effects-${n}`, query: 'virtualize=0' };
    case 'floor':
      return { page: 'floor', data: `effects-${n}` };
    case 'floorVirtual':
      return { page: 'floor', data: `effects-${n}`, query: 'virtualize=1' };
    case 'rjsf':
      return { page: 'rjsf', data: `effects-${n}` };
    case 'funnel':
      return { page: 'funnel', data: `funnel-${n}` };
    case 'form':
      return { page: 'form', data: 'form-200' };
    case 'composer':
      return { page: 'editor', data: `effects-${n}`, query: 'target=composer' };
    case 'rqb':
      return { page: 'querybuilder', data: `funnel-${n}` };
  }
}
