/**
 * The server's bounds on what one request may cost. Every check here is one linear pass over the raw text or
 * the parsed value, with no recursion, so a hostile body is refused for about the cost of reading it.
 */

/** The deepest nesting of arrays and objects a JSON body (or a JSON string field in a form post) may have. */
export const MAX_JSON_DEPTH = 64;
/** The most blocks one list may hold (a document's list, or an or-group's conditions). */
export const MAX_BLOCKS_PER_LIST = 500;
/** The most blocks a whole document may hold, nested lists included. */
export const MAX_BLOCKS_PER_DOCUMENT = 2000;
/** The most issues an error answer lists; the rest are counted in one last line (他N件). */
export const MAX_ANSWERED_ISSUES = 100;

/** The refusal of a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `送信内容の入れ子が深すぎます(上限 ${MAX_JSON_DEPTH}段)`;

/**
 * True when JSON text nests arrays and objects deeper than `max`: one pass over the characters, strings skipped
 * (a bracket inside a string does not count). It does not validate the JSON; JSON.parse does that afterwards.
 *
 * @example jsonTextTooDeep('[[[1]]]', 2) // true
 * @example jsonTextTooDeep('{"a":"[[[["}', 2) // false
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
