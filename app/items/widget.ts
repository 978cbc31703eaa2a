/**
 * The item picker as a widget of the engine's form: every field with `x-item` (an id, or a list of ids) is
 * drawn by `ItemPickerField`, whatever its kind. Registered above the engine's id-list placeholder (rank 3).
 * With `x-item-folder` the choice is limited to the folder a sibling field names (a slot's plans).
 */

import { createElement } from 'react';
import type { SchemaNode } from '../../engine/core/index.ts';
import {
  createWidgetRegistry,
  siblingValue,
  useFieldInput,
  type WidgetDefinition,
  type WidgetProps,
} from '../../engine/react/index.ts';
import { folderWidget } from '../documents/FolderWidget.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';
import { specialValues } from './kinds.ts';

function types(schema: SchemaNode): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * The folder the field may choose from (`x-item-folder` names the sibling holding it): undefined without the
 * hint, null while that sibling is empty.
 */
function folderOf(props: WidgetProps): number | string | null | undefined {
  const sibling = props.schema['x-item-folder'];
  if (typeof sibling !== 'string') return undefined;
  const folder = siblingValue(props.data, props.path, sibling);
  return typeof folder === 'number' || (typeof folder === 'string' && folder !== '') ? folder : null;
}

/** The item types the field accepts (`x-item-types`), or undefined for any. */
function itemTypesOf(schema: SchemaNode): readonly number[] | undefined {
  const accepted = schema['x-item-types'];
  return Array.isArray(accepted) ? accepted.filter((type) => typeof type === 'number') : undefined;
}

/** The lowest value the field takes: a list's items' `minimum`, else the field's (special values sit below 1). */
function minimumOf(schema: SchemaNode, multiple: boolean): unknown {
  if (!multiple) return schema.minimum;
  const items = schema.items;
  return items && typeof items === 'object' && !Array.isArray(items)
    ? (items as SchemaNode).minimum
    : undefined;
}

function ItemPickerWidget(props: WidgetProps) {
  const kind = String(props.schema['x-item']);
  const multiple = types(props.schema).includes('array');
  // The plugin narrows the items for the current data (`ui.inputs`: condition 67's resources of the chosen salons).
  const input = useFieldInput(props);
  return createElement(ItemPickerField, {
    id: props.id,
    kind,
    label: props.label,
    lang: props.lang,
    value: props.value,
    multiple,
    folder: folderOf(props),
    specials: specialValues(kind, minimumOf(props.schema, multiple)),
    itemTypes: itemTypesOf(props.schema),
    where: input.itemsWhere,
    emptyText: input.emptyText,
    permissions: props.ctx.permissions,
    invalid: props.invalid,
    describedBy: props.describedBy,
    onChange: props.onChange,
    onBlur: props.onBlur,
  });
}

/**
 * Fields naming items (`x-item` on an integer or an array): the item picker (rank 10).
 *
 * @example createWidgetRegistry().extend(itemPickerWidget)
 */
export const itemPickerWidget: WidgetDefinition = {
  name: 'item-picker',
  tester: (schema) =>
    typeof schema['x-item'] === 'string' &&
    types(schema).some((t) => ['integer', 'number', 'array'].includes(t))
      ? 10
      : -1,
  component: ItemPickerWidget,
};

declare module '../../engine/core/widgets.ts' {
  /** The console's widgets, which plugins may name in `ui.widgets` (the registry is told: `CONSOLE_WIDGET_NAMES`). */
  interface HostWidgets {
    'item-picker': true;
    folder: true;
  }
}

/**
 * The console's widgets: the engine's, plus the item picker and the envelope's folder select. The plugins bring
 * their own (the response marks, effect 31's remaining count, condition 67's statuses, the conditions' query):
 * the editor adds a plugin's widgets to its form (`plugin.widgets`).
 *
 * @example <BlockListEditor store={store} widgets={consoleWidgets} />
 */
export const consoleWidgets = createWidgetRegistry().extend(itemPickerWidget, folderWidget);
