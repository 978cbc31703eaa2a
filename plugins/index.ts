import { type AnyPlugin, menuOrdered, type Registry, type RegistryOptions } from '../engine/core/index.ts';
import { registeredPlugins } from './registered.generated.ts';
import { builtInDocuments, byDocumentKinds, createRegistryOf } from './registry-of.ts';

export { builtInDocuments };

/**
 * Every built-in plugin, all kinds: the plugin files under plugins/<kind>/ (registered.generated.ts lists them;
 * `npm test`, `npm start` and `npm run build` regenerate it, so a new file is registered with no other edit).
 */
export const builtInPlugins: readonly AnyPlugin[] = byDocumentKinds(registeredPlugins);

/**
 * A registry holding every built-in plugin and document kind, with the product's schema keywords
 * (plugins/shared/keywords.ts) and shared messages (plugins/shared/messages.ts): what the server, the docs
 * generator, the playground and the tests use (the console's editors build theirs a kind at a time:
 * app/actions/registry.ts). Each kind's plugins come out of it in add-menu order (`menuOrder`, then
 * type id).
 *
 * @example const registry = createBuiltInRegistry(); registry.plugins('effect').length
 */
export function createBuiltInRegistry(options: RegistryOptions = {}): Registry {
  return createRegistryOf(builtInPlugins, options);
}

/**
 * The built-in plugins of one kind, in add-menu order.
 *
 * @example builtInPluginsOf('effect')[0].key // 'text'
 */
export function builtInPluginsOf(kind: string): readonly AnyPlugin[] {
  return menuOrdered(builtInPlugins.filter((plugin) => plugin.kind === kind));
}

/**
 * Every ability a built-in plugin is gated by (`ability`), sorted: what an account with every ability holds
 * (the demo account, the seed's full account), derived so a new gated type needs no list edited.
 *
 * @example builtInAbilities().includes('scenario') // true
 */
export function builtInAbilities(): string[] {
  const abilities = new Set<string>();
  for (const plugin of builtInPlugins) if (plugin.ability) abilities.add(plugin.ability);
  return [...abilities].sort();
}
