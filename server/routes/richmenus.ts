import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isExternalBuilder } from '../../documents/richmenu-pages.ts';
import { getDocument } from '../db/documents.ts';
import { formCodesOf } from '../db/forms.ts';
import { insertMedia, readMedia } from '../db/media.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { readRegisterBody } from '../domain/envelope.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage, writeAccess } from '../domain/kinds.ts';
import {
  RICHMENU_ABILITY,
  RICHMENU_MEDIA_KIND,
  richmenuMediaUrl,
  URL_EXTERNAL_SETTING,
} from '../domain/richmenu.ts';
import { problemLines, toLineRichMenu } from '../domain/richmenu-line.ts';
import { type LinePagesExport, pageProblemLines, toLinePages } from '../domain/richmenu-line-pages.ts';
import { saveDocument } from '../domain/save.ts';
import { toUnprocessable, type UnprocessableBody } from '../domain/validate.ts';
import { ApiError, CONFLICT_MESSAGE, refuse } from '../http/errors.ts';
import { documentWriteErrors, errorResponse, idParams, writeErrors } from '../http/schemas.ts';
import { uploadedFile } from '../media/multipart.ts';
import { checkMedia, MEDIA_MESSAGES, RICHMENU_IMAGE_RULES } from '../media/rules.ts';
import { abilityGuard, isFormBody } from './documents.ts';

const MEDIA_NOT_FOUND = '画像が見つかりません';
const LMP_DATA_UNREADABLE = 'ページの形式が正しくありません(JSONとして読めません)';

/** The 422 body with each line once (spec 001 §8: the rich-menu alert shows de-duplicated messages). */
const deduplicated = (body: UnprocessableBody): UnprocessableBody => ({
  ...body,
  messages: [...new Set(body.messages)],
});

/**
 * The external-builder fields as the spec's caller sends them (spec 001 §7): `lmpData` as JSON text (a form) or a
 * list; an empty one means the normal mode (and `lmpMenuId` is dropped). Such a menu has no `options` of its own
 * (the caller sends none).
 */
function readExternalBuilder(input: Record<string, unknown>): void {
  if (input.lmpData === '' || input.lmpData === undefined || input.lmpData === null) {
    // A single-image menu has no external menu: an id sent with it would only mislead the export.
    delete input.lmpData;
    delete input.lmpMenuId;
    return;
  }
  if (typeof input.lmpData === 'string') {
    try {
      input.lmpData = JSON.parse(input.lmpData);
    } catch {
      throw refuse(422, LMP_DATA_UNREADABLE, '/lmpData');
    }
  }
  if (input.options === undefined || input.options === '') input.options = [];
  if (input.lmpMenuId === '') delete input.lmpMenuId;
}

/** Media answer of the upload. */
const mediaSchema = {
  type: 'object',
  properties: {
    media_id: { type: 'integer' },
    media_url: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer', enum: [1686, 843] },
    content_type: { type: 'string', enum: ['image/png', 'image/jpeg'] },
    size: { type: 'integer' },
  },
  required: ['media_id', 'media_url', 'width', 'height'],
} as const;

/**
 * The rich menu's server side beyond the generic document routes (/api/richmenu/data/{id}, /register, /list,
 * /copy/{id}, DELETE /api/richmenu/{id}): the image upload POST /api/richmenu/media and its serving
 * GET /api/richmenu/media/{id}, the spec's save POST /line/richmenu/edit (spec 001 §7), and the LINE export
 * GET /api/richmenu/{id}/line. Exists when the registry defines the `richmenu` document kind.
 *
 * @example await registerRichmenuRoutes(app, deps);
 */
