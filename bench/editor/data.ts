/**
 * The benchmark's data, generated in Node before the pages load so every page of a run reads the same blocks:
 * N effect blocks of mixed types (the plugins' own valid examples, cycled; the single-use types once each), and
 * N funnel conditions made the same way, every 50th of them an or-group holding 3 conditions. The middle block always has a plain text field: that is where the keystrokes go.
 *
 * @example const data = effectDataset(registry, ctx, 1000); data.blocks[data.middle]
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyPlugin, PluginContext, Registry, SchemaNode } from '../../engine/core/index.ts';
import { validateDocument } from '../../engine/core/validation/validate-document.ts';
import { conditionPlugins } from './conditions.ts';
import { type PlainField, plainFields, plainSchema } from './plain-forms.ts';

/** What a page reads: wire blocks of one kind and the block and field the keystrokes go to. */
export interface Dataset {
  kind: string;
  blocks: Record<string, unknown>[];
  /** Index of the block typed into and moved. */
  middle: number;
  /** Its text field (a top-level string property). */
  field: string;
  /** Or-groups among the top-level blocks, and the conditions they hold (not counted in N). */
  groups?: { count: number; nested: number };
  /** Per block, the controls a hand-written form of it shows (the floor page draws these; issue 14). */
  fields?: PlainField[][];
  /**
   * Per block, what our panel header shows besides its buttons: the type's label and the summary line. The
   * floor draws a header of its own with these and the same buttons, so it does not draw less than our panels.
   */
  headers?: { label: string; summary: string }[];
  /** Per block type, the plain JSON Schema a developer writes for rjsf (issue 14). */
  plainSchemas?: SchemaNode[];
  /** Fields of the document around the blocks (a form's sections), for pages that open a whole document. */
  envelope?: Record<string, unknown>;
}

/** One top-level condition in this many is an or-group (at 25, 75, …: never the middle one). */
export const OR_GROUP_EVERY = 50;
/** Conditions per or-group. */
export const OR_GROUP_SIZE = 3;

const CONDITIONS_INDEX = new URL('../../plugins/conditions/index.ts', import.meta.url);

/** The condition plugins when plugins/conditions/index.ts exists. */
export async function loadConditionPlugins(): Promise<AnyPlugin[] | undefined> {
  if (!existsSync(fileURLToPath(CONDITIONS_INDEX))) return undefined;
  const module = (await import(pathToFileURL(fileURLToPath(CONDITIONS_INDEX)).href)) as Record<
    string,
    unknown
  >;
  const plugins = conditionPlugins(module);
  return plugins.length > 0 ? plugins : undefined;
}

/** A top-level property drawn as a free text input: a string without enum, pattern or format. */
export function textFieldOf(plugin: AnyPlugin): string | undefined {
  const properties = (plugin.schema as SchemaNode).properties as Record<string, SchemaNode> | undefined;
  const names = [...(plugin.ui?.order ?? []), ...Object.keys(properties ?? {})];
  return names.find((name) => {
    const node = properties?.[name];
    return (
      node !== undefined &&
      node.type === 'string' &&
      !node.enum &&
      !node.oneOf &&
      !node.pattern &&
      !node.format &&
      !node['x-item'] &&
      (node['x-widget'] === undefined || node['x-widget'] === 'textarea')
    );
  });
}

/** The valid examples of a plugin without errors under `ctx` (some need the account's items; warnings stay). */
function acceptedExamples(registry: Registry, plugin: AnyPlugin, ctx: PluginContext) {
  return plugin.examples.valid
    .map((example) => structuredClone(example) as Record<string, unknown>)
    .filter((example) =>
      registry.validateBlock(plugin.kind, example, ctx).every((issue) => issue.severity !== 'error'),
    );
}

/**
 * N blocks of a kind: single-use types once each at the start, then the multi-use types' examples cycled, and
 * at the middle an example of `target` with its text field set. Nested containers are left out.
 */
function mixedBlocks(
  registry: Registry,
  kind: string,
  ctx: PluginContext,
  n: number,
  target: { plugin: AnyPlugin; field: string },
): Dataset {
  const usable = registry.plugins(kind).filter((plugin) => !plugin.nested);
  const singles = usable
    .filter((plugin) => plugin.multiplicity === 'single')
    .flatMap((plugin) => acceptedExamples(registry, plugin, ctx).slice(0, 1));
  // Types never offered (a condition that can no longer be read) are not what an operator builds lists of.
  const pool = usable
    .filter((plugin) => plugin.multiplicity === 'multiple' && plugin.listed)
    .flatMap((plugin) => acceptedExamples(registry, plugin, ctx));
  const withText = acceptedExamples(registry, target.plugin, ctx).find(
    (example) => typeof example[target.field] === 'string',
  );
  if (pool.length === 0 || !withText) {
    throw new Error(
      `bench: no valid ${kind} examples to build a data set from; check the plugins' examples.`,
    );
  }
  const blocks = Array.from({ length: n }, (_, i) =>
    i < singles.length && i < n / 4 ? singles[i] : structuredClone(pool[i % pool.length]),
  );
  const middle = Math.floor(n / 2);
  blocks[middle] = { ...structuredClone(withText), [target.field]: `ベンチ対象 ${middle}` };
  return { kind, blocks, middle, field: target.field };
}

