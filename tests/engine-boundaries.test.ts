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

  it('plugins and documents import only engine/core and each other; a plugin widget (*.tsx) also engine/react', () => {
    const files = [...sourceFiles(join(root, 'plugins')), ...sourceFiles(join(root, 'documents'))];
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);
    for (const file of files) {
      // A plugin's Widget.tsx is React and loads only when a form draws it (`load: () => import('./Widget.tsx')`);
      // everything else in plugins/ is read by the server and engine/core too.
      const widget = file.endsWith('.tsx') && relative(root, file).startsWith('plugins');
      for (const specifier of imports(file)) {
        if (!specifier.startsWith('.')) {
          if (!widget)
            expect(specifier, `${relative(root, file)} imports ${specifier}`).not.toMatch(/^react|^@dnd-kit/);
          continue;
        }
        const target = relative(root, resolve(dirname(file), specifier));
        expect(target, `${relative(root, file)} imports ${specifier}`).not.toMatch(
          widget
            ? /^engine\/(machines|docs)|^(app|server)\//
            : /^engine\/(react|machines|docs)|^(app|server)\//,
        );
      }
    }
  });

  it('documents import no plugin: a document kind stands below the plugins, which build on its facts', () => {
    // plugins/documents.ts registers the document kinds, and a plugin reads a document's limits (the rich menu's
    // canvas, a form's destinations): an import the other way would tie the two floors in a circle.
    const files = sourceFiles(join(root, 'documents'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files)
      for (const specifier of imports(file).filter((s) => s.startsWith('.'))) {
        const target = relative(root, resolve(dirname(file), specifier));
        expect(target, `${relative(root, file)} imports ${specifier}`).not.toMatch(/^plugins\//);
      }
  });

  it('a plugin reaches its widget only through a dynamic import, so its index stays free of React', () => {
    for (const file of sourceFiles(join(root, 'plugins')).filter((name) => !name.endsWith('.tsx'))) {
      const text = readFileSync(file, 'utf8');
      const statics = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^;]*?from\s*['"]([^'"]+\.tsx)['"]/g)];
      expect(
        statics.map((m) => m[1]),
        `${relative(root, file)} imports a .tsx statically`,
      ).toEqual([]);
    }
  });
});
