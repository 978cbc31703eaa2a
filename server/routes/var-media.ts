/**
 * Friends' image and PDF values (issue 17 point 4, spec 000 §4, §5.1, §7; docs/decisions/friend-media.md):
 * - POST /api/var/media (var-write; multipart _token, var_id, file): checks the file for the field
 *   (server/media/var-media.ts), stores it in the FileStore and its description in `attachments`, and answers
 *   { key, filename, status, url, thumbnail_url }. The friend editor's save then stores the key as the value.
 * - GET /api/attachment/{original|thumbnail}/{key} (operator): the account's file, by its key only.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../engine/machines/upload-rules.ts';
import { type Attachment, findAttachment, insertAttachment, VAR_ATTACHMENT_KIND } from '../db/attachments.ts';
import { findItem } from '../db/items.ts';
import type { Db } from '../db/schema.ts';
import { parseId } from '../domain/ids.ts';
import { refuse } from '../http/errors.ts';
import { errorResponse, writeErrors } from '../http/schemas.ts';
import { type FileStore, isAttachmentKey, newAttachmentKey, thumbnailKeyOf } from '../media/file-store.ts';
import {
  cleanFilename,
  extensionOf,
  type MediaVarType,
  processVarMedia,
  VAR_MEDIA_MESSAGES,
} from '../media/var-media.ts';

/** The field refusals beyond the file's own. */
export const VAR_MEDIA_FIELD_MESSAGES = {
  noVar: '画像またはPDFの友だち情報を指定してください',
  protected: 'この項目は保護されているため変更できません',
  notFound: '添付ファイルが見つかりません',
  rateLimited: 'アップロードが多すぎます。しばらくしてからもう一度お試しください。',
} as const;

/** How many uploads one operator may send a minute (VAR_MEDIA_RATE_LIMIT; in memory, per process). */
export const DEFAULT_VAR_MEDIA_RATE_LIMIT = 30;

/** The address of an attachment's file. @example attachmentUrl('original', key) // '/api/attachment/original/…' */
export function attachmentUrl(kind: 'original' | 'thumbnail', key: string): string {
  return `/api/attachment/${kind}/${key}`;
}

/** The answer of an upload, also what the editor shows for a stored value. */
export function attachmentAnswer(attachment: Attachment) {
  return {
    key: attachment.key,
    filename: attachment.filename,
    status: attachment.status,
    url: attachmentUrl('original', attachment.key),
    thumbnail_url: attachment.thumbnail_key ? attachmentUrl('thumbnail', attachment.key) : null,
  };
}

/** What the multipart body held, read before the CSRF check so that `_token` may come in it. */
interface VarMediaForm {
  _token?: string;
  var_id?: string;
  files: { filename: string; bytes: Buffer }[];
}

/**
 * Reads the multipart body: its text fields and the `file` parts. The file is refused while it streams once past
 * 10MB (@fastify/multipart's fileSize limit), never buffered whole; a second `file` part is not read.
 */
