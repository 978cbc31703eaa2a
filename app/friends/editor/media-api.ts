/**
 * The friend editor's media call (spec 000 §7): POST /api/var/media, multipart with _token, var_id and file, with
 * progress; answers { key, filename, status, url, thumbnail_url }. The stored files are read back at
 * /api/attachment/{original|thumbnail}/{key} (docs/decisions/friend-media.md).
 */
import type { AttachmentStatus, UploadMeta } from '../../../engine/machines/index.ts';
import { isBrokenAttachment } from '../../../engine/machines/index.ts';
import { createCaller } from '../../api/caller.ts';
import { API_HEADERS, type ApiClient } from '../../api/client.ts';
import type { ApiResult } from '../../api/types.ts';
import { sendUpload } from '../../api/upload.ts';
import { href } from '../../router.tsx';

/** The upload's answer. */
export interface VarMediaAnswer {
  key: string;
  filename: string;
  status: AttachmentStatus;
  url: string;
  thumbnail_url: string | null;
}

/** Sends one file for a field; `onProgress` gets 0..1, the signal cancels. */
export type VarMediaUpload = (
  varId: number,
  file: File,
  onProgress: (ratio: number) => void,
  signal: AbortSignal,
) => Promise<ApiResult<VarMediaAnswer>>;

/**
 * The upload over the console's client (its session, token and the spec's headers; the token also as `_token`).
 *
 * @example const upload = createVarMediaUpload(api); await upload(12, file, setRatio, signal);
 */
export function createVarMediaUpload(api: ApiClient): VarMediaUpload {
  const { headers, base, lang } = createCaller(api);
  return async (varId, file, onProgress, signal) => {
    const sent = await headers();
    const form = new FormData();
    const token = sent[API_HEADERS.csrf];
    if (token) form.append('_token', token);
    form.append('var_id', String(varId));
    form.append('file', file, file.name);
    return sendUpload<VarMediaAnswer>({
      url: `${base}/api/var/media`,
      headers: sent,
      form,
      onProgress,
      signal,
      lang: lang(),
    });
  };
}

/** A stored file's address (the app's base path included). @example attachmentHref('original', key) */
export function attachmentHref(kind: 'original' | 'thumbnail', key: string): string {
  return href(`/api/attachment/${kind}/${encodeURIComponent(key)}`);
}

/**
 * The meta a media value carries: JSON of { filename, status } (what the editor stores), or, from older data, the
 * bare file name.
 *
 * @example parseMediaMeta('{"filename":"a.pdf","status":"checked_file"}') // { filename: 'a.pdf', status: 'checked_file' }
 * @example parseMediaMeta('a.pdf') // { filename: 'a.pdf' }
 */
export function parseMediaMeta(meta: string): UploadMeta {
  if (meta.startsWith('{')) {
    try {
      const parsed = JSON.parse(meta) as { filename?: unknown; status?: unknown };
      const result: UploadMeta = { filename: typeof parsed.filename === 'string' ? parsed.filename : '' };
      if (isAttachmentStatus(parsed.status)) result.status = parsed.status;
      return result;
    } catch {
      // Not JSON after all: a file name starting with a brace.
    }
  }
  return { filename: meta };
}

/** The meta string of a stored file. @example mediaMetaText({ filename: 'a.png', status: 'generated_thumbnail' }) */
export function mediaMetaText(meta: UploadMeta | null): string {
  return meta
    ? JSON.stringify({ filename: meta.filename, ...(meta.status ? { status: meta.status } : {}) })
    : '';
}

function isAttachmentStatus(value: unknown): value is AttachmentStatus {
  return (
    value === 'checked_file' ||
    value === 'generated_thumbnail' ||
    (typeof value === 'string' && isBrokenAttachment(value))
  );
}
