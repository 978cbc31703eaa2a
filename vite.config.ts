import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompiledValidators } from './engine/build/vite-plugin.ts';
import { consoleBundleDefine, consoleModuleSideEffects } from './plugins/shared/console-build.ts';

/**
 * index.html holds the one Content-Security-Policy (no 'unsafe-eval'). The dev server still compiles schemas
 * with run-time ajv, which needs `new Function`, so only `vite serve` relaxes it.
 */
const devCsp: Plugin = {
  name: 'console:dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"),
};

/**
 * The chunk that holds the engine (engine/react's DocumentEditor with engine/core and engine/machines, shared by
 * every editor page) is named `engine`: rolldown names a shared chunk after one of its modules, which changes as
 * modules move (it was `envelope`, then ajv's `ucs2length`), and bench/editor/budgets.ts budgets chunks by name.
 */
const engineChunk = /\/engine\/react\/document\/DocumentEditor\.tsx$/;

/**
 * The engine chunk's modules, held together by a group of their own. Left to itself rolldown cut the chunk into four
 * (core, widgets, dnd-kit, the rest: 1.5 kB more gzip than one) as soon as a lazy part of the engine (the date input)
 * imported modules of it. Not in it: the engine's lazy parts, the document list page (the list routes' only),
 * what the first route takes from the engine (the transport messages, the widget services), and the drafts the
 * page services load on every page (app/page-services.ts, with the plugin context). With them: the empty
 * validator table of engine/build/vite-plugin.ts, a virtual module.
 */
const engineModules =
  /\/(engine\/(core|machines|react|build\/precompiled-)|node_modules\/(@dnd-kit|@xstate|xstate|immer|nanoid|use-isomorphic-layout-effect|use-sync-external-store)\/)/;
const notEngine =
  /\/engine\/(react\/(VirtualBlockItems|form\/widgets\/(DateInput|Calendar)|form\/widget-services|document\/draft(s|-fallback|-tab)|focus|document-list|document\/(DocumentListPage|list-folders|document-list))|core\/messages\/transport)\./;
const engineChunkModule = (id: string) =>
  (engineModules.test(id) && !notEngine.test(id)) || id === '\0block-editor:no-precompiled-validators';

/**
 * What every page fetches beside itself (app/page-services.ts: the item store, the drafts, the widgets' calls) and
 * the calls most pages share (the pages' transport app/api/caller.ts, the documents' folders and revisions), and the
 * plugin context the page services make (engine/core/context.ts; the engine chunk takes it from here): one
 * chunk. Left to itself rolldown gives each a chunk of its own, since each is reached by a different set of pages,
 * and `/actions/new` fetched four small files instead of one (issue 14). Only these modules: their dependencies
 * (React, the engine) stay where they are.
 */
const pageServicesChunk =
  /\/(app\/(page-services|api\/caller|documents\/document-api|items\/(items-api|widget-api|item-store))|engine\/core\/context)\.ts$/;

export default defineConfig({
  // precompiledValidators: `vite build` regenerates the validators and swaps run-time ajv for them (DESIGN §6);
  // perFolder: each plugin folder's validators load with its plugins (the conditions with the condition slide-in).
  plugins: [react(), precompiledValidators({ perFolder: true }), devCsp],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115) still load every chunk,
    // only without the early fetch; the polyfill would cost every visitor 0.2 kB of the first route (issue 14).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A module only a folded-away extra imports is placed where it is used (plugins/shared/console-build.ts).
      treeshake: { moduleSideEffects: consoleModuleSideEffects },
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => engineChunk.test(id))
            ? 'assets/engine-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'page-services', test: pageServicesChunk },
            { name: 'engine', test: engineChunkModule },
          ],
        },
      },
    },
  },
  // The plugins' server-only extras (conditions' meanings, effects' dry runs) stay out of the console's bundle
  // (plugins/shared/console-bundle.d.ts); vitest.config.ts does not load this file, so the tests keep them.
  define: consoleBundleDefine,
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // `npm start` serves the build with `vite preview` for now.
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
});
