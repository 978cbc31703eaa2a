/**
 * The query widget of the conditions with a search query (`x-query`; names 11, memo 20, status, mail, 75, 77,
 * 115), declared here once and spread into each of those plugins' `widgets`, so they share one component. The
 * component (./Widget.tsx) loads lazily: this file, like every plugin's index, stays free of React.
 */
import type { PluginWidget, SchemaNode } from '../../../../engine/core/index.ts';

function typesOf(schema: SchemaNode): readonly unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/**
 * Whether a query is entered as text (a string field; a numeric match mode still writes a string), as opposed to
 * a number field with `x-query` (condition 77's value).
 *
 * @example isTextQuery({ type: 'string', 'x-query': {} }) // true
 */
export function isTextQuery(schema: SchemaNode): boolean {
  return typesOf(schema).includes('string');
}

/**
 * Strings and numbers with an `x-query` object rank 5: above the text (1), textarea and select (2) and the
 * number input (1), as the engine's query widget did.
 *
 * @example queryTester({ type: 'string', 'x-query': {} }) // 5
 */
export function queryTester(schema: SchemaNode): number {
  const hint = schema['x-query'];
  if (typeof hint !== 'object' || hint === null) return -1;
  return typesOf(schema).some((type) => type === 'string' || type === 'integer' || type === 'number')
    ? 5
    : -1;
}

/**
 * The query widget, for a plugin's `widgets`: `widgets: queryWidgets` (or `{ ...queryWidgets, … }`).
 *
 * @example definePlugin({ …, schema: { properties: { names: { type: 'string', 'x-query': {} } } }, widgets: queryWidgets })
 */
export const queryWidgets = {
  query: { load: () => import('./Widget.tsx'), tester: queryTester },
} as const satisfies Readonly<Record<string, PluginWidget>>;
