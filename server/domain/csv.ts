/**
 * CSV for operators' spreadsheets: every cell quoted (quotes doubled), rows ended by CRLF, and a cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) prefixed with an
 * apostrophe, so a friend named `=HYPERLINK(…)` stays text (OWASP "CSV injection").
 *
 * @example csvRow(['ID', '=1+1', '佐藤 "花子"']) // '"ID","\'=1+1","佐藤 ""花子"""\r\n'
 */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** One quoted cell. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The byte-order mark that makes Excel read a UTF-8 CSV as UTF-8 (Japanese names otherwise garble). */
export const CSV_BOM = '\uFEFF';
