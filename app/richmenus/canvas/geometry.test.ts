import { describe, expect, it } from 'vitest';
import {
  boundsFromDrag,
  canvasOf,
  clampBounds,
  fitBounds,
  growBounds,
  isOutside,
  moveBounds,
  overlappingPairs,
  resizeBounds,
  richMenuTemplates,
  snapToGrid,
} from './geometry.ts';

const full = canvasOf(1686);
const half = canvasOf(843);

describe('boundsFromDrag', () => {
  it('normalises a drag up and to the left', () => {
    expect(boundsFromDrag({ x: 500, y: 300 }, { x: 100, y: 100 }, full)).toEqual({
      x: 100,
      y: 100,
      width: 400,
      height: 200,
    });
  });

  it('keeps the rectangle inside the canvas and rounds to whole pixels', () => {
    expect(boundsFromDrag({ x: 2400.4, y: 700 }, { x: 2900, y: 1000 }, half)).toEqual({
      x: 2400,
      y: 700,
      width: 100,
      height: 143,
    });
  });

  it('draws nothing for a click or a line', () => {
    expect(boundsFromDrag({ x: 10, y: 10 }, { x: 10, y: 10 }, full)).toBeNull();
    expect(boundsFromDrag({ x: 10, y: 10 }, { x: 300, y: 10.2 }, full)).toBeNull();
    expect(boundsFromDrag({ x: -50, y: 10 }, { x: -10, y: 300 }, full)).toBeNull();
  });

  it('snaps both corners to the grid', () => {
    expect(boundsFromDrag({ x: 12, y: 40 }, { x: 137, y: 260 }, full, 50)).toEqual({
      x: 0,
      y: 50,
      width: 150,
      height: 200,
    });
  });
});

describe('clampBounds', () => {
  it('keeps x and y at 0 or more and shrinks what reaches past the edges', () => {
    expect(clampBounds({ x: -5, y: 800, width: 3000, height: 100 }, half)).toEqual({
      x: 0,
      y: 800,
      width: 2500,
      height: 43,
    });
  });

  it('keeps x and y inside and the size at least 1', () => {
    expect(clampBounds({ x: 9999, y: 9999, width: 0, height: -3 }, half)).toEqual({
      x: 2499,
      y: 842,
      width: 1,
      height: 1,
    });
  });

  it('turns NaN into 0 rather than spreading it', () => {
    expect(clampBounds({ x: Number.NaN, y: 1, width: 10, height: 10 }, half).x).toBe(0);
  });
});

describe('fitBounds (the 領域設定 dialog)', () => {
  it('keeps the size and moves the area inside: never a 1-pixel area for a far Y', () => {
    expect(fitBounds({ x: -100, y: 99999, width: 3000, height: 50 }, full)).toEqual({
      x: 0,
      y: 1636,
      width: 2500,
      height: 50,
    });
  });

  it('caps a size larger than the image and keeps the area at least 1 pixel', () => {
    expect(fitBounds({ x: 2600, y: 700, width: 400, height: 9999 }, half)).toEqual({
      x: 2100,
      y: 0,
      width: 400,
      height: 843,
    });
    expect(fitBounds({ x: 5, y: 5, width: 0, height: -3 }, half)).toEqual({
      x: 5,
      y: 5,
      width: 1,
      height: 1,
    });
  });

  it('leaves an area that fits as it is', () => {
    const inside = { x: 833, y: 843, width: 834, height: 843 };
    expect(fitBounds(inside, full)).toEqual(inside);
  });
});

describe('moveBounds and resizeBounds', () => {
  const box = { x: 100, y: 100, width: 400, height: 400 };

  it('moves with the size kept and stops at the edge', () => {
    expect(moveBounds(box, 5000, -500, half)).toEqual({ x: 2100, y: 0, width: 400, height: 400 });
  });

  it('moves to the grid', () => {
    expect(moveBounds(box, 33, 0, full, 50)).toEqual({ ...box, x: 150 });
  });

  it('resizes each edge by its handle', () => {
    expect(resizeBounds(box, 'e', 50, 99, full)).toEqual({ ...box, width: 450 });
    expect(resizeBounds(box, 'w', 50, 99, full)).toEqual({ ...box, x: 150, width: 350 });
    expect(resizeBounds(box, 'n', 99, -50, full)).toEqual({ ...box, y: 50, height: 450 });
    expect(resizeBounds(box, 'nw', -200, -200, full)).toEqual({ x: 0, y: 0, width: 500, height: 500 });
  });

  it('flips an edge dragged past the opposite one', () => {
    expect(resizeBounds(box, 'se', 50, -500, full)).toEqual({ x: 100, y: 0, width: 450, height: 100 });
  });

  it('never gets thinner than one pixel, even at the far edge', () => {
    expect(resizeBounds(box, 'e', -400, 0, full).width).toBe(1);
    const atEdge = { x: 2400, y: 0, width: 100, height: 100 };
    expect(resizeBounds(atEdge, 'w', 100, 0, full)).toEqual({ x: 2499, y: 0, width: 1, height: 100 });
  });

  it('grows from the top-left corner by the keyboard', () => {
    expect(growBounds(box, 10, -1, full)).toEqual({ ...box, width: 410, height: 399 });
    expect(growBounds({ ...box, width: 5 }, -10, 0, full).width).toBe(1);
    expect(growBounds({ ...box, x: 2400, width: 100 }, 10, 0, full).width).toBe(100);
  });
});

describe('checks', () => {
  it('finds overlapping pairs, not touching ones', () => {
    const a = { x: 0, y: 0, width: 100, height: 100 };
    const b = { x: 100, y: 0, width: 100, height: 100 };
    const c = { x: 50, y: 50, width: 100, height: 100 };
    expect(overlappingPairs([a, b, undefined, c])).toEqual([
      [0, 3],
      [1, 3],
    ]);
  });

  it('tells an area reaching past the edge', () => {
    expect(isOutside({ x: 0, y: 500, width: 100, height: 400 }, half)).toBe(true);
    expect(isOutside({ x: 0, y: 443, width: 2500, height: 400 }, half)).toBe(false);
  });

  it('snaps to the nearest multiple, or to a whole pixel without a grid', () => {
    expect(snapToGrid(137, 50)).toBe(150);
    expect(snapToGrid(124, 50)).toBe(100);
    expect(snapToGrid(12.6, 0)).toBe(13);
  });
});

describe('richMenuTemplates', () => {
  it('has the area counts of spec 001 §9', () => {
    expect(richMenuTemplates(1686).map((t) => t.areaCount)).toEqual([6, 4, 4, 3, 2, 2, 1]);
    expect(richMenuTemplates(843).map((t) => t.areaCount)).toEqual([3, 2, 2, 1]);
    expect(richMenuTemplates(1000)).toEqual([]);
  });

  it('splits 2500 into 833/834/833', () => {
    const [grid] = richMenuTemplates(1686);
    expect(grid.areas.slice(0, 3)).toEqual([
      { x: 0, y: 0, width: 833, height: 843 },
      { x: 833, y: 0, width: 834, height: 843 },
      { x: 1667, y: 0, width: 833, height: 843 },
    ]);
  });
});
