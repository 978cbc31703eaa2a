import { describe, expect, it } from 'vitest';
import { builtInPlugins } from '../../../index.ts';
import { isTextQuery, queryTester, queryWidgets } from './index.ts';

/** Every schema node, values excluded. */
function* nodes(node: unknown): Generator<Record<string, unknown>> {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodes(child);
    return;
  }
  yield node as Record<string, unknown>;
  for (const [key, child] of Object.entries(node))
    if (key !== 'x-query' && key !== 'default') yield* nodes(child);
}

describe('the query widget declaration', () => {
  it('is declared by every plugin with an x-query field, and by no other', () => {
    for (const plugin of builtInPlugins) {
      const queries = [...nodes(plugin.schema)].some((node) => 'x-query' in node);
      const declared = (plugin.widgets as Record<string, unknown> | undefined)?.query === queryWidgets.query;
      expect(declared, `${plugin.kind}/${plugin.type} '${plugin.key}'`).toBe(queries);
    }
  });

  it('ranks strings and numbers with an x-query object 5, everything else never', () => {
    expect(queryTester({ type: 'string', 'x-query': {} })).toBe(5);
    expect(queryTester({ type: 'number', 'x-query': {} })).toBe(5);
    expect(queryTester({ type: 'string' })).toBe(-1);
    expect(queryTester({ type: 'boolean', 'x-query': {} })).toBe(-1);
    expect(isTextQuery({ type: 'string', 'x-query': {} })).toBe(true);
    expect(isTextQuery({ type: 'number', 'x-query': {} })).toBe(false);
  });
});
