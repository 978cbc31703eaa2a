/**
 * How friend names are compared by the name search (docs/decisions/friend-name-fold.md): NFKC, then lower case.
 * NFKC makes full-width letters and digits half-width (Ｓａｔｏ → Sato) and half-width katakana full-width
 * (ｻﾄｳ → サトウ, ﾊﾟ → パ); lower case then makes Sato and SATO one. The stored names keep what was written; the
 * search reads `friends.name_folded` and `friends.name_grams`, both written from the folded names by whoever
 * writes a name (`nameIndexColumns`), and folds the query the same way.
 */

/**
 * A text as the search compares it. NFKC again after lower-casing: a lower case letter is not always NFKC
 * (rare, but then the query and the stored name still fold alike).
 *
 * @example foldName('Ｓａｔｏ ｻﾄｳ') // 'sato サトウ'
 */
export function foldName(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKC');
}

/** Characters SQLite's friends_grams tokenizer keeps in words (its `categories`); the rest separate words. */
export const WORD_CHAR = /^[\p{L}\p{N}\p{Co}\p{M}\p{S}\p{P}]$/u;

/**
 * The words of the friends_grams index for some names: every character and every pair of adjacent characters
 * that are both word characters, of the folded names, each once.
 *
 * @example nameGrams(['佐藤 花子', 'Ｓａｔｏ']) // '佐 佐藤 藤 花 花子 子 s sa a at t to o'
 */
export function nameGrams(names: readonly string[]): string {
  const grams = new Set<string>();
  for (const name of names) {
    const chars = [...foldName(name)];
    chars.forEach((char, i) => {
      if (!WORD_CHAR.test(char)) return;
      grams.add(char);
      const next = chars[i + 1];
      if (next !== undefined && WORD_CHAR.test(next)) grams.add(char + next);
    });
  }
  return [...grams].join(' ');
}

/**
 * The search columns of a friend's three names: `name_folded` (the folded names, one a line: a search has no
 * line break, so it never matches across two names) and `name_grams`. Written with every name change.
 *
 * @example nameIndexColumns('Ｓａｔｏ', '', 'ﾊﾅ') // { name_folded: 'sato\n\nハナ', name_grams: 's sa … ハ ハナ ナ' }
 */
export function nameIndexColumns(
  name: string,
  shortName: string,
  nickname: string,
): { name_folded: string; name_grams: string } {
  return {
    name_folded: [name, shortName, nickname].map(foldName).join('\n'),
    name_grams: nameGrams([name, shortName, nickname]),
  };
}
