import type { AnyPlugin } from '../plugin.ts';

/** The field that carries a saved block's data version when it is past 1. */
export const VERSION_FIELD = '_v';
/**
 * The stable block id on the wire: a block keeps it across saves, so that two edits of one document can be merged
 * block by block (engine/core/documents/merge.ts). Reserved like `_v`: never a plugin field, never validated,
 * left out of the published schemas; an integrator may omit it.
 */
export const BLOCK_ID_FIELD = '_bid';

/** The outcome of migrating saved data: the current-version data, or why it cannot be read. */
export type MigrationResult = { ok: true; data: Record<string, unknown> } | { ok: false };

/**
 * What a block without `_v` is: 'saved' (wire data: version 1, written before the plugin had versions) or
 * 'current' (editor data, defaults and examples, which are always in the current version).
 */
export type AbsentVersion = 'saved' | 'current';

/**
 * Brings data of a plugin to the plugin's current version: reads `_v`, runs the chained migrations, and drops
 * `_v`. Data from a newer version, or that a migration cannot read, is refused.
 *
 * @example migrateData(textEffect, { type: 1, text: 'a' }) // { ok: true, data: { type: 1, text: 'a' } }
 */
export function migrateData(
  plugin: AnyPlugin,
  raw: Record<string, unknown>,
  typeField = 'type',
  absent: AbsentVersion = 'saved',
): MigrationResult {
  const { [VERSION_FIELD]: saved, [BLOCK_ID_FIELD]: _blockId, ...rest } = raw;
  const version = saved === undefined ? (absent === 'saved' ? 1 : plugin.version) : saved;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > plugin.version) {
    return { ok: false };
  }
  let data: unknown = rest;
  try {
    for (let next = version + 1; next <= plugin.version; next++) data = plugin.migrations[next](data);
  } catch {
    return { ok: false };
  }
  const isRecord = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (!isRecord || (data as Record<string, unknown>)[typeField] !== raw[typeField]) return { ok: false };
  return { ok: true, data: data as Record<string, unknown> };
}
