import fc from 'fast-check';
import type { BlockSchema, SchemaNode } from '../../engine/core/index.ts';

/**
 * A fast-check arbitrary of data shaped by a JSON Schema: objects with their properties (required ones always,
 * optional ones sometimes), bounded numbers and strings, patterns, URIs, enums and labelled oneOf consts, anyOf or
 * oneOf branches of other shapes, arrays.
 * It aims at schema-valid data; callers filter with the compiled validator for the keywords it only
 * approximates (if/then, cross-field rules).
 *
 * @example fc.assert(fc.property(schemaArbitrary(plugin.schema), (data) => ...), { seed: 42 })
 */
export function schemaArbitrary(schema: BlockSchema): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean') return fc.constant(null);
  return nodeArbitrary(schema as SchemaNode);
}

function nodeArbitrary(node: SchemaNode): fc.Arbitrary<unknown> {
  if ('const' in node) return fc.constant(node.const);
  const branches = (node.oneOf ?? node.anyOf) as SchemaNode[] | undefined;
  if (branches?.every((b) => 'const' in b)) return fc.constantFrom(...branches.map((b) => b.const));
  // Branches of other shapes (a number or a day, a section or 'submit'): any one of them.
  if (branches?.length && node.type === undefined) return fc.oneof(...branches.map(nodeArbitrary));
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string | undefined];
  return fc.oneof(...types.map((type) => typeArbitrary(node, type)));
}

function typeArbitrary(node: SchemaNode, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: (node.minimum as number) ?? -1000, max: (node.maximum as number) ?? 100000 });
    case 'number':
      // -0 does not survive JSON (it comes back as 0), and no saved document can hold it.
      return fc
        .double({
          min: (node.minimum as number) ?? -1000,
          max: (node.maximum as number) ?? 100000,
          noNaN: true,
          noDefaultInfinity: true,
        })
        .map((value) => (Object.is(value, -0) ? 0 : value));
    case 'string':
      if (node.format === 'uri') return fc.webUrl({ validSchemes: ['https'] });
      if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern));
      return fc.string({
        unit: fc.constantFrom('a', 'Z', '1', ' ', 'あ', '漢', '😀', '<', '|', '\n'),
        minLength: (node.minLength as number) ?? 0,
        maxLength: Math.min((node.maxLength as number) ?? 30, 30),
      });
    case 'array': {
      const items = nodeArbitrary((node.items as SchemaNode) ?? {});
      const constraints = {
        minLength: (node.minItems as number) ?? 0,
        maxLength: Math.min((node.maxItems as number) ?? 5, 5),
      };
      return node.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(items, constraints);
    }
    default: {
      const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
      const required = new Set((node.required as string[]) ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = nodeArbitrary(child);
      const requiredKeys = Object.keys(record).filter((key) => required.has(key));
      return fc.record(record, { requiredKeys });
    }
  }
}
