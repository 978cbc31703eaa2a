import type { Lang } from '../../engine/core/index.ts';

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
