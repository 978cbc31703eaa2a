import type { PluginContext } from './context.ts';

/** How long names and texts get in summaries (spec 000 §9). */
export const SUMMARY_LIMITS = { nameChars: 10, textWidth: 10, listItems: 3 } as const;

const ELLIPSIS = '…';

/** Display width of one character: full-width (CJK, kana, full-width forms) counts 2, others 1. */
export function charWidth(char: string): 1 | 2 {
  const code = char.codePointAt(0) ?? 0;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    // Regional indicators: two make a flag, drawn as an emoji.
    (code >= 0x1f1e6 && code <= 0x1f1ff) ||
    code >= 0x1f300;
  return wide ? 2 : 1;
}

let segmenter: Intl.Segmenter | undefined;

/**
 * A character that can join the one before it into one grapheme: a combining mark (Japanese dakuten U+3099 too),
 * ZWJ, a variation selector, a regional indicator (flags), a skin tone, a tag character, a conjoining Hangul jamo.
 * Text without any is one grapheme per code point, and a cut needs no segmenter: Chromium's first
 * `Intl.Segmenter` costs about 10 ms and each message about 40 µs (a 100-effect action's summaries).
 */
const MAY_JOIN =
  /\p{M}|\u200D|\uFE0E|\uFE0F|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]/u;

/**
 * The characters a reader sees (grapheme clusters): an emoji joined by ZWJ (👨‍👩‍👧‍👦), a flag, a letter with its
 * combining marks or a variation selector is one, so a cut never splits it.
 *
 * @example graphemes('👨‍👩‍👧‍👦a') // ['👨‍👩‍👧‍👦', 'a']
 */
export function graphemes(text: string): string[] {
  return Array.from(charactersOf(text, text.length));
}

/**
 * The text's graphemes one at a time (a cut stops early on a long message): its code points when the first
 * `reach` UTF-16 units hold nothing that joins (all a cut of that reach can read), else the segmenter's.
 */
function charactersOf(text: string, reach: number): Iterable<string> {
  if (!MAY_JOIN.test(text.length > reach ? text.slice(0, reach) : text)) return text;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segments = segmenter.segment(text);
  return {
    *[Symbol.iterator]() {
      for (const part of segments) yield part.segment;
    },
  };
}

/**
 * Cuts a text at `width` display units (full-width counts 2, a grapheme by its first code point), adding an
 * ellipsis when cut, never inside a grapheme. Line breaks become spaces so a summary stays on one line.
 *
 * @example truncateWidth('こんにちは世界', 10) // 'こんにちは…'
 * @example truncateWidth('hello', 10) // 'hello'
 */
export function truncateWidth(text: string, width: number = SUMMARY_LIMITS.textWidth): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let used = 0;
  let out = '';
  // Each character is at least one unit wide and at most two UTF-16 units long: a cut reads 2 × (width + 1).
  for (const char of charactersOf(flat, 2 * width + 4)) {
    // U+FE0F asks for the emoji presentation (❤️): drawn full width whatever its first code point.
    used += char.includes('\uFE0F') ? 2 : charWidth(char);
    if (used > width) return out + ELLIPSIS;
    out += char;
  }
  return out;
}

/**
 * Cuts a name to `max` characters (graphemes: what a reader counts) with an ellipsis.
 *
 * @example truncateName('とても長いタグの名前です', 10) // 'とても長いタグの名前…'
 */
export function truncateName(name: string, max: number = SUMMARY_LIMITS.nameChars): string {
  const chars = graphemes(name);
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : name;
}

/** The placeholder for an item that was deleted but is still referred to. */
export const DELETED_ITEM = { ja: '(削除済み)', en: '(deleted)' } as const;

/**
 * The display name of a referred item through the context: its cut name, the deleted placeholder, or the bare
 * id when the item is not loaded.
 *
 * @example itemName(ctx, 'tag', 3) // '『VIP』' style callers add quotes; this returns 'VIP'
 */
export function itemName(ctx: PluginContext, kind: string, id: unknown): string {
  const item = ctx.item(kind, id);
  if (item === null) return DELETED_ITEM[ctx.lang];
  if (item === undefined) return `ID:${String(id)}`;
  return truncateName(item.name);
}

/**
 * Joins names, showing at most `max` and then "他N件" ("N more").
 *
 * @example listWithMore(['A', 'B', 'C', 'D', 'E']) // 'A、B、C 他2件'
 */
export function listWithMore(
  names: readonly string[],
  max: number = SUMMARY_LIMITS.listItems,
  lang: 'ja' | 'en' = 'ja',
): string {
  const shown = names.slice(0, max).join(lang === 'ja' ? '、' : ', ');
  const rest = names.length - max;
  if (rest <= 0) return shown;
  return lang === 'ja' ? `${shown} 他${rest}件` : `${shown} and ${rest} more`;
}

/**
 * Names of several referred items, cut and joined with "他N件".
 *
 * @example itemNames(ctx, 'tag', [1, 2, 3, 4]) // 'VIP、新規、休眠 他1件'
 */
export function itemNames(ctx: PluginContext, kind: string, ids: readonly unknown[]): string {
  return listWithMore(
    ids.map((id) => itemName(ctx, kind, id)),
    SUMMARY_LIMITS.listItems,
    ctx.lang,
  );
}
