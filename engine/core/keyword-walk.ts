import type { Registry } from './registry.ts';
import { type SchemaNode, schemaAt } from './schema.ts';
import { pointerSegment } from './validation/issue.ts';

/**
 * Where sub-schemas sit in a schema object: maps of them, single ones, and lists of them. Keyword values (`x-…`,
 * `default`, `const`, `examples`) are data, never walked.
 */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const SCHEMA_ONES = new Set([
  'additionalProperties',
  'additionalItems',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sub-schemas directly inside a schema object, with their pointers, in the object's key order. */
function childSchemas(node: SchemaNode, pointer: string): [string, SchemaNode][] {
  const children: [string, unknown][] = [];
  for (const [key, value] of Object.entries(node)) {
    const here = `${pointer}/${pointerSegment(key)}`;
    if (SCHEMA_MAPS.has(key) && isRecord(value))
      for (const [name, sub] of Object.entries(value))
        children.push([`${here}/${pointerSegment(name)}`, sub]);
    else if (SCHEMA_ONES.has(key)) children.push([here, value]);
    else if (key === 'items' && !Array.isArray(value)) children.push([here, value]);
    else if ((key === 'items' || SCHEMA_LISTS.has(key)) && Array.isArray(value))
      for (const [i, sub] of value.entries()) children.push([`${here}/${i}`, sub]);
  }
  return children.filter((child): child is [string, SchemaNode] => isRecord(child[1]));
}

/**
 * Every schema object inside a schema (itself included) with its JSON Pointer, depth first in the schema's key
 * order: properties, items, additionalProperties, if/then/else/not, allOf/anyOf/oneOf and definitions. Walked
 * with an explicit stack, so no depth of schema overflows the call stack.
 *
 * @example [...schemaNodes({ properties: { a: { type: 'string' } } })].map(([p]) => p) // ['', '/properties/a']
 */
export function* schemaNodes(schema: unknown): Generator<[pointer: string, node: SchemaNode]> {
  if (!isRecord(schema)) return;
  const stack: [string, SchemaNode][] = [['', schema as SchemaNode]];
  while (stack.length > 0) {
    const [pointer, node] = stack.pop() as [string, SchemaNode];
    yield [pointer, node];
    const children = childSchemas(node, pointer);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/**
 * The values a keyword takes anywhere in a schema, in schema order (repeats kept).
 *
 * @example schemaKeywordValues(tagEffect.schema, 'x-item') // ['tag', 'tag_group', …]
 */
export function schemaKeywordValues(schema: unknown, keyword: string): unknown[] {
  const values: unknown[] = [];
  for (const [, node] of schemaNodes(schema)) if (node[keyword] !== undefined) values.push(node[keyword]);
  return values;
}

/** A value of block data whose schema node carries the keyword asked for. */
export interface KeywordValue {
  /** JSON Pointer of the value, from the prefix given (`/inputs/0/tag_ids`). */
  path: string;
  value: unknown;
  /** The schema node of the value; `node[keyword]` is the keyword's value there. */
  node: SchemaNode;
}

type Step =
  | { list: unknown; kind: string; path: string }
  | { value: unknown; node: SchemaNode; path: string; skip?: string };

/**
 * Pairs the values of a list of blocks with the schema nodes that carry a keyword: each block's data through its
 * plugin's schema (properties, conditional branches, array items), nested block lists (`plugin.nested`) through
 * their own plugins, in document order. A value whose node carries the keyword is given whole (an id, or a list of
 * ids) and not walked into. Blocks no plugin knows are skipped. Walked with an explicit stack: a document nested
 * thousands of levels deep does not overflow the call stack.
 *
 * @example blockKeywordValues(registry, 'effect', [{ type: 13, tag_ids: [1] }], 'x-item', '/inputs')
 * // [{ path: '/inputs/0/tag_ids', value: [1], node: { type: 'array', 'x-item': 'tag', … } }]
 */
export function blockKeywordValues(
  registry: Pick<Registry, 'get' | 'typeField'>,
  kind: string,
  blocks: unknown,
  keyword: string,
  prefix = '',
): KeywordValue[] {
  return walkKeyword(registry, [{ list: blocks, kind, path: prefix }], keyword);
}

/**
 * Pairs the values of a whole document with the schema nodes that carry a keyword: its envelope through the
 * document's schema (nested objects and arrays included, the block list left to its plugins), then its block list
 * as `blockKeywordValues` walks it. An unknown document kind, or a document that is no object, has none.
 *
 * @example documentKeywordValues(registry, 'form', { options: { ping_text: '[CVAR_0001]' }, attr: [] }, 'x-placeholders')
 * // [{ path: '/options/ping_text', value: '[CVAR_0001]', node: { type: 'string', 'x-placeholders': true, … } }]
 */
export function documentKeywordValues(
  registry: Pick<Registry, 'get' | 'typeField' | 'document'>,
  documentKey: string,
  document: unknown,
  keyword: string,
): KeywordValue[] {
  const definition = registry.document(documentKey);
  if (!definition || !isRecord(document)) return [];
  const list = definition.listField;
  return walkKeyword(
    registry,
    [
      // The envelope first, as a reader of the document meets it; the list is skipped there, walked by its plugins.
      { value: document, node: definition.schema as SchemaNode, path: '', skip: list },
      { list: document[list], kind: definition.blockKind, path: `/${pointerSegment(list)}` },
    ],
    keyword,
  );
}

/** The walk of both: depth first in document order, from the seeds given, with an explicit stack. */
function walkKeyword(
  registry: Pick<Registry, 'get' | 'typeField'>,
  seeds: readonly Step[],
  keyword: string,
): KeywordValue[] {
  const found: KeywordValue[] = [];
  const stack: Step[] = [...seeds].reverse();
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const next: Step[] = [];
    if ('list' in step) {
      if (!Array.isArray(step.list)) continue;
      for (const [index, block] of step.list.entries()) {
        const type = isRecord(block) ? block[registry.typeField(step.kind)] : undefined;
        const plugin = typeof type === 'number' ? registry.get(step.kind, type) : undefined;
        if (!plugin || !isRecord(block)) continue;
        const path = `${step.path}/${index}`;
        const nested = plugin.nested;
        next.push({ value: block, node: plugin.schema as SchemaNode, path, skip: nested?.field });
        if (nested)
          next.push({
            list: block[nested.field],
            kind: nested.kind,
            path: `${path}/${pointerSegment(nested.field)}`,
          });
      }
    } else if (step.node[keyword] !== undefined) {
      found.push({ path: step.path, value: step.value, node: step.node });
    } else if (isRecord(step.value) || Array.isArray(step.value)) {
      const entries = Array.isArray(step.value) ? [...step.value.entries()] : Object.entries(step.value);
      for (const [key, value] of entries) {
        if (key === step.skip) continue;
        const node = schemaAt(step.node, [key]);
        if (node) next.push({ value, node, path: `${step.path}/${pointerSegment(key)}` });
      }
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
  return found;
}
