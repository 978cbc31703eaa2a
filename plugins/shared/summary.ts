import { type Lang, SUMMARY_LIMITS, truncateWidth } from '../../engine/core/index.ts';
import { labelledSegments, type NameOf } from './placeholder-labels.ts';

/**
 * The language-aware pieces of the plugins' summaries. A summary reads `ctx.lang` (the console's UI language;
 * the server describes in Japanese) and says its sentence in that language; names come through `itemName` /
 * `itemNames`, which already speak both ((削除済み) / (deleted), 他N件 / and N more).
 */

/**
 * A name or text quoted for a summary: 「…」 in Japanese, "…" in English.
 *
 * @example quoteIn('ja', 'VIP') // '「VIP」'
 * @example quoteIn('en', 'VIP') // '"VIP"'
 */
export function quoteIn(lang: Lang, text: string): string {
  return lang === 'en' ? `"${text}"` : `「${text}」`;
}

/**
 * A message text for a summary: placeholders by their labels (「[名前]さん…」), cut at the 10-width rule like
 * any text (`truncateWidth`), except that a label is never cut in two: one that does not fit whole is left out
 * and the ellipsis follows the text before it.
 *
 * @example messageSummary('[name]さん、こんにちは', 'ja') // '[名前]さん…'
 */
export function messageSummary(
  message: string,
  lang: Lang,
  nameOf?: NameOf,
  width: number = SUMMARY_LIMITS.textWidth,
): string {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const parts = labelledSegments(message, lang, nameOf).map((part) => ({ ...part, text: flat(part.text) }));
  const whole = parts
    .map((part) => part.text)
    .join('')
    .trim();
  if (truncateWidth(whole, width) === whole) return whole;
  let out = '';
  for (const part of parts) {
    const next = (out + part.text).trimStart();
    const cut = truncateWidth(next, width);
    if (cut === next.trim()) {
      out = next;
      continue;
    }
    // A label does not fit whole: the text so far, then the ellipsis.
    return part.segment.type === 'text' ? cut : `${out.trimEnd()}…`;
  }
  return out;
}
