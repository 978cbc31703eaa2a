import fc from 'fast-check';
import {
  type AnyPlugin,
  type PluginContext,
  type Registry,
  type SchemaNode,
  validatorId,
} from '../../engine/core/index.ts';
import { schemaArbitrary } from '../support/schema-arbitrary.ts';

/**
 * Arbitraries of one registered plugin's data for the property tests. Generation reuses the contract suite's
 * schema walker (tests/support/schema-arbitrary.ts: objects, bounded strings and numbers, patterns, enums,
 * oneOf consts, const, arrays with uniqueItems, nullable type arrays); what it only approximates (if/then,
 * cross-field keywords) is judged by the registry's own compiled validator.
 */

/** How a plugin's valid inputs are obtained: how many of `sampled` generated values the validator accepted. */
export interface Coverage {
  name: string;
  generated: number;
  sampled: number;
  fallbacks: number;
}

/** The plugin's own valid inputs: its valid examples, and its defaults when the schema accepts them. */
function fallbacksOf(registry: Registry, plugin: AnyPlugin, ctx: PluginContext): unknown[] {
  const validate = registry.validator(validatorId.plugin(plugin.kind, plugin.type));
  const defaults = plugin.defaults(ctx);
  return [...plugin.examples.valid, ...(validate(defaults) ? [defaults] : [])].map((d) => structuredClone(d));
}

/**
 * Schema-valid data of a plugin. A generated value the validator refuses is replaced by one of the plugin's
 * examples or defaults (chosen by the run), rather than filtered: a filter that never passes would never end.
 * The coverage says how often generation alone succeeded on a fixed-seed sample.
 *
 * @example const { arbitrary, coverage } = validData(registry, plugin, ctx, 7); coverage.generated // 31
 */
export function validData(
  registry: Registry,
  plugin: AnyPlugin,
  ctx: PluginContext,
  seed: number,
): { arbitrary: fc.Arbitrary<Record<string, unknown>>; coverage: Coverage } {
  const validate = registry.validator(validatorId.plugin(plugin.kind, plugin.type));
  const fallbacks = fallbacksOf(registry, plugin, ctx);
  const generated = schemaArbitrary(plugin.schema);
  const sample = fc.sample(generated, { seed, numRuns: 40 });
  const coverage: Coverage = {
    name: `${plugin.kind}/${plugin.type} ${plugin.key}`,
    generated: sample.filter((d) => validate(d)).length,
    sampled: sample.length,
    fallbacks: fallbacks.length,
  };
  const fallback = fc.constantFrom(...fallbacks).map((d) => structuredClone(d));
  const arbitrary =
    coverage.generated === 0
      ? fallback
      : fc.oneof(
          { weight: 4, arbitrary: fc.tuple(generated, fallback).map(([d, f]) => (validate(d) ? d : f)) },
          { weight: 1, arbitrary: fallback },
        );
  return { arbitrary: arbitrary as fc.Arbitrary<Record<string, unknown>>, coverage };
}

/** Values of the wrong type or out of any sensible range. */
const wrongValue = fc.constantFrom<unknown>(
  'x',
  '',
  'あ'.repeat(300),
  -1,
  -1e12,
  1e15,
  0.5,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  [1, 'a', null],
  {},
  { type: 1 },
);

/**
 * Near-valid data: a valid value with one top-level field (a schema property, the type field included, or a
 * field the schema does not know) replaced by a wrong-typed or out-of-range value.
 *
 * @example fc.assert(fc.property(nearValid(plugin, valid), (data) => { registry.validateBlock(...) }))
 */
export function nearValid(
  plugin: AnyPlugin,
  valid: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.keys(((plugin.schema as SchemaNode).properties ?? {}) as object);
  const keys = [...properties, 'unknown_field'];
  return fc
    .tuple(valid, fc.constantFrom(...keys), wrongValue)
    .map(([data, key, value]) => ({ ...data, [key]: structuredClone(value) }));
}
