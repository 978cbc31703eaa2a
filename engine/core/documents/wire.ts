/**
 * A document on the wire and in the editor. The editor holds three parts: the id and revision (what a save
 * overwrites), the envelope (every other field, the ones the editor does not draw included, so they are sent back
 * as they came), and the block list. `splitDocument` and `joinDocument` turn one into the other for any kind.
 * Stable block ids (`withBlockIds`) live in block-ids.ts.
 */
export { withBlockIds, withoutBlockIds } from './block-ids.ts';

import { isOffered } from '../blocks/addable.ts';
import { placeOf } from '../blocks/place.ts';
import type { PluginContext } from '../context.ts';
import type { AnyPlugin } from '../plugin.ts';
import type { Registry } from '../registry.ts';
import { controlFields, type DocumentDefinition } from './definition.ts';

/** A document as the editor holds it. */
export interface DocumentParts {
  /** The saved document's id; null until the first save. */
  id: number | null;
  /** The revision the edit is based on; undefined for a new document. */
  revision: number | undefined;
  /** Every field but the id, the revision and the list. */
  envelope: Record<string, unknown>;
  /** The wire block list. */
  blocks: unknown[];
}

/**
 * The parts of a loaded wire document (undefined: a new one). Envelope fields it lacks take the kind's defaults.
 *
 * @example splitDocument(actionDocument, { aid: 3, revision: 2, a_name: '歓迎', inputs: [] }).envelope.a_name // '歓迎'
 */
export function splitDocument(
  definition: DocumentDefinition,
  wire: Record<string, unknown> | undefined,
  defaults: Record<string, unknown> = {},
): DocumentParts {
  const control = controlFields(definition);
  const envelope: Record<string, unknown> = { ...definition.defaults(), ...defaults };
  delete envelope[definition.listField];
  for (const [name, value] of Object.entries(wire ?? {})) if (!control.includes(name)) envelope[name] = value;
  const id = wire?.[definition.idField];
  const revision = wire?.revision;
  const list = wire?.[definition.listField];
  return {
    id: typeof id === 'number' && id > 0 ? id : null,
    revision: typeof revision === 'number' ? revision : undefined,
    envelope,
    blocks: Array.isArray(list) ? list : [],
  };
}

/**
 * The wire document of the parts: the envelope, the list, and the id and revision once saved. Fields the kind
 * names in `omitWhenEmpty` are left out while empty.
 *
 * @example joinDocument(actionDocument, { id: 3, revision: 2, envelope, blocks }) // { a_name, …, inputs, aid: 3, revision: 2 }
 */
export function joinDocument(definition: DocumentDefinition, parts: DocumentParts): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parts.envelope)) {
    if (value === undefined) continue;
    if (value === '' && definition.omitWhenEmpty?.includes(name)) continue;
    document[name] = value;
  }
  document[definition.listField] = parts.blocks;
  if (parts.id !== null) {
    document[definition.idField] = parts.id;
    if (parts.revision !== undefined) document.revision = parts.revision;
  }
  return document;
}

/**
 * The document as the validator sees it: without the request-only revision.
 *
 * @example validateDocument(registry, 'action', validatable(document), ctx)
 */
export function validatable(document: Record<string, unknown>): Record<string, unknown> {
  const { revision: _revision, ...rest } = document;
  return rest;
}

/**
 * The wire blocks an empty document of this kind starts with: each plugin of its block kind marked `initial`, in
 * add-menu order, that the add menu would offer at the top level in this context, with the plugin's defaults.
 *
 * @example initialBlocks(registry, funnelDocument, ctx) // [{ type: 60, … }, { type: 75, … }]
 */
export function initialBlocks(
  registry: Registry,
  definition: DocumentDefinition,
  ctx: PluginContext,
): unknown[] {
  const topLevel = placeOf([], definition.blockKind, null);
  const blocks: unknown[] = [];
  for (const plugin of registry.plugins(definition.blockKind)) {
    if (plugin.initial && isOffered(plugin, ctx, topLevel)) blocks.push(plugin.defaults(ctx));
  }
  return blocks;
}

/**
 * The plugins a saved block list uses, nested lists included, each once: what a page may load ahead (their lazy
 * widgets) before it shows the list.
 *
 * @example pluginsOfList(registry, 'effect', [{ type: 1 }, { type: 13 }]).size // 2
 */
export function pluginsOfList(registry: Registry, kind: string, list: unknown): Set<AnyPlugin> {
  const plugins = new Set<AnyPlugin>();
  const visit = (each: string, items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const block of items) {
      if (typeof block !== 'object' || block === null) continue;
      const type = (block as Record<string, unknown>)[registry.typeField(each)];
      const plugin = typeof type === 'number' ? registry.get(each, type) : undefined;
      if (!plugin) continue;
      plugins.add(plugin);
      if (plugin.nested) visit(plugin.nested.kind, (block as Record<string, unknown>)[plugin.nested.field]);
    }
  };
  visit(kind, list);
  return plugins;
}
