import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Bounds,
  boundsFromDrag,
  type CanvasSize,
  canvasOf,
  clampBounds,
  fitBounds,
  growBounds,
  isOutside,
  moveBounds,
  overlappingPairs,
  RESIZE_HANDLES,
  resizeBounds,
  richMenuTemplates,
} from './geometry.ts';

/** The promises the canvas relies on, for any input. Fixed seed so a failure reproduces. */
const options = { seed: 20261125, numRuns: 500 };

const canvas = fc.constantFrom(canvasOf(1686), canvasOf(843));
// Pointer positions and amounts well past the canvas on every side, fractional as pointer maths gives them.
const coordinate = fc.double({ min: -4000, max: 6000, noNaN: true });
const point = fc.record({ x: coordinate, y: coordinate });
const amount = fc.integer({ min: -4000, max: 4000 });
const anyBounds = fc.record({ x: coordinate, y: coordinate, width: coordinate, height: coordinate });
const grid = fc.constantFrom(0, 1, 10, 50, 100);

const fitsInside = (b: Bounds, c: CanvasSize) =>
  Number.isInteger(b.x) &&
  Number.isInteger(b.y) &&
  Number.isInteger(b.width) &&
  Number.isInteger(b.height) &&
  b.width >= 1 &&
  b.height >= 1 &&
  !isOutside(b, c);

describe('geometry properties', () => {
  it('a drag gives whole-pixel bounds inside the canvas, or nothing', () => {
    fc.assert(
      fc.property(point, point, canvas, grid, (start, end, c, g) => {
        const drawn = boundsFromDrag(start, end, c, g);
        return drawn === null || fitsInside(drawn, c);
      }),
      options,
    );
  });

  it('clamping is inside and idempotent', () => {
    fc.assert(
      fc.property(anyBounds, canvas, (b, c) => {
        const once = clampBounds(b, c);
        expect(fitsInside(once, c)).toBe(true);
        expect(clampBounds(once, c)).toEqual(once);
      }),
      options,
    );
  });

  it('fitting is inside, idempotent and keeps any size the image holds', () => {
    fc.assert(
      fc.property(anyBounds, canvas, (b, c) => {
        const fitted = fitBounds(b, c);
        expect(fitsInside(fitted, c)).toBe(true);
        expect(fitBounds(fitted, c)).toEqual(fitted);
        if (b.width >= 1 && b.width <= c.width && Number.isInteger(b.width))
          expect(fitted.width).toBe(b.width);
        if (b.height >= 1 && b.height <= c.height && Number.isInteger(b.height))
          expect(fitted.height).toBe(b.height);
      }),
      options,
    );
  });

  it('moving, resizing and growing stay inside', () => {
    fc.assert(
      fc.property(
        anyBounds,
        amount,
        amount,
        fc.constantFrom(...RESIZE_HANDLES),
        canvas,
        grid,
        (b, dx, dy, handle, c, g) => {
          const start = clampBounds(b, c);
          const moved = moveBounds(start, dx, dy, c, g);
          expect(fitsInside(moved, c)).toBe(true);
          expect([moved.width, moved.height]).toEqual([start.width, start.height]);
          expect(fitsInside(resizeBounds(b, handle, dx, dy, c, g), c)).toBe(true);
          expect(fitsInside(growBounds(start, dx, dy, c), c)).toBe(true);
        },
      ),
      options,
    );
  });

  it('every template covers its canvas exactly', () => {
    for (const height of [1686, 843]) {
      const c = canvasOf(height);
      for (const template of richMenuTemplates(height)) {
        const areas = template.areas;
        expect(areas).toHaveLength(template.areaCount);
        expect(areas.every((a) => fitsInside(a, c))).toBe(true);
        expect(overlappingPairs(areas)).toEqual([]);
        const covered = areas.reduce((sum, a) => sum + a.width * a.height, 0);
        expect(covered, template.key).toBe(c.width * c.height);
      }
    }
  });
});
