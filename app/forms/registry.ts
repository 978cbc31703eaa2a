/**
 * The registry the form builder works with: the console's shared page registry with the form-item plugins and
 * the `form` document kind (the merged documents/form.ts, or the console's stand-in until then).
 */
import type { DocumentDefinition, Registry } from '../../engine/core/index.ts';
import { registeredPlugins as formItemPlugins } from '../../plugins/registered-form-items.generated.ts';
import { registerKind } from '../actions/registry.ts';
import { formDocumentOf } from './form-document.ts';

/** The page's registry with the form items, and the form document kind. @example formRegistry().registry.plugins('form-item') */
export function formRegistry(): { registry: Registry; definition: DocumentDefinition } {
  const registry = registerKind(formItemPlugins);
  return { registry, definition: formDocumentOf(registry) };
}
