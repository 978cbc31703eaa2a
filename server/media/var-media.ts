/**
 * The checks and processing of a file uploaded for a friend's image (type 10) or PDF (type 13) value (spec 000
 * §5.1, §9; docs/decisions/friend-media.md). The file's name must have an accepted extension AND its bytes must
 * be such a file (magic bytes), so a renamed executable or text file is refused. An image must decode; it is
 * re-encoded (EXIF, GPS and other metadata dropped, the EXIF orientation applied first) and gets a thumbnail.
 * A PDF must start with %PDF-; one without its %%EOF trailer is kept as broken_file (shown as corrupted).
 */
import sharp, { type Metadata } from 'sharp';
import { messageText } from '../../engine/core/messages/index.ts';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from '../../engine/machines/upload-rules.ts';
import { IMAGE_CONTENT_TYPES, imageFormat } from './image.ts';

/** The friend-info field types that take a file. */
export type MediaVarType = 10 | 13;

/** What a field asks of a file: its type, and an image's exact pixel size when the field declares one. */
export interface VarMediaRules {
  type: MediaVarType;
  /** data.width / data.height of the varia item: the exact size an image must have (either alone is fine). */
  width?: number;
  height?: number;
}

/** Thumbnails are this wide (never enlarged), the height following the image's proportions. */
export const THUMBNAIL_WIDTH = 240;
/** A larger image is refused as unreadable before it is decoded (about 40 megapixels; memory stays bounded). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The refusals, in the console's words (the same texts the browser's checks show, engine/core/messages). */
export const VAR_MEDIA_MESSAGES = {
  empty: messageText('upload_empty', 'ja'),
  noFile: messageText('upload_no_file', 'ja'),
  tooLarge: messageText('upload_too_large', 'ja', { limit: UPLOAD_MAX_LABEL }),
  format: messageText('upload_wrong_format', 'ja'),
  dimensions: messageText('upload_wrong_dimensions', 'ja'),
  multiple: messageText('upload_multiple', 'ja'),
  unreadable: '画像を読み込めませんでした。壊れていない画像ファイルを選択してください',
  multipartOnly: 'ファイルはmultipart/form-data形式のfileフィールドで送信してください',
} as const;

/** A file ready to store, or why it is refused (413 too large, 422 otherwise). */
export type ProcessedVarMedia =
  | {
      ok: true;
      content_type: string;
      width: number | null;
      height: number | null;
      status: 'checked_file' | 'generated_thumbnail' | 'broken_file';
      bytes: Buffer;
      thumbnail?: { bytes: Buffer; content_type: string };
    }
  | { ok: false; status: 413 | 422; message: string };

const refused = (status: 413 | 422, message: string) => ({ ok: false as const, status, message });

/** The lower-case extension of a file name ('' without one). @example extensionOf('A.JPG') // 'jpg' */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * A file name fit to show and to put in Content-Disposition: the last path segment, NFC, without control
 * characters, quotes, backslashes or slashes, at most 200 characters (the extension kept); never empty.
 *
 * @example cleanFilename('C:\\tmp\\"見積"\u0000.pdf') // '見積.pdf'
 */
