import { actionDocument } from '../documents/action.ts';
import { formDocument } from '../documents/form.ts';
import { funnelDocument } from '../documents/funnel.ts';
import {
  type AnyPlugin,
  createRegistry,
  menuOrdered,
  type Registry,
  type RegistryOptions,
} from '../engine/core/index.ts';
import { registeredPlugins } from './registered.generated.ts';
import { DOMAIN_KEYWORDS } from './shared/keywords.ts';
import { SHARED_MESSAGES } from './shared/messages.ts';

/** Every built-in document kind. */
export const builtInDocuments = [actionDocument, funnelDocument, formDocument] as const;

/**
 * The plugins kind by kind in the order of the document kinds that hold them (effects, then conditions), any
 * other kind after: the order the registry lists kinds in (the playground, the docs, the OpenAPI components).
 */
function byDocumentKinds(plugins: readonly AnyPlugin[]): AnyPlugin[] {
  const kinds = builtInDocuments.map((document) => document.blockKind as string);
  const rank = (plugin: AnyPlugin) => {
    const at = kinds.indexOf(plugin.kind);
    return at === -1 ? kinds.length : at;
  };
  return [...plugins].sort((a, b) => rank(a) - rank(b));
}

/**
 * Every built-in plugin, all kinds: the plugin files under plugins/<kind>/ (registered.generated.ts lists them;
 * `npm test`, `npm start` and `npm run build` regenerate it, so a new file is registered with no other edit).
 */
export const builtInPlugins: readonly AnyPlugin[] = byDocumentKinds(registeredPlugins);

/**
 * A registry holding every built-in plugin and document kind, with the product's schema keywords
 * (plugins/shared/keywords.ts) and shared messages (plugins/shared/messages.ts): what the console, the server,
 * the docs generator and the tests use. Each kind's plugins come out of it in add-menu order (`menuOrder`, then
 * type id).
 *
 * @example const registry = createBuiltInRegistry(); registry.plugins('effect').length
 */
export function createBuiltInRegistry(options: RegistryOptions = {}): Registry {
  const registry = createRegistry({
    ...options,
    keywords: [...DOMAIN_KEYWORDS, ...(options.keywords ?? [])],
    messages: { ...SHARED_MESSAGES, ...options.messages },
  });
  for (const plugin of builtInPlugins) registry.register(plugin);
  for (const document of builtInDocuments) registry.registerDocument(document);
  return registry;
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