async function readVarMediaForm(request: FastifyRequest): Promise<VarMediaForm> {
  const form: VarMediaForm = { files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if ((part.fieldname === '_token' || part.fieldname === 'var_id') && typeof part.value === 'string')
          form[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || form.files.length > 0) {
        if (part.fieldname === 'file') form.files.push({ filename: part.filename, bytes: Buffer.alloc(0) });
        part.file.resume();
        continue;
      }
      form.files.push({ filename: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, VAR_MEDIA_MESSAGES.tooLarge, '/file');
    if (code === 'FST_FILES_LIMIT') throw refuse(422, VAR_MEDIA_MESSAGES.multiple, '/file');
    // A cut body, or more parts than the form has.
    throw refuse(422, VAR_MEDIA_MESSAGES.noFile, '/file');
  }
  return form;
}

/** The field a file is for: a live, writable friend-info field of the account of type 10 or 13. */
async function mediaField(db: Db, accountId: number, rawId: string | undefined) {
  const id = parseId(rawId ?? '');
  const field = id ? await findItem(db, accountId, 'varia', id) : undefined;
  if (!field || field.deleted || (field.type !== 10 && field.type !== 13))
    throw refuse(422, VAR_MEDIA_FIELD_MESSAGES.noVar, '/var_id');
  if (!field.writable) throw refuse(422, VAR_MEDIA_FIELD_MESSAGES.protected, '/var_id');
  const size = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
  const data = field as unknown as { width?: unknown; height?: unknown };
  return {
    id: field.id,
    rules: { type: field.type as MediaVarType, width: size(data.width), height: size(data.height) },
  };
}

/** `filename*` of RFC 5987 beside an ASCII `filename` for old clients. */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * @example await registerVarMediaRoutes(app, { db, files }, { uploadsPerMinute: 30 });
 */
export async function registerVarMediaRoutes(
  app: FastifyInstance,
  deps: { db: Db; files: FileStore },
  options: { uploadsPerMinute?: number } = {},
): Promise<void> {
  const { db, files } = deps;
  const tags = ['friend-media'];
  // The answering page's routes register the limiter first; registered once per server either way.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  await app.register(async (scope) => {
    // Two file parts at most, so a second one is seen (and refused) rather than silently dropped.
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
    });
    scope.post(
      '/api/var/media',
      {
        config: {
          access: { permissions: ['var-write'] },
          rateLimit: {
            max: options.uploadsPerMinute ?? DEFAULT_VAR_MEDIA_RATE_LIMIT,
            timeWindow: 60_000,
            // Per operator: the hook runs after the session was read.
            keyGenerator: (request: FastifyRequest) =>
              request.operator ? `operator:${request.operator.id}` : request.ip,
            errorResponseBuilder: () => refuse(429, VAR_MEDIA_FIELD_MESSAGES.rateLimited),
          },
        },
        schema: {
          tags,
          summary:
            'Upload the file of a friend’s image (type 10: jpg, jpeg, png, gif) or PDF (type 13: pdf) value ' +
            '(multipart/form-data: _token, var_id, file; needs var-write). At most 10MB (10485760 bytes), one ' +
            'file, checked by its extension and its bytes; images are re-encoded without metadata and get a ' +
            '240 px thumbnail; a field with data.width/height takes only images of that size. A PDF without its ' +
            '%%EOF trailer is stored as broken_file. Answers { key, filename, status, url, thumbnail_url }',
          consumes: ['multipart/form-data'],
          body: {
            type: 'object',
            properties: {
              _token: { type: 'string' },
              var_id: { type: 'integer' },
              file: { type: 'string', format: 'binary' },
            },
            required: ['var_id', 'file'],
          },
          response: {
            200: {
              type: 'object',
              properties: {
                key: { type: 'string' },
                filename: { type: 'string' },
                status: { type: 'string', enum: ['checked_file', 'generated_thumbnail', 'broken_file'] },
                url: { type: 'string' },
                thumbnail_url: { type: ['string', 'null'] },
              },
              required: ['key', 'filename', 'status', 'url', 'thumbnail_url'],
            },
            ...writeErrors,
            413: errorResponse,
            415: errorResponse,
            429: errorResponse,
          },
        },
        // The body is read here, before the session's CSRF check (a preHandler) looks for `_token` in it.
        preValidation: async (request) => {
          if (!request.isMultipart()) throw refuse(415, VAR_MEDIA_MESSAGES.multipartOnly);
          request.body = await readVarMediaForm(request);
        },
        validatorCompiler: () => () => true,
      },
      async (request) => {
        const form = request.body as VarMediaForm;
        const field = await mediaField(db, request.account.id, form.var_id);
        if (form.files.length > 1) throw refuse(422, VAR_MEDIA_MESSAGES.multiple, '/file');
        const file = form.files[0];
        // A browser sends an empty part without a name when nothing was chosen.
        if (!file || (file.filename === '' && file.bytes.length === 0))
          throw refuse(422, VAR_MEDIA_MESSAGES.noFile, '/file');
        const processed = await processVarMedia(file.bytes, file.filename, field.rules);
        if (!processed.ok) throw refuse(processed.status, processed.message, '/file');
        const key = newAttachmentKey();
        await files.put(key, processed.bytes, processed.content_type);
        const thumbnailKey = processed.thumbnail ? thumbnailKeyOf(key) : null;
        if (processed.thumbnail && thumbnailKey)
          await files.put(thumbnailKey, processed.thumbnail.bytes, processed.thumbnail.content_type);
        const attachment = await insertAttachment(db, {
          account_id: request.account.id,
          key,
          kind: VAR_ATTACHMENT_KIND,
          var_id: field.id,
          content_type: processed.content_type,
          filename: cleanFilename(file.filename, extensionOf(file.filename)),
          size: processed.bytes.length,
          width: processed.width,
          height: processed.height,
          status: processed.status,
          thumbnail_key: thumbnailKey,
          created_by: request.operator?.id ?? null,
        });
        return attachmentAnswer(attachment);
      },
    );
  });

  app.get(
    '/api/attachment/:kind/:file',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'A file of the account’s attachments by its key (kind original or thumbnail): its stored type, nosniff, ' +
          'inline for images and attachment for PDFs (RFC 5987 file name), privately cacheable (a key never ' +
          'changes its bytes). 404 for an unknown key or another account’s',
        params: {
          type: 'object',
          properties: { kind: { type: 'string' }, file: { type: 'string' } },
          required: ['kind', 'file'],
        },
        response: { 200: { description: 'The file’s bytes' }, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params as { kind: string; file: string };
      if ((kind !== 'original' && kind !== 'thumbnail') || !isAttachmentKey(file) || file.endsWith('_t'))
        throw refuse(404, VAR_MEDIA_FIELD_MESSAGES.notFound);
      const attachment = await findAttachment(db, request.account.id, file);
      const key = kind === 'original' ? attachment?.key : attachment?.thumbnail_key;
      const stored = attachment && key ? await files.get(key) : undefined;
      if (!attachment || !stored) throw refuse(404, VAR_MEDIA_FIELD_MESSAGES.notFound);
      return sendFile(
        reply,
        attachment,
        stored.bytes,
        kind === 'original' ? attachment.content_type : stored.contentType,
      );
    },
  );
}

function sendFile(reply: FastifyReply, attachment: Attachment, bytes: Buffer, contentType: string) {
  const image = contentType.startsWith('image/');
  return reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=86400')
    .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', attachment.filename))
    .header('content-length', String(bytes.length))
    .send(bytes);
}
