import { schemaNodes } from './keyword-walk.ts';
import type { AnyPlugin } from './plugin.ts';
import { type BlockSchema, SCHEMA_EXTENSION_KEYWORDS, type SchemaNode, schemaAt } from './schema.ts';
import type { ValidateFunction } from './validation/compile.ts';
import { schemaProperties } from './visibility.ts';
import { ENGINE_WIDGET_NAMES } from './widgets.ts';

/**
 * Static checks of a plugin's schema and change rules, run at registration before any data is validated.
 * Each failure throws a message that starts with `name` (the plugin) and says what to fix. `keywords` are the
 * extension keywords the registry accepts (`registry.keywords()`).
 *
 * @example checkPluginSchema("Plugin effect/1 'text'", textEffect, registry.keywords()) // throws on a field without a title
 */
export function checkPluginSchema(name: string, plugin: AnyPlugin, keywords: readonly string[]): void {
  checkKeywords(name, plugin.schema, keywords);
  const typeField = plugin.typeField ?? 'type';
  const typeNode = schemaAt(plugin.schema, [typeField]);
  if (typeNode && 'const' in typeNode && typeNode.const !== plugin.type) {
    throw new Error(
      `${name}: the schema's ${typeField} const is ${JSON.stringify(typeNode.const)} but the plugin's type id ` +
        `is ${plugin.type}. Make properties.${typeField}.const ${plugin.type}.`,
    );
  }
  const properties = schemaProperties(plugin.schema);
  (plugin.changes ?? []).forEach((change, index) => {
    for (const field of change.on) {
      if (!properties.includes(field)) {
        throw new Error(
          `${name}: changes[${index}].on names '${field}', which is not a property of the schema ` +
            `(properties: ${properties.join(', ')}). Fix the name or add the property to the schema.`,
        );
      }
    }
  });
  const skipped = new Set([
    typeField,
    ...(plugin.nested ? [plugin.nested.field] : []),
    ...(plugin.ui?.hidden ?? []),
  ]);
  const untitled = untitledFields(plugin.schema, '', skipped);
  if (untitled) {
    throw new Error(
      `${name}: field '${untitled}' has no Japanese title. Add title: '…' (and 'x-title-en') to its schema; ` +
        'issue texts and the form label read it.',
    );
  }
}

/** The first field the form draws (at any depth) whose schema has no `title`, as `a.b` / `list[].c`. */
function untitledFields(
  schema: BlockSchema,
  prefix: string,
  skipped: ReadonlySet<string>,
): string | undefined {
  for (const property of schemaProperties(schema)) {
    const path = `${prefix}${property}`;
    const node = schemaAt(schema, [property]);
    if (skipped.has(path) || !node || node['x-widget'] === 'hidden') continue;
    if (typeof node.title !== 'string' || node.title.trim() === '') return path;
    const items = node.items as SchemaNode | undefined;
    const inner = node.properties
      ? untitledFields(node, `${path}.`, skipped)
      : items && typeof items === 'object' && items.properties
        ? untitledFields(items, `${path}[].`, skipped)
        : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Checks every `default` in a schema against the sub-schema that declares it, with `compile` (the registry's
 * ajv; a precompiled build has none and skips this, the build step ran it).
 *
 * @example checkSchemaDefaults(name, schema, (s) => ajv.compile(s))
 */
export function checkSchemaDefaults(
  name: string,
  schema: BlockSchema,
  compile: (schema: BlockSchema) => ValidateFunction,
): void {
  for (const [pointer, node] of schemaNodes(schema)) {
    if (!('default' in node)) continue;
    const validate = compile(node);
    if (!validate(node.default)) {
      const reasons = (validate.errors ?? []).map(
        (e) => `${e.instancePath || ''}${e.instancePath ? ' ' : ''}${e.message}`,
      );
      throw new Error(
        `${name}: the default of '${pointer}' (${JSON.stringify(node.default)}) does not satisfy its own schema ` +
          `(${reasons.join('; ')}). Change the default or the schema.`,
      );
    }
  }
}

/**
 * Refuses an `x-` keyword the registry does not accept, wherever it sits in the schema, whatever the compiler
 * (precompiled validators never see the schema at run time, so ajv's strict mode would not catch it there).
 */
function checkKeywords(name: string, schema: BlockSchema, keywords: readonly string[]): void {
  const known = new Set(keywords);
  for (const [, node] of schemaNodes(schema)) {
    const unknown = Object.keys(node).find((key) => key.startsWith('x-') && !known.has(key));
    if (unknown !== undefined) throw unknownKeywordError(name, unknown, keywords);
  }
}

/**
 * Rewrites ajv's strict-mode refusal of a keyword (`strict mode: unknown keyword: "x-foo"`, which names no
 * schema) into one that names the owner and the extension keywords the registry accepts; other errors pass
 * unchanged.
 *
 * @example throw explainCompileError("Plugin effect/1 'text'", error, registry.keywords())
 */
export function explainCompileError(
  owner: string,
  error: unknown,
  keywords: readonly string[] = SCHEMA_EXTENSION_KEYWORDS,
): unknown {
  const keyword = /unknown keyword: "([^"]+)"/.exec(String((error as Error)?.message ?? error))?.[1];
  return keyword === undefined ? error : unknownKeywordError(owner, keyword, keywords);
}

