/**
 * The registry the funnel editor works with: the page's shared registry (every built-in plugin and document).
 * What the add menu offers in the funnel's context (spec 001 §6: the API condition only with an external context
 * event, the common-info condition not for member filters, no group inside a group) is the condition plugins'
 * own `offered` hooks and placement rules, applied by the engine; so are the conditions an empty funnel starts
 * with (spec 001 §4).
 */
import type { PluginContext, Registry } from '../../engine/core/index.ts';
import { initialConditionPlugins } from '../../plugins/conditions/index.ts';
import { actionRegistry, pluginItemKinds } from '../actions/registry.ts';

/** The page's registry (shared with the action pages, built once). */
export const funnelRegistry = (): Registry => actionRegistry();

/**
 * The wire conditions a funnel with an empty list starts with: one of each initial type the context offers
 * (tags and friend info), with its defaults.
 *
 * @example initialInputs(ctx) // [{ type: 60, use_group: 0, tag_ids: [], tag_or: 0 }, { type: 75, match: 0 }]
 */
export function initialInputs(ctx: PluginContext): unknown[] {
  return initialConditionPlugins(ctx).map((plugin) => plugin.defaults(ctx));
}

let kinds: string[] | undefined;

/**
 * The item kinds the condition plugins refer to: what the editor loads when it opens, so summaries name items.
 *
 * @example conditionItemKinds() // ['common_vars', 'episode', 'form', 'journey_tag', 'landing', …]
 */
export function conditionItemKinds(): string[] {
  if (!kinds) {
    const found = new Set<string>();
    for (const plugin of funnelRegistry().plugins('condition')) pluginItemKinds(plugin, found);
    kinds = [...found].sort();
  }
  return kinds;
}
