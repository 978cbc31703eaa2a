/**
 * The rich-menu canvas's geometry, in image pixels of the 2500-wide menu image (spec 001 §9): drawing, clamping,
 * moving and resizing a button's area, snapping, and the checks the canvas warns about. No React, no DOM: the
 * canvas components convert pointer positions to image pixels and call these.
 */
import type { Bounds } from '../../../documents/richmenu.ts';
import { CANVAS_WIDTH } from '../../../plugins/shared/richmenu-actions/common.ts';

export { type RichMenuTemplate, richMenuTemplates } from './templates.ts';
export type { Bounds };

/** The menu image's size in image pixels: 2500 wide, 1686 or 843 high. */
export interface CanvasSize {
  readonly width: number;
  readonly height: number;
}

/** A position in image pixels; may lie outside the canvas (a pointer dragged past the image's edge). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The side (n, s, e, w) or corner a resize handle sits on. */
export type ResizeHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** Every handle, in the order the canvas draws them. */
export const RESIZE_HANDLES: readonly ResizeHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** A new button's width and height (spec 001 §9: default new button bounds 400×400). */
export const DEFAULT_BUTTON_SIZE = 400;

/**
 * The canvas of a menu of the given height.
 *
 * @example canvasOf(843) // { width: 2500, height: 843 }
 */
export const canvasOf = (height: number): CanvasSize => ({ width: CANVAS_WIDTH, height });

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

// NaN or Infinity from an emptied number input becomes 0, so every result stays a whole pixel.
const whole = (value: number): number => (Number.isFinite(value) ? Math.round(value) : 0);

/**
 * The value rounded to the nearest multiple of `grid`; a grid of 0 or less rounds to a whole pixel.
 *
 * @example snapToGrid(137, 50) // 150
 */
export function snapToGrid(value: number, grid: number | undefined): number {
  if (!grid || grid <= 0 || !Number.isFinite(grid)) return whole(value);
  return Math.round(whole(value) / grid) * grid;
}

/**
 * The area fitted into the canvas: x and y kept at 0 or more and inside (spec 001 §5 "Bounds editor"), then the
 * width and height shrunk so the area ends at the edge at most, and at least 1 pixel. Whole pixels.
 * Idempotent: a fitted area comes back unchanged.
 *
 * @example clampBounds({ x: -5, y: 800, width: 3000, height: 100 }, canvasOf(843)) // { x: 0, y: 800, width: 2500, height: 43 }
 */
export function clampBounds(bounds: Bounds, canvas: CanvasSize): Bounds {
  const x = clamp(whole(bounds.x), 0, canvas.width - 1);
  const y = clamp(whole(bounds.y), 0, canvas.height - 1);
  return {
    x,
    y,
    width: clamp(whole(bounds.width), 1, canvas.width - x),
    height: clamp(whole(bounds.height), 1, canvas.height - y),
  };
}

/**
 * The area the 領域設定 dialog saves for typed numbers: the size kept where it fits (capped to the canvas, at
 * least 1 pixel), then x and y moved just enough for the whole area to lie inside (spec 001 §5: x and y at 0 or
 * more and within the canvas). Unlike `clampBounds` it never shrinks an area to make room: 99999 as Y on a
 * 50-high area puts it at the bottom edge, 50 high. Whole pixels; idempotent.
 *
 * @example fitBounds({ x: -100, y: 99999, width: 3000, height: 50 }, canvasOf(1686)) // { x: 0, y: 1636, width: 2500, height: 50 }
 */
export function fitBounds(bounds: Bounds, canvas: CanvasSize): Bounds {
  const width = clamp(whole(bounds.width), 1, canvas.width);
  const height = clamp(whole(bounds.height), 1, canvas.height);
  return {
    x: clamp(whole(bounds.x), 0, canvas.width - width),
    y: clamp(whole(bounds.y), 0, canvas.height - height),
    width,
    height,
  };
}

/**
 * The rectangle drawn from `start` to `end`: either corner may come first (a drag up or left is normalised,
 * spec 001 §5), both are kept inside the canvas and snapped to the grid. A drag of zero width or height (a
 * click) draws nothing: null.
 *
 * @example boundsFromDrag({ x: 500, y: 300 }, { x: 100, y: 100 }, canvasOf(1686)) // { x: 100, y: 100, width: 400, height: 200 }
 */
export function boundsFromDrag(start: Point, end: Point, canvas: CanvasSize, grid = 0): Bounds | null {
  const inside = (p: Point) => ({
    x: clamp(snapToGrid(p.x, grid), 0, canvas.width),
    y: clamp(snapToGrid(p.y, grid), 0, canvas.height),
  });
  const a = inside(start);
  const b = inside(end);
  const width = Math.abs(b.x - a.x);
  const height = Math.abs(b.y - a.y);
  if (width === 0 || height === 0) return null;
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width, height };
}

