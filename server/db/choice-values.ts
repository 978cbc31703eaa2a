import type { Db } from './schema.ts';

/**
 * Clears what friends have registered of removed choices of a choice-type field (spec 000 §5.2: "deleting a
 * choice clears registered data"): their friend_values rows of that field holding a removed choice's id (a
 * type-20 value is the choice id as text), and, for the response-mark field, their response mark (friends.notify
 * back to 0, no mark) where it was a removed choice. A changed text needs nothing: values hold ids. Call it in
 * the transaction that saves the choices, so no friend is left pointing at a choice that is gone.
 *
 * @example await clearRemovedChoices(trx, 1, 12, [3], { responseMark: false })
 */
export async function clearRemovedChoices(
  db: Db,
  accountId: number,
  fieldId: number,
  removedIds: readonly number[],
  { responseMark }: { responseMark: boolean },
): Promise<void> {
  if (removedIds.length === 0) return;
  await db
    .deleteFrom('friend_values')
    .where('item_id', '=', fieldId)
    .where(
      'value',
      'in',
      removedIds.map((id) => String(id)),
    )
    .execute();
  if (!responseMark) return;
  await db
    .updateTable('friends')
    .set({ notify: 0 })
    .where('account_id', '=', accountId)
    .where('notify', 'in', [...removedIds])
    .execute();
}
