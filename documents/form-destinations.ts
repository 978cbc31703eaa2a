/**
 * What a form knows of its text answers' destinations (`assign_to`, spec 002 §3) above any one item: the
 * destination ids, which of them hold one value per friend, and the form-level check that each of those is used
 * by one item only. The form items' plugins (plugins/shared/form-items/destinations.ts) build their schema and
 * rules on these; the form document's rules (form-rules.ts) run the form-level check.
 */
import type { RuleFinding } from '../engine/core/index.ts';

/** The destination ids (wire values; the spec names them, docs/form-items.md maps each). */
export const DESTINATION_IDS = ['short_name', 'nickname', 'memo', 'var', 'mail', 'mail_sub'] as const;

/** A destination id. */
export type DestinationId = (typeof DESTINATION_IDS)[number];

/** The destinations that hold one value per friend: unique across the whole form (spec 002 §3). */
export const FORM_UNIQUE_DESTINATIONS: readonly DestinationId[] = [
  'short_name',
  'nickname',
  'memo',
  'mail',
  'mail_sub',
];

/** One destination as the rules read it. */
export interface Destination {
  id: string;
  targets?: readonly number[];
}

/** The data the destination helpers read. */
export interface WithDestinations {
  assign_to?: readonly Destination[];
}

/**
 * The form-level check a form document kind runs over its items (spec 002 §3): short name, display name, memo
 * and each e-mail address may be the destination of one item only (a repeat inside one item is the item's own rule). Findings point at every later use, relative
 * to the list of items (`/3/assign_to/0/id`), with the code `already_added` (既に追加されています).
 *
 * @example duplicateFormDestinations([{ assign_to: [{ id: 'memo' }] }, { assign_to: [{ id: 'memo' }] }])
 * // [{ path: '/1/assign_to/0/id', code: 'already_added' }]
 */
export function duplicateFormDestinations(
  items: readonly unknown[],
): (RuleFinding & { path: string; code: 'already_added' })[] {
  // The item that first used each destination; a repeat inside one item is the plugin's own rule.
  const seen = new Map<string, number>();
  const found: (RuleFinding & { path: string; code: 'already_added' })[] = [];
  items.forEach((item, i) => {
    const list = (item as WithDestinations | null)?.assign_to;
    if (!Array.isArray(list)) return;
    list.forEach((dest: Destination, j) => {
      if (!FORM_UNIQUE_DESTINATIONS.includes(dest?.id as DestinationId)) return;
      const first = seen.get(dest.id);
      if (first === undefined) seen.set(dest.id, i);
      else if (first !== i) found.push({ path: `/${i}/assign_to/${j}/id`, code: 'already_added' });
    });
  });
  return found;
}
