/**
 * Markdown building blocks for the generated reference. Every text that comes from a plugin, a schema or the
 * message catalogue goes through `text` (or `code`/`fence`), so an operator- or plugin-written title can neither
 * break a table nor reach a reader's browser as HTML.
 */

const MARKDOWN_PUNCTUATION = /[\\`*_[\]#|~]/g;

/**
 * Escapes text for Markdown prose and table cells: `<`, `>` and `&` become entities (never raw HTML), Markdown
 * punctuation and the table pipe are backslash-escaped, and line breaks become spaces so a cell stays one row.
 *
 * @example text('A | <img src=x>') // 'A \\| &lt;img src=x&gt;'
 */
export function text(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, '\\$&')
    .replace(/\r\n|\r|\n/g, ' ');
}

/**
 * An inline code span that survives any content: the backtick fence is longer than any backtick run inside, and
 * pipes are escaped so it can sit in a table cell (GFM removes the backslash there).
 *
 * @example code('delay_type') // '`delay_type`'
 */
export function code(value: unknown): string {
  const content = String(value)
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/\|/g, '\\|');
  const fence = '`'.repeat(longestRun(content, '`') + 1);
  const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/**
 * A fenced code block whose fence is longer than any backtick run in the content.
 *
 * @example fence('{ "type": 1 }', 'json') // '```json\n{ "type": 1 }\n```'
 */
export function fence(content: string, lang = ''): string {
  const marks = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
  return `${marks}${lang}\n${content}\n${marks}`;
}

/**
 * A JSON value as inline code (for table cells), or an em dash when undefined.
 *
 * @example jsonCode([1, 2]) // '`[1,2]`'
 */
export function jsonCode(value: unknown): string {
  return value === undefined ? '—' : code(JSON.stringify(value));
}

/**
 * A GFM table. Cells must already be escaped (`text`, `code`, links); an empty cell shows an em dash.
 *
 * @example table(['Code', 'Text'], [[code('required'), text('必須')]])
 */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell || '—').join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A relative Markdown link with escaped link text.
 *
 * @example link('テキスト送信', '1-text.md') // '[テキスト送信](1-text.md)'
 */
export function link(label: string, href: string): string {
  return `[${text(label)}](${encodeURI(href)})`;
}

/**
 * Joins blocks (paragraphs, tables, code) with blank lines and ends the page with one newline.
 *
 * @example page(['# Title', 'Body']) // '# Title\n\nBody\n'
 */
export function page(blocks: readonly (string | false | undefined)[]): string {
  return `${blocks.filter((block): block is string => typeof block === 'string' && block !== '').join('\n\n')}\n`;
}

/**
 * JSON for reading: two-space indentation like `JSON.stringify(value, null, 2)`, but arrays of plain values stay
 * on one line when short.
 *
 * @example prettyJson({ tag_ids: [1, 2] }) // '{\n  "tag_ids": [1, 2]\n}'
 */
export function prettyJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const line = `[${value.map((item) => JSON.stringify(item) ?? 'null').join(', ')}]`;
      if (line.length <= 80) return line;
    }
    return `[\n${value.map((item) => inner + prettyJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(
      ([, item]) => item !== undefined && typeof item !== 'function',
    );
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${prettyJson(item, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function longestRun(content: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of content) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
