/**
 * `npm run docs`: writes the integrator reference of the built-in registry to docs/reference, replacing what was
 * there (files no longer generated are deleted). `npm run docs -- --check` only compares and exits 1 when the
 * committed files are stale.
 *
 * The registry comes from a module exporting `createBuiltInRegistry()` (default plugins/index.ts, or
 * `--registry <path>`), loaded at run time so the engine has no import of the domain's plugins.
 *
 * @example npm run docs
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Registry } from '../core/index.ts';
import { describeDiff, diffReference, generateReference, isUpToDate } from './generate.ts';

const USAGE = 'Usage: npm run docs [-- --check] [-- --registry plugins/index.ts]';
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'docs', 'reference');

function parseArgs(args: readonly string[]): { check: boolean; registry: string } {
  let check = false;
  let registry = 'plugins/index.ts';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--check') check = true;
    else if (args[i] === '--registry' && args[i + 1]) registry = args[++i];
    else throw new Error(`Unknown argument '${args[i]}'.\n${USAGE}`);
  }
  return { check, registry };
}

async function loadRegistry(modulePath: string): Promise<Registry> {
  const module = await import(pathToFileURL(resolve(root, modulePath)).href);
  if (typeof module.createBuiltInRegistry !== 'function') {
    throw new Error(
      `${modulePath} does not export createBuiltInRegistry(). Point --registry at the plugin set's index.`,
    );
  }
  return module.createBuiltInRegistry();
}

/** Every file under a folder, path (with '/') → content; empty when the folder does not exist. */
function readFolder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = join(dir, entry);
    try {
      files.set(relative(dir, full).split(sep).join('/'), readFileSync(full, 'utf8'));
    } catch {
      // A folder: its files are listed on their own.
    }
  }
  return files;
}

async function main(): Promise<number> {
  const { check, registry: registryPath } = parseArgs(process.argv.slice(2));
  const files = generateReference(await loadRegistry(registryPath));
  const where = relative(root, out);
  if (check) {
    const diff = diffReference(files, readFolder(out));
    if (isUpToDate(diff)) {
      console.log(`${where} is up to date (${files.size} files).`);
      return 0;
    }
    console.error(describeDiff(diff));
    return 1;
  }
  rmSync(out, { recursive: true, force: true });
  for (const [path, content] of files) {
    const target = join(out, ...path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  console.log(`Wrote ${files.size} files to ${where}.`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
