import { type AfterMerge, BLOCK_ID_FIELD } from '../engine/core/index.ts';
import { nameNumber } from './form-names.ts';

/**
 * Form items are named by the form's editor counters (spec 002 §3: `text3`, the key its answers are stored under).
 * Two tabs that each add an item number it from the same counter, so a merge after a 409 kept both items under one
 * name, and every later save was refused (項目名が重複しています). After a merge, an item only ours holds that bears
 * a name theirs already gives to another item takes the next item number (after every number the merged items
 * use and both sides' `name_counter`); theirs keeps its name (it is saved, answers may be stored under it), and
 * `name_counter` counts the new number.
 *
 * @example renameMergedItems({ attr: [{ _bid: 'a', type: 'text', name: 'text3' }, { _bid: 'b', type: 'text', name: 'text3' }] },
 *   { attr: [{ _bid: 'a', type: 'text', name: 'text3' }] })
 * // attr[1].name 'text4', name_counter 4
 */
export const renameMergedItems: AfterMerge = (merged, theirs) => {
  if (!Array.isArray(merged.attr)) return merged;
  const items = listOf(merged.attr);
  const theirItems = listOf(theirs.attr);
  const theirIds = new Set<unknown>(
    theirItems.map((item) => item[BLOCK_ID_FIELD]).filter((id) => id !== undefined),
  );
  const theirNames = new Set(theirItems.map((item) => item.name).filter((name) => typeof name === 'string'));
  // After every number in use and both sides' counters: the renamed item's name was never given in this form.
  let counter = Math.max(numberOf(merged.name_counter), numberOf(theirs.name_counter));
  const taken = new Set<string>();
  for (const item of items) {
    if (typeof item.name !== 'string') continue;
    taken.add(item.name);
    counter = Math.max(counter, nameNumber(item.name));
  }
  let renamed = false;
  // Over the list as it is: an entry that is no item stays where it is, for validation to name.
  const attr = (merged.attr as unknown[]).map((entry) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const item = entry as Record<string, unknown>;
    const ours = !theirIds.has(item[BLOCK_ID_FIELD]);
    if (!ours || typeof item.name !== 'string' || !theirNames.has(item.name) || typeof item.type !== 'string')
      return item;
    let name: string;
    do name = `${item.type}${++counter}`;
    while (taken.has(name));
    taken.add(name);
    renamed = true;
    return { ...item, name };
  });
  return renamed ? { ...merged, attr, name_counter: counter } : merged;
};

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}
