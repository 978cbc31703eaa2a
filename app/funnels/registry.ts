/**
 * The registry the funnel editor works with: the page's shared registry, which this module gives the condition
 * plugins and the funnel document kind (it is loaded with the condition slide-in and the funnel pages, not with the action editor).
 * What the add menu offers in the funnel's context (spec 001 §6: the API condition only with an external context
 * event, the common-info condition not for member filters, no group inside a group) is the condition plugins'
 * own `offered` hooks and placement rules, applied by the engine; so are the conditions an empty funnel starts
 * with (spec 001 §4).
 */
import { funnelDocument } from '../../documents/funnel.ts';
import type { PluginContext, Registry } from '../../engine/core/index.ts';
import { initialConditionPlugins } from '../../plugins/conditions/index.ts';
import { registeredPlugins as conditionPlugins } from '../../plugins/registered-conditions.generated.ts';
import { pluginItemKinds, registerKind } from '../actions/registry.ts';

/** The page's registry (shared with the action pages, built once), with the condition plugins and funnels. */
export function funnelRegistry(): Registry {
  const registry = registerKind(conditionPlugins);
  if (!registry.document(funnelDocument.key)) registry.registerDocument(funnelDocument);
  return registry;
}

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