function unknownKeywordError(owner: string, keyword: string, keywords: readonly string[]): Error {
  const fix = keyword.startsWith('x-')
    ? `Use one of ${keywords.join(', ')}, or register it: createRegistry({ keywords: ['${keyword}'] }).`
    : `Fix its spelling (a JSON Schema keyword), or, for a hint, use one of ${keywords.join(', ')}.`;
  return new Error(`${owner}: the schema uses the unknown keyword "${keyword}". ${fix}`);
}

/** A schema pointer as a field path: `/properties/status/properties/selected` → `status.selected`. */
function fieldPathOf(pointer: string): string {
  const segments = pointer.split('/');
  let path = '';
  segments.forEach((segment, index) => {
    if (segments[index - 1] === 'properties') path += `${path === '' ? '' : '.'}${segment}`;
    else if (segment === 'items' && segments[index - 1] !== 'properties') path += '[]';
  });
  return path;
}

/**
 * Checks the widget names a plugin uses and declares: its own `widgets` take no name of the engine's or the
 * host's widgets, and every `x-widget` (at any depth) and `ui.widgets` value names an engine widget, one the
 * plugin declares, or one the host registers (`hostWidgets`). Each failure names the plugin, the field and the fix.
 *
 * @example checkWidgetNames("Plugin condition/67 'salon'", salonCondition, ['item-picker', 'folder'])
 */
export function checkWidgetNames(name: string, plugin: AnyPlugin, hostWidgets: readonly string[]): void {
  const engine: readonly string[] = ENGINE_WIDGET_NAMES;
  const declared = Object.keys(plugin.widgets ?? {});
  for (const widget of declared) {
    const taken = engine.includes(widget)
      ? 'an engine widget'
      : hostWidgets.includes(widget)
        ? 'a host widget'
        : '';
    if (taken) {
      throw new Error(
        `${name}: widgets declares '${widget}', the name of ${taken}, which it would replace for this plugin. ` +
          `Give the plugin's widget a name of its own (e.g. '${plugin.key}-${widget}').`,
      );
    }
  }
  const known = (widget: unknown) =>
    typeof widget === 'string' &&
    (engine.includes(widget) || declared.includes(widget) || hostWidgets.includes(widget));
  const refuse = (where: string, widget: unknown): never => {
    throw new Error(
      `${name}: ${where} names the widget ${JSON.stringify(widget)}, which is neither an engine widget ` +
        `(${engine.join(', ')}), nor one the plugin declares (${declared.join(', ') || 'none'}), nor one the ` +
        `host registers (${hostWidgets.join(', ') || 'none'}). Fix the name, or declare the widget: ` +
        `widgets: { ${JSON.stringify(widget)}: { load: () => import('./Widget.tsx') } }.`,
    );
  };
  for (const [pointer, node] of schemaNodes(plugin.schema)) {
    if ('x-widget' in node && !known(node['x-widget']))
      refuse(`the x-widget of field '${fieldPathOf(pointer)}'`, node['x-widget']);
  }
  for (const [field, widget] of Object.entries(plugin.ui?.widgets ?? {})) {
    if (!known(widget)) refuse(`ui.widgets['${field}']`, widget);
  }
}
