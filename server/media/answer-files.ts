/**
 * The files a friend uploads to a form's file item (swatch 560, `file_type` 1 image, 2 PDF, 3 Word, 4 Excel),
 * checked by their CONTENT, never by the name or the Content-Type the browser sent: a text file renamed .pdf,
 * or an Excel book renamed .docx, is refused with a message naming what the item takes. Pure: no I/O.
 */
import { UPLOAD_MAX_BYTES } from '../../engine/machines/upload-rules.ts';
import { IMAGE_CONTENT_TYPES, imageFormat, readImage } from './image.ts';

/** The media kind of files uploaded on an answering page (table media). */
export const FORM_ANSWER_MEDIA_KIND = 'form-answer';

/** The largest file: the spec's media limit (spec 000 §5.1, §9: 10 MB). */
export const ANSWER_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The upload refusals, in Japanese (docs/decisions/form-answers.md). */
export const ANSWER_FILE_MESSAGES = {
  tooLarge: 'ファイルサイズは10MB以下にしてください',
  empty: 'ファイルが空です。別のファイルを選択してください',
  missing: 'ファイルを選択してください',
  multipartOnly: 'ファイルはmultipart/form-data形式のfileフィールドで送信してください',
  notFileItem: 'この項目にはファイルを送信できません',
  1: 'ファイルの内容が画像(PNG・JPEG・GIF)ではありません。画像ファイルを選択してください',
  2: 'ファイルの内容がPDFではありません。PDFファイルを選択してください',
  3: 'ファイルの内容がWord文書(.docx・.doc)ではありません。Wordファイルを選択してください',
  4: 'ファイルの内容がExcelブック(.xlsx・.xls)ではありません。Excelファイルを選択してください',
} as const;

/** The content types stored and served for Office files. */
export const OFFICE_CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;

/** The extension a stored content type is downloaded with. */
export const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  [OFFICE_CONTENT_TYPES.docx]: 'docx',
  [OFFICE_CONTENT_TYPES.doc]: 'doc',
  [OFFICE_CONTENT_TYPES.xlsx]: 'xlsx',
  [OFFICE_CONTENT_TYPES.xls]: 'xls',
};

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = Buffer.from('%PDF-', 'ascii');

const starts = (bytes: Buffer, prefix: Buffer) =>
  bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
const holds = (bytes: Buffer, text: string, encoding: 'latin1' | 'utf16le' = 'latin1') =>
  bytes.includes(Buffer.from(text, encoding));

/**
 * An Office file's kind by its bytes: an OOXML zip (PK\x03\x04) holding `word/` or `xl/` parts (the part names are
 * stored uncompressed in the zip's headers), or an OLE compound file (D0 CF 11 E0 …) holding the WordDocument or
 * Workbook/Book stream (their names are UTF-16 in its directory); else undefined.
 *
 * @example officeKind(docxBytes) // 'docx'
 */
export function officeKind(bytes: Buffer): keyof typeof OFFICE_CONTENT_TYPES | undefined {
  if (starts(bytes, ZIP)) {
    if (holds(bytes, 'word/')) return 'docx';
    if (holds(bytes, 'xl/')) return 'xlsx';
    return undefined;
  }
  if (starts(bytes, OLE)) {
    if (holds(bytes, 'WordDocument', 'utf16le')) return 'doc';
    if (holds(bytes, 'Workbook', 'utf16le') || holds(bytes, 'Book', 'utf16le')) return 'xls';
  }
  return undefined;
}

/** A checked answer file: what to store, or why it is refused (413 too large, 422 otherwise). */
export type AnswerFileCheck =
  | { ok: true; content_type: string; width: number | null; height: number | null }
  | { ok: false; status: 413 | 422; message: string };

/**
 * Checks an uploaded file against the item's file type by its bytes: size first (at most 10 MB, not empty), then
 * the content: image PNG/JPEG/GIF by magic bytes, PDF by `%PDF-`, Word and Excel by the OOXML zip or OLE
 * signature and their parts (see officeKind).
 *
 * @example checkAnswerFile(pngBytes, 1) // { ok: true, content_type: 'image/png', width: 4, height: 2 }
 * @example checkAnswerFile(Buffer.from('hello'), 2) // { ok: false, status: 422, message: 'ファイルの内容がPDFでは…' }
 */
export function checkAnswerFile(bytes: Buffer, fileType: number): AnswerFileCheck {
  if (bytes.length > ANSWER_FILE_MAX_BYTES)
    return { ok: false, status: 413, message: ANSWER_FILE_MESSAGES.tooLarge };
  if (bytes.length === 0) return { ok: false, status: 422, message: ANSWER_FILE_MESSAGES.empty };
  const type = fileType === 2 || fileType === 3 || fileType === 4 ? fileType : 1;
  const refused = { ok: false, status: 422, message: ANSWER_FILE_MESSAGES[type] } as const;
  if (type === 1) {
    const format = imageFormat(bytes);
    if (format !== 'png' && format !== 'jpeg' && format !== 'gif') return refused;
    const size = readImage(bytes);
    const gif = format === 'gif' && bytes.length >= 10;
    return {
      ok: true,
      content_type: IMAGE_CONTENT_TYPES[format],
      width: size?.width ?? (gif ? bytes.readUInt16LE(6) : null),
      height: size?.height ?? (gif ? bytes.readUInt16LE(8) : null),
    };
  }
  if (type === 2)
    return starts(bytes, PDF)
      ? { ok: true, content_type: 'application/pdf', width: null, height: null }
      : refused;
  const kind = officeKind(bytes);
  const wanted = type === 3 ? ['docx', 'doc'] : ['xlsx', 'xls'];
  if (!kind || !wanted.includes(kind)) return refused;
  return { ok: true, content_type: OFFICE_CONTENT_TYPES[kind], width: null, height: null };
}

/**
 * A file name as the answer keeps it: the last path segment, control characters removed, at most 255 characters;
 * empty when nothing is left.
 *
 * @example answerFileName('C:\\fakepath\\写真.png') // '写真.png'
 */
export function answerFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return [...last.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 255).join('');
}
