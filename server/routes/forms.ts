import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formDocument } from '../../documents/form.ts';
import type { Issue } from '../../engine/core/index.ts';
import { getDocument, listDocuments } from '../db/documents.ts';
import { allowedSwatches, formCode, recordFormCode, unusedFormCode } from '../db/forms.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { copyForm, formCopyName, NOT_COPIED_MESSAGE, readFormPost } from '../domain/form-wire.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage, writeAccess } from '../domain/kinds.ts';
import { saveDocument } from '../domain/save.ts';
import { toUnprocessable } from '../domain/validate.ts';
import { ApiError, CONFLICT_MESSAGE, refuse } from '../http/errors.ts';
import { escapeHtml } from '../http/html.ts';
import { pageErrors } from '../http/page-errors.ts';
import { documentWriteErrors, errorResponse } from '../http/schemas.ts';
import { isFormBody } from './documents.ts';

const NOT_FOUND = notFoundMessage(formDocument);
const FORM_ONLY = 'フォーム形式(application/x-www-form-urlencoded)で送信してください';
const SWATCH_FORBIDDEN = 'この種類の項目はこのアカウントでは使用できません';

/** The form-item swatches the registry knows, in palette order. */
const registeredSwatches = (deps: ServerDeps) => deps.registry.plugins('form-item').map((p) => p.type);

/**
 * Items of a swatch the account may not use (GET /api/swatch/permissions), unless the stored form already holds
 * that swatch (a form saved before the account lost it stays savable). Unknown swatches are the kept-block
 * check's (saved back unchanged, or refused).
 */
function swatchIssues(deps: ServerDeps, allowed: readonly number[], sent: unknown, stored: unknown): Issue[] {
  const swatches = (list: unknown) =>
    Array.isArray(list) ? list.map((item) => (item as { swatch_id?: unknown } | null)?.swatch_id) : [];
  const before = new Set(swatches(stored));
  return swatches(sent).flatMap((swatch, i) =>
    typeof swatch === 'number' &&
    deps.registry.get('form-item', swatch) &&
    !allowed.includes(swatch) &&
    !before.has(swatch)
      ? [
          {
            path: `/attr/${i}/swatch_id`,
            code: 'swatch_forbidden',
            message: SWATCH_FORBIDDEN,
            severity: 'error',
          },
        ]
      : [],
  );
}

/**
 * The form builder's calls of spec 002 §7 (the generic document routes of documents.ts serve forms as well, at
 * /api/form/…): GET /api/v1/forms/{id|new} (?copy={id}), GET /api/swatch/permissions, the form-encoded
 * POST /lvf/edit/v2, and the page GET /googlesheet/lvf/settingExport/{id}. GET /api/v_resource/form is the
 * picker's generic route (forms are a document kind).
 *
 * @example await registerFormRoutes(app, deps);
 */
