import { IMAGE_CONTENT_TYPES, imageFormat, readImage } from './image.ts';

/**
 * What an upload of one kind accepts: the largest file, the formats, and the exact pixel sizes allowed. A kind
 * of media (the rich-menu image now, friends' media values later) names its own rules.
 */
export interface MediaRules {
  /** The largest file, in bytes. */
  maxBytes: number;
  /** Accepted formats, read from the bytes. */
  formats: readonly ('png' | 'jpeg')[];
  /** Accepted pixel sizes; empty: any. */
  sizes: readonly { width: number; height: number }[];
}

/** The rich-menu image (LINE's rich-menu limits): PNG or JPEG, at most 1 MB, 2500×1686 or 2500×843. */
export const RICHMENU_IMAGE_RULES: MediaRules = {
  maxBytes: 1024 * 1024,
  formats: ['png', 'jpeg'],
  sizes: [
    { width: 2500, height: 1686 },
    { width: 2500, height: 843 },
  ],
};

/** The upload refusals (docs/decisions/richmenu-server.md). */
export const MEDIA_MESSAGES = {
  tooLarge: 'ファイルサイズは1MB以下にしてください',
  format: '画像はPNGまたはJPEG形式にしてください',
  unreadable: '画像を読み込めませんでした。壊れていない画像ファイルを選択してください',
  size: '画像サイズは2500×1686または2500×843にしてください',
  missing: '画像ファイルを選択してください',
  multipartOnly: '画像はmultipart/form-data形式のfileフィールドで送信してください',
} as const;

/** A checked file: what to store, or why it is refused (413 too large, 422 otherwise). */
export type MediaCheck =
  | { ok: true; content_type: string; width: number; height: number }
  | { ok: false; status: 413 | 422; message: string };

/**
 * Checks a file against a kind's rules by its content alone: size, then format by magic bytes (a text file named
 * .png is refused), then the pixel size read from the header. The size message names the image's own size.
 *
 * @example checkMedia(bytes, RICHMENU_IMAGE_RULES) // { ok: true, content_type: 'image/png', width: 2500, height: 843 }
 */
export function checkMedia(bytes: Uint8Array, rules: MediaRules): MediaCheck {
  if (bytes.length > rules.maxBytes) return { ok: false, status: 413, message: MEDIA_MESSAGES.tooLarge };
  const format = imageFormat(bytes);
  if (format !== 'png' && format !== 'jpeg')
    return { ok: false, status: 422, message: MEDIA_MESSAGES.format };
  if (!rules.formats.includes(format)) return { ok: false, status: 422, message: MEDIA_MESSAGES.format };
  const image = readImage(bytes);
  if (!image) return { ok: false, status: 422, message: MEDIA_MESSAGES.unreadable };
  const fits =
    rules.sizes.length === 0 ||
    rules.sizes.some((size) => size.width === image.width && size.height === image.height);
  if (!fits)
    return {
      ok: false,
      status: 422,
      message: `${MEDIA_MESSAGES.size}(選択された画像は${image.width}×${image.height}です)`,
    };
  return { ok: true, content_type: IMAGE_CONTENT_TYPES[format], width: image.width, height: image.height };
}
