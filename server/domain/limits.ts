/**
 * The server's bounds on what one request may cost. The check here is one linear pass over the raw text, with no
 * recursion, so a hostile body is refused for about the cost of reading it.
 */

/** The deepest nesting of arrays and objects a JSON body (or a JSON string field in a form post) may have. */
export const MAX_JSON_DEPTH = 64;
/** The most blocks one list may hold (a document's list, or an or-group's conditions). */
export const MAX_BLOCKS_PER_LIST = 500;
/** The most blocks a whole document may hold, nested lists included. */
export const MAX_BLOCKS_PER_DOCUMENT = 2000;
/** The most issues an error answer lists; the rest are counted in one last line (他N件). */
export const MAX_ANSWERED_ISSUES = 100;

/**
 * The most entries one array or object of a JSON body may hold. Far above any list a valid request holds (500
 * blocks, 500 choices), it lets a body of 95,000 tiny blocks be refused before JSON.parse builds them (about 20 ms
 * of a blocked event loop for 1 MiB).
 */
export const MAX_JSON_ENTRIES = 10_000;

/** The refusal of a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `送信内容の入れ子が深すぎます(上限 ${MAX_JSON_DEPTH}段)`;
/** The refusal of a body with an array or object of more than MAX_JSON_ENTRIES entries. */
export const TOO_MANY_ENTRIES_MESSAGE = `送信内容の一覧が長すぎます(上限 ${MAX_JSON_ENTRIES}件)`;

/**
 * Why JSON text must be refused before it is parsed, if it must: nesting of arrays and objects deeper than
 * `depth`, or an array or object of more than `entries` entries. One pass over the characters, strings skipped
 * (a bracket or comma inside a string does not count). It does not validate the JSON; JSON.parse does that after.
 *
 * @example jsonTextRefusal('[[[1]]]', { depth: 2 }) // '送信内容の入れ子が深すぎます(上限 64段)'
 * @example jsonTextRefusal('{"a":"[[[["}') // undefined
 */
export function jsonTextRefusal(
  text: string,
  limits: { depth?: number; entries?: number } = {},
): string | undefined {
  const maxDepth = limits.depth ?? MAX_JSON_DEPTH;
  const maxCommas = (limits.entries ?? MAX_JSON_ENTRIES) - 1;
  // Commas seen in the open container at each depth: entries = commas + 1.
  const commas = new Int32Array(maxDepth + 2);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x2c /* , */) {
      if (++commas[depth] > maxCommas) return TOO_MANY_ENTRIES_MESSAGE;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return TOO_DEEP_MESSAGE;
      commas[depth] = 0;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (depth > 0) depth--;
    }
  }
  return undefined;
}
