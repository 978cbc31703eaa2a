/**
 * Validation cost in Node: a 100-effect action through the registry (`validateDocument`: envelope, each block
 * by its plugin's compiled validator, rules, single-use and ability checks, Japanese issues) beside raw ajv
 * compiled once on the composed schema (the action schema with `inputs.items` = `oneOf` the plugin schemas,
 * the engine's ajv options). Raw ajv answers only true/false; the registry does more, so the ratio is an upper
 * bound on what the registry's plumbing costs.
 *
 * @example const figures = validationBench(registry, ctx); figures.ratio // registry ÷ raw ajv
 */
import type Ajv from 'ajv';
import type { BlockSchema, PluginContext, Registry, SchemaNode } from '../../engine/core/index.ts';
import { createAjv } from '../../engine/core/validation/ajv.ts';
import { validateDocument } from '../../engine/core/validation/validate-document.ts';
import { effectDataset } from './data.ts';

/** Median µs per validated document. */
export interface ValidationFigures {
  blocks: number;
  registry: number;
  raw: number;
  /**
   * Raw ajv with the branch picked by `type` (one compiled validator per plugin, no oneOf): what raw ajv costs
   * when it does not try every branch. ajv's own `discriminator` keyword needs string tags; ours are integers.
   */
  rawByType: number;
  ratio: number;
  issues: number;
}

/** The action document schema with its block list's items composed from the plugin schemas. */
export function composedActionSchema(registry: Registry): SchemaNode {
  const document = registry.document('action');
  if (!document) throw new Error('bench: the action document is not registered.');
  const schema = structuredClone(document.schema) as SchemaNode;
  const properties = schema.properties as Record<string, SchemaNode>;
  const items: SchemaNode = {
    type: 'object',
    oneOf: registry.plugins('effect').map((plugin) => plugin.schema),
  };
  properties[document.listField] = { ...properties[document.listField], items };
  return schema;
}

/** Median µs of one call, over `batches` batches of `perBatch` calls after a warm-up. */
function medianMicros(run: () => unknown, batches = 40, perBatch = 50): number {
  for (let i = 0; i < 300; i++) run();
  const times: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) run();
    times.push(((performance.now() - start) * 1000) / perBatch);
  }
  times.sort((x, y) => x - y);
  return times[Math.floor(times.length / 2)];
}

function compile(ajv: Ajv, schema: BlockSchema) {
  const validate = ajv.compile(schema as object);
  return (data: unknown) => {
    if (!validate(data))
      throw new Error(`bench: raw ajv refused the data (${ajv.errorsText(validate.errors)}).`);
  };
}

export function validationBench(registry: Registry, ctx: PluginContext, blocks = 100): ValidationFigures {
  const dataset = effectDataset(registry, ctx, blocks);
  const document = { ...registry.document('action')?.defaults(), inputs: dataset.blocks };
  const issues = validateDocument(registry, 'action', document, ctx);
  const errors = issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0) throw new Error(`bench: the action to validate has errors (${errors[0].code}).`);

  const ajv = createAjv({ keywords: registry.keywords() });
  const raw = compile(ajv, composedActionSchema(registry));
  const byType = new Map(
    registry.plugins('effect').map((plugin) => [plugin.type, compile(ajv, plugin.schema)]),
  );
  const rawByType = (doc: typeof document) => {
    for (const block of doc.inputs) byType.get(block.type as number)?.(block);
  };

  const figures = {
    registry: medianMicros(() => validateDocument(registry, 'action', document, ctx)),
    raw: medianMicros(() => raw(document)),
    rawByType: medianMicros(() => rawByType(document)),
  };
  return { blocks, ...figures, ratio: figures.registry / figures.raw, issues: issues.length };
}
