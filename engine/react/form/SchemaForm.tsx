import { useId, useMemo } from 'react';
import {
  type BlockSchema,
  createContext,
  type Issue,
  type Lang,
  type PluginContext,
  type PluginUi,
} from '../../core/index.ts';
import { afterPointerRelease } from './after-pointer.ts';
import { type FormScope, FormScopeContext } from './form-context.ts';
import { SchemaFields } from './SchemaFields.tsx';
import type { FieldPath } from './types.ts';
import { defaultWidgetRegistry, type WidgetRegistry } from './widget-registry.ts';

/** Props of `SchemaForm`. */
export interface SchemaFormProps {
  /** The block's (object) schema. */
  schema: BlockSchema;
  /** The block's data. */
  value: unknown;
  /** A field changed: `path` is where, as `store.update` takes it. */
  onChange(path: FieldPath, value: unknown): void;
  /** A field lost focus (`store.touch`). */
  onTouch?(path: FieldPath): void;
  /** The issues to show (`store.getVisibleIssues(id)`), matched to fields by JSON Pointer. */
  issues?: readonly Issue[];
  lang?: Lang;
  /** The plugin's presentation hints: order, hidden, widgets by field, visibleWhen. */
  ui?: PluginUi<any>;
  ctx?: PluginContext;
  widgets?: WidgetRegistry;
  /** Prefix of the controls' DOM ids; unique per form (defaults to a React id). */
  idPrefix?: string;
  /** Shown (by the stylesheet, `.be-form:empty`) when the form draws nothing: no field and no issue. */
  emptyNote?: string;
}

const NO_ISSUES: readonly Issue[] = [];
const NEUTRAL_CONTEXT = createContext();

/**
 * A form drawn from a schema: each visible property gets the widget its schema ranks highest (or the one
 * `x-widget` / `ui.widgets` names), framed with its label and errors. It only reports changes; the caller
 * owns the data (the block panel wires it to the editor store).
 *
 * @example
 * <SchemaForm
 *   schema={textEffect.schema}
 *   value={block.data}
 *   ui={textEffect.ui}
 *   issues={store.getVisibleIssues(block.id)}
 *   onChange={(path, value) => store.update(block.id, path, value)}
 *   onTouch={(path) => store.touch(block.id, path)}
 * />
 */
export function SchemaForm(props: SchemaFormProps) {
  const reactId = useId();
  const { onChange, onTouch, lang = 'ja', ui, widgets = defaultWidgetRegistry } = props;
  const ctx = props.ctx ?? NEUTRAL_CONTEXT;
  const idPrefix = props.idPrefix ?? `be${reactId.replace(/[^\w-]/g, '')}`;
  const data = props.value;
  // The data changes with every keystroke, and so does the scope: every field of this one form re-renders, as
  // it did before (the form is drawn anew from the data); other blocks' forms have scopes of their own.
  const scope = useMemo<FormScope>(
    () => ({
      idPrefix,
      data,
      lang,
      ctx,
      widgets,
      ui,
      onChange,
      // A blur's check waits for the press that caused it to become a click (./after-pointer.ts).
      onTouch: (path: FieldPath) => afterPointerRelease(() => onTouch?.(path)),
    }),
    [idPrefix, data, lang, ctx, widgets, ui, onChange, onTouch],
  );
  return (
    <FormScopeContext.Provider value={scope}>
      <div className="be-form" data-empty-note={props.emptyNote}>
        <SchemaFields schema={props.schema} value={data} path={[]} issues={props.issues ?? NO_ISSUES} />
      </div>
    </FormScopeContext.Provider>
  );
}
