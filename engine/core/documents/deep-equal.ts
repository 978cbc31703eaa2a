/**
 * Structural equality of JSON-like values, as a merge needs it: two saves of one document are equal when they
 * would serialise to the same JSON up to key order. Object key order is ignored (a server may reorder keys),
 * array order is not (a block list's order is its meaning), and a key holding `undefined` equals an absent key
 * (JSON.stringify drops both alike).
 *
 * @example deepEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }) // true
 * @example deepEqual([1, 2], [2, 1]) // false
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = definedKeys(left);
  if (keys.length !== definedKeys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]));
}

function definedKeys(object: Record<string, unknown>): string[] {
  return Object.keys(object).filter((key) => object[key] !== undefined);
}
