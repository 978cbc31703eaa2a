/**
 * The bench app's own vite config (not the console's): one entry page per editor under bench/editor/app,
 * built into a temporary folder by bench/editor/run.ts. `profile: true` swaps react-dom/client for React's
 * profiling build, the only production build in which <Profiler> reports commit times.
 *
 * @example npx vite build -c bench/editor/vite.config.ts   # into dist/bench (git-ignored)
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig } from 'vite';
import { precompiledValidators } from '../../engine/build/vite-plugin.ts';
import { consoleBundleDefine } from '../../plugins/shared/console-build.ts';

const appDir = fileURLToPath(new URL('./app/', import.meta.url));

/** The pages: one per editor; the data set is chosen by `?data=effects-1000`. */
export const BENCH_PAGES = ['editor', 'funnel', 'form', 'rjsf', 'querybuilder', 'floor'] as const;

/** The build of the bench pages into `outDir`, production or profiling. */
export function benchViteConfig(options: { outDir: string; profile: boolean }): InlineConfig {
  return {
    configFile: false,
    root: appDir,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    // The console's build validates with precompiled validators (DESIGN §6); so do the bench pages, or our first
    // render would include compiling every plugin schema with ajv, a cost the console never pays.
    plugins: [react(), precompiledValidators()],
    // Like the console's build, without the plugins' server-only extras (plugins/shared/console-bundle.d.ts).
    define: consoleBundleDefine,
    resolve: {
      alias: options.profile ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [],
    },
    build: {
      outDir: options.outDir,
      // BENCH_MINIFY=0 keeps function names for reading CPU profiles.
      minify: process.env.BENCH_MINIFY !== '0',
      emptyOutDir: true,
      // The peers' chunks are large by nature; the console's own budget is checked elsewhere.
      chunkSizeWarningLimit: 10_000,
      rollupOptions: {
        input: Object.fromEntries(BENCH_PAGES.map((page) => [page, `${appDir}${page}.html`])),
      },
    },
  };
}

export default defineConfig(
  benchViteConfig({ outDir: fileURLToPath(new URL('../../dist/bench', import.meta.url)), profile: false }),
);
