/**
 * `npm run new-plugin -- <kind> <type> <key>`: writes plugins/<kind folder>/<key>.ts from the template and
 * prints the next steps. Refuses to overwrite a file or a plugin folder of that key, a type id the built-in registry already has, and bad
 * arguments (with the usage).
 *
 * @example npm run new-plugin -- effect 42 send-sticker
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Registry } from '../core/index.ts';
import { nextSteps, parseNewPluginArgs, pluginFilePath, renderPluginTemplate } from './plugin-template.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The built-in registry, or undefined when the plugin set does not load (then the type check is skipped). */
async function builtInRegistry(): Promise<Registry | undefined> {
  try {
    const module = await import(pathToFileURL(join(root, 'plugins', 'index.ts')).href);
    return module.createBuiltInRegistry();
  } catch (error) {
    console.warn(`Could not load plugins/index.ts to check the type id (${String(error)}); not checked.`);
    return undefined;
  }
}

async function main(): Promise<number> {
  const parsed = parseNewPluginArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.error);
    return 2;
  }
  const { kind, type, key } = parsed.value;
  const taken = (await builtInRegistry())?.get(kind, type);
  if (taken) {
    console.error(`Type ${kind}/${type} is already '${taken.key}'. Choose a free type id.`);
    return 1;
  }
  const path = pluginFilePath(kind, key);
  const target = join(root, ...path.split('/'));
  // A plugin that outgrew one file is a folder of the same key (plugins/effects/reminder/index.ts).
  const folder = target.replace(/\.ts$/, '');
  if (existsSync(folder)) {
    console.error(`${path.replace(/\.ts$/, '/')} already exists; not overwritten. Pick another key.`);
    return 1;
  }
  mkdirSync(dirname(target), { recursive: true });
  try {
    // 'wx' fails when the file exists, without a window between checking and writing.
    writeFileSync(target, renderPluginTemplate(kind, type, key), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      console.error(`${path} already exists; not overwritten. Pick another key or edit that file.`);
      return 1;
    }
    throw error;
  }
  console.log(`Wrote ${path}.\n\n${nextSteps(parsed.value)}`);
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
