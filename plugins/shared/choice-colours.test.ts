import { describe, expect, it } from 'vitest';
import {
  brightness,
  CHOICE_DARK_TEXT,
  CHOICE_DEFAULT_COLOUR,
  CHOICE_LIGHT_TEXT,
  CHOICE_PALETTE,
  textColourOn,
} from './choice-colours.ts';

/** WCAG 2 relative luminance and contrast ratio, to hold the palette to 4.5:1. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((value >> 16) & 0xff) +
    0.7152 * channel((value >> 8) & 0xff) +
    0.0722 * channel(value & 0xff)
  );
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('choice colours (spec 000 §9)', () => {
  it('weighs red, green and blue 299, 587 and 114 per thousand', () => {
    expect(brightness('#FFFFFF')).toBe(255);
    expect(brightness('#000000')).toBe(0);
    expect(brightness('#FF0000')).toBeCloseTo(76.245);
    expect(brightness('#00FF00')).toBeCloseTo(149.685);
    expect(brightness('#0000FF')).toBeCloseTo(29.07);
    expect(brightness('#ff0000')).toBeCloseTo(76.245);
  });

  it('turns the text white below brightness 186, dark from 186 on', () => {
    // Greys: brightness is the channel value itself.
    expect(brightness('#B9B9B9')).toBe(185);
    expect(textColourOn('#B9B9B9')).toBe(CHOICE_LIGHT_TEXT);
    expect(brightness('#BABABA')).toBe(186);
    expect(textColourOn('#BABABA')).toBe(CHOICE_DARK_TEXT);
    expect(CHOICE_LIGHT_TEXT).toBe('#FFFFFF');
    expect(CHOICE_DARK_TEXT).not.toBe('#FFFFFF');
  });

  it('reads a text that is not #RRGGBB as the default white', () => {
    expect(brightness('red')).toBe(255);
    expect(textColourOn('')).toBe(CHOICE_DARK_TEXT);
  });

  it('has 24 distinct upper-case colours, the default white first, each readable with its text colour', () => {
    expect(CHOICE_PALETTE).toHaveLength(24);
    expect(new Set(CHOICE_PALETTE).size).toBe(24);
    expect(CHOICE_PALETTE[0]).toBe(CHOICE_DEFAULT_COLOUR);
    for (const colour of CHOICE_PALETTE) {
      expect(colour).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrast(colour, textColourOn(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
