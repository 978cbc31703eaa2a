/**
 * The files derived from the plugins, brought up to date before a command uses them, so adding a block type is
 * its file and nothing else: the plugin index (plugins/registered.generated.ts) always; with `--docs` also the
 * integrator reference (docs/reference) and docs/api/openapi.json, which `npm test` checks.
 *
 * Under CI (`CI` set) a file that had to change is an error: the commit carries a stale copy. Locally the
 * change is written and listed, to be committed with the plugin.
 *
 * @example tsx scripts/generate.ts          # npm start, npm run dev, npm run build
 * @example tsx scripts/generate.ts --docs   # npm test (scripts/test.ts calls generate())
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLUGIN_INDEX_FILE, writePluginIndex } from './plugin-index.ts';

/** What a generation did: the derived files it rewrote, and the first failure, if any. */
export interface Generated {
  changed: string[];
  error?: string;
}

/**
 * Regenerates the derived files; `docs` adds the reference and the OpenAPI document (a few seconds).
 *
 * @example const { changed, error } = generate(root, { docs: true });
 */
export function generate(root: string, options: { docs?: boolean } = {}): Generated {
  const changed: string[] = [];
  if (writePluginIndex(root)) changed.push(PLUGIN_INDEX_FILE.replace('.generated.ts', '*.generated.ts'));
  if (!options.docs) return { changed };
  const tsx = join(root, 'node_modules/.bin/tsx');
  // The docs CLI compares first (`--check` exits 1 when stale), so an up-to-date tree is not rewritten.
  const check = spawnSync(tsx, ['engine/docs/cli.ts', '--check'], { cwd: root, encoding: 'utf8' });
  if (check.status !== 0) {
    const write = spawnSync(tsx, ['engine/docs/cli.ts'], { cwd: root, encoding: 'utf8' });
    if (write.status !== 0)
      return { changed, error: `npm run docs failed:\n${write.stderr || write.stdout}` };
    changed.push('docs/reference');
  }
  const before = contentOf(root, 'docs/api/openapi.json');
  const openapi = spawnSync(tsx, ['server/write-openapi.ts'], { cwd: root, encoding: 'utf8' });
  if (openapi.status !== 0) {
    return { changed, error: `server/write-openapi.ts failed:\n${openapi.stderr || openapi.stdout}` };
  }
  if (contentOf(root, 'docs/api/openapi.json') !== before) changed.push('docs/api/openapi.json');
  return { changed };
}

/** A file's content, '' when it does not exist. */
function contentOf(root: string, file: string): string {
  return existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
}

/**
 * The message for files a generation changed: under CI an error (the commit is stale), else a note.
 *
 * @example staleMessage(['docs/reference'], true)
 */
export function staleMessage(changed: readonly string[], ci: boolean): string {
  const list = changed.join(', ');
  return ci
    ? `Derived files were stale in this commit and had to be regenerated: ${list}. Run npm test (or npm run ` +
        'docs) locally and commit them with the plugin.'
    : `Regenerated from the plugins: ${list}. Commit them with your change.`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const { changed, error } = generate(root, { docs: process.argv.includes('--docs') });
  if (error) {
    console.error(error);
    process.exit(1);
  }
  if (changed.length > 0) console.log(staleMessage(changed, false));
}
