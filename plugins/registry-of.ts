/**
 * A registry of given plugins with every built-in document kind, the product's schema keywords and shared
 * messages: what `createBuiltInRegistry` (plugins/index.ts) builds from every plugin, and what the console
 * builds from the plugins of one folder (plugins/registered-<folder>.generated.ts) so that a page loads only the
 * kinds it shows. Imports no plugin itself.
 *
 * @example createRegistryOf(registeredEffects, { hostWidgets: ['item'] }).plugins('effect')
 */
import { actionDocument } from '../documents/action.ts';
import { funnelDocument } from '../documents/funnel.ts';
import { type AnyPlugin, createRegistry, type Registry, type RegistryOptions } from '../engine/core/index.ts';
import { DOMAIN_KEYWORDS } from './shared/keywords.ts';
import { SHARED_MESSAGES } from './shared/messages.ts';

/** Every built-in document kind. */
export const builtInDocuments = [actionDocument, funnelDocument] as const;

/**
 * The plugins kind by kind in the order of the document kinds that hold them (effects, then conditions), any
 * other kind after: the order the registry lists kinds in (the playground, the docs, the OpenAPI components).
 */
export function byDocumentKinds(plugins: readonly AnyPlugin[]): AnyPlugin[] {
  const kinds = builtInDocuments.map((document) => document.blockKind as string);
  const rank = (plugin: AnyPlugin) => {
    const at = kinds.indexOf(plugin.kind);
    return at === -1 ? kinds.length : at;
  };
  return [...plugins].sort((a, b) => rank(a) - rank(b));
}

/**
 * A registry holding `plugins` (more may be registered later, a kind at a time) and every built-in document kind.
 */
export function createRegistryOf(plugins: readonly AnyPlugin[], options: RegistryOptions = {}): Registry {
  const registry = createRegistry({
    ...options,
    keywords: [...DOMAIN_KEYWORDS, ...(options.keywords ?? [])],
    messages: { ...SHARED_MESSAGES, ...options.messages },
  });
  for (const plugin of byDocumentKinds(plugins)) registry.register(plugin);
  for (const document of builtInDocuments) registry.registerDocument(document);
  return registry;
}
