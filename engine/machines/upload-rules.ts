/**
 * The checks a media field makes before anything is sent (spec 000 §5.1, §9), kept apart from the machine and
 * free of xstate so the UI can reuse the constants (an `accept` attribute, a hint under the field).
 */
import type { CoreMessageCode } from '../core/messages/index.ts';

/**
 * Largest accepted file in bytes (spec 000 §5.1, §9: 10485760 bytes, 10MB); a file of exactly this size passes.
 *
 * @example file.size > UPLOAD_MAX_BYTES // too large
 */
export const UPLOAD_MAX_BYTES = 10485760;

/**
 * The limit as the too-large message shows it.
 *
 * @example messageText('upload_too_large', 'ja', { limit: UPLOAD_MAX_LABEL }) // 'ファイルサイズが大きすぎます(上限 10MB)'
 */
export const UPLOAD_MAX_LABEL = '10MB';

/**
 * Accepted extensions by field kind, lower case; file names are compared case-insensitively.
 *
 * @example UPLOAD_EXTENSIONS.image // ['jpg', 'jpeg', 'png', 'gif']
 */
export const UPLOAD_EXTENSIONS = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  pdf: ['pdf'],
  // A rich-menu image (spec 001 §9; LINE's own limits): PNG or JPEG only.
  richmenu: ['png', 'jpg', 'jpeg'],
} as const;

/**
 * Largest accepted file per field kind where it is not the media limit: a rich-menu image is at most 1MB
 * (LINE's limit for a rich-menu image), so the console refuses it before sending, as the server would.
 *
 * @example UPLOAD_LIMITS.richmenu // { bytes: 1048576, label: '1MB' }
 */
export const UPLOAD_LIMITS: Readonly<
  Partial<Record<keyof typeof UPLOAD_EXTENSIONS, { bytes: number; label: string }>>
> = {
  richmenu: { bytes: 1048576, label: '1MB' },
};

/**
 * Attachment status values the server reports for a stored file (spec 000 §4).
 *
 * @example ATTACHMENT_STATUSES.includes(meta.status)
 */
export const ATTACHMENT_STATUSES = [
  'checked_file',
  'generated_thumbnail',
  'broken_file',
  'scan_failed',
] as const;

/**
 * The kind of media a field takes.
 *
 * @example const accept: UploadAccept = 'pdf';
 */
export type UploadAccept = keyof typeof UPLOAD_EXTENSIONS;

/**
 * One of the attachment status values.
 *
 * @example const status: AttachmentStatus = 'broken_file';
 */
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];

/**
 * The part of a browser `File` the checks read; a real `File` fits, and tests pass plain objects.
 *
 * @example const file: UploadFile = { name: 'photo.jpg', size: 2048 };
 */
export interface UploadFile {
  name: string;
  size: number;
}

/**
 * A check that failed before sending: its message code and the message's placeholders.
 *
 * @example const issue: UploadIssue = { code: 'upload_too_large', params: { limit: '10MB' } };
 */
export interface UploadIssue {
  code: Extract<
    CoreMessageCode,
    'upload_no_file' | 'upload_multiple' | 'upload_empty' | 'upload_wrong_format' | 'upload_too_large'
  >;
  params?: Record<string, string>;
}

/**
 * Checks a selection: exactly one file, not empty, an accepted extension, at most 10MB (1MB for a rich-menu image). The format is checked
 * before the size so a wrong file is named as wrong, whatever its size.
 *
 * @example validateUpload([{ name: 'a.PNG', size: 10 }], 'image') // null
 * @example validateUpload([{ name: 'a.pdf', size: 10 }], 'image') // { code: 'upload_wrong_format' }
 */
export function validateUpload(files: ArrayLike<UploadFile>, accept: UploadAccept): UploadIssue | null {
  if (files.length === 0) return { code: 'upload_no_file' };
  if (files.length > 1) return { code: 'upload_multiple' };
  const file = files[0];
  if (file.size === 0) return { code: 'upload_empty' };
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(UPLOAD_EXTENSIONS[accept] as readonly string[]).includes(extension))
    return { code: 'upload_wrong_format' };
  const limit = UPLOAD_LIMITS[accept] ?? { bytes: UPLOAD_MAX_BYTES, label: UPLOAD_MAX_LABEL };
  if (file.size > limit.bytes) return { code: 'upload_too_large', params: { limit: limit.label } };
  return null;
}

/**
 * The `accept` attribute of a file input for a field kind, so the browser's picker offers the same files the
 * checks allow.
 *
 * @example acceptAttribute('image') // '.jpg,.jpeg,.png,.gif'
 */
export function acceptAttribute(accept: UploadAccept): string {
  return UPLOAD_EXTENSIONS[accept].map((extension) => '.' + extension).join(',');
}

/**
 * Whether an attachment status is one the UI shows as a corrupted file (spec 000 §4).
 *
 * @example isBrokenAttachment('scan_failed') // true
 */
export function isBrokenAttachment(status: string | null | undefined): boolean {
  return status === 'broken_file' || status === 'scan_failed';
}
