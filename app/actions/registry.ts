/**
 * The registry the action pages share: every built-in plugin and document, built once per page (registration
 * checks every plugin's examples, so it is not free), and the item kinds the effects refer to.
 */
import { type AnyPlugin, ENGINE_WIDGET_NAMES, type Registry } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
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
  shared ??= createBuiltInRegistry({ hostWidgets: CONSOLE_WIDGET_NAMES });
  return shared;
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
