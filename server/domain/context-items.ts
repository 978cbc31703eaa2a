import type { ItemRef } from '../../engine/core/index.ts';
import { RESPONSE_MARK_FIELD_CODE, RESPONSE_MARK_KIND } from '../../plugins/effects/mark.ts';
import { listItems } from '../db/items.ts';
import type { Db } from '../db/schema.ts';
import type { ResolvedReferences } from './context.ts';
import { isStorableId } from './ids.ts';
import type { Reference } from './references.ts';

/** How the server derives a context kind that is no item of its own; undefined when the account has none. */
type Derive = (db: Db, accountId: number) => Promise<ItemRef[] | undefined>;

/**
 * The response marks: the choices (id, value) of the friend-info field whose code is member_taiou_mark, as the
 * console's item store derives them (app/items/item-store.ts), so both name a mark alike.
 */
const responseMarks: Derive = async (db, accountId) => {
  const field = (await listItems(db, accountId, 'varia')).find(
    (item) => item.code === RESPONSE_MARK_FIELD_CODE,
  );
  if (!field) return undefined;
  const choices = Array.isArray(field.choices) ? (field.choices as Record<string, unknown>[]) : [];
  return choices
    .filter((choice) => typeof choice.id === 'number')
    .map((choice) => ({ id: choice.id as number, name: String(choice.value ?? ''), color: choice.color }));
};

/** The context kinds (`x-context-item`) the server knows how to give. */
const CONTEXT_KINDS: Readonly<Record<string, Derive>> = { [RESPONSE_MARK_KIND]: responseMarks };

/**
 * Resolves the ids a document names for summaries only (`collectContextReferences`), one lookup per kind it
 * names. As in the console, an id the derived list lacks reads as deleted ((削除済み)); a kind the account does not
 * have (no response-mark field) stays unknown (ID:n). Nothing here refuses a save.
 *
 * @example const extra = await resolveContextItems(db, account.id, collectContextReferences(registry, 'action', doc));
 */
export async function resolveContextItems(
  db: Db,
  accountId: number,
  references: readonly Reference[],
): Promise<Pick<ResolvedReferences, 'items' | 'deleted'>> {
  const idsByKind = new Map<string, Set<number>>();
  for (const ref of references) {
    if (!CONTEXT_KINDS[ref.kind] || !isStorableId(ref.id)) continue;
    idsByKind.set(ref.kind, (idsByKind.get(ref.kind) ?? new Set()).add(ref.id));
  }
  const items: Record<string, ItemRef[]> = {};
  const deleted: Record<string, number[]> = {};
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const list = await CONTEXT_KINDS[kind](db, accountId);
      if (!list) return;
      items[kind] = list;
      const known = new Set(list.map((item) => String(item.id)));
      const gone = [...ids].filter((id) => !known.has(String(id)));
      if (gone.length > 0) deleted[kind] = gone;
    }),
  );
  return { items, deleted };
}

/**
 * Adds context items to resolved references (their kinds never overlap the items' kinds).
 *
 * @example const ctx = accountContext(account, withContextItems(resolved, extra));
 */
export function withContextItems<R extends Pick<ResolvedReferences, 'items' | 'deleted'>>(
  resolved: R,
  extra: Pick<ResolvedReferences, 'items' | 'deleted'>,
): R {
  return {
    ...resolved,
    items: { ...resolved.items, ...extra.items },
    deleted: { ...resolved.deleted, ...extra.deleted },
  };
}
