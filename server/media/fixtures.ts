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
