/**
 * What the canvas and the area list warn about, per area: the buttons it overlaps and whether it reaches
 * outside the image. Data, not text: the components word it (texts.ts). No React.
 */
import type { Bounds } from '../../../documents/richmenu.ts';
import { type CanvasSize, isOutside, overlappingPairs } from './geometry.ts';

/** The warnings of one area. */
export interface AreaWarnings {
  /** Button numbers of the other areas it overlaps, ascending. */
  readonly overlapsWith: readonly number[];
  readonly outside: boolean;
  /** The button has no area yet. */
  readonly missing: boolean;
}

/** An area as the warnings see it. */
export interface WarnedArea {
  readonly key: string;
  readonly number: number;
  readonly bounds: Bounds | undefined;
}

/**
 * The warnings of every area, by key.
 *
 * @example areaWarnings([{ key: 'a', number: 1, bounds }, { key: 'b', number: 2, bounds }], canvasOf(843)).get('a')
 * // { overlapsWith: [2], outside: false, missing: false }
 */
export function areaWarnings(areas: readonly WarnedArea[], canvas: CanvasSize): Map<string, AreaWarnings> {
  const overlapping = areas.map(() => [] as number[]);
  for (const [i, j] of overlappingPairs(areas.map((a) => a.bounds))) {
    overlapping[i].push(areas[j].number);
    overlapping[j].push(areas[i].number);
  }
  return new Map(
    areas.map((area, i) => [
      area.key,
      {
        overlapsWith: overlapping[i].sort((a, b) => a - b),
        outside: area.bounds !== undefined && isOutside(area.bounds, canvas),
        missing: area.bounds === undefined,
      },
    ]),
  );
}

/** Whether there is anything to warn about. */
export const hasWarning = (w: AreaWarnings | undefined): boolean =>
  w !== undefined && (w.outside || w.overlapsWith.length > 0);
