import {
  type BlockSchema,
  type Issue,
  type PluginContext,
  type PluginUi,
  pointerSegment,
  requiredFields,
  type SchemaNode,
  schemaAt,
  visibleFields,
} from '../../core/index.ts';

/** One property of an object as the form draws it. */
export interface FieldSlot {
  name: string;
  schema: SchemaNode;
  required: boolean;
}

/**
 * The fields to draw for an object value, in order: `ui.order` first, then schema order; only those the
 * schema's if/then asks for (`visibleFields`), minus `ui.hidden` and those whose `ui.visibleWhen` says no.
 * `ui` applies to the block's top level only; nested objects follow their schema.
 *
 * @example fieldSlots(textEffect.schema, data, textEffect.ui, ctx).map((slot) => slot.name)
 */
export function fieldSlots(
  schema: BlockSchema,
  value: unknown,
  ui: PluginUi<any> | undefined,
  ctx: PluginContext,
): FieldSlot[] {
  const visible = visibleFields(schema, value);
  const order = (ui?.order ?? []).filter((name) => visible.includes(name));
  const names = [...order, ...visible.filter((name) => !order.includes(name))];
  const required = requiredFields(schema, value);
  const slots: FieldSlot[] = [];
  for (const name of names) {
    if (ui?.hidden?.includes(name) || !passes(ui?.visibleWhen?.[name], value, ctx)) continue;
    const node = schemaAt(schema, [name]);
    if (node) slots.push({ name, schema: node, required: required.has(name) });
  }
  return slots;
}

/** A `visibleWhen` predicate that throws shows the field: hiding data the operator cannot see is worse. */
function passes(
  predicate: ((data: any, ctx: PluginContext) => boolean) | undefined,
  value: unknown,
  ctx: PluginContext,
) {
  if (!predicate) return true;
  try {
    return predicate(value, ctx);
  } catch {
    return true;
  }
}

/**
 * The issues at a pointer or below it (`/context` holds `/context/key`'s), so a field gets its own and its
 * parts'.
 *
 * @example issuesUnder(issues, '/tag_ids') // issues at /tag_ids and /tag_ids/0
 */
export function issuesUnder(issues: readonly Issue[], pointer: string): Issue[] {
  return issues.filter((issue) => issue.path === pointer || issue.path.startsWith(`${pointer}/`));
}

/** The JSON Pointer of a field path. @example pointerOf(['context', 'key']) // '/context/key' */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${pointerSegment(segment)}`).join('');
}

/**
 * The value of a field's sibling: `name` in the object that holds the field at `path`, inside the block's data
 * (`WidgetProps.data`). Undefined when that object or the sibling is missing.
 *
 * @example siblingValue({ match: 10, query: '5' }, ['query'], 'match') // 10
 * @example siblingValue({ context: { key: 'a', format: 1 } }, ['context', 'key'], 'format') // 1
 */
export function siblingValue(data: unknown, path: readonly (string | number)[], name: string): unknown {
  let node = data;
  for (const segment of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
}
