/**
 * `__CONSOLE_BUNDLE__`: true in the console's browser build (and the bench pages'), undeclared everywhere else
 * (the server under tsx, vitest, the benches' Node side). The vite configs define it (`consoleBundleDefine`,
 * ./console-build.ts); nothing in Node does, so it is read with `typeof`, which never throws for an undeclared name.
 *
 * The idiom, the same in every plugin that holds code only the server runs (a condition's `meaning`, an effect's
 * `dryRun`; docs/plugin-authoring.md "Domain extras"):
 *
 *     extras: { meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? tagMeaning : undefined, jsonLogic: tagJsonLogic }
 *
 * In the build the test is `typeof true === 'undefined'`, which the bundler folds to false; `tagMeaning` is then
 * unused and tree-shaken, with the code only it imports (a module the console also loads elsewhere must be listed
 * in ./console-build.ts's `pureSharedWithServerOnly`, or its chunk stays where the plugin is). In Node it is true and the registry serves the meaning
 * synchronously, as before. Written inline in each plugin rather than read from a shared constant: the fold then
 * happens inside the module, without relying on the bundler inlining a constant across modules.
 */
declare const __CONSOLE_BUNDLE__: true | undefined;
