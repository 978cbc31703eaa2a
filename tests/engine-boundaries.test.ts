import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who may import whom (DESIGN §2, §7.1): engine/core and engine/machines stay free of React, dnd-kit and the
 * DOM; the engine knows no domain (plugins, schemas), no console (app) and no server.
 */
const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test support folders (engine/react/test/) may use the built-in plugins as fixtures.
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

const forbiddenForCore = [/^react/, /^@dnd-kit/, /^@xstate\/react/, /\/react\//, /^react-dom/];

describe('engine boundaries', () => {
  for (const folder of ['engine/core', 'engine/machines']) {
    it(`${folder} imports no React or dnd-kit`, () => {
      const files = sourceFiles(join(root, folder));
      expect(files.length).toBeGreaterThan(5);
      for (const file of files) {
        const name = relative(root, file);
        for (const specifier of imports(file)) {
          for (const pattern of forbiddenForCore)
            expect(specifier, `${name} imports ${specifier}`).not.toMatch(pattern);
        }
      }
    });
  }

  it('engine/core and engine/machines compile without the DOM library', () => {
    // tsconfig.nodom.json drops lib "DOM": any use of window, document, HTMLElement... fails to compile.
    const tsc = join(root, 'node_modules/.bin/tsc');
    expect(() =>
      execFileSync(tsc, ['--noEmit', '-p', 'tsconfig.nodom.json'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('the engine imports no domain, console or server code', () => {
    // engine/build is the project's build step: it precompiles the validators of the built-in registry.
    const engineFiles = ['core', 'machines', 'react', 'docs'].flatMap((folder) => {
      try {
        return sourceFiles(join(root, 'engine', folder));
      } catch {
        return [];
      }
    });
    for (const file of engineFiles) {
      for (const specifier of imports(file)) {
        // Resolved, because engine/core has a documents/ folder of its own.
        const target = specifier.startsWith('.')
          ? relative(root, resolve(dirname(file), specifier))
          : specifier;
        expect(target, `${relative(root, file)} imports ${specifier}`).not.toMatch(
          /^(plugins|documents|app|server)\//,
        );
      }
    }
  });

  it('plugins and documents import only engine/core and each other', () => {
    for (const file of [...sourceFiles(join(root, 'plugins')), ...sourceFiles(join(root, 'documents'))]) {
      for (const specifier of imports(file)) {
        if (!specifier.startsWith('.')) continue;
        expect(specifier, `${relative(root, file)} imports ${specifier}`).not.toMatch(
          /engine\/(react|machines|docs)|\/app\/|\/server\//,
        );
      }
    }
  });
});
