import {
  itemName,
  type Lang,
  listWithMore,
  type PluginContext,
  SUMMARY_LIMITS,
  truncateWidth,
} from '../../../engine/core/index.ts';

/**
 * Summary pieces of the conditions (spec 000 §9 truncation, applied to spec 001's conditions): item names in
 * 『』 cut to 10 characters, free text in 「」 cut at 10 width units, at most 3 names then 他N件. In English
 * (`lang: 'en'`, the console's English UI) both quote with "…", joined with commas, then "and N more".
 */

/** A name in 『』 ("…" in English). @example quoteName('VIP') // '『VIP』' */
export const quoteName = (name: string, lang: Lang = 'ja'): string =>
  lang === 'en' ? `"${name}"` : `『${name}』`;

/** A typed text in 「」 ("…" in English), cut at 10 width units. @example quoteText('こんにちは世界') // '「こんにちは…」' */
export const quoteText = (text: string, lang: Lang = 'ja'): string =>
  lang === 'en' ? `"${truncateWidth(text)}"` : `「${truncateWidth(text)}」`;

/**
 * Quoted names joined without separators, then 他N件 past three; in English with commas, then "and N more".
 *
 * @example joinQuoted(['VIP', '新規', 'A', 'B']) // '『VIP』『新規』『A』他1件'
 * @example joinQuoted(['VIP', 'New'], undefined, 'en') // '"VIP", "New"'
 */
export function joinQuoted(
  names: readonly string[],
  quote: (name: string, lang: Lang) => string = quoteName,
  lang: Lang = 'ja',
): string {
  const shown = names.slice(0, SUMMARY_LIMITS.listItems).map((name) => quote(name, lang));
  const rest = names.length - SUMMARY_LIMITS.listItems;
  if (lang === 'en') return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
  return rest > 0 ? `${shown.join('')}他${rest}件` : shown.join('');
}

/**
 * The quoted names of referred items, in the context's language: cut names, (削除済み) for deleted ones, ID:n
 * for ones not loaded.
 *
 * @example quotedItems(ctx, 'tag', [1, 2]) // '『VIP』『新規』'
 */
export function quotedItems(ctx: PluginContext, kind: string, ids: readonly unknown[]): string {
  return joinQuoted(
    ids.map((id) => itemName(ctx, kind, id)),
    quoteName,
    ctx.lang,
  );
}

/** One referred item in 『』 ("…" in English). @example quotedItem(ctx, 'form', 1) */
export function quotedItem(ctx: PluginContext, kind: string, id: unknown): string {
  return quoteName(itemName(ctx, kind, id), ctx.lang);
}

/**
 * The words of a space-separated search text (half- and full-width spaces), empty words dropped.
 *
 * @example searchWords('山田 佐藤　鈴木') // ['山田', '佐藤', '鈴木']
 */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').split(/[\s\u3000]+/).filter((word) => word !== '');
}

/** Plain names joined with 、 and 他N件 (for short labels such as statuses). @example plainList(['A', 'B']) */
export const plainList = (names: readonly string[], lang: Lang = 'ja'): string =>
  listWithMore(names, undefined, lang);
