import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const fromRoot = (path: string) =>
  normalizePath(fileURLToPath(new URL(path, new URL('../../', import.meta.url))));

/** Options of `precompiledValidators`. */
export interface PrecompiledValidatorsOptions {
  /** Run engine/build/precompile.ts when the build starts (default true), so validators match the schemas. */
  generate?: boolean;
  /**
   * Ship each plugin folder's validators with that folder's plugin index (plugins/registered-<folder>.generated.ts
   * imports engine/build/generated/validators-<folder>.js, the whole index every folder's) and only the
   * documents' with the compiler, so a page that loads a kind's plugins later (the console's conditions) loads
   * their validators then too. Default false: one module of every validator.
   */
  perFolder?: boolean;
}

/**
 * Production builds validate with validators generated ahead of time (DESIGN §6): every import that resolves to
 * engine/core/validation/default-compiler.ts (run-time ajv) gets engine/build/precompiled-compiler.ts instead,
 * so the bundle has no schema compiler and needs no `new Function` (no CSP `unsafe-eval`). Build only: `vite`
 * (dev) keeps run-time ajv. engine/build/check-bundle.ts verifies the bundle after `vite build`.
 *
 * @example defineConfig({ plugins: [react(), precompiledValidators()] })
 */
export function precompiledValidators(options: PrecompiledValidatorsOptions = {}): Plugin {
  const runtimeCompiler = fromRoot('./engine/core/validation/default-compiler.ts');
  const replacement = fromRoot('./engine/build/precompiled-compiler.ts');
  const generatedDir = fromRoot('./engine/build/generated');
  const pluginIndex = /\/plugins\/registered(?:-([\w-]+))?\.generated\.ts$/;
  const partImport = (part: string) => `\nimport ${JSON.stringify(`${generatedDir}/validators-${part}.js`)};`;
  return {
    name: 'block-editor:precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (options.generate === false) return;
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      try {
        execFileSync(process.execPath, [tsx, 'engine/build/precompile.ts'], {
          cwd: repoRoot,
          stdio: 'inherit',
        });
      } catch {
        this.error(
          'engine/build/precompile.ts failed (its message is above); the build needs its validators.',
        );
      }
    },
    async resolveId(source, importer, resolveOptions) {
      if (
        options.perFolder &&
        source === './generated/validators.js' &&
        importer &&
        normalizePath(importer) === replacement
      )
        return `${generatedDir}/validators-documents.js`;
      if (!source.includes('default-compiler')) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (resolved && normalizePath(resolved.id) === runtimeCompiler) return replacement;
      return null;
    },
    transform(code, id) {
      if (!options.perFolder) return null;
      const index = pluginIndex.exec(normalizePath(id));
      if (!index) return null;
      const folders = index[1]
        ? [index[1]]
        : readdirSync(fromRoot('./plugins'))
            .map((entry) => /^registered-([\w-]+)\.generated\.ts$/.exec(entry)?.[1])
            .filter((folder): folder is string => folder !== undefined);
      return { code: code + folders.map(partImport).join(''), map: null };
    },
  };
}
