/**
 * What a rich-menu button keeps when the operator picks another action type (spec 001 §4 "Changing a button's
 * action type resets its action_id to 0"). Each action type is its own plugin, so the type change is the rich-menu
 * document's (a later step): it calls this with the new type's defaults.
 */

/** The fields every action has and a type change keeps; everything else comes from the new type's defaults. */
export const KEPT_ON_TYPE_CHANGE = ['label', 'input_option', 'bounds'] as const;

/**
 * The button after its action type changes: the new type's defaults (so `action_id` is 0 again, a URL, a form or
 * a number is dropped) with the label, keyboard behaviour and bounds of the old button. The tap code is dropped:
 * the server gives the new action its own.
 *
 * @example switchActionType({ actype: 2, action_id: 5, label: '予約' }, { actype: 5, tel: '' }) // { actype: 5, tel: '', label: '予約' }
 */
export function switchActionType<T extends Record<string, unknown>>(
  prev: Readonly<Record<string, unknown>>,
  nextDefaults: T,
): T {
  const next: Record<string, unknown> = { ...nextDefaults };
  for (const field of KEPT_ON_TYPE_CHANGE)
    if (prev[field] !== undefined) next[field] = structuredClone(prev[field]);
  return next as T;
}
