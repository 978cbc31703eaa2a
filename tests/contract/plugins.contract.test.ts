import fc from 'fast-check';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  type AnyPlugin,
  createContext,
  loadBlock,
  serializeBlock,
  validatorId,
} from '../../engine/core/index.ts';
import { isUnfilled } from '../../engine/core/registry-checks.ts';
import { demoContextInput } from '../support/demo-context.ts';
import { schemaArbitrary } from '../support/schema-arbitrary.ts';
import { suiteRegistry } from '../support/suite-registry.ts';

/**
 * The plugin contract, run over every registered plugin (or those tests/authoring names, see suiteRegistry):
 * what DESIGN §3 promises of one plugin file.
 * Property runs use a fixed seed so a failure reproduces.
 */
const { registry, plugins } = await suiteRegistry();
const ctx = createContext(demoContextInput);
const SEED = 20261122;
const RUNS = 150;

function schemaValidData(plugin: AnyPlugin) {
  const validate = registry.validator(validatorId.plugin(plugin.kind, plugin.type));
  return schemaArbitrary(plugin.schema).filter((data) => validate(data));
}

describe.each(plugins.map((plugin) => [`${plugin.kind}/${plugin.type} ${plugin.key}`, plugin] as const))(
  'plugin %s',
  (_name, plugin) => {
    it('has defaults that are valid but for fields the operator fills in', () => {
      const defaults = plugin.defaults(ctx);
      const errors = registry
        .validateBlock(plugin.kind, defaults, ctx)
        .filter((issue) => issue.severity === 'error' && !isUnfilled(issue));
      expect(errors).toEqual([]);
      expect((defaults as Record<string, unknown>)[registry.typeField(plugin.kind)]).toBe(plugin.type);
    });

    it('accepts every valid example', () => {
      for (const example of plugin.examples.valid) {
        const errors = registry
          .validateBlock(plugin.kind, example, ctx)
          .filter((issue) => issue.severity === 'error');
        expect(errors, JSON.stringify(example)).toEqual([]);
      }
    });

    it('refuses every invalid example with its declared code and a Japanese message', () => {
      expect(plugin.examples.invalid.length).toBeGreaterThan(0);
      for (const example of plugin.examples.invalid) {
        const issues = registry.validateBlock(plugin.kind, example.data, ctx);
        const hit = issues.find(
          (issue) =>
            issue.code === example.expect && (example.path === undefined || issue.path === example.path),
        );
        expect(hit, `${JSON.stringify(example.data)} → ${JSON.stringify(issues)}`).toBeDefined();
        expect(hit!.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
    });

    it('summarises any schema-valid data as a non-empty string, never throwing', () => {
      fc.assert(
        fc.property(schemaValidData(plugin), (data) => {
          const text = plugin.summary(data, ctx);
          return typeof text === 'string' && text.length > 0;
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it('has idempotent change rules', () => {
      const rules = plugin.changes ?? [];
      if (rules.length === 0) return;
      fc.assert(
        fc.property(schemaValidData(plugin), schemaValidData(plugin), (prev, next) => {
          for (const rule of rules) {
            const once = produce(next, (draft: any) => rule.apply(draft, prev, ctx));
            const twice = produce(once, (draft: any) => rule.apply(draft, prev, ctx));
            expect(twice).toEqual(once);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it('round-trips schema-valid data through JSON and load/serialize unchanged', () => {
      fc.assert(
        fc.property(schemaValidData(plugin), (data) => {
          const wire = JSON.parse(JSON.stringify(data));
          expect(wire).toEqual(data);
          const block = loadBlock(registry, plugin.kind, wire);
          expect(block.broken).toBeUndefined();
          expect(serializeBlock(registry, block)).toEqual(
            plugin.version > 1 ? { ...wire, _v: plugin.version } : wire,
          );
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it('has a load hook that never throws on schema-valid data and is idempotent', () => {
      const load = plugin.load;
      if (!load) return;
      fc.assert(
        fc.property(schemaValidData(plugin), (data) => {
          const once = load(structuredClone(data), ctx);
          expect(typeof once === 'object' && once !== null).toBe(true);
          if (registry.validator(validatorId.plugin(plugin.kind, plugin.type))(once))
            expect(load(structuredClone(once), ctx)).toEqual(once);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it('migrates every older version it declares', () => {
      for (let version = 1; version < plugin.version; version++) {
        const block = loadBlock(registry, plugin.kind, { ...(plugin.defaults(ctx) as object), _v: version });
        expect(block.broken).toBeUndefined();
      }
      expect(Object.keys(plugin.migrations).map(Number).sort()).toEqual(
        Array.from({ length: plugin.version - 1 }, (_, i) => i + 2),
      );
    });

    it('has Japanese and English labels and a Japanese text for every message code it uses', () => {
      expect(plugin.label.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(plugin.label.en).toMatch(/[A-Za-z]/);
      for (const rule of plugin.rules ?? []) expect(registry.catalogue.ja[rule.code]).toBeTruthy();
    });
  },
);
