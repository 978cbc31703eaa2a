import { actionDocument } from '../documents/action.ts';
import { funnelDocument } from '../documents/funnel.ts';
import { createRegistry, type Registry, type RegistryOptions } from '../engine/core/index.ts';
import { conditionPlugins } from './conditions/index.ts';
import { effectPlugins } from './effects/index.ts';
import { DOMAIN_KEYWORDS } from './shared/keywords.ts';
import { SHARED_MESSAGES } from './shared/messages.ts';

export { conditionPlugins } from './conditions/index.ts';
export { effectPlugins } from './effects/index.ts';

/** Every built-in plugin, all kinds. */
export const builtInPlugins = [...effectPlugins, ...conditionPlugins] as const;

/** Every built-in document kind. */
export const builtInDocuments = [actionDocument, funnelDocument] as const;

/**
 * A registry holding every built-in plugin and document kind, with the product's schema keywords
 * (plugins/shared/keywords.ts) and shared messages (plugins/shared/messages.ts): what the console, the server,
 * the docs generator and the tests use.
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
