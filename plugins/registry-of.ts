/**
 * A registry of given plugins and document kinds, with the product's schema keywords and shared
 * messages: what `createBuiltInRegistry` (plugins/index.ts) builds from every plugin, and what the console
 * builds from the plugins of one folder (plugins/registered-<folder>.generated.ts) so that a page loads only the
 * kinds it shows. Imports no plugin itself.
 *
 * @example createRegistryOf(registeredEffects, { hostWidgets: ['item'] }).plugins('effect')
 */
import {
  type AnyPlugin,
  createRegistry,
  type DocumentDefinition,
  type Registry,
  type RegistryOptions,
} from '../engine/core/index.ts';
import { DOMAIN_KEYWORDS } from './shared/keywords.ts';
import { SHARED_MESSAGES } from './shared/messages.ts';

/** What `createRegistryOf` takes besides the registry's own options: the document kinds to register. */
export interface RegistryOfOptions extends RegistryOptions {
  documents?: readonly DocumentDefinition[];
}

/**
 * The plugins kind by kind in the order of the document kinds that hold them (effects, then conditions), any
 * other kind after: the order the registry lists kinds in (the playground, the docs, the OpenAPI components).
 */
export function byDocumentKinds(
  plugins: readonly AnyPlugin[],
  documents: readonly DocumentDefinition[],
): AnyPlugin[] {
  const kinds = documents.map((document) => document.blockKind as string);
  const rank = (plugin: AnyPlugin) => {
    const at = kinds.indexOf(plugin.kind);
    return at === -1 ? kinds.length : at;
  };
  return [...plugins].sort((a, b) => rank(a) - rank(b));
}

/**
 * A registry holding `plugins` (more may be registered later, a kind at a time) and the document kinds given
 * (`documents`; plugins/documents.ts lists the built-in ones).
 */
export function createRegistryOf(plugins: readonly AnyPlugin[], options: RegistryOfOptions = {}): Registry {
  const { documents = [], ...rest } = options;
  const registry = createRegistry({
    ...rest,
    keywords: [...DOMAIN_KEYWORDS, ...(rest.keywords ?? [])],
    messages: { ...SHARED_MESSAGES, ...rest.messages },
  });
  for (const plugin of byDocumentKinds(plugins, documents)) registry.register(plugin);
  for (const document of documents) registry.registerDocument(document);
  return registry;
}
