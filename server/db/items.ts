import type { Selectable } from 'kysely';
import { COMMON_VAR_TYPE_LABELS } from '../../plugins/shared/common-var-types.ts';
import { VAR_TYPE_LABELS } from '../../plugins/shared/var-fields.ts';
import { type Db, type ItemsTable, storableText } from './schema.ts';

/**
 * An item as the picker and the plugins see it (spec 002 §3 "Item picker item"): the common fields, then the
 * kind's own fields from `data` (choices, event menus, remaining counts, badge, ...).
 */
export interface PickerItem {
  id: number;
  name: string;
  group_id: number | null;
  favorite: boolean;
  super: boolean;
  writable: boolean;
  type: number | null;
  [field: string]: unknown;
}

/** A new item's fields; the rest get neutral defaults. */
export interface NewItem {
  account_id: number;
  kind: string;
  name: string;
  group_id?: number | null;
  favorite?: boolean;
  super?: boolean;
  writable?: boolean;
  type?: number | null;
  data?: Record<string, unknown>;
  sort?: number;
  deleted?: boolean;
}

/**
 * Turns a row into a picker item. Row columns win over `data` so stored JSON cannot fake an id.
 *
 * @example toPickerItem(row) // { id: 3, name: 'VIP会員', favorite: true, writable: true, type: null, ... }
 */
export function toPickerItem(row: Selectable<ItemsTable>): PickerItem {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.data);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    // A row written by hand with broken JSON still lists, without its extra fields.
  }
  return {
    // The rest of spec 002 §3 "Item picker item", neutral unless the kind's data says otherwise.
    type_name: TYPE_NAMES[row.kind]?.[row.type ?? -1] ?? null,
    generation: null,
    unique: false,
    badge: null,
    fresh: false,
    is_lmp: false,
    noact: false,
    item_count: null,
    ...data,
    id: row.id,
    name: row.name,
    group_id: row.group_id,
    favorite: row.favorite === 1,
    super: row.super === 1,
    writable: row.writable === 1,
    type: row.type,
  };
}

/** Names of item types (spec 000 §3.1 friend-info fields, spec 002 §3 common-info items). */
const japanese = (labels: Readonly<Record<number, { ja: string }>>): Record<number, string> =>
  Object.fromEntries(Object.entries(labels).map(([type, label]) => [type, label.ja]));
const TYPE_NAMES: Record<string, Record<number, string>> = {
  varia: japanese(VAR_TYPE_LABELS),
  common_vars: japanese(COMMON_VAR_TYPE_LABELS),
};

/**
 * The live items of a kind, in display order.
 *
 * @example (await listItems(db, 1, 'tag')).map((t) => t.name)
 */
export async function listItems(db: Db, accountId: number, kind: string): Promise<PickerItem[]> {
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('deleted', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toPickerItem);
}

/**
 * One item of a kind, deleted ones included (check `deleted`), or undefined.
 *
 * @example (await findItem(db, 1, 'varia', 12))?.choices
 */
export async function findItem(
  db: Db,
  accountId: number,
  kind: string,
  id: number,
): Promise<(PickerItem & { deleted: boolean }) | undefined> {
  const row = await db
    .selectFrom('items')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...toPickerItem(row), deleted: row.deleted === 1 } : undefined;
}

/**
 * Items of the given kinds and ids, deleted ones included: what a document refers to. One query, whatever the
 * number of kinds, because ids are unique across kinds.
 *
 * @example await findItemsById(db, 1, ['tag', 'varia'], [1, 2, 12])
 */
export async function findItemsById(
  db: Db,
  accountId: number,
  kinds: readonly string[],
  ids: readonly number[],
): Promise<{ kind: string; item: PickerItem; deleted: boolean }[]> {
  if (kinds.length === 0 || ids.length === 0) return [];
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', 'in', [...kinds])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({ kind: row.kind, item: toPickerItem(row), deleted: row.deleted === 1 }));
}

/** Inserts an item and answers it as the picker shows it. @example await insertItem(db, { account_id: 1, kind: 'tag', name: 'VIP' }) */
export async function insertItem(db: Db, item: NewItem): Promise<PickerItem> {
  const row = await db
    .insertInto('items')
    .values({
      account_id: item.account_id,
      kind: item.kind,
      name: storableText(item.name),
      group_id: item.group_id ?? null,
      favorite: item.favorite ? 1 : 0,
      super: item.super ? 1 : 0,
      writable: item.writable === false ? 0 : 1,
      type: item.type ?? null,
      data: JSON.stringify(item.data ?? {}),
      sort: item.sort ?? 0,
      deleted: item.deleted ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPickerItem(row);
}

/**
 * Replaces an item's kind-specific fields.
 *
 * @example await updateItemData(db, 1, 12, { ...data, choices })
 */
export async function updateItemData(
  db: Db,
  accountId: number,
  id: number,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('items')
    .set({ data: JSON.stringify(data) })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}
