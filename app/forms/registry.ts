/**
 * The registry the form builder works with: the console's shared page registry with the form-item plugins and
 * the `form` document kind (documents/form.ts, the one the server validates with), both added when the builder's
 * chunk loads, so the action pages do not carry them.
 */
import { formDocument } from '../../documents/form.ts';
import type { DocumentDefinition, Registry } from '../../engine/core/index.ts';
import { registeredPlugins as formItemPlugins } from '../../plugins/registered-form-items.generated.ts';
import { registerKind } from '../actions/registry.ts';

/** The page's registry with the form items, and the form document kind. @example formRegistry().registry.plugins('form-item') */
export function formRegistry(): { registry: Registry; definition: DocumentDefinition } {
  const registry = registerKind(formItemPlugins);
  if (!registry.document('form')) registry.registerDocument(formDocument);
  return { registry, definition: registry.document('form') as DocumentDefinition };
}
