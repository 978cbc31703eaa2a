import { createContext, useContext } from 'react';
import type { Lang, PluginContext, PluginUi } from '../../core/index.ts';
import type { FieldPath } from './types.ts';
import type { WidgetRegistry } from './widget-registry.ts';

/** What every field of one form shares; set once by `SchemaForm` so nested objects need no prop drilling. */
export interface FormScope {
  idPrefix: string;
  /** The block's whole data: nested objects draw a part of it, widgets may read any of it. */
  data: unknown;
  lang: Lang;
  ctx: PluginContext;
  widgets: WidgetRegistry;
  /** The plugin's presentation hints; `widgets` may name nested fields by dotted path ('context.key'). */
  ui?: PluginUi<any>;
  onChange(path: FieldPath, value: unknown): void;
  onTouch(path: FieldPath): void;
}

export const FormScopeContext = createContext<FormScope | null>(null);

/** The enclosing form's scope; a widget rendering sub-fields outside a `SchemaForm` is a programmer mistake. */
export function useFormScope(): FormScope {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('SchemaFields must be rendered inside a SchemaForm. Wrap it in <SchemaForm>.');
  return scope;
}