/**
 * The area moved by (dx, dy) with its size kept; it stops at the canvas's edges. With a grid, the new top-left
 * corner snaps to it.
 *
 * @example moveBounds({ x: 2000, y: 0, width: 400, height: 400 }, 300, 0, canvasOf(843)) // x: 2100
 */
export function moveBounds(bounds: Bounds, dx: number, dy: number, canvas: CanvasSize, grid = 0): Bounds {
  const width = clamp(whole(bounds.width), 1, canvas.width);
  const height = clamp(whole(bounds.height), 1, canvas.height);
  return {
    x: clamp(snapToGrid(bounds.x + dx, grid), 0, canvas.width - width),
    y: clamp(snapToGrid(bounds.y + dy, grid), 0, canvas.height - height),
    width,
    height,
  };
}

/**
 * The area with the edges under `handle` moved by (dx, dy), measured from where the drag began. An edge stops
 * at the canvas's edge; dragged past the opposite edge it becomes that edge (the area flips, as a drawn
 * rectangle does), and the area never gets thinner than 1 pixel. With a grid, the moved edges snap to it.
 *
 * @example resizeBounds({ x: 100, y: 100, width: 400, height: 400 }, 'se', 50, -500, canvasOf(1686)) // { x: 100, y: 0, width: 450, height: 100 }
 */
export function resizeBounds(
  bounds: Bounds,
  handle: ResizeHandle,
  dx: number,
  dy: number,
  canvas: CanvasSize,
  grid = 0,
): Bounds {
  const start = clampBounds(bounds, canvas);
  const edge = (value: number, max: number) => clamp(snapToGrid(value, grid), 0, max);
  let left = start.x;
  let right = start.x + start.width;
  let top = start.y;
  let bottom = start.y + start.height;
  if (handle.includes('w')) left = edge(left + dx, canvas.width);
  if (handle.includes('e')) right = edge(right + dx, canvas.width);
  if (handle.includes('n')) top = edge(top + dy, canvas.height);
  if (handle.includes('s')) bottom = edge(bottom + dy, canvas.height);
  const [x0, x1] = atLeastOnePixel(Math.min(left, right), Math.max(left, right), canvas.width);
  const [y0, y1] = atLeastOnePixel(Math.min(top, bottom), Math.max(top, bottom), canvas.height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

// Edges that met are pulled one pixel apart, away from the canvas's far edge when they met there.
function atLeastOnePixel(low: number, high: number, max: number): [number, number] {
  if (high > low) return [low, high];
  return low < max ? [low, low + 1] : [max - 1, max];
}

/**
 * The area grown (or shrunk, with negative amounts) from its top-left corner by the keyboard: never thinner
 * than 1 pixel, never past the canvas's edge.
 *
 * @example growBounds({ x: 0, y: 0, width: 5, height: 5 }, -10, 0, canvasOf(843)) // width 1
 */
export function growBounds(bounds: Bounds, dWidth: number, dHeight: number, canvas: CanvasSize): Bounds {
  return clampBounds(
    {
      ...bounds,
      width: Math.max(1, whole(bounds.width) + dWidth),
      height: Math.max(1, whole(bounds.height) + dHeight),
    },
    canvas,
  );
}

/**
 * Whether the area reaches past the canvas's edges (or starts before them).
 *
 * @example isOutside({ x: 2400, y: 0, width: 400, height: 400 }, canvasOf(843)) // true
 */
export function isOutside(bounds: Bounds, canvas: CanvasSize): boolean {
  return (
    bounds.x < 0 ||
    bounds.y < 0 ||
    bounds.x + bounds.width > canvas.width ||
    bounds.y + bounds.height > canvas.height
  );
}

/**
 * Whether two areas share some surface (touching edges do not count).
 *
 * @example overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 }) // false
 */
export function overlaps(a: Bounds, b: Bounds): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Every pair of indices (i < j) whose areas overlap; areas not set yet (undefined) overlap nothing.
 *
 * @example overlappingPairs([a, undefined, b]) // [[0, 2]] when a and b overlap
 */
export function overlappingPairs(boundsList: readonly (Bounds | undefined)[]): [number, number][] {
  const pairs: [number, number][] = [];
  boundsList.forEach((a, i) => {
    if (!a) return;
    for (let j = i + 1; j < boundsList.length; j++) {
      const b = boundsList[j];
      if (b && overlaps(a, b)) pairs.push([i, j]);
    }
  });
  return pairs;
}
