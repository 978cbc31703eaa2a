import { schemaKeywordValues } from '../../engine/core/index.ts';

/**
 * The item kinds a schema names (`x-item`, at any depth), in schema order, each once.
 *
 * @example schemaItemKinds(tagEffect.schema) // ['tag', 'tag_group', 'funnel']
 */
export function schemaItemKinds(schema: unknown): string[] {
  const kinds = schemaKeywordValues(schema, 'x-item').filter((kind) => typeof kind === 'string');
  return [...new Set(kinds)];
}
