import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './texts/en.ts';
import { operatorsJa } from './texts/operators-ja.ts';
import { pagesJa } from './texts/pages-ja.ts';
import { shellJa } from './texts/shell-ja.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `import … from './x'` and `export … from './x'` that bring values (not `import type`), and `import './x'`. */
const IMPORT = /^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gms;

/** The modules a file reaches by static value imports, itself included: what lands in its chunk or before. */
function staticallyReached(start: string, seen = new Set<string>()): Set<string> {
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const names = (match[1] ?? '').trim();
      const parts = names.startsWith('{')
        ? names
            .slice(1, -1)
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [];
      if (parts.length > 0 && parts.every((part) => part.startsWith('type '))) continue;
      stack.push(resolve(dirname(file), (match[2] ?? match[3]) as string));
    }
  }
  return seen;
}

// The console's first chunk: the entry and what it imports, and the home page (the first route).
const firstChunk = staticallyReached(join(root, 'app/main.tsx'));
staticallyReached(join(root, 'app/pages/HomePage.tsx'), firstChunk);
const shellKeys = new Set(Object.keys(shellJa));
const pageKeys = new Set(Object.keys(pagesJa));
const operatorKeys = new Set(Object.keys(operatorsJa));

/** The console's modules outside the tests and the dictionaries. */
const appModules = () =>
  readdirSync(join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('/texts/'));

describe("the console's words in parts (issue 14: the first route carries only the shell's)", () => {
  it('splits the Japanese words into the shell, the pages and the operators area, each key once; English has every key', () => {
    expect([...shellKeys].filter((key) => pageKeys.has(key) || operatorKeys.has(key))).toEqual([]);
    expect([...pageKeys].filter((key) => operatorKeys.has(key))).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...shellKeys, ...pageKeys, ...operatorKeys].sort());
  });

  it("uses the operators area's keys only in app/operators, in modules that load them (texts/operators-words.ts)", () => {
    const misplaced: string[] = [];
    for (const file of appModules()) {
      const text = readFileSync(file, 'utf8');
      const used = [...text.matchAll(/'([A-Za-z0-9_]+)'/g)].some(([, word]) =>
        operatorKeys.has(word as string),
      );
      if (!used) continue;
      if (!file.includes('/app/operators/') || !text.includes("import '../texts/operators-words.ts';"))
        misplaced.push(relative(root, file));
    }
    expect(misplaced).toEqual([]);
    expect(firstChunk.has(join(root, 'app/texts/operators-ja.ts'))).toBe(false);
  });

  it("uses only the shell's keys in the first chunk's modules", () => {
    const misplaced: string[] = [];
    for (const file of firstChunk) {
      // i18n.ts itself holds no words (a key in its JSDoc example is not a use).
      if (file.endsWith('/app/i18n.ts')) continue;
      for (const [, word] of readFileSync(file, 'utf8').matchAll(/'([A-Za-z0-9_]+)'/g))
        if (pageKeys.has(word as string) || operatorKeys.has(word as string))
          misplaced.push(`${relative(root, file)}: ${word}`);
    }
    expect(misplaced).toEqual([]);
  });

  it("imports the pages' words wherever a module outside the first chunk uses the words (page-i18n.ts)", () => {
    // …and the pages' half of the services (app/page-services.ts: the item store, the drafts), and the pages'
    // API calls (the shell's client has only the session's).
    for (const module of [
      'app/page-i18n.ts',
      'app/texts/pages-ja.ts',
      'app/texts/en.ts',
      'app/page-services.ts',
      'app/items/item-store.ts',
      'app/api/caller.ts',
      'app/actions/action-api.ts',
      'app/actions/action-list-api.ts',
      'app/documents/document-api.ts',
      'app/items/items-api.ts',
      'app/items/item-edit-api.ts',
      'app/items/widget-api.ts',
      'app/operators/operators-api.ts',
    ])
      expect(firstChunk.has(join(root, module)), module).toBe(false);
    const direct: string[] = [];
    for (const file of appModules()) {
      if (firstChunk.has(file) || file.endsWith('/page-i18n.ts')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT))
        if (/(^|\/)i18n\.ts$/.test(match[2] ?? match[3] ?? '')) direct.push(relative(root, file));
    }
    expect(direct).toEqual([]);
  });
});
