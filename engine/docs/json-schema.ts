import type { AnyPlugin, DocumentDefinition, Registry, SchemaNode } from '../core/index.ts';
import { JSON_SCHEMA_DRAFT_07, referencePaths, relativePath } from './paths.ts';

/**
 * The published JSON Schema of a block type: the plugin's schema with `$schema` and `$id`. Two things the
 * engine does outside the schema are written into it so the file is the whole wire contract:
 * - a nested block list (`plugin.nested`) lists its items as `oneOf` `$ref`s to the nested kind's files;
 * - past version 1, saved blocks carry their data version in `_v` (absent means version 1 and is migrated).
 *
 * @example pluginJsonSchema(registry, textEffect, REFERENCE_BASE_URL).$id // '…/reference/effect/1-text.schema.json'
 */
export function pluginJsonSchema(
  registry: Registry,
  plugin: AnyPlugin,
  baseUrl: string,
): Record<string, unknown> {
  const path = referencePaths.pluginSchema(plugin.kind, plugin.type, plugin.key);
  const schema = structuredClone(plugin.schema) as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  if (plugin.nested) {
    const refs = blockRefs(registry, plugin.nested.kind, path);
    if (refs) properties[plugin.nested.field] = { ...properties[plugin.nested.field], items: refs };
  }
  if (plugin.version > 1) {
    properties._v = {
      const: plugin.version,
      title: 'データバージョン',
      'x-title-en': 'Data version',
      description: '保存データの版。古い版は読み込み時に移行されます',
      'x-description-en': 'The data version of saved blocks; older versions are migrated on load',
    } as SchemaNode;
    schema.required = [...((schema.required as string[] | undefined) ?? []), '_v'];
  }
  if (plugin.nested || plugin.version > 1) schema.properties = properties;
  return withIdentity(schema, baseUrl + path);
}

/**
 * The published JSON Schema of a document kind: the envelope with its block list's items as `oneOf` `$ref`s to
 * the per-type files, so one file states the whole contract. Rules beyond the schema (at least one block,
 * single-use types, abilities) are on the document's page.
 *
 * @example documentJsonSchema(registry, actionDocument, REFERENCE_BASE_URL)
 */
export function documentJsonSchema(
  registry: Registry,
  document: DocumentDefinition,
  baseUrl: string,
): Record<string, unknown> {
  const path = referencePaths.documentSchema(document.key);
  const schema = structuredClone(document.schema) as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  const refs = blockRefs(registry, document.blockKind, path);
  if (refs) {
    properties[document.listField] = {
      type: 'array',
      ...properties[document.listField],
      items: refs,
    } as SchemaNode;
    schema.properties = properties;
  }
  return withIdentity(schema, baseUrl + path);
}

/** `{ oneOf: [{ $ref }] }` over the types of a kind, by type id; undefined when the kind has no plugin. */
function blockRefs(registry: Registry, kind: string, from: string): SchemaNode | undefined {
  const plugins = sortedPlugins(registry, kind);
  if (plugins.length === 0) return undefined;
  return {
    oneOf: plugins.map((plugin) => ({
      $ref: relativePath(from, referencePaths.pluginSchema(plugin.kind, plugin.type, plugin.key)),
    })),
  } as SchemaNode;
}

/**
 * The plugins of a kind ordered by type id: the order of every generated table and `oneOf`.
 *
 * @example sortedPlugins(registry, 'effect').map((p) => p.type) // [1, 13, ...]
 */
export function sortedPlugins(registry: Registry, kind: string): AnyPlugin[] {
  return [...registry.plugins(kind)].sort((a, b) => a.type - b.type);
}

function withIdentity(schema: Record<string, unknown>, id: string): Record<string, unknown> {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return { $schema: JSON_SCHEMA_DRAFT_07, $id: id, ...rest };
}

/**
 * JSON as the reference files hold it: two-space indentation and a final newline.
 *
 * @example jsonFile({ a: 1 }) // '{\n  "a": 1\n}\n'
 */
export function jsonFile(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
