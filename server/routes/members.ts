/**
 * The friend editor's calls (issue 17 point 3, spec 000 §2.1, §7; docs/decisions/friend-editor-server.md):
 * - GET /api/member/editor/{member_id} and POST /api/member/editor: the editor's load and its one atomic save of
 *   tags, friend-info values and base fields, guarded by the friend's revision (409 when another write came
 *   first; nothing is written on any refusal).
 * - The spec's member calls for integrators, on the same checks: GET/POST /api/member/tag, /api/member/var,
 *   /api/v1/member/var, /api/member/basevar, POST /api/v1/member/memo. They take no revision (the last writer
 *   wins) but bump it, so an open editor's save is refused and merges.
 * - GET /api/member/var/suggests/{var_id} (values other friends have) and POST /api/tunnel/bestname (the real-name
 *   guess for short_name).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermissions } from '../../access/permissions.ts';
import { VAR_MEDIA_TYPES } from '../../plugins/shared/var-values.ts';
import { deleteAttachment, findVarAttachment } from '../db/attachments.ts';
import {
  type FriendRecord,
  readFriendRecord,
  readFriendState,
  responseMarkFieldId,
  valueSuggestions,
  writeFriendChange,
} from '../db/friend-records.ts';
import { findItem, findItemsById } from '../db/items.ts';
import { type Db, storableText } from '../db/schema.ts';
import { bestName } from '../domain/bestname.ts';
import {
  attachmentKey,
  type CheckedItem,
  friendAuthorizations,
  planFriendEdit,
} from '../domain/friend-edit.ts';
import { parseId } from '../domain/ids.ts';
import {
  changedValues,
  type MemberInput,
  readBases,
  readIds,
  readValues,
  unbracket,
} from '../domain/member-input.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { idParams, writeErrors } from '../http/schemas.ts';
import { FORBIDDEN } from '../http/session.ts';
import type { FileStore } from '../media/file-store.ts';
import { FRIEND_NOT_FOUND } from './friends.ts';
import {
  baseAnswerSchema,
  basesMap,
  editorSchema,
  idList,
  memberId,
  readErrors,
  revisionSchema,
  tagAnswerSchema,
  valueMap,
  varAnswerSchema,
} from './member-schemas.ts';

const tags = ['members'];

/** The 409 text: the editor reloads and merges (spec 000 §8: 409 reloads). */
export const FRIEND_STALE = '他の担当者がこの友だちの情報を更新しました。最新の内容を読み込みます。';
export const FIELD_NOT_FOUND = '友だち情報の項目が見つかりません';
/** Field types whose values are suggested (text-like: 0 text, 1 number, 2 long text). */
export const SUGGESTED_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);

/** What a member call's body carries, read into one shape. */
interface Write {
  memberId: number;
  revision?: number;
  input: MemberInput;
}

/** Refuses with 422 and every field's texts, each text once in `messages`. */
function refuseFields(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, { messages: [...new Set(Object.values(errors).flat())], errors });
}

/**
 * Checks and writes one save in one transaction, and answers the friend's record after it. Any refusal (404,
 * 409, 403, 422) throws before anything is written, or rolls the transaction back.
 */
async function saveFriend(
  db: Db,
  files: FileStore,
  request: FastifyRequest,
  write: Write,
): Promise<FriendRecord> {
  const accountId = request.account.id;
  let freed: string[] = [];
  const record = await db.transaction().execute(async (trx) => {
    const state = await readFriendState(trx, accountId, write.memberId, { lock: true });
    if (!state) throw refuse(404, FRIEND_NOT_FOUND);
    const stale = () => new ApiError(409, { messages: [FRIEND_STALE], errors: {}, revision: state.revision });
    if (write.revision !== undefined && write.revision !== state.revision) throw stale();
    const { input } = write;
    const tagIds = [...new Set([...(input.tagIds ?? []), ...(input.tagIds ? state.tags : [])])];
    const fieldIds = [...(input.values?.keys() ?? [])];
    const [tagItems, fieldItems, markFieldId] = await Promise.all([
      findItemsById(trx, accountId, ['tag'], tagIds),
      findItemsById(trx, accountId, ['varia'], fieldIds),
      responseMarkFieldId(trx, accountId),
    ]);
    const byId = (found: typeof tagItems) =>
      new Map<number, CheckedItem>(found.map((f) => [f.item.id, { ...f.item, deleted: f.deleted }]));
    const plan = planFriendEdit(input, {
      state,
      permissions: request.account.permissions,
      tags: byId(tagItems),
      fields: byId(fieldItems),
      markFieldId,
      attachments: await uploadsNamed(trx, accountId, input, fieldItems),
    });
    if (!plan.ok) {
      if (plan.status === 403) throw refuse(403, FORBIDDEN);
      refuseFields(plan.errors);
    }
    if (plan.ok && (await writeFriendChange(trx, accountId, state, plan.change)) === undefined) throw stale();
    if (plan.ok) freed = plan.freed;
    const saved = await readFriendRecord(trx, accountId, write.memberId);
    if (!saved) throw refuse(404, FRIEND_NOT_FOUND);
    return saved;
  });
  // Files no value names any more go once the save is committed (kept while another friend still names one).
  for (const key of freed)
    await deleteAttachment(db, files, accountId, key).catch((error: unknown) =>
      request.log.warn({ err: error, key }, 'a freed attachment could not be deleted'),
    );
  return record;
}

