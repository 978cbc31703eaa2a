/**
 * The canvas's words, Japanese and English, kept beside it rather than in app/i18n.ts: the canvas is the
 * console's own part and nothing else uses them. Where spec 001 gives no text, the choice is listed in
 * docs/decisions/richmenu-canvas.md.
 */
import type { Bounds } from '../../../documents/richmenu.ts';
import { useI18n } from '../../page-i18n.ts';

/** One number the 領域設定 dialog changed to fit the area into the image. */
export interface BoundsChange {
  label: string;
  from: number;
  to: number;
}

const ja = {
  placeholder: '画像を選択するとボタンの領域を描けます',
  canvasLabel: 'リッチメニューの画像とボタンの領域',
  button: (n: number) => `ボタン${n}`,
  boundsDialog: '領域設定',
  x: 'X',
  y: 'Y',
  width: '幅',
  height: '高さ',
  ok: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
  overlapsWith: (numbers: readonly number[]) =>
    `${numbers.map((n) => `ボタン${n}`).join('、')}と重なっています`,
  outside: '画像の範囲からはみ出しています',
  missing: '領域が設定されていません',
  position: (b: Bounds) => `X ${b.x}、Y ${b.y}、幅 ${b.width}、高さ ${b.height}`,
  created: (b: Bounds) => `新しい領域を描きました: X ${b.x}、Y ${b.y}、幅 ${b.width}、高さ ${b.height}`,
  keyboardHelp:
    '矢印キーで移動(Shiftで10ピクセル)、Alt+矢印キーで幅と高さを変更、Enterで領域設定。画像の空いた所をドラッグすると新しい領域を描けます。',
  listLabel: 'ボタンの領域',
  zeroClosesHint: '幅か高さを0にすると、保存せずに閉じます。',
  adjusted: (changes: readonly BoundsChange[]) =>
    `画像に収まるように調整しました: ${changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join('、')}。この値でよければ、もう一度OKを押してください。`,
  templates: {
    'large-6-grid': '6分割(3列×2段)',
    'large-4-top-3': '4分割(上1・下3)',
    'large-4-grid': '4分割(2列×2段)',
    'large-3-top-2': '3分割(上1・下2)',
    'large-2-columns': '2分割(左右)',
    'large-2-rows': '2分割(上下)',
    'large-1': '1分割',
    'compact-3-columns': '3分割(3列)',
    'compact-2-columns': '2分割(左右)',
    'compact-2-narrow-wide': '2分割(左1/3・右2/3)',
    'compact-1': '1分割',
  } as Record<string, string>,
};

export type CanvasTexts = typeof ja;

const en: CanvasTexts = {
  placeholder: 'Choose an image to draw the buttons’ areas',
  canvasLabel: 'Rich-menu image and button areas',
  button: (n) => `Button ${n}`,
  boundsDialog: 'Area settings',
  x: 'X',
  y: 'Y',
  width: 'Width',
  height: 'Height',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  overlapsWith: (numbers) => `Overlaps ${numbers.map((n) => `button ${n}`).join(', ')}`,
  outside: 'Reaches outside the image',
  missing: 'No area set',
  position: (b) => `X ${b.x}, Y ${b.y}, width ${b.width}, height ${b.height}`,
  created: (b) => `New area drawn: X ${b.x}, Y ${b.y}, width ${b.width}, height ${b.height}`,
  keyboardHelp:
    'Arrow keys move (Shift: 10 pixels), Alt+arrow keys change width and height, Enter opens the area settings. Drag on empty image space to draw a new area.',
  listLabel: 'Button areas',
  zeroClosesHint: 'A width or height of 0 closes without saving.',
  adjusted: (changes) =>
    `Adjusted to fit the image: ${changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join(', ')}. Press OK again to use these values.`,
  templates: {
    'large-6-grid': '6 areas (3 × 2)',
    'large-4-top-3': '4 areas (1 above, 3 below)',
    'large-4-grid': '4 areas (2 × 2)',
    'large-3-top-2': '3 areas (1 above, 2 below)',
    'large-2-columns': '2 areas (left, right)',
    'large-2-rows': '2 areas (top, bottom)',
    'large-1': '1 area',
    'compact-3-columns': '3 areas (3 columns)',
    'compact-2-columns': '2 areas (left, right)',
    'compact-2-narrow-wide': '2 areas (1/3 left, 2/3 right)',
    'compact-1': '1 area',
  },
};

/**
 * The canvas's texts in the console's language.
 *
 * @example const texts = useCanvasTexts(); texts.button(2) // ボタン2
 */
export function useCanvasTexts(): CanvasTexts {
  return useI18n().lang === 'en' ? en : ja;
}

/**
 * The warnings of one area as sentences, for its visible badge and its accessible name.
 *
 * @example warningTexts({ overlapsWith: [2], outside: true, missing: false }, texts)
 * // ['ボタン2と重なっています', '画像の範囲からはみ出しています']
 */
export function warningTexts(
  warnings: { overlapsWith: readonly number[]; outside: boolean } | undefined,
  texts: CanvasTexts,
): string[] {
  if (!warnings) return [];
  return [
    ...(warnings.overlapsWith.length > 0 ? [texts.overlapsWith(warnings.overlapsWith)] : []),
    ...(warnings.outside ? [texts.outside] : []),
  ];
}
