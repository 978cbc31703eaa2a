/**
 * The bench's honest yardsticks (issue 14), worked out in Node with the data sets: for each block, the fields a
 * hand-written form of it shows (what the floor page draws), and for each block type the JSON Schema a developer
 * would write for rjsf. Both follow the fields our editor draws for that block (`fieldSlots`: ui order, the
 * if/then branches the data takes, hidden fields left out), with plain controls: a select for a choice, a
 * checkbox for a boolean, a number, text, textarea, time or date input otherwise; nested objects recurse, and an
 * array of scalars shows one input per item.
 *
 * @example plainFields(registry, 'effect', ctx, { type: 1, text: 'hi', delay_type: 0 })[0] // { name: 'text', control: 'textarea', … }
 */
import {
  type PluginContext,
  type PluginUi,
  type Registry,
  type SchemaNode,
  schemaAt,
  schemaProperties,
} from '../../engine/core/index.ts';
import { fieldInputOf } from '../../engine/react/form/field-input.ts';
import { fieldSlots } from '../../engine/react/form/layout.ts';
import { defaultWidgetRegistry } from '../../engine/react/form/widget-registry.ts';

/** One control of a plain form, e.g. `{ name: 'text', label: 'メッセージ本文', control: 'textarea', value: '' }`. */
export interface PlainField {
  /** Unique inside the block: the path joined with '.'. */
  name: string;
  label: string;
  control: 'text' | 'textarea' | 'number' | 'select' | 'radio' | 'checkbox' | 'time' | 'date';
  value: string | boolean;
  /** The choices of a select or radio group: [value, label]. */
  options?: [string, string][];
}

const choicesOf = (node: SchemaNode): [string, string][] | undefined => {
  if (Array.isArray(node.oneOf) && node.oneOf.every((option) => 'const' in (option as SchemaNode)))
    return (node.oneOf as SchemaNode[]).map((o) => [String(o.const), String(o.title ?? o.const)]);
  if (Array.isArray(node.enum)) return node.enum.map((v) => [String(v), String(v)]);
  return undefined;
};

/** Our widgets' plain counterparts; an id list is one text input of the ids, anything else a text input. */
const PLAIN: Record<string, PlainField['control']> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  select: 'select',
  options: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  time: 'time',
  date: 'date',
};

interface Scope {
  data: Record<string, unknown>;
  ui: PluginUi<any> | undefined;
  ctx: PluginContext;
}

/** The plain controls of one object value, by the widget our editor chooses for each of its fields. */
function fieldsOf(node: SchemaNode, value: unknown, path: string[], scope: Scope): PlainField[] {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const ui = path.length === 0 ? scope.ui : undefined;
  return fieldSlots(node, record, ui, scope.ctx).flatMap((slot) => {
    const at = [...path, slot.name];
    const context = { name: slot.name, path: at, data: scope.data, lang: 'ja' as const, ctx: scope.ctx };
    const hinted = fieldInputOf(scope.ui, at, scope.data, scope.ctx).widget;
    const named =
      hinted !== undefined && defaultWidgetRegistry.get(hinted) ? hinted : scope.ui?.widgets?.[at.join('.')];
    const widget = defaultWidgetRegistry.choose(slot.schema, context, named);
    if (widget.frame === 'none' || widget.name === 'hidden') return [];
    const item = record[slot.name];
    const label = String(slot.schema.title ?? slot.name);
    if (widget.name === 'object') return fieldsOf(slot.schema, item, at, scope);
    if (widget.name === 'list') {
      const items = (slot.schema.items ?? {}) as SchemaNode;
      return (Array.isArray(item) ? item : []).flatMap((entry, i) =>
        items.type === 'object'
          ? fieldsOf(items, entry, [...at, String(i)], scope)
          : [field(items, 'text', entry, [...at, String(i)], label)],
      );
    }
    if (widget.name === 'id-list')
      return [field(slot.schema, 'text', Array.isArray(item) ? item.join(', ') : '', at, label)];
    return [field(slot.schema, PLAIN[widget.name] ?? 'text', item ?? slot.schema.default, at, label)];
  });
}

function field(
  node: SchemaNode,
  control: PlainField['control'],
  value: unknown,
  path: string[],
  label: string,
): PlainField {
  const text = String(value ?? '');
  const options =
    control === 'select' || control === 'radio' ? (choicesOf(node) ?? [[text, text]]) : undefined;
  return {
    name: path.join('.'),
    label,
    control,
    value: control === 'checkbox' ? value === true : text,
    ...(options ? { options } : {}),
  };
}

/**
 * The controls a hand-written form of `block` shows, in our editor's order (none for an unknown type).
 *
 * @example plainFields(registry, 'effect', ctx, { type: 1, text: 'hi', delay_type: 0 }).map((f) => f.control)
 */
export function plainFields(
  registry: Registry,
  kind: string,
  ctx: PluginContext,
  block: Record<string, unknown>,
): PlainField[] {
  const plugin = registry.get(kind, Number(block.type));
  if (!plugin) return [];
  return fieldsOf(plugin.schema as SchemaNode, block, [], { data: block, ui: plugin.ui, ctx });
}

const KEEP = new Set([
  'type',
  'title',
  'const',
  'enum',
  'default',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
]);

/**
 * A plain JSON Schema as a developer writes it for rjsf: the type's fields as plain properties (conditional ones
 * optional, hidden ones left out), choices as `oneOf` of titled consts, no if/then/allOf, patterns or x- hints.
 *
 * @example plainSchema(textEffect.schema, textEffect.ui?.hidden).properties // { type, text, delay_type, … }
 */
export function plainSchema(node: SchemaNode, hidden: readonly string[] = []): SchemaNode {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (KEEP.has(key)) out[key] = value;
  const choices = choicesOf(node);
  if (choices && Array.isArray(node.oneOf))
    out.oneOf = (node.oneOf as SchemaNode[]).map((o) => ({ const: o.const, title: o.title }));
  if (node.items) out.items = plainSchema(node.items as SchemaNode);
  if (node.properties) {
    const properties: Record<string, SchemaNode> = {};
    // Properties only an if/then branch names become plain optional ones.
    for (const name of schemaProperties(node)) {
      const sub = schemaAt(node, [name]);
      if (!sub || sub['x-widget'] === 'hidden' || hidden.includes(name)) continue;
      properties[name] = plainSchema(sub);
    }
    out.properties = properties;
    if (Array.isArray(node.required))
      out.required = (node.required as string[]).filter((name) => name in properties);
  }
  return out as SchemaNode;
}
