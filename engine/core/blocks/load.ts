import { nanoid } from 'nanoid';
import type { PluginContext } from '../context.ts';
import type { AnyPlugin } from '../plugin.ts';
import { type Registry, validatorId } from '../registry.ts';
import { BLOCK_ID_FIELD, migrateData, VERSION_FIELD } from './migrate.ts';
import type { BlockList, EditorBlock } from './types.ts';

/** Makes client ids; injectable so tests and property runs are deterministic. */
export type IdFactory = () => string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns one saved (wire) block into an editor block. A block whose type no plugin knows, whose version is newer
 * than the plugin's, or whose migration fails, becomes a read-only broken block holding the raw value, which is
 * saved back unchanged. With a context (the editor opening a document), the plugin's `load` hook then
 * normalises schema-valid data; without one the data loads as saved.
 *
 * @example loadBlock(registry, 'effect', { type: 1, text: 'こんにちは' }).data.text // 'こんにちは'
 * @example loadBlock(registry, 'condition', { type: 70, journey_id: 9, journey_tag_id: 1, condition: 10 }, nanoid, ctx).data // journey 9 deleted: { type: 70, condition: 5 }
 */
export function loadBlock(
  registry: Registry,
  kind: string,
  raw: unknown,
  newId: IdFactory = nanoid,
  ctx?: PluginContext,
): EditorBlock {
  const typeField = registry.typeField(kind);
  const type = isRecord(raw) ? raw[typeField] : undefined;
  const plugin = typeof type === 'number' ? registry.get(kind, type) : undefined;
  // A saved block keeps its id (BLOCK_ID_FIELD), so a merge can tell which block an edit touched.
  const savedId = isRecord(raw) ? raw[BLOCK_ID_FIELD] : undefined;
  const blockId = typeof savedId === 'string' && savedId !== '' ? savedId : undefined;
  const broken = (reason: 'unknown_type' | 'broken_block'): EditorBlock => ({
    id: blockId ?? newId(),
    kind,
    type: typeof type === 'number' ? type : Number.NaN,
    data: isRecord(raw) ? raw : {},
    collapsed: false,
    broken: { raw, reason },
  });
  if (!isRecord(raw) || typeof type !== 'number') return broken('broken_block');
  if (!plugin) return broken('unknown_type');

  const migrated = migrateData(plugin, raw, typeField);
  if (!migrated.ok) return broken('broken_block');
  const data = ctx ? normalised(registry, plugin, migrated.data, ctx) : migrated.data;

  if (!plugin.nested) return { id: blockId ?? newId(), kind, type, data, collapsed: false };
  const field = plugin.nested.field;
  const nestedRaw = Array.isArray(data[field]) ? (data[field] as unknown[]) : [];
  return {
    id: blockId ?? newId(),
    kind,
    type,
    // The field stays in place (emptied) so that saving keeps the original key order.
    data: { ...data, [field]: [] },
    collapsed: false,
    children: loadBlocks(registry, plugin.nested.kind, nestedRaw, newId, ctx),
  };
}

/**
 * Loads a saved block list. Anything that is not an array loads as an empty list. A context (the editor's)
 * lets the plugins' `load` hooks normalise their blocks.
 *
 * @example loadBlocks(registry, 'effect', action.inputs)
 * @example loadBlocks(registry, 'condition', funnel.inputs, nanoid, ctx)
 */
export function loadBlocks(
  registry: Registry,
  kind: string,
  raw: unknown,
  newId: IdFactory = nanoid,
  ctx?: PluginContext,
): EditorBlock[] {
  return Array.isArray(raw) ? raw.map((item) => loadBlock(registry, kind, item, newId, ctx)) : [];
}

/**
 * The data after the plugin's `load` hook. Data the schema refuses loads as it is (its issues show), so the
 * hook sees only what its type says. A hook that throws is a plugin bug: the error names the plugin.
 */
function normalised(
  registry: Registry,
  plugin: AnyPlugin,
  data: Record<string, unknown>,
  ctx: PluginContext,
): Record<string, unknown> {
  if (!plugin.load || !registry.validator(validatorId.plugin(plugin.kind, plugin.type))(data)) return data;
  const fix = 'A load hook must answer the data (the same object when nothing changes) and never throw.';
  let result: unknown;
  try {
    result = plugin.load(data, ctx);
  } catch (error) {
    throw new Error(`The load hook of ${plugin.kind}/${plugin.key} threw (${String(error)}). ${fix}`);
  }
  if (!isRecord(result))
    throw new Error(`The load hook of ${plugin.kind}/${plugin.key} answered ${String(result)}. ${fix}`);
  return result;
}

/** How blocks are written: `ids` adds each block's stable id (`_bid`), as a document editor saves them. */
export interface SerializeOptions {
  ids?: boolean;
}

/**
 * The wire form of an editor block: the raw value for a broken block (unchanged, same object), otherwise the data
 * with its nested list serialized and, past version 1, the data version in `_v`. With `ids`, the block's id goes
 * out as `_bid` (a broken block's raw value is still sent back as it came).
 *
 * @example JSON.stringify(serializeBlock(registry, loadBlock(registry, 'effect', raw))) === JSON.stringify(raw)
 * @example serializeBlock(registry, block, { ids: true }) // { type: 1, text: '…', _bid: 'V1StGXR8_Z5jdHi6B-myT' }
 */
export function serializeBlock(
  registry: Registry,
  block: EditorBlock,
  options: SerializeOptions = {},
): unknown {
  if (block.broken) return block.broken.raw;
  const plugin = registry.get(block.kind, block.type);
  let data: Record<string, unknown> = { ...block.data };
  if (plugin?.nested) data[plugin.nested.field] = serializeBlocks(registry, block.children ?? [], options);
  if (plugin && plugin.version > 1) data = { ...data, [VERSION_FIELD]: plugin.version };
  if (options.ids) data[BLOCK_ID_FIELD] = block.id;
  return data;
}

/** The wire form of a block list. @example serializeBlocks(registry, blocks, { ids: true }) */
export function serializeBlocks(
  registry: Registry,
  blocks: BlockList,
  options: SerializeOptions = {},
): unknown[] {
  return blocks.map((block) => serializeBlock(registry, block, options));
}

/**
 * A new block of a type with the plugin's defaults and a fresh client id.
 * Throws when the type is not registered (a programmer mistake: list types with `addableTypes`).
 *
 * @example createBlock(registry, 'effect', 1).data // { type: 1, text: '', delay_type: 0, ... }
 */
export function createBlock(
  registry: Registry,
  kind: string,
  type: number,
  ctx?: PluginContext,
  newId: IdFactory = nanoid,
): EditorBlock {
  const plugin = registry.get(kind, type);
  if (!plugin) {
    throw new Error(
      `No plugin for ${kind}/${type}. Register it, or offer only registry.plugins('${kind}') types.`,
    );
  }
  const data = plugin.defaults(ctx) as Record<string, unknown>;
  if (!plugin.nested) return { id: newId(), kind, type, data, collapsed: false };
  return {
    id: newId(),
    kind,
    type,
    data: { ...data, [plugin.nested.field]: [] },
    collapsed: false,
    children: [],
  };
}
