import { deepEqual } from './deep-equal.ts';

/** The outcome of merging one value: settled (one side's change, or none), or a conflict the operator decides. */
export type ThreeWay = { conflict: false; value: unknown } | { conflict: true };

/**
 * Merges one value edited on two sides of a common base, `undefined` standing for "absent" (a deleted key or
 * block). A side that left the value as it was yields to the side that changed it; two equal changes agree.
 *
 * @example threeWay('a', 'b', 'a') // { conflict: false, value: 'b' }: only theirs changed it
 * @example threeWay('a', 'b', 'c') // { conflict: true }
 */
export function threeWay(base: unknown, theirs: unknown, ours: unknown): ThreeWay {
  if (deepEqual(ours, base)) return { conflict: false, value: theirs };
  if (deepEqual(theirs, base) || deepEqual(theirs, ours)) return { conflict: false, value: ours };
  return { conflict: true };
}
