import { type AfterMerge, BLOCK_ID_FIELD } from '../engine/core/index.ts';

/**
 * Form items are named by the form's editor counters (spec 002 §3: `text3`, the key its answers are stored under).
 * Two tabs that each add an item number it from the same counter, so a merge after a 409 kept both items under one
 * name, and every later save was refused (項目名が重複しています). After a merge, an item only ours holds that bears
 * a name theirs already gives to another item takes the next free number of its type; theirs keeps its name (it
 * is saved, answers may be stored under it), and `item_counter` counts the new number.
 *
 * @example renameMergedItems({ attr: [{ _bid: 'a', type: 'text', name: 'text3' }, { _bid: 'b', type: 'text', name: 'text3' }] },
 *   { attr: [{ _bid: 'a', type: 'text', name: 'text3' }], item_counter: { text: 3 } })
 * // attr[1].name 'text4', item_counter { text: 4 }
 */
export const renameMergedItems: AfterMerge = (merged, theirs) => {
  const items = listOf(merged.attr);
  const theirItems = listOf(theirs.attr);
  const theirIds = new Set<unknown>(
    theirItems.map((item) => item[BLOCK_ID_FIELD]).filter((id) => id !== undefined),
  );
  const theirNames = new Set(theirItems.map((item) => item.name).filter((name) => typeof name === 'string'));
  // Both sides may have numbered since the base.
  const counter = higherCounts(merged.item_counter, theirs.item_counter);
  const taken = new Set<string>();
  for (const item of items) {
    if (typeof item.name !== 'string') continue;
    taken.add(item.name);
    const numbered = /^([a-z_]+?)([0-9]+)$/.exec(item.name);
    if (numbered) counter[numbered[1]] = Math.max(counter[numbered[1]] ?? 0, Number(numbered[2]));
  }
  let renamed = false;
  const attr = items.map((item) => {
    const ours = !theirIds.has(item[BLOCK_ID_FIELD]);
    if (!ours || typeof item.name !== 'string' || !theirNames.has(item.name) || typeof item.type !== 'string')
      return item;
    let name: string;
    do {
      counter[item.type] = (counter[item.type] ?? 0) + 1;
      name = `${item.type}${counter[item.type]}`;
    } while (taken.has(name));
    taken.add(name);
    renamed = true;
    return { ...item, name };
  });
  return renamed ? { ...merged, attr, item_counter: counter } : merged;
};

function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

/**
 * Two `item_counter`s as one: the higher count of each type (anything not a count is left out).
 *
 * @example higherCounts({ text: 3 }, { text: 2, date: 1 }) // { text: 3, date: 1 }
 */
function higherCounts(a: unknown, b: unknown): Record<string, number> {
  const counter = { ...counterOf(a) };
  for (const [type, count] of Object.entries(counterOf(b)))
    counter[type] = Math.max(counter[type] ?? 0, count);
  return counter;
}

function counterOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}
