import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type BlockSchema, createCatalogue, schemaErrorsToIssues } from '../../engine/core/index.ts';
import { MAX_ANSWERED_ISSUES } from '../domain/limits.ts';
import { addError, moreLine } from '../domain/validate.ts';

/**
 * Every error answer has one shape, the one the console's alerts show line by line (spec 000 §8):
 * `messages` (Japanese, one line each) and `errors` (texts keyed by field path, JSON Pointer).
 *
 * @example { messages: ['操作権限がありません'], errors: {} }
 */
export interface ErrorBody {
  messages: string[];
  errors: Record<string, string[]>;
  /** A 409 of a document write: the document's current revision, what a merging client fetches. */
  revision?: number;
  /** A 409 of a role write: the role as it is now (it is small, so it comes whole instead of a fetch). */
  role?: { id: number; name: string; permissions: string[]; revision: number };
}

/** The 409 of a write started from what another screen has changed since (documents, rich menus, forms, choices). */
export const CONFLICT_MESSAGE = '他の画面で更新されています。再読み込みしてから編集してください';

/**
 * An expected refusal, thrown by handlers and turned into its status by the error handler. It records no stack
 * trace: refusals are answers, not bugs, and a busy server refuses many (409s under contention).
 *
 * @example throw new ApiError(409, { messages: ['他の画面で更新されています'], errors: {} });
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, body: ErrorBody) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(body.messages.join('\n'));
    Error.stackTraceLimit = limit;
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** A refusal with one message. @example throw refuse(403, '操作権限がありません') */
export function refuse(statusCode: number, message: string, path?: string): ApiError {
  return new ApiError(statusCode, {
    messages: [message],
    errors: path === undefined ? {} : { [path]: [message] },
  });
}

/** Texts of the framework's own refusals, by Fastify error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '送信内容が大きすぎます(上限 1MB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'この形式の送信には対応していません(JSONまたはフォーム形式で送信してください)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '送信内容の長さが正しくありません',
  FST_ERR_CTP_EMPTY_JSON_BODY: '送信内容が空です',
  FST_ERR_CTP_INVALID_JSON_BODY: '送信内容をJSONとして読めません',
  FST_ERR_CTP_INVALID_TYPE: 'Content-Typeが正しくありません',
};

const catalogue = createCatalogue();

/**
 * The error handler: expected refusals keep their status; schema failures of a route become 422 with Japanese
 * texts (404 for a malformed path id); framework refusals (bad JSON, wrong content type, too large) keep their
 * 4xx; anything else is a bug, logged with its stack and answered 500 without one.
 *
 * @example app.setErrorHandler(handleError);
 */
export function handleError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = errorAnswer(error, request);
  void reply.code(answer.status).send(answer.body);
}

/**
 * What `handleError` answers to an error, logged, not sent: its status and body. A page route draws the same
 * answer as HTML (server/http/page-errors.ts), so the two never disagree on a status or a line.
 *
 * @example errorAnswer(refuse(404, '見つかりません'), request) // { status: 404, body: { messages: ['見つかりません'], errors: {} } }
 */
export function errorAnswer(
  error: FastifyError | ApiError,
  request: FastifyRequest,
): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    const answer = capped(error.body);
    request.log.info({ status: error.statusCode, messages: answer.messages.slice(0, 5) }, 'request refused');
    return { status: error.statusCode, body: answer };
  }
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    if (context === 'params') return { status: 404, body: body(['見つかりません']) };
    const schema = (request.routeOptions.schema?.[context === 'querystring' ? 'querystring' : context] ??
      {}) as BlockSchema;
    const issues = schemaErrorsToIssues(error.validation as never, schema, catalogue, 'ja');
    const errors: Record<string, string[]> = {};
    for (const issue of issues) addError(errors, issue.path, issue.message);
    request.log.info({ context, issues: issues.length }, 'invalid request');
    return {
      status: context === 'body' ? 422 : 400,
      body: capped({ messages: issues.map((i) => i.message), errors }),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      FRAMEWORK_MESSAGES[error.code] ??
      (status === 413 ? FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE : '送信内容が正しくありません');
    request.log.info({ status, code: error.code }, 'request refused by the framework');
    return { status, body: body([message]) };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, body: body(['不明なエラーが発生しました']) };
}

/**
 * An error body cut to its first MAX_ANSWERED_ISSUES lines and fields, with a last line counting the rest (他N件):
 * no error answer grows with the request.
 *
 * @example capped({ messages: lines150, errors: {} }).messages.at(-1) // '他50件'
 */
export function capped(answer: ErrorBody): ErrorBody {
  const { messages, errors } = answer;
  const keys = Object.keys(errors);
  if (messages.length <= MAX_ANSWERED_ISSUES + 1 && keys.length <= MAX_ANSWERED_ISSUES) return answer;
  const more = /^他\d+件$/.test(messages.at(-1) ?? '') ? Number(messages.at(-1)?.slice(1, -1)) : 0;
  const lines = more > 0 ? messages.slice(0, -1) : messages;
  const kept = lines.slice(0, MAX_ANSWERED_ISSUES);
  const rest = lines.length - kept.length + more;
  return {
    ...answer,
    messages: rest > 0 ? [...kept, moreLine(rest)] : kept,
    errors: Object.fromEntries(keys.slice(0, MAX_ANSWERED_ISSUES).map((key) => [key, errors[key]])),
  };
}

/**
 * An error body from lines.
 *
 * @example reply.code(404).send(body(['見つかりません']))
 */
export function body(messages: string[], errors: Record<string, string[]> = {}): ErrorBody {
  return { messages, errors };
}
