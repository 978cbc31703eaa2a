import { describe, expect, it } from 'vitest';
import { readImage } from '../media/image.ts';
import { encodePng } from '../media/png.ts';
import { grid } from './seed-richmenus.ts';

describe('the demo rich menus’ layout', () => {
  it('splits the 2500-wide canvas into cells that tile it exactly', () => {
    expect(grid(843, [3])).toEqual([
      { x: 0, y: 0, width: 833, height: 843 },
      { x: 833, y: 0, width: 834, height: 843 },
      { x: 1667, y: 0, width: 833, height: 843 },
    ]);
    const cells = grid(1686, [1, 3]);
    expect(cells.map((c) => c.width * c.height).reduce((a, b) => a + b)).toBe(2500 * 1686);
    expect(cells.every((c) => c.x + c.width <= 2500 && c.y + c.height <= 1686)).toBe(true);
  });

  it('makes images the upload would accept, small enough to seed at every start', () => {
    const png = encodePng(
      2500,
      1686,
      '#F5F5F5',
      grid(1686, [3, 3]).map((c) => ({ ...c, color: '#1E88E5' })),
    );
    expect(readImage(png)).toEqual({ format: 'png', width: 2500, height: 1686 });
    expect(png.length).toBeLessThan(64 * 1024);
  });
});
