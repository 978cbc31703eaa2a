import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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
   * imports engine/build/generated/validators-<folder>.js, the whole index every folder's) and each document
   * kind's with the module that defines it (`export const x = defineDocument({ key: 'k'` imports
   * validators-document-k.js), so a page that loads a kind's plugins later (the console's conditions) loads
   * their validators then too, and a page carries the validators of the document kinds it opens, not of every
   * kind. The compiler itself then carries none. Default false: one module of every validator.
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
  const partFile = (part: string) => `${generatedDir}/validators-${part}.js`;
  const partImport = (part: string) => `\nimport ${JSON.stringify(partFile(part))};`;
  // A document kind's module: `export const actionDocument = defineDocument({ key: 'action', …`.
  const documentModule = /^export const \w+ = defineDocument\(\{\s*key:\s*'([\w-]+)'/gm;
  const noValidators = '\0block-editor:no-precompiled-validators';
  return {
    name: 'block-editor:precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    // The plugins' registration checks stay out of the bundle (engine/core/registration-checks.d.ts): build only,
    // so `vite` (dev) still checks every plugin as it registers.
    config: () => ({ define: { __SKIP_REGISTRATION_CHECKS__: 'true' } }),
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
        return noValidators;
      if (!source.includes('default-compiler')) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (resolved && normalizePath(resolved.id) === runtimeCompiler) return replacement;
      return null;
    },
    load(id) {
      if (id === noValidators) return 'export const validators = {};\nexport default validators;\n';
      return null;
    },
    transform(code, id) {
      if (!options.perFolder || id.includes('/node_modules/')) return null;
      const documentParts = [...code.matchAll(documentModule)]
        .map((match) => `document-${match[1]}`)
        .filter((part) => existsSync(partFile(part)));
      if (documentParts.length > 0) return { code: code + documentParts.map(partImport).join(''), map: null };
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
