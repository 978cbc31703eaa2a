import type { Permission } from '../../access/permissions.ts';
import type { DocumentDefinition, Registry } from '../../engine/core/index.ts';
import type { FolderContents } from '../db/folders.ts';
import type { Access } from '../http/session.ts';

/**
 * A document kind the server stores: its definition in the registry (engine/core/documents), which names its
 * wire fields (`idField` aid/fid, `nameField`, `listField`), its Japanese label and its paths. The server keeps
 * no table of its own: a kind registered in plugins/index.ts gets its routes, storage and folders from this.
 */
export type DocumentKind = DocumentDefinition;

/**
 * The answer text when a document of the kind is absent for the account.
 *
 * @example notFoundMessage(actionDocument) // 'アクションが見つかりません'
 */
export function notFoundMessage(kind: Pick<DocumentKind, 'label'>): string {
  return `${kind.label.ja}が見つかりません`;
}

/** Permissions the writes of a document kind need beyond being an operator of the account, by kind. */
const WRITE_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = { form: ['form-write'] };

/**
 * Who may write documents of a kind (register, copy, restore, delete): any operator of the account, or the
 * holders of the kind's permissions (forms: form-write).
 *
 * @example writeAccess(formDocument) // { permissions: ['form-write'] }
 */
export function writeAccess(kind: Pick<DocumentKind, 'key'>): Access {
  const permissions = WRITE_PERMISSIONS[kind.key];
  return permissions ? { permissions: [...permissions] } : 'operator';
}

/**
 * True when the kind names documents of the registry ('action', 'funnel'): their picker items, references and
 * folder contents are rows of `documents`; every other kind's are rows of `items`.
 *
 * @example isDocumentKind(registry, 'funnel') // true
 * @example isDocumentKind(registry, 'form') // true: forms are documents (documents/form.ts)
 */
export function isDocumentKind(registry: Pick<Registry, 'document'>, kind: string): boolean {
  return documentKindOf(registry, kind) !== undefined;
}

/**
 * Item kinds named after what the spec's pickers call them whose items are documents of another key: the rich
 * menu picker (`x-item: 'menu'`, effect 14 and condition 93) lists rich-menu documents (`richmenu`).
 */
export const DOCUMENT_ITEM_KINDS: Readonly<Record<string, string>> = { menu: 'richmenu' };

/**
 * The document kind whose documents are the items of a picker kind, or undefined when its items are rows of
 * `items`. Folders of such a kind are the document kind's.
 *
 * @example documentKindOf(registry, 'menu') // 'richmenu'
 * @example documentKindOf(registry, 'funnel') // 'funnel'
 * @example documentKindOf(registry, 'tag') // undefined
 */
export function documentKindOf(registry: Pick<Registry, 'document'>, kind: string): string | undefined {
  const key = DOCUMENT_ITEM_KINDS[kind] ?? kind;
  return registry.document(key) !== undefined ? key : undefined;
}

/**
 * The kind a picker kind's folders and stored rows go by: the document kind for aliases ('menu' → 'richmenu'),
 * else the kind itself.
 *
 * @example storedKind(registry, 'menu') // 'richmenu'
 */
export function storedKind(registry: Pick<Registry, 'document'>, kind: string): string {
  return documentKindOf(registry, kind) ?? kind;
}

/**
 * Where the things a kind's folders hold are stored.
 *
 * @example folderContents(registry, 'action') // 'documents'
 */
export function folderContents(registry: Pick<Registry, 'document'>, kind: string): FolderContents {
  return isDocumentKind(registry, kind) ? 'documents' : 'items';
}

/**
 * The item kinds of the item picker (spec 002 §2), each served by GET /api/v_resource/{kind} and each with
 * folders. The document kinds among them ('funnel', 'action') list saved documents; the others are rows of
 * `items`. Blocks also name items the picker does not list on their own, stored in `items` as well: plans of
 * event slots ('event_menu'), journeys ('journey'), salon resources and courses ('salon_resource', 'salon_course').
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

/** Where an `x-item` kind of a schema is stored. '…_group' names a folder of the base kind ('tag_group'). */
export type ReferenceTarget =
  | { table: 'folders'; kind: string }
  | { table: 'documents'; kind: string }
  | { table: 'items'; kind: string };

/**
 * Resolves a schema's `x-item` kind to where its ids live: folders, documents (a kind the registry defines as a
 * document) or items.
 *
 * @example referenceTarget(registry, 'tag_group') // { table: 'folders', kind: 'tag' }
 * @example referenceTarget(registry, 'funnel') // { table: 'documents', kind: 'funnel' }
 * @example referenceTarget(registry, 'menu') // { table: 'documents', kind: 'richmenu' }
 */
export function referenceTarget(registry: Pick<Registry, 'document'>, kind: string): ReferenceTarget {
  if (kind.endsWith('_group')) return { table: 'folders', kind: kind.slice(0, -'_group'.length) };
  const document = documentKindOf(registry, kind);
  if (document) return { table: 'documents', kind: document };
  return { table: 'items', kind };
}
