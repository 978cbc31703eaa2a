/**
 * The registry the rich-menu editor works with: the console's shared page registry with the rich-menu button
 * actions (kind `richmenu-action`) and the `richmenu` document kind (documents/richmenu.ts, the one the server
 * validates with), both added when the editor's chunk loads, so the other pages do not carry them. A list of
 * buttons holds at most 20: the add menu says so and the store refuses the 21st.
 */
import { RICHMENU_MAX_BUTTONS, richmenuDocument } from '../../documents/richmenu.ts';
import type { DocumentDefinition, Registry } from '../../engine/core/index.ts';
import { registeredPlugins as richmenuActionPlugins } from '../../plugins/registered-richmenu-actions.generated.ts';
import { registerKind } from '../actions/registry.ts';

/** The page's registry with the button actions, and the rich-menu document kind. */
export function richmenuRegistry(): { registry: Registry; definition: DocumentDefinition } {
  const registry = registerKind(richmenuActionPlugins);
  if (!registry.document('richmenu')) registry.registerDocument(richmenuDocument);
  // Spec 001 §5: the 21st button is refused as it is added (the add menu and a drawn area), not only on save.
  registry.limitList('richmenu-action', { max: RICHMENU_MAX_BUTTONS, code: 'richmenu_button_limit' });
  return { registry, definition: registry.document('richmenu') as DocumentDefinition };
}
