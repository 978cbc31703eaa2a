/**
 * The page a friend answers a form on, and the console's view of the answers (issue 15 point 5; the spec names
 * only the form URL and mode=example, docs/decisions/form-answers.md says what was decided):
 * - GET /f/{code} (public): the answering page, its own CSP; ?mode=example shows it with a 見本 notice.
 * - GET /f/_/answer.js (public): the page's script (client.ts bundled with the shared answer rules).
 * - POST /f/{code}/upload?item= (public, multipart, X-Requested-With): a file for a file item, checked by its
 *   content (server/media/answer-files.ts) and stored in `media`; answers { media_id, token }. mode=example
 *   checks and stores nothing.
 * - POST /f/{code}/answer (public, JSON, X-Requested-With): checks the answers with documents/form-answers.ts and
 *   stores them unless the deadline, the answer limit or once-only refuses; mode=example stores nothing. A file
 *   item's answer is { media_id, token, filename } of an upload to this form and item not used by another answer.
 * - GET /api/v1/forms/{id}/answers/{answerId}/files/{mediaId} (form-write): an answer's file, as an attachment.
 * - GET /api/v1/forms/{id}/answers and …/answers.csv (form-write): the stored answers, a page at a time, or all
 *   of them as CSV (UTF-8 with BOM, item titles as the header row, cells guarded against formula injection).
 */
import { createHash, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formDocument } from '../../documents/form.ts';
import {
  type AnswerForm,
  type Answers,
  answerKey,
  answerText,
  checkAnswers,
  isAnswered,
  isAnswerFile,
  restorableAnswers,
  tokyoMinute,
  tokyoTime,
  tokyoToday,
} from '../../documents/form-answers.ts';
import { answerScript } from '../answer-page/bundle.ts';
import { type AnswerPageForm, answerPage, answerPageCsp, closedPage } from '../answer-page/page.ts';
import { getDocument } from '../db/documents.ts';
import { answerFile, storeAnswerFile } from '../db/form-answer-files.ts';
import {
  answerCount,
  formByCode,
  hasAnswered,
  lastAnswer,
  listAnswers,
  type PublicForm,
  storeAnswer,
  takenChoices,
} from '../db/form-answers.ts';
import { formCode } from '../db/forms.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { fillFormText } from '../domain/form-texts.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage, writeAccess } from '../domain/kinds.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { errorResponse } from '../http/schemas.ts';
import {
  ANSWER_FILE_MAX_BYTES,
  ANSWER_FILE_MESSAGES,
  answerFileName,
  checkAnswerFile,
  EXTENSIONS,
} from '../media/answer-files.ts';
import { uploadedFile } from '../media/multipart.ts';

/** The respondent token cookie: random, HttpOnly, scoped to one form's path (/f/{code}). */
export const RESPONDENT_COOKIE = 'form_respondent';
/** The texts used when the form's options leave them empty. */
export const DEFAULT_TEXTS = {
  thanks: 'ご回答ありがとうございました。',
  answerLimit: '回答数が上限に達したため、受付を終了しました。',
  ping: 'このフォームには回答済みです。',
  deadline: 'このフォームの回答期限は終了しました。',
  notFound: 'フォームが見つかりません。URLをご確認ください。',
  example: '見本のため、回答は保存されていません。',
} as const;
const CHECK_MESSAGE = '入力内容に誤りがあります。各項目のメッセージをご確認ください。';
const FILE_NOT_FOUND = 'ファイルが見つかりません';
const CODE_PATTERN = '^[A-Za-z0-9]{6}$';
/** The largest answer body: every item at its longest fits. */
const ANSWER_BODY_LIMIT = 512 * 1024;

/** What the public posts answer past their rate limit (429), shown on the page. */
export const RATE_LIMIT_MESSAGE = '送信が多すぎます。しばらくしてからもう一度お試しください。';

/** How many answer posts and uploads one address (IP) may send per window (@fastify/rate-limit, in memory). */
export interface AnswerRateLimit {
  answers: number;
  uploads: number;
  windowMs: number;
}

/** 30 answers and 20 uploads a minute per address. */
export const DEFAULT_ANSWER_RATE_LIMIT: AnswerRateLimit = { answers: 30, uploads: 20, windowMs: 60_000 };

/**
 * The rate limits from the environment: FORM_ANSWER_RATE_LIMIT and FORM_UPLOAD_RATE_LIMIT (per minute, positive
 * integers); an unset or invalid value keeps the default.
 *
 * @example answerRateLimit({ FORM_ANSWER_RATE_LIMIT: '100' }) // { answers: 100, uploads: 20, windowMs: 60000 }
 */
