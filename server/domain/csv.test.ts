import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

/** A minimal RFC 4180 reader of one row, to check what a spreadsheet would read back. */
function readRow(line: string): string[] {
  const cells: string[] = [];
  let at = 0;
  while (at < line.length) {
    expect(line[at]).toBe('"');
    let cell = '';
    at++;
    for (;;) {
      if (line[at] === '"' && line[at + 1] === '"') {
        cell += '"';
        at += 2;
      } else if (line[at] === '"') {
        at++;
        break;
      } else cell += line[at++];
    }
    cells.push(cell);
    if (line[at] === ',') at++;
    else break;
  }
  return cells;
}

describe('csv', () => {
  it('quotes every cell, doubles quotes, keeps newlines inside cells, ends rows with CRLF', () => {
    expect(csvRow(['ID', '佐藤 "花子"', 'a\nb', 3, null])).toBe('"ID","佐藤 ""花子""","a\nb","3",""\r\n');
  });

  it('keeps a would-be formula as text', () => {
    for (const text of ['=1+1', '+81', '-3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(text)).toBe(`"'${text}"`);
    expect(csvCell('1=1')).toBe('"1=1"');
  });

  it('reads back every text as written (formula starts aside)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 5 }), (cells) => {
        const back = readRow(csvRow(cells).slice(0, -2));
        expect(back).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));
      }),
    );
  });
});
