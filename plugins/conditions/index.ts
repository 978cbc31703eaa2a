import { type AnyPlugin, isOffered, type PluginContext, placeOf } from '../../engine/core/index.ts';
import { builtInPluginsOf } from '../index.ts';

export { EXTERNAL_CONTEXT_EVENT_FLAG } from './api.ts';
export { MEMBER_FILTER_FLAG } from './common-var.ts';
export { normalizeJourney } from './journey.ts';

/**
 * The built-in condition plugins (spec 001 §2 "Friend-search condition panels"), in add-menu order
 * (`menuOrder`); the or-group and the unreadable condition (never offered) come last.
 */
export const conditionPlugins = builtInPluginsOf('condition');

/**
 * The condition types an empty funnel starts with (spec 001 §4 "With an empty list, every available condition
 * type not marked non-initial is added as an initial block"): the plugins marked `initial` (tags and friend
 * info); every other type is non-initial. The funnel editor adds those of them the add menu offers.
 *
 * @example INITIAL_CONDITION_TYPES // [60, 75]
 */
export const INITIAL_CONDITION_TYPES: readonly number[] = conditionPlugins
  .filter((plugin) => plugin.initial)
  .map((plugin) => plugin.type);

/** Every condition type marked non-initial: the complement of `INITIAL_CONDITION_TYPES`. */
export const NON_INITIAL_CONDITION_TYPES: readonly number[] = conditionPlugins
  .map((plugin) => plugin.type)
  .filter((type) => !INITIAL_CONDITION_TYPES.includes(type));

/**
 * The plugins whose blocks an empty funnel starts with, in add-menu order: the initial types the add menu would
 * offer at the top level (`isOffered`: listed, ability held, the plugin's own `offered` hook).
 *
 * @example initialConditionPlugins(ctx).map((plugin) => createBlock(registry, 'condition', plugin.type, ctx))
 */
export function initialConditionPlugins(ctx: PluginContext): AnyPlugin[] {
  const topLevel = placeOf([], 'condition', null);
  return (conditionPlugins as readonly AnyPlugin[]).filter(
    (plugin) => INITIAL_CONDITION_TYPES.includes(plugin.type) && isOffered(plugin, ctx, topLevel),
  );
}