export function answerRateLimit(env: Record<string, string | undefined>): AnswerRateLimit {
  const read = (raw: string | undefined, fallback: number) => {
    const value = Number(raw);
    return raw && Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    answers: read(env.FORM_ANSWER_RATE_LIMIT, DEFAULT_ANSWER_RATE_LIMIT.answers),
    uploads: read(env.FORM_UPLOAD_RATE_LIMIT, DEFAULT_ANSWER_RATE_LIMIT.uploads),
    windowMs: DEFAULT_ANSWER_RATE_LIMIT.windowMs,
  };
}

/** The form options the server enforces. */
interface Limits {
  deadline?: number;
  deadline_datetime?: string;
  deadline_text?: string;
  answer_limit?: number | null;
  answer_limit_text?: string;
  ping?: number;
  ping_text?: string;
  after_send_url?: string;
  after_send_text?: string;
}

const optionsOf = (form: PublicForm) => (form.body.options ?? {}) as Limits;
/** Whether the form fills in the respondent's last answer (restore_last, a checkbox: 1, or true). */
const restoreLast = (form: PublicForm) => {
  const value = (form.body.options as { restore_last?: unknown } | undefined)?.restore_last;
  return value === 1 || value === true || value === '1';
};
const text = (value: string | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;

/** Whether the deadline has passed (deadline on, and now in Japan later than deadline_datetime). */
export function pastDeadline(options: Limits, now: number): boolean {
  return (
    options.deadline === 1 && !!options.deadline_datetime && tokyoMinute(now) > options.deadline_datetime
  );
}

/** An http(s) thank-you URL the page may send the friend to, or undefined. */
export function thankYouUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The respondent's token (read, or new and set on the form's path) and its stored key (SHA-256). */
function respondent(request: FastifyRequest, reply: FastifyReply, code: string): string {
  let token = request.cookies[RESPONDENT_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) {
    token = randomBytes(32).toString('base64url');
    reply.setCookie(RESPONDENT_COOKIE, token, {
      path: `/f/${code}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: 365 * 24 * 3600,
    });
  }
  return createHash('sha256').update(token).digest('hex');
}

/** Why the form takes no answer now (deadline, limit, already answered), as the text to show; else undefined. */
async function closedText(
  deps: ServerDeps,
  form: PublicForm,
  who: string,
  now: number,
  origin: string,
): Promise<string | undefined> {
  const options = optionsOf(form);
  if (pastDeadline(options, now)) return text(options.deadline_text, DEFAULT_TEXTS.deadline);
  if (
    typeof options.answer_limit === 'number' &&
    (await answerCount(deps.db, form.documentId)) >= options.answer_limit
  )
    return text(options.answer_limit_text, DEFAULT_TEXTS.answerLimit);
  if (options.ping === 1 && (await hasAnswered(deps.db, form.documentId, who)))
    return friendText(options.ping_text, DEFAULT_TEXTS.ping, origin, now);
  return undefined;
}

/**
 * A text the friend reads that may hold placeholders (回答後の文言, 回答済みの人への文言), filled for the answer
 * page (server/domain/form-texts.ts); `origin` is the site's, for form links.
 */
function friendText(value: string | undefined, fallback: string, origin: string, now: number): string {
  return fillFormText(text(value, fallback), {
    today: tokyoToday(now),
    formAddress: (code) => `${origin}/f/${code}`,
  });
}

/** The site's origin as the friend reached it (form links in texts point at it). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The CSV's time column: its times are Japan's (the account's zone, as the console shows them), and it says so. */
export const CSV_TIME_HEADER = '回答日時(日本時間)';

/** A CSV cell: formula-looking text prefixed with ', then quoted. @example csvCell('=1+1') // "\"'=1+1\"" */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** The answerable items of a form: CSV columns and list columns. */
function columns(form: AnswerForm) {
  return form.attr
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => isAnswered(item))
    .map(({ item, index }) => ({ key: answerKey(item, index), title: item.title ?? '', item, index }));
}

/** @example await registerFormAnswerRoutes(app, deps, DEFAULT_ANSWER_RATE_LIMIT); */
export async function registerFormAnswerRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  limits: AnswerRateLimit = DEFAULT_ANSWER_RATE_LIMIT,
): Promise<void> {
  const { db } = deps;
  // Per address (request.ip: the client's behind a trusted proxy, see TRUST_PROXY), only on the routes that say
  // so (the two public posts); the refusal is the API's error body, 429 with Retry-After.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => refuse(429, RATE_LIMIT_MESSAGE),
  });
  const limited = (max: number) => ({ max, timeWindow: limits.windowMs });
  const tags = ['form-answer'];
  const nonce = () => randomBytes(16).toString('base64');
  const html = (reply: FastifyReply, body: string, csp: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get(
    '/f/_/answer.js',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The answering page’s script (the shared answer rules bundled in)' },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await answerScript()),
  );

  app.get(
    '/f/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The page a friend answers the form with this code on (HTML, its own CSP); mode=example shows it with ' +
          'a 見本 notice and stores nothing. A closed form (deadline, answer limit, answered once) shows its text. ' +
          'With restore_last on, the respondent’s (cookie) last answer fills the controls again (not its files)',
        params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
        querystring: { type: 'object', properties: { mode: { type: 'string', enum: ['example'] } } },
      },
    },
    async (request, reply) => {
      const { code } = request.params as { code: string };
      const example = (request.query as { mode?: string }).mode === 'example';
      const once = nonce();
      const form = new RegExp(CODE_PATTERN).test(code) ? await formByCode(db, code) : undefined;
      if (!form)
        return html(reply, closedPage({ attr: [] }, once, DEFAULT_TEXTS.notFound), answerPageCsp(once), 404);
      const page = form.body as unknown as AnswerPageForm;
      let restore: Answers | undefined;
      if (!example) {
        const who = respondent(request, reply, form.code);
        const closed = await closedText(deps, form, who, Date.now(), originOf(request));
        if (closed) return html(reply, closedPage(page, once, closed), answerPageCsp(once));
        // restore_last: the respondent's last answer fills the controls again (never its files).
        const last = restoreLast(form) ? await lastAnswer(db, form.documentId, who) : undefined;
        if (last) restore = restorableAnswers(page, last);
      }
      const taken = await takenChoices(db, form.documentId, page);
      return html(
        reply,
        answerPage(page, { code: form.code, nonce: once, example, taken, restore }),
        answerPageCsp(once),
      );
    },
  );

  // Multipart bodies are understood on the upload alone (an encapsulated scope), as for the rich-menu image.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ANSWER_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    scope.post(
      '/f/:code/upload',
      {
        config: { access: 'public', rateLimit: limited(limits.uploads) },
        schema: {
          tags,
          summary:
            'Upload a file for a file item of the form (multipart/form-data, field `file`; item = the item’s name; ' +
            'with X-Requested-With): at most 10 MB (10485760 bytes), checked by its content against the item’s ' +
            'file_type (1 image PNG/JPEG/GIF, 2 PDF, 3 Word .docx/.doc, 4 Excel .xlsx/.xls; a renamed file is 422). ' +
            'Refused like the answer when the form is closed (409). Answers { media_id, token, content_type, size }: ' +
            'the answer then names the file as { media_id, token, filename }. mode=example checks and stores nothing',
          params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
          querystring: {
            type: 'object',
            properties: {
              item: { type: 'string', maxLength: 100 },
              mode: { type: 'string', enum: ['example'] },
            },
            required: ['item'],
          },
          consumes: ['multipart/form-data'],
          body: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
            required: ['file'],
          },
          response: {
            200: {
              type: 'object',
              properties: {
                media_id: { type: 'integer' },
                token: { type: 'string' },
                content_type: { type: 'string' },
                size: { type: 'integer' },
                stored: { type: 'boolean' },
              },
              required: ['media_id', 'token'],
            },
            404: errorResponse,
            409: errorResponse,
            413: errorResponse,
            415: errorResponse,
            422: errorResponse,
            429: errorResponse,
          },
        },
        // The file is read and checked by its bytes in the handler, the item and mode there too; the schema
        // documents the request.
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
        const { code } = request.params as { code: string };
        const query = request.query as { item?: string; mode?: string };
        const example = query.mode === 'example';
        const form = new RegExp(CODE_PATTERN).test(code) ? await formByCode(db, code) : undefined;
        if (!form) throw refuse(404, DEFAULT_TEXTS.notFound);
        const attr = (form.body as unknown as AnswerPageForm).attr ?? [];
        const index = attr.findIndex((item, i) => answerKey(item, i) === query.item);
        const item = attr[index];
        if (item?.type !== 'file' || !isAnswered(item))
          throw refuse(422, ANSWER_FILE_MESSAGES.notFileItem, '/item');
        if (!example) {
          const closed = await closedText(
            deps,
            form,
            respondent(request, reply, form.code),
            Date.now(),
            originOf(request),
          );
          if (closed) throw refuse(409, closed);
        }
        if (!request.isMultipart()) throw refuse(415, ANSWER_FILE_MESSAGES.multipartOnly);
        const bytes = await uploadedFile(request, ANSWER_FILE_MESSAGES);
        const checked = checkAnswerFile(bytes, item.file_type ?? 1);
        if (!checked.ok) throw refuse(checked.status, checked.message, '/file');
        if (example)
          return {
            media_id: 0,
            token: '',
            content_type: checked.content_type,
            size: bytes.length,
            stored: false,
          };
        const stored = await storeAnswerFile(db, {
          accountId: form.accountId,
          documentId: form.documentId,
          item: answerKey(item, index),
          content_type: checked.content_type,
          width: checked.width,
          height: checked.height,
          bytes,
        });
        return { ...stored, content_type: checked.content_type, stored: true };
      },
    );
  });

  app.post(
    '/f/:code/answer',
    {
      config: { access: 'public', rateLimit: limited(limits.answers) },
      bodyLimit: ANSWER_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Send a friend’s answers ({ answers: { item name: value } }, with X-Requested-With): checked with the ' +
          'shared answer rules (422 by item name, in Japanese), refused after the deadline, at the answer limit ' +
          'and for a second answer of a once-only form (409 with the form’s text); mode=example stores nothing. ' +
          'Answers { text } or { redirect } (the thank-you URL)',
        params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
        querystring: { type: 'object', properties: { mode: { type: 'string', enum: ['example'] } } },
        body: {
          type: 'object',
          properties: { answers: { type: 'object' } },
          required: ['answers'],
        },
        response: { 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { code } = request.params as { code: string };
      const example = (request.query as { mode?: string }).mode === 'example';
      const form = new RegExp(CODE_PATTERN).test(code) ? await formByCode(db, code) : undefined;
      if (!form) throw refuse(404, DEFAULT_TEXTS.notFound);
      const answers = readAnswers((request.body as { answers: unknown }).answers);
      const options = optionsOf(form);
      const page = form.body as unknown as AnswerForm;
      const now = Date.now();
      const ctx = { today: tokyoToday(now) };
      const rulesRefusal = (errors: Record<string, string>) =>
        new ApiError(422, {
          messages: [CHECK_MESSAGE],
          errors: Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]])),
        });
      const done = () => {
        const redirect = thankYouUrl(options.after_send_url);
        return redirect && !example
          ? { redirect }
          : { text: friendText(options.after_send_text, DEFAULT_TEXTS.thanks, originOf(request), now) };
      };
      if (example) {
        const { errors } = checkAnswers(page, answers, ctx);
        if (Object.keys(errors).length > 0) throw rulesRefusal(errors);
        return { ...done(), example: true, stored: false };
      }
      if (pastDeadline(options, now)) throw refuse(409, text(options.deadline_text, DEFAULT_TEXTS.deadline));
      const who = respondent(request, reply, form.code);
      const outcome = await storeAnswer(db, {
        form,
        respondent: who,
        limit: typeof options.answer_limit === 'number' ? options.answer_limit : null,
        once: options.ping === 1,
        check: (taken) => checkAnswers(page, answers, { ...ctx, taken }),
      });
      if (outcome.stored) return { ...done(), stored: true };
      if (outcome.reason === 'rules') throw rulesRefusal(outcome.errors);
      if (outcome.reason === 'ping')
        throw refuse(409, friendText(options.ping_text, DEFAULT_TEXTS.ping, originOf(request), now));
      throw refuse(409, text(options.answer_limit_text, DEFAULT_TEXTS.answerLimit));
    },
  );

  const NOT_FOUND = notFoundMessage(formDocument);
  const storedForm = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    const found = id && (await getDocument(db, { accountId: request.account.id, kind: 'form', id }));
    if (!found) throw refuse(404, NOT_FOUND);
    return found;
  };
  const idParams = {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } },
    required: ['id'],
  } as const;

  app.get(
    '/api/v1/forms/:id/answers',
    {
      config: { access: writeAccess(formDocument) },
      schema: {
        tags,
        summary:
          'A form’s stored answers, newest first, page by page (page from 1, per_page up to 100): the columns ' +
          '(item titles), and each answer’s id, time, raw answers, cells (choice labels, file names) and links ' +
          '(for a file cell the address of the file, else null)',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
          },
        },
        response: { 404: errorResponse },
      },
    },
    async (request) => {
      const found = await storedForm(request);
      const { page, per_page } = request.query as { page: number; per_page: number };
      const form = found.body as unknown as AnswerForm;
      const cols = columns(form);
      const { total, answers } = await listAnswers(db, request.account.id, found.id, {
        offset: (page - 1) * per_page,
        limit: per_page,
      });
      return {
        form: {
          id: found.id,
          name: found.name,
          code: (await formCode(db, request.account.id, found.id)) ?? null,
        },
        total,
        page,
        per_page,
        columns: cols.map(({ key, title }) => ({ key, title })),
        answers: answers.map((answer) => ({
          ...answer,
          cells: cols.map(({ item, index }) => answerText(item, index, answer.answers)),
          links: cols.map(({ key }) => fileLink(found.id, answer.id, answer.answers[key]) ?? null),
        })),
      };
    },
  );

  app.get(
    '/api/v1/forms/:id/answers.csv',
    {
      config: { access: writeAccess(formDocument) },
      schema: {
        tags,
        summary:
          'Every stored answer of a form as CSV: UTF-8 with BOM, a header row of 回答ID, 回答日時(日本時間) ' +
          '(yyyy/MM/dd HH:mm:ss in Japan’s time, the account’s zone) and the item ' +
          "titles, one row per answer (oldest first); cells starting with = + - @ are prefixed with '; a file " +
          'cell is its name and the address of the file',
        params: idParams,
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await storedForm(request);
      const form = found.body as unknown as AnswerForm;
      const cols = columns(form);
      const origin = `${request.protocol}://${request.host}`;
      const rows = await db
        .selectFrom('form_answers')
        .select(['id', 'created_at', 'answer'])
        .where('account_id', '=', request.account.id)
        .where('document_id', '=', found.id)
        .orderBy('id', 'asc')
        .execute();
      const lines = [
        ['回答ID', CSV_TIME_HEADER, ...cols.map((c) => c.title)],
        ...rows.map((row) => {
          const answers = JSON.parse(row.answer) as Answers;
          return [
            String(row.id),
            tokyoTime(row.created_at),
            ...cols.map(({ item, index, key }) => {
              const cell = answerText(item, index, answers);
              const link = fileLink(found.id, row.id, answers[key]);
              return link ? `${cell} (${origin}${link})` : cell;
            }),
          ];
        }),
      ];
      const csv = `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-${found.id}-answers.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/v1/forms/:id/answers/:answerId/files/:mediaId',
    {
      config: { access: writeAccess(formDocument) },
      schema: {
        tags,
        summary:
          'A file a friend sent with an answer, as an attachment (its content type read from the bytes when ' +
          'uploaded; nosniff; the answer’s file name). 404 unless the file belongs to that answer of the form',
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', pattern: '^[0-9]{1,10}$' },
            answerId: { type: 'string', pattern: '^[0-9]{1,10}$' },
            mediaId: { type: 'string', pattern: '^[0-9]{1,10}$' },
          },
          required: ['id', 'answerId', 'mediaId'],
        },
        response: {
          200: {
            description: 'The file bytes',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const found = await storedForm(request);
      const params = request.params as { answerId: string; mediaId: string };
      const answerId = parseId(params.answerId);
      const mediaId = parseId(params.mediaId);
      const file =
        answerId &&
        mediaId &&
        (await answerFile(db, { accountId: request.account.id, documentId: found.id, answerId, mediaId }));
      if (!file) throw refuse(404, FILE_NOT_FOUND);
      const extension = EXTENSIONS[file.content_type] ?? 'bin';
      return reply
        .type(file.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          attachment(file.filename, `answer-${answerId}-${mediaId}.${extension}`),
        )
        .header('content-length', String(file.bytes.length))
        .send(file.bytes);
    },
  );
}

/** Where the console downloads a file answer, or undefined for any other value. */
function fileLink(formId: number, answerId: number, value: unknown): string | undefined {
  return isAnswerFile(value) && value.media_id > 0
    ? `/api/v1/forms/${formId}/answers/${answerId}/files/${value.media_id}`
    : undefined;
}

/**
 * A Content-Disposition for a download: an ASCII fallback name and the real name in RFC 5987 form.
 *
 * @example attachment('見積書.xlsx', 'answer-3-9.xlsx') // "attachment; filename=\"answer-3-9.xlsx\"; filename*=UTF-8''%E8%A6%8B…"
 */
export function attachment(name: string, fallback: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The posted answers, keeping only the value shapes the rules know (text, number, list of numbers, a file). */
function readAnswers(raw: unknown): Answers {
  const out: Answers = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>).slice(0, 500)) {
    if (key === '__proto__' || key.length > 100) continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
    else if (isAnswerFile(value))
      out[key] = { media_id: value.media_id, token: value.token, filename: answerFileName(value.filename) };
    else if (Array.isArray(value) && value.length <= 200 && value.every((v) => Number.isInteger(v)))
      out[key] = value as number[];
  }
  return out;
}
