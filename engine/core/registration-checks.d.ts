/**
 * `__SKIP_REGISTRATION_CHECKS__`: true in a production browser build made with the engine's vite plugin
 * (engine/build/vite-plugin.ts, `vite build` only), undeclared everywhere else: the server, vitest, the benches'
 * Node side and `vite` (dev). Read with `typeof`, which never throws for an undeclared name, as the console's
 * `__CONSOLE_BUNDLE__` (docs/decisions/server-only-extras.md):
 *
 *     if (typeof __SKIP_REGISTRATION_CHECKS__ === 'undefined') checkPlugin(…);
 *
 * In the build the test folds to false and the checks (./registry-checks.ts, ./registry-schema-checks.ts) are
 * tree-shaken: the bundle registers the same plugins the server and the tests register, checked there. Written
 * inline at each call so that the fold happens inside the module.
 */
declare const __SKIP_REGISTRATION_CHECKS__: true | undefined;