/** The uploads the image and PDF values of a save name, by `{field id}:{key}` (for the checks). */
async function uploadsNamed(
  db: Db,
  accountId: number,
  input: MemberInput,
  fields: Awaited<ReturnType<typeof findItemsById>>,
): Promise<Map<string, { filename: string; status: string }>> {
  const found = new Map<string, { filename: string; status: string }>();
  for (const { item } of fields) {
    const value = input.values?.get(item.id);
    if (!value || !VAR_MEDIA_TYPES.has(item.type ?? -1)) continue;
    const upload = await findVarAttachment(db, accountId, item.id, value);
    if (upload)
      found.set(attachmentKey(item.id, value), { filename: upload.filename, status: upload.status });
  }
  return found;
}

/** The body as an object, bracket keys of a form post gathered. */
const bodyOf = (request: FastifyRequest) => unbracket((request.body ?? {}) as Record<string, unknown>);

/** The member id of a path. */
const pathId = (request: FastifyRequest) => parseId((request.params as { id: string }).id);

/** The friend's record, or 404. */
async function recordOf(db: Db, request: FastifyRequest): Promise<FriendRecord> {
  const id = pathId(request);
  const record = id === undefined ? undefined : await readFriendRecord(db, request.account.id, id);
  if (!record) throw refuse(404, FRIEND_NOT_FOUND);
  return record;
}

/** The editor's answer: the record, the authorizations and what the operator may edit. */
function editorAnswer(request: FastifyRequest, record: FriendRecord) {
  const permissions = request.account.permissions;
  return {
    ...record,
    authorizations: friendAuthorizations(permissions),
    can: { tags: hasPermissions(permissions, 'tag-write'), vars: hasPermissions(permissions, 'var-write') },
  };
}
const tagAnswer = (r: FriendRecord) => ({ member_id: r.member.id, tag_ids: r.tag_ids, revision: r.revision });
const varAnswer = (r: FriendRecord) => ({
  member_id: r.member.id,
  values: r.values,
  metas: r.metas,
  revision: r.revision,
});
const baseAnswer = (request: FastifyRequest, r: FriendRecord) => ({
  member_id: r.member.id,
  values: r.bases,
  authorizations: friendAuthorizations(request.account.permissions),
  revision: r.revision,
});