export async function registerFormRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db } = deps;
  const tags = ['form'];
  const stored = async (request: FastifyRequest, id: number | undefined) => {
    const found = id && (await getDocument(db, { accountId: request.account.id, kind: 'form', id }));
    if (!found) throw refuse(404, NOT_FOUND);
    return found;
  };

  app.get(
    '/api/v1/forms/:id',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'A form for the builder: `new` gives a new form’s defaults, `new?copy={id}` a copy of a form (name + ' +
          'のコピー, a counter when taken; destinations and postal-code auto-fill are not copied: not_copied lists ' +
          'them), an id the stored form with its code and revision',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^(new|[0-9]{1,10})$' } },
          required: ['id'],
        },
        querystring: {
          type: 'object',
          properties: { copy: { type: 'string', pattern: '^[0-9]{1,10}$', title: 'コピー元のフォームID' } },
        },
        response: { 404: errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const { copy } = request.query as { copy?: string };
      if (id !== 'new') {
        const found = await stored(request, parseId(id));
        const code = (await formCode(db, request.account.id, found.id)) ?? null;
        return { ...found.body, id: found.id, code, revision: found.revision, not_copied: [], messages: [] };
      }
      if (copy === undefined)
        return {
          ...formDocument.defaults(),
          id: null,
          code: null,
          revision: null,
          not_copied: [],
          messages: [],
        };
      const source = await stored(request, parseId(copy));
      const { form, notCopied } = copyForm(source.body);
      const names = (await listDocuments(db, request.account.id, 'form')).map((row) => row.name);
      const name = formCopyName(String(source.body.name ?? source.name), names);
      return {
        ...form,
        name,
        id: null,
        code: null,
        revision: null,
        copied_from: source.id,
        not_copied: notCopied,
        messages: notCopied.length > 0 ? [`${NOT_COPIED_MESSAGE}(${notCopied.join('・')})`] : [],
      };
    },
  );

  app.get(
    '/api/swatch/permissions',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'The form-item swatch ids the account may add (spec 002 §3 Element types)',
        response: {
          200: {
            type: 'object',
            properties: { allowed_swatches: { type: 'array', items: { type: 'integer' } } },
          },
        },
      },
    },
    async (request) => ({
      allowed_swatches: await allowedSwatches(db, request.account.id, registeredSwatches(deps)),
    }),
  );

  app.post(
    '/lvf/edit/v2',
    {
      config: { access: writeAccess(formDocument) },
      schema: {
        tags,
        summary:
          'Save a form (form-encoded, with _token): formname, formid (empty: new), formgroupid, form_action_id, ' +
          'generation 2, items (JSON text of the items), pages and options (JSON text), title, description, ' +
          'export_google_sheet, needs_line_login, revision (to overwrite). Answers { id, code, revision, location }; ' +
          '422 texts are keyed by paths into the form document (/name, /attr/0/title)',
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              code: { type: 'string' },
              revision: { type: 'integer' },
              location: { type: 'string' },
            },
          },
          ...documentWriteErrors,
        },
      },
    },
    async (request) => {
      if (!isFormBody(request)) throw refuse(415, FORM_ONLY);
      const read = readFormPost(request.body);
      if (!read.ok)
        throw new ApiError(422, toUnprocessable(deps.registry, 'form', request.body, read.issues));
      const { document, id } = read.request;
      const account = request.account;
      const current =
        id === undefined ? undefined : await getDocument(db, { accountId: account.id, kind: 'form', id });
      if (id !== undefined && !current) throw refuse(404, NOT_FOUND);
      const allowed = await allowedSwatches(db, account.id, registeredSwatches(deps));
      const refused = swatchIssues(deps, allowed, document.attr, current?.body.attr);
      if (refused.length > 0)
        throw new ApiError(422, toUnprocessable(deps.registry, 'form', document, refused));
      // The code is the server's: kept from the first save, never taken from the post.
      const code = (current && (await formCode(db, account.id, current.id))) ?? (await unusedFormCode(db));
      document.code = code;
      const outcome = await saveDocument(deps, account, formDocument, read.request, request.operator?.id);
      if (outcome.status === 422) throw new ApiError(422, outcome.body);
      if (outcome.status === 404) throw refuse(404, NOT_FOUND);
      if (outcome.status === 409)
        throw new ApiError(409, {
          messages: [CONFLICT_MESSAGE],
          errors: { '/revision': [CONFLICT_MESSAGE] },
          revision: outcome.revision,
        });
      const kept = await recordFormCode(db, account.id, outcome.id, code);
      const location =
        document.export_google_sheet === 1
          ? `/googlesheet/lvf/settingExport/${outcome.id}`
          : `/lvf/edit/${outcome.id}`;
      return { id: outcome.id, code: kept, revision: outcome.revision, location };
    },
  );

  app.get(
    '/googlesheet/lvf/settingExport/:id',
    {
      config: { access: 'operator' },
      // A page a browser opens (a reload after the builder went there): logged out it goes to the login page
      // and back, an unknown form is a page saying so; JSON still for callers that ask for it.
      errorHandler: pageErrors({ notFound: NOT_FOUND, back: { href: '/lvf', text: 'フォーム一覧へ' } }),
      schema: {
        tags,
        summary: 'The spreadsheet export page of a form: says what the export would do (no Google call here)',
        description:
          'HTML. To a browser (Accept naming text/html above application/json) a refusal is a page too: 303 to ' +
          '/login?next=… without a session, else an HTML page with the status kept; other callers get the JSON error.',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const found = await stored(request, parseId((request.params as { id: string }).id));
      reply.type('text/html; charset=utf-8');
      return exportPage(
        String(found.body.name ?? found.name),
        found.id,
        found.body.export_google_sheet === 1,
      );
    },
  );
}

/**
 * The spreadsheet export page: what linking would do. This server talks to no Google service, so it says so.
 *
 * @example exportPage('アンケート', 3, true).includes('アンケート') // true
 */
export function exportPage(name: string, id: number, enabled: boolean): string {
  const title = escapeHtml(name);
  const state = enabled
    ? 'このフォームはスプレッドシート出力がオンです。'
    : 'このフォームはスプレッドシート出力がオフです(フォームの編集画面でオンにできます)。';
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>スプレッドシート連携 - ${title}</title></head>
<body>
<h1>スプレッドシート連携: ${title}</h1>
<p>${state}</p>
<p>連携すると、Googleアカウントで認可したスプレッドシートを1つ選び、このフォームの回答を1件1行で追記します(1行目は質問のタイトル、回答日時と友だちの名前が先頭の列)。</p>
<p>このサーバーはGoogleと通信しません。ここでは連携の設定は保存されず、回答も出力されません。</p>
<p><a href="/lvf/edit/${id}">フォームの編集に戻る</a></p>
</body></html>
`;
}
