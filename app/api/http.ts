/**
 * One HTTP call as data: fetch with a timeout and the caller's abort signal, the answer folded into
 * `ApiResult` (spec 000 §8: the server's messages line by line, or the unknown-error text without a JSON body).
 * Nothing here throws: a network failure, a timeout or a broken body is a failure value like any other.
 */
import type { Lang } from '../../engine/core/messages/index.ts';
import { transportMessage } from '../../engine/core/messages/transport.ts';
import type { ApiFailure, ApiResult } from './types.ts';

/** A request body: JSON (objects, arrays) or form-encoded fields (the spec's form posts). */
export type RequestBody = { json: unknown } | { form: Record<string, unknown> };

/** One call's description. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: RequestBody;
  /** Give up after this many ms (status 0, timedOut). */
  timeoutMs?: number;
  signal?: AbortSignal;
  lang: Lang;
  /** Answer headers the caller reads (lower case): a success carries them in `headers`. */
  readHeaders?: readonly string[];
}

/**
 * Form-encodes fields the way the spec's console posts them: numbers and booleans as text, null and undefined as
 * an empty field, arrays and objects as JSON text (e.g. `inputs`).
 *
 * @example formBody({ aid: 3, group_id: null, inputs: [] }).toString() // 'aid=3&group_id=&inputs=%5B%5D'
 */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) params.append(name, '');
    else if (typeof value === 'object') params.append(name, JSON.stringify(value));
    else params.append(name, String(value));
  }
  return params;
}

/** The failure for an answer: the body's `messages` when it has a non-empty list of strings, else unknown. */
export function failureOf(status: number, body: unknown, lang: Lang): ApiFailure {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const messages = Array.isArray(record.messages)
    ? record.messages.filter((line): line is string => typeof line === 'string' && line !== '')
    : [];
  const errors: Record<string, string[]> = {};
  if (typeof record.errors === 'object' && record.errors !== null && !Array.isArray(record.errors)) {
    for (const [path, lines] of Object.entries(record.errors as Record<string, unknown>)) {
      if (Array.isArray(lines)) errors[path] = lines.filter((line) => typeof line === 'string');
    }
  }
  return messages.length > 0
    ? { ok: false, status, messages, errors, fromServer: true }
    : { ok: false, status, messages: [transportMessage('unknown_error', lang)], errors, fromServer: false };
}

/** The named headers of an answer as plain data (a missing one is left out). */
function headersOf(response: Response, names: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

async function readJson(response: Response): Promise<{ json: true; value: unknown } | { json: false }> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { json: false };
  try {
    return { json: true, value: await response.json() };
  } catch {
    return { json: false };
  }
}

/**
 * Performs one call with `fetchImpl`. The timeout and the caller's signal both abort the fetch; which one did
 * decides between `timedOut` and `aborted`.
 *
 * @example const result = await send<Session>(fetch, { method: 'GET', url: '/api/session', headers: {}, lang: 'ja' });
 */
export async function send<T>(fetchImpl: typeof fetch, request: HttpRequest): Promise<ApiResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs);
  const onAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', onAbort);

  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body && 'json' in request.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body.json);
  } else if (request.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = formBody(request.body.form).toString();
  }

  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const parsed = await readJson(response);
    if (response.ok && parsed.json) {
      const success = { ok: true as const, status: response.status, data: parsed.value as T };
      return request.readHeaders
        ? { ...success, headers: headersOf(response, request.readHeaders) }
        : success;
    }
    return failureOf(response.status, parsed.json ? parsed.value : undefined, request.lang);
  } catch {
    const failure = failureOf(0, undefined, request.lang);
    if (timedOut)
      return { ...failure, messages: [transportMessage('save_timeout', request.lang)], timedOut: true };
    if (request.signal?.aborted) return { ...failure, aborted: true };
    return failure;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}
