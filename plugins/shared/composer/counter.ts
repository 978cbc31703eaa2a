/**
 * The message counter and where a sent message is split (spec 000 §5.3 "counter maximum 4500", §9 "split when
 * sent above about 4,500"). The text as written is at most 4,500 characters (the schema's maxLength, counted as
 * JSON Schema counts: code points); a message can still grow past that when its placeholders are filled in (a
 * long-text friend info holds up to 20,000), and is then sent as several messages: the preview shows where.
 */

/** The most characters one message holds (spec 000 §9). */
export const MESSAGE_LIMIT = 4500;

/**
 * The length of a text as the limit counts it: code points, so an emoji of one surrogate pair counts 1.
 *
 * @example messageLength('😀a') // 2
 */
export function messageLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/**
 * The messages a text is sent as: pieces of at most `limit` code points, each cut after the last line break of
 * its second half when there is one (a line stays whole), else at the limit; a surrogate pair is never cut.
 * A text within the limit is one piece.
 *
 * @example splitMessage('ab\ncd', 4) // ['ab\n', 'cd']
 */
export function splitMessage(text: string, limit: number = MESSAGE_LIMIT): string[] {
  const points = [...text];
  const pieces: string[] = [];
  let start = 0;
  while (points.length - start > limit) {
    let end = start + limit;
    const lineEnd = points.lastIndexOf('\n', end - 1);
    if (lineEnd >= start + Math.ceil(limit / 2)) end = lineEnd + 1;
    pieces.push(points.slice(start, end).join(''));
    start = end;
  }
  pieces.push(points.slice(start).join(''));
  return pieces;
}
