/**
 * The registry the action pages share: every built-in plugin and document, built once per page (registration
 * checks every plugin's examples, so it is not free), and the item kinds the effects refer to.
 */
import type { AnyPlugin, Registry } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { schemaItemKinds } from '../../plugins/shared/keywords.ts';
import { WIDGET_ITEM_KINDS } from '../items/kinds.ts';

let shared: Registry | undefined;

/** The page's registry, created on first use. @example actionRegistry().plugins('effect') */
export function actionRegistry(): Registry {
  shared ??= createBuiltInRegistry();
  return shared;
}

/** The item kinds a plugin's editor shows: its schema's `x-item` kinds and those of the widgets it names. */
export function pluginItemKinds(plugin: AnyPlugin, found: Set<string> = new Set()): Set<string> {
  for (const kind of schemaItemKinds(plugin.schema)) found.add(kind);
  for (const widget of Object.values(plugin.ui?.widgets ?? {})) {
    const kind = typeof widget === 'string' ? WIDGET_ITEM_KINDS[widget] : undefined;
    if (kind) found.add(kind);
  }
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
