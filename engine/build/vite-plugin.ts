import { execFileSync } from 'node:child_process';
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
      if (!source.includes('default-compiler')) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (resolved && normalizePath(resolved.id) === runtimeCompiler) return replacement;
      return null;
    },
  };
}
