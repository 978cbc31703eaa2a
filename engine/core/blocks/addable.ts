import type { PluginContext } from '../context.ts';
import type { AnyPlugin } from '../plugin.ts';
import type { Registry } from '../registry.ts';
import { placementRefusal, placeOf } from './place.ts';
import { countType, findBlock } from './tree.ts';
import type { BlockList, BlockPlace } from './types.ts';

/** A type the add menu may show, and whether it can be added now (and why not). */
export interface AddableType {
  plugin: AnyPlugin;
  available: boolean;
  /**
   * Why it cannot be added now, as a message code: 'already_added' for a single-use type present, or the code of
   * the list's limit (`Registry.limitList`) when the list is full.
   */
  reason?: string;
}

/**
 * The message code refusing one more block in a list of `kind` holding `length` blocks, when the registry caps
 * such lists (`limitList`) and the list is full; undefined otherwise.
 *
 * @example listFullRefusal(registry, 'richmenu-action', 20) // 'richmenu_button_limit'
 */
export function listFullRefusal(registry: Registry, kind: string, length: number): string | undefined {
  const limit = registry.listLimit(kind);
  return limit && length >= limit.max ? limit.code : undefined;
}

/**
 * True when the add menu offers a type at a place: listed, its ability held, no placement rule refusing the
 * place, and its `offered` hook (if any) agreeing with the context and the place. Apps use it for what they
 * add on their own (a funnel's initial conditions), so they offer what the menu offers.
 *
 * @example isOffered(apiCondition, ctx, placeOf([], 'condition', null)) // false without flags.externalContextEvent
 */
export function isOffered(plugin: AnyPlugin, ctx: PluginContext, where: BlockPlace): boolean {
  if (!plugin.listed) return false;
  if (plugin.ability && !ctx.abilities.has(plugin.ability)) return false;
  if (placementRefusal(plugin, where) !== undefined) return false;
  return plugin.offered?.(ctx, where) ?? true;
}

/**
 * The types an account may add to a list (the top level, or the nested list of `parentId`): those `isOffered`
 * there. Single-use types already present stay in the list, marked unavailable, so the menu can explain
 * (既に追加されています); in a full list (`Registry.limitList`) every type is unavailable with the limit's code.
 *
 * @example addableTypes(registry, 'effect', blocks, ctx).filter((t) => t.available).map((t) => t.plugin.label.ja)
 * @example addableTypes(registry, 'condition', blocks, ctx, group.id) // no or-group inside an or-group
 */
export function addableTypes(
  registry: Registry,
  kind: string,
  blocks: BlockList,
  ctx: PluginContext,
  parentId: string | null = null,
): AddableType[] {
  const where = placeOf(blocks, kind, parentId);
  const list = parentId === null ? blocks : (findBlock(blocks, parentId)?.children ?? []);
  const full = listFullRefusal(registry, kind, list.length);
  return registry
    .plugins(kind)
    .filter((plugin) => isOffered(plugin, ctx, where))
    .map((plugin) =>
      full
        ? { plugin, available: false, reason: full }
        : plugin.multiplicity === 'single' && countType(blocks, kind, plugin.type) > 0
          ? { plugin, available: false, reason: 'already_added' }
          : { plugin, available: true },
    );
}
