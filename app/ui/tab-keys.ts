/**
 * The tab a key moves to in a tab list of `count` tabs (WAI-ARIA tabs: arrows wrap, Home and End); undefined
 * for any other key.
 *
 * @example tabForKey('ArrowRight', 2, 3) // 0
 */
export function tabForKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
