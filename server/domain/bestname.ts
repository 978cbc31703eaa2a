/**
 * The real-name guess of POST /api/tunnel/bestname (spec 000 §2.1, §7): from a friend's display name on the
 * messaging service, the text the auto-fill button puts into short_name. Deterministic and local (no lookup):
 * 1. NFKC (full-width letters and digits become half-width, half-width kana full-width);
 * 2. what is inside decoration brackets goes with them: 【…】〖…〗[…]［…］(…)（…）〔…〕<…>《…》〈…〉 hold
 *    labels and emoticons (【公式】, (^^)), not names; quote brackets 「」『』 go, their text stays;
 * 3. emoji, symbols (☆★♪♡→…), and punctuation other than the name's own ・ ' . - go, with joiners and
 *    variation selectors;
 * 4. spaces collapse to one, and the ends are trimmed (of spaces and of a leftover ・ . - ').
 * Nothing left, or no letter left, is a failure: null (the call answers the text `null`).
 *
 * @example bestName('【公式】佐藤 花子☆') // '佐藤 花子'
 * @example bestName('はなこ🌸(^^)') // 'はなこ'
 * @example bestName('★☆★') // null
 */
export function bestName(displayName: string): string | null {
  let text = displayName.normalize('NFKC');
  // Innermost pairs first, repeatedly, so nested decorations go too; an unclosed bracket stays for step 3.
  const decorated =
    /【[^【】]*】|〖[^〖〗]*〗|\[[^[\]]*\]|\([^()]*\)|〔[^〔〕]*〕|<[^<>]*>|《[^《》]*》|〈[^〈〉]*〉/gu;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(decorated, '');
  }
  text = text
    .replace(/\p{Extended_Pictographic}|\p{S}|\u200d|\ufe0e|\ufe0f|\u20e3/gu, '')
    .replace(/[^\P{P}・'.-]/gu, ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s・'.-]+|[\s・'.-]+$/gu, '');
  return /\p{L}/u.test(text) ? text : null;
}