export function cleanFilename(raw: string, fallbackExtension = 'bin'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters (C0, DEL, C1) are dropped by code point: a regular expression may not name them.
    .replace(/./gsu, (c) => (isControl(c.codePointAt(0) ?? 0) ? '' : c))
    .replace(/["*<>?|:;]/g, '')
    .replace(/^[\s.]+|\s+$/g, '');
  const name = extensionOf(cleaned) === '' ? `file.${fallbackExtension}` : cleaned;
  if (name.length <= 200) return name;
  const suffix = extensionOf(name) ? `.${extensionOf(name)}` : '';
  return name.slice(0, 200 - suffix.length) + suffix;
}

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_TRAILER = Buffer.from('%%EOF');

/**
 * Whether a file is a PDF by its bytes (%PDF- in the first 1024 bytes, as readers accept) and whether it ends
 * (%%EOF in its last 1024 bytes): a PDF cut short or damaged at its end has no trailer.
 *
 * @example readPdf(Buffer.from('%PDF-1.4\n…%%EOF\n')) // { pdf: true, complete: true }
 */
export function readPdf(bytes: Buffer): { pdf: boolean; complete: boolean } {
  const start = bytes.subarray(0, 1024).indexOf(PDF_HEADER);
  if (start < 0) return { pdf: false, complete: false };
  return { pdf: true, complete: bytes.subarray(Math.max(0, bytes.length - 1024)).includes(PDF_TRAILER) };
}

/**
 * Checks and prepares a file for a field: size, extension, content, then (images) decoding, the field's pixel
 * size, re-encoding and the thumbnail.
 *
 * @example const processed = await processVarMedia(bytes, 'photo.jpg', { type: 10 }); processed.ok && processed.thumbnail
 */
export async function processVarMedia(
  bytes: Buffer,
  filename: string,
  rules: VarMediaRules,
): Promise<ProcessedVarMedia> {
  if (bytes.length === 0) return refused(422, VAR_MEDIA_MESSAGES.empty);
  if (bytes.length > UPLOAD_MAX_BYTES) return refused(413, VAR_MEDIA_MESSAGES.tooLarge);
  const accepted: readonly string[] = rules.type === 10 ? UPLOAD_EXTENSIONS.image : UPLOAD_EXTENSIONS.pdf;
  if (!accepted.includes(extensionOf(filename))) return refused(422, VAR_MEDIA_MESSAGES.format);
  return rules.type === 13 ? processPdf(bytes) : processImage(bytes, rules);
}

function processPdf(bytes: Buffer): ProcessedVarMedia {
  const pdf = readPdf(bytes);
  if (!pdf.pdf) return refused(422, VAR_MEDIA_MESSAGES.format);
  return {
    ok: true,
    content_type: 'application/pdf',
    width: null,
    height: null,
    status: pdf.complete ? 'checked_file' : 'broken_file',
    bytes,
  };
}

async function processImage(bytes: Buffer, rules: VarMediaRules): Promise<ProcessedVarMedia> {
  const format = imageFormat(bytes);
  if (format !== 'png' && format !== 'jpeg' && format !== 'gif')
    return refused(422, VAR_MEDIA_MESSAGES.format);
  const animated = format === 'gif';
  const input = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, input).metadata();
  } catch {
    return refused(422, VAR_MEDIA_MESSAGES.unreadable);
  }
  // What the viewer sees: an EXIF orientation of 5–8 swaps width and height. A GIF's height is one frame's.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : (metadata.pageHeight ?? metadata.height);
  if (!width || !height) return refused(422, VAR_MEDIA_MESSAGES.unreadable);
  if ((rules.width && rules.width !== width) || (rules.height && rules.height !== height))
    return refused(422, VAR_MEDIA_MESSAGES.dimensions);
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): the re-encoded file has no EXIF, GPS, XMP
    // or comments. rotate() first applies the EXIF orientation the dropped metadata carried.
    // (A GIF has no orientation, and sharp rotates no multi-frame image.)
    const source = animated ? sharp(bytes, { ...input, animated }) : sharp(bytes, input).rotate();
    const encoded =
      format === 'png'
        ? source.png()
        : format === 'jpeg'
          ? source.jpeg({ quality: 90, mozjpeg: true })
          : source.gif();
    const original = await encoded.toBuffer();
    // The thumbnail of a GIF is its first frame (pages: 1), as a PNG; a JPEG's is a JPEG.
    const thumb = sharp(bytes, { ...input, pages: 1 })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true });
    const thumbnail =
      format === 'jpeg'
        ? { bytes: await thumb.jpeg({ quality: 80 }).toBuffer(), content_type: 'image/jpeg' }
        : { bytes: await thumb.png().toBuffer(), content_type: 'image/png' };
    return {
      ok: true,
      content_type: IMAGE_CONTENT_TYPES[format],
      width,
      height,
      status: 'generated_thumbnail',
      bytes: original,
      thumbnail,
    };
  } catch {
    // Decoding the header worked but the pixels did not (a cut or damaged file).
    return refused(422, VAR_MEDIA_MESSAGES.unreadable);
  }
}
