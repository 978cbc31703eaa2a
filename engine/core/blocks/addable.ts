import type { PluginContext } from '../context.ts';
import type { AnyPlugin } from '../plugin.ts';
import type { Registry } from '../registry.ts';
import { countType } from './tree.ts';
import type { BlockList } from './types.ts';

/** A type the add menu may show, and whether it can be added now (and why not). */
export interface AddableType {
  plugin: AnyPlugin;
  available: boolean;
  /** Why it cannot be added now, as a message code: 'already_added' for a single-use type present. */
  reason?: 'already_added';
}

/**
 * The types an account may add to a list: listed types whose ability the account holds. Single-use types
 * already present stay in the list, marked unavailable, so the menu can explain (既に追加されています).
 *
 * @example addableTypes(registry, 'effect', blocks, ctx).filter((t) => t.available).map((t) => t.plugin.label.ja)
 */
export function addableTypes(
  registry: Registry,
  kind: string,
  blocks: BlockList,
  ctx: PluginContext,
): AddableType[] {
  return registry
    .plugins(kind)
    .filter((plugin) => plugin.listed && (!plugin.ability || ctx.abilities.has(plugin.ability)))
    .map((plugin) =>
      plugin.multiplicity === 'single' && countType(blocks, kind, plugin.type) > 0
        ? { plugin, available: false, reason: 'already_added' as const }
        : { plugin, available: true },
    );
}
