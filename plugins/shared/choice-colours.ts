/**
 * The colours of a choice-type field's choices (spec 000 §3.2, §9): a fixed palette of 24, the default white,
 * and the text colour a chip drawn in one of them takes. Plain data and arithmetic: the console draws the
 * palette and the chips, the server only checks the #RRGGBB form.
 */

/** A choice's colour when none was picked (spec 000 §3.2). */
export const CHOICE_DEFAULT_COLOUR = '#FFFFFF';

/** Text on a light chip. */
export const CHOICE_DARK_TEXT = '#212121';

/** Text on a dark chip. */
export const CHOICE_LIGHT_TEXT = '#FFFFFF';

/** Below this brightness a chip's text turns white (spec 000 §9). */
export const CHOICE_BRIGHTNESS_THRESHOLD = 186;

/**
 * The 24 fixed colours, upper-case #RRGGBB, in the order the palette shows them: twelve light ones (dark text)
 * then twelve dark ones (white text). Each reaches a WCAG contrast of at least 4.5:1 with the text colour the
 * brightness rule gives it (a unit test checks), so a chip stays readable whichever is picked.
 */
export const CHOICE_PALETTE = [
  '#FFFFFF',
  '#EEEEEE',
  '#BDBDBD',
  '#FFCDD2',
  '#F8BBD0',
  '#E1BEE7',
  '#BBDEFB',
  '#B2EBF2',
  '#C8E6C9',
  '#F0F4C3',
  '#FFF59D',
  '#FFE0B2',
  '#616161',
  '#212121',
  '#C62828',
  '#AD1457',
  '#6A1B9A',
  '#4527A0',
  '#1565C0',
  '#00695C',
  '#2E7D32',
  '#33691E',
  '#BF360C',
  '#5D4037',
] as const;

const HEX = /^#([0-9A-Fa-f]{6})$/;

/**
 * The perceived brightness of a #RRGGBB colour, 0 (black) to 255 (white): (R×299 + G×587 + B×114) / 1000. A
 * text that is not #RRGGBB counts as the default white (what the server stores for it).
 *
 * @example brightness('#FFFFFF') // 255
 */
export function brightness(hex: string): number {
  const match = HEX.exec(hex.trim());
  const value = Number.parseInt(match ? match[1] : 'FFFFFF', 16);
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * The text colour on a chip of `hex`: white below brightness 186, else dark (spec 000 §9).
 *
 * @example textColourOn('#2196F3') // '#FFFFFF'
 */
export function textColourOn(hex: string): string {
  return brightness(hex) < CHOICE_BRIGHTNESS_THRESHOLD ? CHOICE_LIGHT_TEXT : CHOICE_DARK_TEXT;
}
