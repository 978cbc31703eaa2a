/**
 * The registry the action and funnel pages share, built once per page, and the item kinds the effects refer to. It holds the effect plugins and the
 * action document kind from the start; the condition plugins and the funnel document kind join it when a module
 * that needs them is loaded (app/funnels/registry.ts: the condition slide-in, the funnel pages), so the action
 * editor's chunks carry no condition plugin and no funnel validator (issue 14). `loadConditionPlugins()` loads
 * them for what shows conditions outside those modules (the summary beside 条件 ON).
 */
import { actionDocument } from '../../documents/action.ts';
import { type AnyPlugin, ENGINE_WIDGET_NAMES, type Registry } from '../../engine/core/index.ts';
import { registeredPlugins as effectPlugins } from '../../plugins/registered-effects.generated.ts';
import { createRegistryOf } from '../../plugins/registry-of.ts';
import { schemaItemKinds } from '../../plugins/shared/keywords.ts';
import { consoleWidgets } from '../items/widget.ts';

const engineWidgets: readonly string[] = ENGINE_WIDGET_NAMES;

/** The widgets the console adds to the engine's (the item picker, the folder select): plugins may name them. */
export const CONSOLE_WIDGET_NAMES: readonly string[] = [
  ...new Set(
    consoleWidgets.widgets.map((widget) => widget.name).filter((name) => !engineWidgets.includes(name)),
  ),
];

let shared: Registry | undefined;

/** The page's registry, created on first use. @example actionRegistry().plugins('effect') */
export function actionRegistry(): Registry {
  shared ??= createRegistryOf(effectPlugins, {
    // Checking every plugin's defaults and examples as it registers cost each editor page 10–20 ms before its
    // document was even asked for. The plugin contract tests, the build and the server (every start) check the
    // same plugins, so the built console skips it; development keeps it, to name a broken plugin at once.
    verify: import.meta.env.DEV,
    hostWidgets: CONSOLE_WIDGET_NAMES,
    documents: [actionDocument],
  });
  return shared;
}

/**
 * Registers plugins of a kind the page's registry does not hold yet (once: a kind already there is left as is).
 *
 * @example registerKind(registeredConditions) // app/funnels/registry.ts
 */
export function registerKind(plugins: readonly AnyPlugin[]): Registry {
  const registry = actionRegistry();
  const kinds = new Set(plugins.map((plugin) => plugin.kind));
  for (const kind of kinds) {
    if (registry.plugins(kind).length > 0) continue;
    for (const plugin of plugins) if (plugin.kind === kind) registry.register(plugin);
  }
  return registry;
}

let conditions: Promise<Registry> | undefined;

/**
 * The page's registry with the condition plugins, loading them (a chunk of their own) on first call; a failed
 * load is tried again on the next call.
 *
 * @example const registry = await loadConditionPlugins(); registry.plugins('condition')
 */
export function loadConditionPlugins(): Promise<Registry> {
  conditions ??= import('../funnels/registry.ts').then(
    (module) => module.funnelRegistry(),
    (error: unknown) => {
      conditions = undefined;
      throw error;
    },
  );
  return conditions;
}

/**
 * The item kinds a plugin's editor shows: its schema's `x-item` kinds and those its widgets list
 * (`plugin.widgets[name].itemKinds`: the response marks of effect 7).
 *
 * @example pluginItemKinds(markEffect) // Set { 'response_mark' }
 */
export function pluginItemKinds(plugin: AnyPlugin, found: Set<string> = new Set()): Set<string> {
  for (const kind of schemaItemKinds(plugin.schema)) found.add(kind);
  for (const widget of Object.values(plugin.widgets ?? {}))
    for (const kind of widget.itemKinds ?? []) found.add(kind);
  return found;
}

/**
 * The item kinds the effect plugins refer to: what the editor loads when it opens, so summaries name items.
 *
 * @example effectItemKinds(registry) // ['tag', 'tag_group', 'varia', 'scenario', 'funnel', …]
 */
export function effectItemKinds(registry: Registry): string[] {
  const found = new Set<string>();
  for (const plugin of registry.plugins('effect')) pluginItemKinds(plugin, found);
  return [...found].sort();
}
