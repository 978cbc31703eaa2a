/**
 * The registry the rich-menu editor works with: the console's shared page registry with the rich-menu button
 * actions (kind `richmenu-action`) and the `richmenu` document kind (documents/richmenu.ts, the one the server
 * validates with), both added when the editor's chunk loads, so the other pages do not carry them.
 */
import { richmenuDocument } from '../../documents/richmenu.ts';
import type { DocumentDefinition, Registry } from '../../engine/core/index.ts';
import { registeredPlugins as richmenuActionPlugins } from '../../plugins/registered-richmenu-actions.generated.ts';
import { registerKind } from '../actions/registry.ts';

/** The page's registry with the button actions, and the rich-menu document kind. */
export function richmenuRegistry(): { registry: Registry; definition: DocumentDefinition } {
  const registry = registerKind(richmenuActionPlugins);
  if (!registry.document('richmenu')) registry.registerDocument(richmenuDocument);
  return { registry, definition: registry.document('richmenu') as DocumentDefinition };
}
