/**
 * The item picker as a widget of the engine's form: every field with `x-item` (an id, or a list of ids) is
 * drawn by `ItemPickerField`, whatever its kind. Registered above the engine's id-list placeholder (rank 3).
 */
import { createElement } from 'react';
import type { SchemaNode } from '../../engine/core/index.ts';
import { createWidgetRegistry, type WidgetDefinition, type WidgetProps } from '../../engine/react/index.ts';
import { ItemPickerField } from './ItemPickerField.tsx';
import { specialValues } from './kinds.ts';

function types(schema: SchemaNode): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

function ItemPickerWidget(props: WidgetProps) {
  const kind = String(props.schema['x-item']);
  const multiple = types(props.schema).includes('array');
  return createElement(ItemPickerField, {
    id: props.id,
    kind,
    label: props.label,
    lang: props.lang,
    value: props.value,
    multiple,
    specials: multiple ? [] : specialValues(kind, props.schema.minimum),
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

/**
 * The console's widgets: the engine's, plus the item picker.
 *
 * @example <BlockListEditor store={store} widgets={consoleWidgets} />
 */
export const consoleWidgets = createWidgetRegistry().extend(itemPickerWidget);
