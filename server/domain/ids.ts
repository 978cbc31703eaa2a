/** The largest id a row can have: both engines store ids as 32-bit integers. */
export const MAX_ID = 2_147_483_647;

/**
 * A stored id from a path segment or a field: a positive integer that fits the id columns, else undefined
 * (such an id cannot exist, so callers answer 404 or "not found" without asking the database).
 *
 * @example parseId('12') // 12
 * @example parseId('12abc') // undefined
 * @example parseId(99999999999) // undefined
 */
export function parseId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

/**
 * True when a number could be a stored id.
 *
 * @example isStorableId(2 ** 31) // false
 */
export function isStorableId(id: number): boolean {
  return parseId(id) !== undefined;
}