/** @example await registerMemberRoutes(app, db); */
export async function registerMemberRoutes(app: FastifyInstance, db: Db, files: FileStore): Promise<void> {
  const read = (
    url: string,
    summary: string,
    answer: object,
    shape: (r: FastifyRequest, x: FriendRecord) => unknown,
  ) =>
    app.get(
      url,
      {
        config: { access: 'operator' },
        schema: { tags, summary, params: idParams, response: { 200: answer, ...readErrors } },
      },
      async (request) => shape(request, await recordOf(db, request)),
    );

  read(
    '/api/member/editor/:id',
    'The friend editor’s load: the friend, its revision, tags, values, metas, base fields, authorizations and ' +
      'whether the operator may edit tags and values',
    editorSchema,
    editorAnswer,
  );
  read('/api/member/tag/:id', 'A friend’s tags', tagAnswerSchema, (_, r) => tagAnswer(r));
  read('/api/member/var/:id', 'A friend’s friend-info values and metas', varAnswerSchema, (_, r) =>
    varAnswer(r),
  );
  read('/api/v1/member/var/:id', 'A friend’s friend-info values and metas', varAnswerSchema, (_, r) =>
    varAnswer(r),
  );
  read('/api/member/basevar/:id', 'A friend’s base fields and authorizations', baseAnswerSchema, baseAnswer);

  app.post(
    '/api/member/editor',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'The friend editor’s save, all or nothing: the tag set (needs tag-write to change it), the values of ' +
          'changed_item_ids (needs var-write), the base fields; 409 when revision is not the friend’s',
        body: {
          type: 'object',
          properties: {
            member_id: memberId,
            revision: { type: 'integer', minimum: 0, title: 'リビジョン' },
            tag_ids: idList('The full new tag set'),
            vals: valueMap('Friend-info values'),
            metas: valueMap('Metas (accepted; the server derives them)'),
            changed_item_ids: idList('The var ids to write (absent: every id of vals)'),
            bases: basesMap,
          },
          required: ['member_id', 'revision'],
        },
        response: { 200: editorSchema, ...writeErrors },
      },
    },
    async (request) => {
      const body = bodyOf(request);
      const errors: Record<string, string[]> = {};
      const values = readValues(body.vals, errors);
      const input: MemberInput = {
        tagIds: readIds(body.tag_ids, '/tag_ids', 'タグ', errors),
        values: changedValues(
          values,
          readIds(body.changed_item_ids, '/changed_item_ids', '友だち情報', errors),
        ),
        bases: readBases(body.bases, '/bases', errors),
      };
      refuseFields(errors);
      const record = await saveFriend(db, files, request, {
        memberId: body.member_id as number,
        revision: body.revision as number,
        input,
      });
      return editorAnswer(request, record);
    },
  );

  const write = (
    url: string,
    summary: string,
    properties: Record<string, unknown>,
    answer: object,
    readInput: (body: Record<string, unknown>, errors: Record<string, string[]>) => MemberInput,
    shape: (request: FastifyRequest, record: FriendRecord) => unknown,
  ) =>
    app.post(
      url,
      {
        config: { access: 'operator' },
        schema: {
          tags,
          summary,
          body: {
            type: 'object',
            properties: { member_id: memberId, ...properties },
            required: ['member_id'],
          },
          response: { 200: answer, ...writeErrors },
        },
      },
      async (request) => {
        const body = bodyOf(request);
        const errors: Record<string, string[]> = {};
        const input = readInput(body, errors);
        refuseFields(errors);
        return shape(
          request,
          await saveFriend(db, files, request, { memberId: body.member_id as number, input }),
        );
      },
    );

  write(
    '/api/member/tag',
    'Replace a friend’s tag set (needs tag-write when it changes); protected tags are neither added nor removed',
    { tag_ids: idList('The full new tag set') },
    tagAnswerSchema,
    (body, errors) => ({ tagIds: readIds(body.tag_ids ?? [], '/tag_ids', 'タグ', errors) }),
    (_, r) => tagAnswer(r),
  );
  write(
    '/api/member/var',
    'Write a friend’s friend-info values of changed_item_ids (needs var-write)',
    {
      vals: valueMap('Friend-info values'),
      metas: valueMap('Metas (accepted; the server derives them)'),
      changed_item_ids: idList('The var ids to write (absent: every id of vals)'),
    },
    varAnswerSchema,
    (body, errors) => ({
      values: changedValues(
        readValues(body.vals, errors),
        readIds(body.changed_item_ids, '/changed_item_ids', '友だち情報', errors),
      ),
    }),
    (_, r) => varAnswer(r),
  );
  write(
    '/api/v1/member/var',
    'Write every given friend-info value of a friend (needs var-write)',
    { vals: valueMap('Friend-info values'), metas: valueMap('Metas (accepted; the server derives them)') },
    varAnswerSchema,
    (body, errors) => ({ values: readValues(body.vals ?? {}, errors) }),
    (_, r) => varAnswer(r),
  );
  write(
    '/api/member/basevar',
    'Write a friend’s base fields (short_name, nickname, memo; name is read only) within the authorizations',
    { vals: basesMap },
    baseAnswerSchema,
    (body, errors) => ({ bases: readBases(body.vals ?? {}, '/vals', errors) }),
    baseAnswer,
  );
  write(
    '/api/v1/member/memo',
    'Write a friend’s memo (≤ 20000 characters)',
    { memo: { type: 'string', title: 'メモ' } },
    {
      type: 'object',
      properties: { member_id: { type: 'integer' }, memo: { type: 'string' }, revision: revisionSchema },
      required: ['member_id', 'memo', 'revision'],
    },
    (body, errors) => ({
      bases: readBases(typeof body.memo === 'string' ? { memo: body.memo } : {}, '', errors),
    }),
    (_, r) => ({ member_id: r.member.id, memo: r.bases.memo, revision: r.revision }),
  );

  app.get(
    '/api/member/var/suggests/:id',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'Values friends have for a text-like field (types 0, 1, 2), most used first, at most 20, optionally ' +
          'starting with q; other types answer none',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 200, description: 'Only values starting with this' },
          },
        },
        response: {
          200: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
          ...readErrors,
        },
      },
    },
    async (request) => {
      const id = pathId(request);
      const field = id === undefined ? undefined : await findItem(db, request.account.id, 'varia', id);
      if (!field || field.deleted) throw refuse(404, FIELD_NOT_FOUND);
      if (!SUGGESTED_TYPES.has(field.type ?? 0)) return [];
      const { q = '' } = request.query as { q?: string };
      return (await valueSuggestions(db, field.id, storableText(q))).map((name) => ({ name }));
    },
  );

  app.post(
    '/api/tunnel/bestname',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'The real-name guess for short_name from a display name (NFKC; emoji, symbols and bracketed decorations ' +
          'removed): a JSON string, or the text null when nothing name-like is left',
        body: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 200, title: '名前' } },
          required: ['name'],
        },
        response: { 200: { type: ['string', 'null'] }, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { name } = request.body as { name: string };
      // Sent as JSON text ourselves: Fastify would send a returned string as plain text, and null not at all.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(bestName(name)));
    },
  );
}