export async function registerRichmenuRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const kind = deps.registry.document('richmenu');
  if (!kind) return;
  const { db } = deps;
  const tags = [kind.key];
  const notFound = notFoundMessage(kind);
  const guard = abilityGuard(RICHMENU_ABILITY);

  // Multipart bodies are understood on the upload alone (an encapsulated scope): everywhere else they stay 415.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RICHMENU_IMAGE_RULES.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    scope.post(
      '/api/richmenu/media',
      {
        config: { access: writeAccess(kind) },
        preHandler: guard,
        schema: {
          tags,
          summary:
            'Upload a rich-menu image (multipart/form-data, field `file`): PNG or JPEG by its bytes, at most 1 MB ' +
            '(1048576 bytes), exactly 2500×1686 or 2500×843 pixels. Answers { media_id, media_url, width, height }',
          consumes: ['multipart/form-data'],
          body: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: 'The image (PNG or JPEG)' },
            },
            required: ['file'],
          },
          response: { 200: mediaSchema, ...writeErrors },
        },
        // The file is read and checked by its bytes in the handler; the schema documents the form field.
        validatorCompiler: () => () => true,
      },
      async (request) => {
        if (!request.isMultipart()) throw refuse(415, MEDIA_MESSAGES.multipartOnly);
        const bytes = await uploadedFile(request, MEDIA_MESSAGES);
        const checked = checkMedia(bytes, RICHMENU_IMAGE_RULES);
        if (!checked.ok) throw refuse(checked.status, checked.message, '/file');
        const media = await insertMedia(db, request.account.id, {
          kind: RICHMENU_MEDIA_KIND,
          content_type: checked.content_type,
          width: checked.width,
          height: checked.height,
          bytes,
        });
        return {
          media_id: media.id,
          media_url: richmenuMediaUrl(media.id),
          width: checked.width,
          height: checked.height,
          content_type: checked.content_type,
          size: media.size,
        };
      },
    );
  });

  app.get(
    '/api/richmenu/media/:id',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'A rich-menu image of the account, as stored (its content type read from the bytes; nosniff; cacheable ' +
          'privately: an id never changes its bytes)',
        params: idParams,
        response: {
          200: {
            description: 'The image bytes',
            content: {
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            },
          },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const media = id && (await readMedia(db, request.account.id, RICHMENU_MEDIA_KIND, id));
      if (!media) throw refuse(404, MEDIA_NOT_FOUND);
      reply
        .type(media.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header(
          'content-disposition',
          `inline; filename="richmenu-${media.id}.${media.content_type === 'image/png' ? 'png' : 'jpg'}"`,
        )
        .header('content-length', String(media.bytes.length));
      return reply.send(media.bytes);
    },
  );

  app.post(
    '/line/richmenu/edit',
    {
      config: { access: writeAccess(kind) },
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Save a rich menu as the spec’s editor posts it (form-encoded or JSON): rmid (empty: new), name, height ' +
          '(1686|843), selected (0|1), chat_bar_text, options (buttons, JSON text or array), media_id, groupId ' +
          '(folder), revision (to overwrite). media_url is the server’s. External-builder mode (multi-page): rmid, ' +
          'name, selected, chat_bar_text, groupId, lmpData (pages [{ media_id, height, data { name, chatBarText, ' +
          'selected }, areas (buttons) }], JSON text or array; each imageUrl is the server’s), lmpMenuId. Answers ' +
          '{ rmid, revision, redirect_to }; 422 messages are de-duplicated',
        response: {
          200: {
            type: 'object',
            properties: {
              rmid: { type: 'integer' },
              revision: { type: 'integer' },
              redirect_to: { type: 'string' },
            },
          },
          ...documentWriteErrors,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw refuse(422, '送信内容の形式が正しくありません(オブジェクトを送信してください)');
      const input: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      readExternalBuilder(input);
      // The spec's caller names the folder groupId; the document's field is group_id.
      if ('groupId' in input) {
        if (!('group_id' in input)) input.group_id = input.groupId;
        delete input.groupId;
      }
      const form = isFormBody(request);
      const read = readRegisterBody(kind, input, form);
      if (!read.ok)
        throw new ApiError(422, deduplicated(toUnprocessable(deps.registry, kind.key, input, read.issues)));
      const outcome = await saveDocument(deps, request.account, kind, read.request, request.operator?.id);
      if (outcome.status === 422) throw new ApiError(422, deduplicated(outcome.body));
      if (outcome.status === 404) throw refuse(404, notFound);
      if (outcome.status === 409)
        throw new ApiError(409, {
          messages: [CONFLICT_MESSAGE],
          errors: { '/revision': [CONFLICT_MESSAGE] },
          revision: outcome.revision,
        });
      const group = read.request.document.group_id;
      const folder = typeof group === 'number' && group > 0 ? group : 0;
      return {
        rmid: outcome.id,
        revision: outcome.revision,
        redirect_to: `/line/richmenu?successed=1&group=${folder}`,
      };
    },
  );

  app.get(
    '/api/line/account/setting/message',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'How the account opens links (spec 001 §7): 1 in the external browser, 0 in LINE’s in-chat browser. ' +
          'The rich-menu URL button names its default size after it',
        response: { 200: { type: 'integer', enum: [0, 1] } },
      },
    },
    async (request) => (request.account.abilities.includes(URL_EXTERNAL_SETTING) ? 1 : 0),
  );

  app.get(
    '/api/richmenu/:id/line',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'The menu as a LINE Messaging API rich-menu object { size, selected, name, chatBarText, areas } (the body ' +
          'of POST /v2/bot/richmenu; the image is uploaded separately). 422 when a button cannot be expressed: ' +
          'problems [{ button (index in options, null for the menu), path, message }] and the object without them. ' +
          'A multi-page (external-builder) menu adds pages [{ page, richMenuAliasId, imageUrl, object }] (each ' +
          'object with the tabs as richmenuswitch areas; object is the first page’s) and a page in each finding',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              object: { type: 'object' },
              pages: { type: 'array' },
              problems: { type: 'array' },
              warnings: { type: 'array' },
            },
          },
          404: errorResponse,
          422: {
            ...errorResponse,
            properties: {
              ...errorResponse.properties,
              object: { type: 'object' },
              pages: { type: 'array' },
              problems: { type: 'array' },
              warnings: { type: 'array' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const stored = id && (await getDocument(db, { accountId: request.account.id, kind: kind.key, id }));
      if (!stored) throw refuse(404, notFound);
      const ctx = {
        origin: `${request.protocol}://${request.host}`,
        formCodes: await formCodesOf(db, request.account.id),
      };
      // A multi-page menu is one object per page with its tabs (server/domain/richmenu-line-pages.ts).
      const exported = isExternalBuilder(stored.body)
        ? toLinePages(stored.body, stored.id, ctx)
        : toLineRichMenu(stored.body, ctx);
      if (exported.problems.length === 0) return exported;
      const errors: Record<string, string[]> = {};
      for (const p of exported.problems) errors[p.path] = [...(errors[p.path] ?? []), p.message];
      reply.code(422);
      const messages =
        'pages' in exported
          ? pageProblemLines(stored.body, (exported as LinePagesExport).problems)
          : problemLines(exported.problems);
      return { messages, errors, ...exported };
    },
  );
}
