/**
 * The document kinds the server stores, with the wire names that differ per kind. Forms ('form', id field `id`)
 * and rich menus ('richmenu', `rmid`) join here when their document definitions are registered.
 *
 * @example DOCUMENT_KINDS.action.idField // 'aid'
 */
export const DOCUMENT_KINDS = {
  action: { key: 'action', idField: 'aid', nameField: 'a_name', label: 'アクション' },
  funnel: { key: 'funnel', idField: 'fid', nameField: 'name', label: '友だち検索条件' },
} as const;

/** One document kind's wire names. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[keyof typeof DOCUMENT_KINDS];

/**
 * The item kinds of the item picker (spec 002 §2), each served by GET /api/v_resource/{kind} and each with
 * folders. 'funnel' and 'action' are the saved documents of those kinds; the others are rows of `items`. Blocks
 * also name items the picker does not list on their own, stored in `items` as well: plans of event slots
 * ('event_menu'), journeys ('journey'), salon resources and courses ('salon_resource', 'salon_course').
 */
export const PICKER_KINDS = [
  'salon_reservation',
  'tag',
  'template',
  'varia',
  'scenario',
  'site',
  'funnel',
  'reaction',
  'form',
  'tracker',
  'menu',
  'episode',
  'landing',
  'action',
  'event_reserve',
  'operator_role',
  'common_vars',
  'journey_tag',
] as const;

/** Kinds whose items are documents. */
export const DOCUMENT_ITEM_KINDS: ReadonlySet<string> = new Set(Object.keys(DOCUMENT_KINDS));

/** Where an `x-item` kind of a schema is stored. '…_group' names a folder of the base kind ('tag_group'). */
export type ReferenceTarget =
  | { table: 'folders'; kind: string }
  | { table: 'documents'; kind: string }
  | { table: 'items'; kind: string };

/**
 * Resolves a schema's `x-item` kind to where its ids live.
 *
 * @example referenceTarget('tag_group') // { table: 'folders', kind: 'tag' }
 * @example referenceTarget('funnel') // { table: 'documents', kind: 'funnel' }
 */
export function referenceTarget(kind: string): ReferenceTarget {
  if (kind.endsWith('_group')) return { table: 'folders', kind: kind.slice(0, -'_group'.length) };
  if (DOCUMENT_ITEM_KINDS.has(kind)) return { table: 'documents', kind };
  return { table: 'items', kind };
}
