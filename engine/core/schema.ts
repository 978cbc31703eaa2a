import type { ExtendedJSONSchema, FromExtendedSchema } from 'json-schema-to-ts';

/**
 * The keywords the engine adds to JSON Schema. They are presentation and reference hints that ajv ignores
 * (registered as a vocabulary), so the schema stays a clean contract for integrators.
 *
 * - `x-title-en` / `x-description-en`: English beside the Japanese `title` / `description`.
 * - `x-item`: the item kind an id (or a list of ids) names, e.g. `'tag'`, `'varia'` (spec 002 item picker kinds).
 * - `x-widget`: a widget name that overrides the ranked choice, e.g. `'textarea'`, `'radio'`.
 */
export type SchemaExtension = {
  'x-title-en': string;
  'x-description-en': string;
  'x-item': string;
  'x-widget': string;
};

/** The extension keywords, for ajv's vocabulary. */
export const SCHEMA_EXTENSION_KEYWORDS = ['x-title-en', 'x-description-en', 'x-item', 'x-widget'] as const;

/**
 * A block or document schema. Write schemas `as const satisfies BlockSchema` so the data type can be inferred.
 *
 * @example
 * const schema = { type: 'object', properties: { text: { type: 'string', title: '本文' } } } as const satisfies BlockSchema;
 */
export type BlockSchema = ExtendedJSONSchema<SchemaExtension>;

/**
 * The data type a schema describes: the single source of truth for a block's TypeScript type.
 *
 * @example type TextData = FromBlockSchema<typeof textSchema>; // { text: string; ... }
 */
export type FromBlockSchema<S extends BlockSchema> = FromExtendedSchema<
  SchemaExtension,
  S,
  { keepDefaultedPropertiesOptional: true }
>;

/** A schema object seen at run time (the engine walks schemas generically). */
export type SchemaNode = Exclude<BlockSchema, boolean> & Record<string, unknown>;

/**
 * The sub-schema for a property path inside an object schema, or undefined. Looks through `properties` and
 * the `then`/`else` branches and `allOf` parts, so conditional fields are found too.
 *
 * @example schemaAt(schema, ['delay_at'])?.title // '送信時刻'
 */
export function schemaAt(schema: BlockSchema, path: readonly (string | number)[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = typeof schema === 'object' ? (schema as SchemaNode) : undefined;
  for (const key of path) {
    if (!node) return undefined;
    node = childSchema(node, key);
  }
  return node;
}

function childSchema(node: SchemaNode, key: string | number): SchemaNode | undefined {
  if (typeof key === 'number' || /^\d+$/.test(String(key))) {
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) return items as SchemaNode;
  }
  const props = node.properties as Record<string, SchemaNode> | undefined;
  if (props?.[key as string]) return props[key as string];
  for (const branch of [node.then, node.else, ...((node.allOf as SchemaNode[]) ?? [])]) {
    if (branch && typeof branch === 'object') {
      const found = childSchema(branch as SchemaNode, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** A labelled choice of an enum written as `oneOf: [{ const, title }]`. */
export interface EnumChoice {
  value: unknown;
  label: string;
  labelEn?: string;
}

/**
 * The choices of an enum-like schema: `oneOf`/`anyOf` of `const` with titles (labelled) or a plain `enum`.
 *
 * @example enumChoices({ oneOf: [{ const: 0, title: '追加' }] }) // [{ value: 0, label: '追加' }]
 */
export function enumChoices(node: SchemaNode | undefined): EnumChoice[] | undefined {
  if (!node) return undefined;
  const branches = (node.oneOf ?? node.anyOf) as SchemaNode[] | undefined;
  if (branches?.length && branches.every((b) => typeof b === 'object' && 'const' in b)) {
    return branches.map((b) => ({
      value: b.const,
      label: (b.title as string | undefined) ?? String(b.const),
      labelEn: b['x-title-en'] as string | undefined,
    }));
  }
  if (Array.isArray(node.enum)) return node.enum.map((value) => ({ value, label: String(value) }));
  return undefined;
}
