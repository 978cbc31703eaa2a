/**
 * What the console's browser build is told about the plugins, so the code only the server runs (a condition's
 * `meaning`, an effect's `dryRun`) stays out of the bundle. vite.config.ts uses both; the bench pages'
 * bench/editor/vite.config.ts the define. vitest.config.ts must use neither: the unit tests run the meanings and
 * dry runs. Plain values, no Vite types: vite's config loader imports this file.
 */

/**
 * `__CONSOLE_BUNDLE__` is `true` in the console's build (and dev server), so each plugin's server-only extras fold
 * away: the idiom is ./console-bundle.d.ts's.
 *
 * @example defineConfig({ define: consoleBundleDefine, … })
 */
export const consoleBundleDefine = { __CONSOLE_BUNDLE__: 'true' } as const;

/**
 * Modules that a server-only extra imports and the console also loads elsewhere, declared to run nothing when
 * they load. Folding the extra away leaves its import unused, but rolldown still places an imported module by
 * every module that imports it, used or not (measured with vite 8.3 / rolldown: the composer's preview helper,
 * which the text effect's dry run fills messages with, stayed in a chunk /actions/new fetches, beside the effects,
 * instead of going to the composer's lazy chunk). A module listed here goes only where its code is used. List only
 * modules without load-time effects (no CSS, no registration, no `dayjs.extend`): a listed module nothing uses is
 * left out of the build.
 */
export const pureSharedWithServerOnly: readonly RegExp[] = [/\/plugins\/shared\/composer\/preview\.ts$/];

/**
 * rolldown's `treeshake.moduleSideEffects` for the console's build: every module may have load-time effects but
 * those of `pureSharedWithServerOnly`.
 *
 * @example rolldownOptions: { treeshake: { moduleSideEffects: consoleModuleSideEffects } }
 */
export const consoleModuleSideEffects = (id: string): boolean =>
  !pureSharedWithServerOnly.some((pattern) => pattern.test(id));
