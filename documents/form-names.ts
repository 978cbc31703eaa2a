/**
 * The number a form item's name ends with (spec 002 §3 editor counters: `text7` → 7), 0 for a name without one
 * (or no name). The builder numbers new items after every number in use, and after the form's `name_counter`.
 *
 * @example nameNumber('textarea12') // 12
 */
export function nameNumber(name: unknown): number {
  const numbered = typeof name === 'string' ? /^[a-z_]+?([0-9]+)$/.exec(name) : null;
  return numbered ? Number(numbered[1]) : 0;
}
