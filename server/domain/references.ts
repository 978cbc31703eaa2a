import { blockKeywordValues, pointerSegment, type Registry } from '../../engine/core/index.ts';

/** One item id a document names, where, and of which kind (the schema's `x-item`). */
export interface Reference {
  path: string;
  kind: string;
  id: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every item reference in a document's envelope and blocks (nested lists included), found through the document's
 * and the plugins' schemas:
 * a field whose schema has `x-item` names one id or a list of ids of that kind. Only positive integers count:
 * 0 and -1 are the specs' sentinels (scenario 0 stops, -1 resumes; menu 0 removes the menu), and anything else
 * is a type error the schema reports.
 *
 * @example collectReferences(registry, 'action', { inputs: [{ type: 13, tag_ids: [1, 2] }] })
 * // [{ path: '/inputs/0/tag_ids/0', kind: 'tag', id: 1 }, { path: '/inputs/0/tag_ids/1', kind: 'tag', id: 2 }]
 */
export function collectReferences(registry: Registry, documentKey: string, document: unknown): Reference[] {
  return collectIds(registry, documentKey, document, 'x-item');
}

/**
 * Every id a document's blocks name for summaries only (`x-context-item`, e.g. response marks), found as
 * `collectReferences` finds items. These are never checked for existence; they only give summaries names.
 *
 * @example collectContextReferences(registry, 'action', { inputs: [{ type: 7, notify: 2, user_rate: -10 }] })
 * // [{ path: '/inputs/0/notify', kind: 'response_mark', id: 2 }]
 */
export function collectContextReferences(
  registry: Registry,
  documentKey: string,
  document: unknown,
): Reference[] {
  return collectIds(registry, documentKey, document, 'x-context-item');
}

type IdKeyword = 'x-item' | 'x-context-item';

function collectIds(registry: Registry, documentKey: string, document: unknown, keyword: IdKeyword) {
  const definition = registry.document(documentKey);
  if (!definition || !isRecord(document)) return [];
  const list = document[definition.listField];
  const prefix = `/${pointerSegment(definition.listField)}`;
  const found: Reference[] = [];
  // The envelope's own fields may name items too (a form's form_action_id).
  const properties = (definition.schema as { properties?: Record<string, Record<string, unknown>> })
    .properties;
  for (const [name, node] of Object.entries(properties ?? {})) {
    const kind = node[keyword];
    if (typeof kind !== 'string' || name === definition.listField) continue;
    const value = document[name];
    const path = `/${pointerSegment(name)}`;
    if (Array.isArray(value)) for (const [i, id] of value.entries()) addId(found, `${path}/${i}`, kind, id);
    else addId(found, path, kind, value);
  }
  const values = blockKeywordValues(registry, definition.blockKind, list, keyword, prefix);
  for (const { path, value, node } of values) {
    const kind = node[keyword];
    if (typeof kind !== 'string') continue;
    if (Array.isArray(value)) for (const [i, id] of value.entries()) addId(found, `${path}/${i}`, kind, id);
    else addId(found, path, kind, value);
  }
  return found;
}

function addId(found: Reference[], path: string, kind: string, id: unknown): void {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) found.push({ path, kind, id });
}
