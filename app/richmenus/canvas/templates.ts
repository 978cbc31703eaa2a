/**
 * The layout templates of the rich-menu editor (spec 001 §9: for height 1686 seven layouts of 6, 4, 4, 3, 2, 2
 * and 1 areas; for 843 four layouts of 3, 2, 2 and 1), modelled on the official account manager's. Every
 * template's areas cover the canvas exactly: whole pixels, no gap, no overlap. The layouts are listed in
 * docs/decisions/richmenu-canvas.md.
 */
import type { Bounds } from '../../../documents/richmenu.ts';
import { CANVAS_WIDTH } from '../../../plugins/shared/richmenu-actions/common.ts';

/** One layout: its areas in button order (left to right, then top to bottom). */
export interface RichMenuTemplate {
  /** Stable name, e.g. `large-6-grid`; the texts file gives each a label. */
  readonly key: string;
  readonly areaCount: number;
  readonly areas: readonly Bounds[];
}

// Cut points of `total` into `parts` nearly equal whole pieces: 2500 in 3 gives 0, 833, 1667, 2500, so the
// middle piece takes the odd pixel (833/834/833).
const cuts = (total: number, parts: number): number[] =>
  Array.from({ length: parts + 1 }, (_, i) => Math.round((total * i) / parts));

// One row of areas between the given x cut points.
const row = (xs: readonly number[], y: number, height: number): Bounds[] =>
  xs.slice(0, -1).map((x, i) => ({ x, y, width: xs[i + 1] - x, height }));

function largeTemplates(): RichMenuTemplate[] {
  const H = 1686;
  const half = H / 2;
  const thirds = cuts(CANVAS_WIDTH, 3);
  const halves = cuts(CANVAS_WIDTH, 2);
  const whole = [0, CANVAS_WIDTH];
  const layouts: [string, Bounds[]][] = [
    ['large-6-grid', [...row(thirds, 0, half), ...row(thirds, half, half)]],
    ['large-4-top-3', [...row(whole, 0, half), ...row(thirds, half, half)]],
    ['large-4-grid', [...row(halves, 0, half), ...row(halves, half, half)]],
    ['large-3-top-2', [...row(whole, 0, half), ...row(halves, half, half)]],
    ['large-2-columns', row(halves, 0, H)],
    ['large-2-rows', [...row(whole, 0, half), ...row(whole, half, half)]],
    ['large-1', row(whole, 0, H)],
  ];
  return layouts.map(([key, areas]) => ({ key, areaCount: areas.length, areas }));
}

function compactTemplates(): RichMenuTemplate[] {
  const H = 843;
  const layouts: [string, Bounds[]][] = [
    ['compact-3-columns', row(cuts(CANVAS_WIDTH, 3), 0, H)],
    ['compact-2-columns', row(cuts(CANVAS_WIDTH, 2), 0, H)],
    // A narrow third on the left and a wide two thirds on the right (the manager's "1:2" layout).
    ['compact-2-narrow-wide', row([0, cuts(CANVAS_WIDTH, 3)[1], CANVAS_WIDTH], 0, H)],
    ['compact-1', row([0, CANVAS_WIDTH], 0, H)],
  ];
  return layouts.map(([key, areas]) => ({ key, areaCount: areas.length, areas }));
}

/**
 * The templates of a menu of the given height: seven for 1686, four for 843, none for any other height (the
 * document allows only these two).
 *
 * @example richMenuTemplates(843).map((t) => t.areaCount) // [3, 2, 2, 1]
 */
export function richMenuTemplates(height: number): RichMenuTemplate[] {
  if (height === 1686) return largeTemplates();
  if (height === 843) return compactTemplates();
  return [];
}
