import type { ComponentType } from 'react';
import type {
  FieldPath,
  Issue,
  Lang,
  PluginContext,
  SchemaNode,
  WidgetFrame,
  WidgetTesterContext,
} from '../../core/index.ts';

// Declared in engine/core so that a plugin's widget declaration (a tester, a frame) needs no React.
export type { FieldPath, WidgetFrame, WidgetTesterContext };

/** What every widget gets. The frame around it draws the label, the description and the errors. */
export interface WidgetProps {
  /** The DOM id of the main control: the frame's `<label htmlFor>` points at it. */
  id: string;
  /** The property name (last path segment). */
  name: string;
  path: FieldPath;
  schema: SchemaNode;
  value: unknown;
  /**
   * The block's whole data (the form's root object), for widgets that follow a sibling field: a query input
   * shaped by the chosen match mode, plans of the chosen slot. Read a sibling with `siblingValue`.
   */
  data: unknown;
  /** The field's title in the editor's language. */
  label: string;
  required: boolean;
  /** True when the field has a visible error: put it on the control as `aria-invalid`. */
  invalid: boolean;
  /** Ids of the description and error texts: put them on the control as `aria-describedby`. */
  describedBy: string | undefined;
  /** The field's visible issues, its descendants' included (arrays, objects). */
  issues: readonly Issue[];
  lang: Lang;
  ctx: PluginContext;
  /** Sets the field (`undefined` removes it). Validation follows after the store's delay. */
  onChange(value: unknown): void;
  /** The field lost focus: it counts as touched and its errors show from now on. */
  onBlur(): void;
}

/**
 * A widget: the field renderer chosen for a schema node. The highest `tester` rank wins (below 0: not
 * applicable); a name in `x-widget` or `plugin.ui.widgets[field]` picks it directly.
 *
 * @example
 * const itemPicker: WidgetDefinition = {
 *   name: 'item-picker',
 *   tester: (schema) => (schema['x-item'] ? 10 : -1),
 *   component: ItemPicker,
 * };
 */
export interface WidgetDefinition {
  name: string;
  tester(schema: SchemaNode, context: WidgetTesterContext): number;
  component: ComponentType<WidgetProps>;
  /** Defaults to `label`. */
  frame?: WidgetFrame;
  /**
   * The widget shows its parts' issues under the parts (an object's fields, a list's entries), so the frame
   * lists only those about the field itself. Defaults to true for object schemas, false otherwise (an id list
   * shows `/tag_ids/0`'s issue in its frame).
   */
  partIssues?: boolean;
}
