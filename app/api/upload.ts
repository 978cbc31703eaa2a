/**
 * A multipart upload with progress: XMLHttpRequest, because fetch reports no upload progress. Shared by the
 * rich-menu image and friends' media values; answers an `ApiResult` like every call, never throws.
 *
 * @example const result = await sendUpload<{ key: string }>({ url, headers, form, onProgress: setRatio, signal, lang });
 */
import type { Lang } from '../../engine/core/index.ts';
import { failureOf } from './http.ts';
import type { ApiResult } from './types.ts';

/** What an upload sends: the address, the spec's headers, the form (its file part included). */
export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** Called with 0..1 while the bytes go. */
  onProgress(ratio: number): void;
  /** Aborts the upload (the answer is then a failure with `aborted`). */
  signal?: AbortSignal;
  /** The language of a failure's own words (the client's `lang()`: the page's). */
  lang: Lang;
}

export function sendUpload<T>(request: UploadRequest): Promise<ApiResult<T>> {
  return new Promise<ApiResult<T>>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object')
        resolve({ ok: true, status: xhr.status, data: body as T });
      else resolve(failureOf(xhr.status, body, request.lang));
    };
    xhr.onerror = () => resolve(failureOf(0, null, request.lang));
    xhr.onabort = () => resolve({ ...failureOf(0, null, request.lang), aborted: true });
    if (request.signal?.aborted) {
      resolve({ ...failureOf(0, null, request.lang), aborted: true });
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.form);
  });
}
