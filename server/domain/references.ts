import { collectDocumentReferences, type Reference, type Registry } from '../../engine/core/index.ts';

export type { Reference } from '../../engine/core/index.ts';

/**
 * Every item reference in a document's envelope and blocks (nested lists included), found through the document's
 * and the plugins' schemas (engine/core `collectDocumentReferences`): a field whose schema has `x-item` names one
 * id or a list of ids of that kind. Only positive integers count: 0 and -1 are the specs' sentinels (scenario 0
 * stops, -1 resumes; menu 0 removes the menu), and anything else is a type error the schema reports.
 *
 * @example collectReferences(registry, 'action', { inputs: [{ type: 13, tag_ids: [1, 2] }] })
 * // [{ path: '/inputs/0/tag_ids/0', kind: 'tag', id: 1 }, { path: '/inputs/0/tag_ids/1', kind: 'tag', id: 2 }]
 */
export function collectReferences(registry: Registry, documentKey: string, document: unknown): Reference[] {
  return collectDocumentReferences(registry, documentKey, document, 'x-item');
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
  return collectDocumentReferences(registry, documentKey, document, 'x-context-item');
}
