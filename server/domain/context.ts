import { createContext, type ItemRef, type PluginContext } from '../../engine/core/index.ts';
import { ACCOUNT_TIME_ZONE } from '../../plugins/shared/account-day.ts';
import type { Account } from '../db/accounts.ts';
import { findDocumentsById } from '../db/documents.ts';
import { findFolderNames } from '../db/folders.ts';
import { findItemsById } from '../db/items.ts';
import type { ServerDeps } from './deps.ts';
import { isStorableId } from './ids.ts';
import { referenceTarget } from './kinds.ts';
import type { Reference } from './references.ts';

/** What the references of a document resolved to: live items, deleted ids, and ids that never existed. */
export interface ResolvedReferences {
  items: Record<string, ItemRef[]>;
  deleted: Record<string, number[]>;
  missing: Reference[];
}

/**
 * Looks up every referenced id of an account in one query per table (items, documents, folders), so a save
 * costs the same few queries however many blocks it has.
 *
 * @example const resolved = await resolveReferences(deps, account.id, collectReferences(registry, 'action', doc));
 */
export async function resolveReferences(
  { db, registry }: ServerDeps,
  accountId: number,
  references: readonly Reference[],
): Promise<ResolvedReferences> {
  const byTable = { items: new Map<string, Set<number>>(), documents: new Map<string, Set<number>>() };
  const folderIds = new Map<string, Set<number>>();
  for (const ref of references) {
    if (!isStorableId(ref.id)) continue;
    const target = referenceTarget(registry, ref.kind);
    const bucket =
      target.table === 'folders' ? folderIds : target.table === 'items' ? byTable.items : byTable.documents;
    const set = bucket.get(target.kind) ?? new Set<number>();
    set.add(ref.id);
    bucket.set(target.kind, set);
  }
  const flat = (m: Map<string, Set<number>>) => [...new Set([...m.values()].flatMap((s) => [...s]))];

  const [itemRows, documentRows, folderSets] = await Promise.all([
    findItemsById(db, accountId, [...byTable.items.keys()], flat(byTable.items)),
    findDocumentsById(db, accountId, [...byTable.documents.keys()], flat(byTable.documents)),
    Promise.all(
      [...folderIds].map(
        async ([kind, ids]) => [kind, await findFolderNames(db, accountId, kind, [...ids])] as const,
      ),
    ),
  ]);

  const items: Record<string, ItemRef[]> = {};
  const deleted: Record<string, number[]> = {};
  const known = new Set<string>();
  const add = (kind: string, ref: ItemRef, isDeleted: boolean) => {
    known.add(`${kind}:${ref.id}`);
    if (isDeleted) deleted[kind] = [...(deleted[kind] ?? []), Number(ref.id)];
    else items[kind] = [...(items[kind] ?? []), ref];
  };
  for (const row of itemRows) add(row.kind, { ...row.item, type: row.item.type ?? undefined }, row.deleted);
  // A document answers every kind that named it: 'menu' references get the 'richmenu' documents.
  const namedAs = new Map<string, Set<string>>();
  for (const ref of references) {
    const target = referenceTarget(registry, ref.kind);
    if (target.table !== 'documents') continue;
    namedAs.set(target.kind, (namedAs.get(target.kind) ?? new Set()).add(ref.kind));
  }
  for (const row of documentRows)
    for (const kind of namedAs.get(row.kind) ?? [row.kind])
      add(kind, { id: row.id, name: row.name }, row.deleted);
  for (const [kind, names] of folderSets)
    for (const [id, name] of names) add(`${kind}_group`, { id, name }, false);

  const missing = references.filter((ref) => {
    const target = referenceTarget(registry, ref.kind);
    const stored = target.table === 'items' ? target.kind : ref.kind;
    return !known.has(`${stored}:${ref.id}`) || deleted[stored]?.includes(ref.id);
  });
  return { items, deleted, missing };
}

/**
 * The plugin context of a save or a description: the account's abilities and permissions, the referenced items.
 * Linked data (value type 15) is allowed when the operator holds user-open-api (spec 000 §6).
 *
 * @example const ctx = accountContext(account, resolved);
 */
export function accountContext(
  account: Account,
  resolved: Pick<ResolvedReferences, 'items' | 'deleted'>,
): PluginContext {
  return createContext({
    lang: 'ja',
    abilities: account.abilities,
    permissions: account.permissions,
    items: resolved.items,
    deleted: resolved.deleted,
    // The date rules' year list is the account's year, as the console offers it (not the process's zone's).
    timeZone: ACCOUNT_TIME_ZONE,
    flags: { linkedDataAllowed: account.permissions.includes('user-open-api') },
  });
}
