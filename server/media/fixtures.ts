/**
 * Small files built in code for tests and the docs' examples: a JPEG header (JFIF with a start-of-frame segment,
 * enough for a reader of the pixel size; no image data), a GIF header. No binary file is committed.
 */

/**
 * The first bytes of a baseline JPEG of the given size: SOI, an APP0 JFIF segment, SOF0, EOI.
 *
 * @example readImage(jpegHeader(2500, 1686)) // { format: 'jpeg', width: 2500, height: 1686 }
 */
export function jpegHeader(width: number, height: number): Buffer {
  const jfif = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ];
  return Buffer.from([0xff, 0xd8, ...jfif, ...sof0, 0xff, 0xd9]);
}

/** The header of a GIF89a of the given size. @example imageFormat(gifHeader(2500, 843)) // 'gif' */
export function gifHeader(width: number, height: number): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0x00,
    0x00,
    0x00,
    0x3b,
  ]);
}

/**
 * The start of an OOXML file (a zip): a local file header per part name, the names stored as the zip stores them
 * (uncompressed); no real content. Word: `officeHeader('word')`, Excel: `officeHeader('xl')`.
 *
 * @example officeKind(officeHeader('word')) // 'docx'
 */
export function officeHeader(part: 'word' | 'xl'): Buffer {
  const entry = (name: string) =>
    Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]),
      Buffer.alloc(16),
      Buffer.from([name.length & 0xff, name.length >> 8, 0x00, 0x00]),
      Buffer.from(name, 'ascii'),
      Buffer.alloc(8),
    ]);
  const main = part === 'word' ? 'word/document.xml' : 'xl/workbook.xml';
  return Buffer.concat([entry('[Content_Types].xml'), entry('_rels/.rels'), entry(main)]);
}

/**
 * The start of an old binary Office file (an OLE compound file) naming its main stream in UTF-16, as its directory
 * does: WordDocument (.doc) or Workbook (.xls).
 *
 * @example officeKind(oleHeader('Workbook')) // 'xls'
 */
export function oleHeader(stream: 'WordDocument' | 'Workbook'): Buffer {
  return Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from('Root Entry', 'utf16le'),
    Buffer.alloc(54),
    Buffer.from(stream, 'utf16le'),
    Buffer.alloc(64),
  ]);
}

/** The start of a PDF. @example checkAnswerFile(pdfHeader(), 2).ok // true */
export function pdfHeader(): Buffer {
  return Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
}
