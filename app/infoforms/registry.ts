/**
 * The registry of the friend-info form pages: the console's page registry with the friend-info fields (kind
 * `friend-info-field`, swatches 5, 10, 20) and the `infoform` document kind, added when the pages' chunk loads.
 */
import { infoFormDocument } from '../../documents/info-form.ts';
import type { DocumentDefinition, Registry } from '../../engine/core/index.ts';
import { registeredPlugins as friendInfoFieldPlugins } from '../../plugins/registered-friend-info-fields.generated.ts';
import { registerKind } from '../actions/registry.ts';

export function infoFormRegistry(): { registry: Registry; definition: DocumentDefinition } {
  const registry = registerKind(friendInfoFieldPlugins);
  if (!registry.document('infoform')) registry.registerDocument(infoFormDocument);
  return { registry, definition: registry.document('infoform') as DocumentDefinition };
}
