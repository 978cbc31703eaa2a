import { arrowKeyTarget } from '../../engine/react/arrow-keys.ts';

/**
 * The tab a key moves to in a tab list of `count` tabs (WAI-ARIA tabs: arrows wrap, Home and End); undefined
 * for any other key. The engine's roving mapping, under the name the tab lists read by.
 *
 * @example tabForKey('ArrowRight', 2, 3) // 0
 */
export function tabForKey(key: string, current: number, count: number): number | undefined {
  return arrowKeyTarget(key, current, count, { orientation: 'horizontal', roving: true });
}
