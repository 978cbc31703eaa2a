/**
 * What an uploaded file really is, read from its bytes (never from its name or the Content-Type a client sent):
 * the format by its magic bytes, and for PNG and JPEG the pixel size from the header (PNG's IHDR, JPEG's
 * start-of-frame segment). Pure: no I/O, no dependency.
 */

/** Image formats told apart by their first bytes. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

/** The MIME type each readable format is served with. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format of a file by its magic bytes, or undefined for anything else (text, PDF, a renamed file).
 *
 * @example imageFormat(pngBytes) // 'png'
 * @example imageFormat(new TextEncoder().encode('hello')) // undefined
 */
export function imageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  return undefined;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];

/** JPEG start-of-frame markers (baseline, progressive, lossless, …): C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The image data starts (SOS) or ends (EOI) before any frame header: not a readable JPEG.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = u16(bytes, at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/**
 * The format and pixel size of a PNG or JPEG, read from the file; undefined for other formats and for a file
 * whose header is cut or broken.
 *
 * @example readImage(pngBytes) // { format: 'png', width: 2500, height: 843 }
 */
export function readImage(
  bytes: Uint8Array,
): { format: 'png' | 'jpeg'; width: number; height: number } | undefined {
  const format = imageFormat(bytes);
  if (format === 'png') {
    // The first chunk is IHDR: length (4), type (4), width (4), height (4).
    if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return undefined;
    const width = u32(bytes, 16);
    const height = u32(bytes, 20);
    return width > 0 && height > 0 ? { format, width, height } : undefined;
  }
  if (format === 'jpeg') {
    const size = jpegSize(bytes);
    return size && size.width > 0 && size.height > 0 ? { format, ...size } : undefined;
  }
  return undefined;
}