/** N effects of mixed types; the middle one is a text effect (effect 1's `text`). */
export function effectDataset(registry: Registry, ctx: PluginContext, n: number): Dataset {
  const plugin = registry.get('effect', 1);
  if (!plugin) throw new Error('bench: the text effect (effect 1) is not registered.');
  const dataset = mixedBlocks(registry, 'effect', ctx, n, { plugin, field: 'text' });
  return {
    ...dataset,
    fields: dataset.blocks.map((block) => plainFields(registry, 'effect', ctx, block)),
    headers: dataset.blocks.map((block) => {
      const each = registry.get('effect', block.type as number);
      return { label: each?.label.ja ?? '', summary: each ? each.summary(block, ctx) : '' };
    }),
    plainSchemas: registry
      .plugins('effect')
      .filter((effect) => !effect.nested)
      .map((effect) => plainSchema(effect.schema as SchemaNode, effect.ui?.hidden)),
  };
}

/**
 * N top-level conditions of mixed types (the middle one has a text field), every `OR_GROUP_EVERY`-th an
 * or-group. The funnel page opens them in the console's funnel editor, so they must be conditions.
 */
export function funnelDataset(registry: Registry, ctx: PluginContext, n: number): Dataset {
  const conditions = registry.plugins('condition').filter((plugin) => plugin.multiplicity === 'multiple');
  const target = conditions
    .map((plugin) => ({ plugin, field: textFieldOf(plugin) }))
    .find((entry): entry is { plugin: AnyPlugin; field: string } => entry.field !== undefined);
  if (!target) throw new Error('bench: no condition plugin has a plain text field to type into.');
  return withOrGroups(registry, mixedBlocks(registry, 'condition', ctx, n, target));
}

/**
 * Turns every `OR_GROUP_EVERY`-th top-level condition (from the 25th) into an or-group holding it and the next
 * `OR_GROUP_SIZE - 1` conditions of the list (copies), so the funnel has nested lists as operators build them.
 * Single-use types (at the start) never go into a group.
 */
function withOrGroups(registry: Registry, dataset: Dataset): Dataset {
  const group = registry.plugins('condition').find((plugin) => plugin.nested);
  if (!group?.nested) return dataset;
  const field = group.nested.field;
  const blocks = [...dataset.blocks];
  let count = 0;
  for (let i = OR_GROUP_EVERY / 2; i < blocks.length; i += OR_GROUP_EVERY) {
    if (i === dataset.middle) continue;
    const members = Array.from({ length: OR_GROUP_SIZE }, (_, k) =>
      structuredClone(dataset.blocks[(i + k) % dataset.blocks.length]),
    );
    if (members.some((member) => registry.get('condition', Number(member.type))?.multiplicity !== 'multiple'))
      continue;
    blocks[i] = { type: group.type, [field]: members };
    count++;
  }
  return { ...dataset, blocks, groups: { count, nested: count * OR_GROUP_SIZE } };
}

/** Sections of the benchmark's form (issue 15: a 200-item form in 10 sections). */
export const FORM_SECTIONS = 10;

/**
 * A form of `n` items in `FORM_SECTIONS` sections (issue 15's measured goal): the form-item plugins' valid
 * examples cycled, each with a name of its own, no branching and no answer destinations (both are form-wide
 * rules the examples do not arrange for), spread evenly over the sections; the last item is a text question,
 * the one typed into.
 */
export function formDataset(registry: Registry, ctx: PluginContext, n = 200): Dataset {
  const pool = registry.plugins('form-item').flatMap((plugin) => acceptedExamples(registry, plugin, ctx));
  const text = registry.get('form-item', 510);
  const last =
    text && acceptedExamples(registry, text, ctx).find((example) => typeof example.title === 'string');
  if (pool.length === 0 || !last) throw new Error('bench: no valid form-item examples to build a form from.');
  const perSection = Math.ceil(n / FORM_SECTIONS);
  const blocks = Array.from({ length: n }, (_, i) => {
    const item = structuredClone(i === n - 1 ? last : pool[i % pool.length]);
    delete item.assign_to;
    if ('do_branch_page' in item) item.do_branch_page = 0;
    if (Array.isArray(item.choices))
      item.choices = item.choices.map((choice: Record<string, unknown>) => {
        const { next_page: _next, ...rest } = choice;
        return rest;
      });
    return {
      ...item,
      name: `q${i + 1}`,
      page: 1 + Math.floor(i / perSection),
      ...(i === n - 1 ? { title: `ベンチ対象 ${n}` } : {}),
    } as Record<string, unknown>;
  });
  return {
    kind: 'form-item',
    blocks,
    middle: n - 1,
    field: 'title',
    envelope: {
      name: 'ベンチマーク用フォーム',
      title: '200項目のフォーム',
      pages: Array.from({ length: FORM_SECTIONS }, (_, i) => i + 1),
    },
  };
}

/**
 * Fails loudly when a generated data set is not a valid document: a benchmark over refused data measures
 * error rendering, not editing.
 */
export function assertValid(registry: Registry, dataset: Dataset, ctx: PluginContext): void {
  const document = registry.documents().find((doc) => doc.blockKind === dataset.kind);
  if (!document) return;
  const issues = validateDocument(
    registry,
    document.key,
    { ...document.defaults(), ...dataset.envelope, [document.listField]: dataset.blocks },
    ctx,
  ).filter((issue) => issue.severity === 'error');
  if (issues.length > 0) {
    const first = issues.slice(0, 3).map((issue) => `${issue.path} ${issue.code}`);
    throw new Error(`bench: the generated ${dataset.kind} data is invalid (${first.join(', ')}).`);
  }
}
