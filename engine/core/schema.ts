import type { ExtendedJSONSchema, FromExtendedSchema } from 'json-schema-to-ts';

/**
 * The keywords a schema may carry beside JSON Schema's, with the type of their values. The engine's own are
 * generic presentation hints that ajv ignores (registered as a vocabulary), so the schema stays a clean contract
 * for integrators:
 *
 * - `x-title-en` / `x-description-en`: English beside the Japanese `title` / `description`. `description` is for
 *   integrators (the generated docs and the JSON Schema files); the operator's form never draws it.
 * - `x-help` / `x-help-en`: the operator's help the form draws under a field, in the console's words (labels,
 *   never wire codes). A field without it shows no help.
 * - `x-widget`: a widget name that overrides the ranked choice, e.g. `'textarea'`, `'radio'`.
 * - `x-add-label` / `x-add-label-en`: on a list, the words of its add button where `{title}を追加` / `Add {title}`
 *   reads wrong: the button adds one entry, and an English title is often plural ("Add Choices").
 *
 * A product adds its own keywords in two steps: at run time `createRegistry({ keywords })` (ajv's strict mode
 * refuses any other), and for the types a module augmentation of this interface.
 *
 * @example
 * declare module './engine/core/schema.ts' {
 *   interface SchemaKeywords { 'x-item': string }
 * }
 */
export interface SchemaKeywords {
  'x-title-en': string;
  'x-description-en': string;
  'x-help': string;
  'x-help-en': string;
  'x-widget': string;
  'x-add-label': string;
  'x-add-label-en': string;
}

/** `SchemaKeywords` as the object type json-schema-to-ts extends schemas with. */
export type SchemaExtension = { [K in keyof SchemaKeywords]: SchemaKeywords[K] };

/**
 * The pattern of a required text: at least one character that is not white space (full-width spaces included).
 * Put it beside `minLength: 1`; a text of spaces only then reads as empty, refused with the field's
 * `…を入力してください` in the browser and on the server alike (schemaErrorsToIssues maps it to `required`).
 *
 * @example text: { type: 'string', minLength: 1, pattern: NON_BLANK, maxLength: 4500, title: 'メッセージ本文' }
 */
export const NON_BLANK = '\\S';

/**
 * The engine's own extension keywords, for ajv's vocabulary. A registry accepts these and the ones given to
 * `createRegistry({ keywords })`.
 */
export const SCHEMA_EXTENSION_KEYWORDS = [
  'x-title-en',
  'x-description-en',
  'x-help',
  'x-help-en',
  'x-widget',
  'x-add-label',
  'x-add-label-en',
] as const satisfies readonly (keyof SchemaKeywords)[];

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

/**
 * A field the operator picks from a list rather than types: an enum (plain or labelled), an item (`x-item`, the
 * item picker) or a list of items. Left empty, it says {field}を選択してください (`action_required`), not 入力.
 *
 * @example isPickedField({ type: 'integer', 'x-item': 'template' }) // true
 */
export function isPickedField(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (enumChoices(node) || node['x-item'] || node['x-widget'] === 'item-picker') return true;
  const items = node.items as SchemaNode | undefined;
  return node.type === 'array' && !!items && typeof items === 'object' && !!items['x-item'];
}
