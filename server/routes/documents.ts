import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentPaths } from '../../engine/core/index.ts';
import { deleteDocument, documentBodies, getDocument, listDocuments } from '../db/documents.ts';
import { listFolders } from '../db/folders.ts';
import { getRevision, listRevisions } from '../db/revisions.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { hooksOf } from '../domain/document-hooks.ts';
import { readRegisterBody } from '../domain/envelope.ts';
import { MAX_ID, parseId } from '../domain/ids.ts';
import { type DocumentKind, notFoundMessage, writeAccess } from '../domain/kinds.ts';
import { insertCopy, saveDocument } from '../domain/save.ts';
import { toUnprocessable } from '../domain/validate.ts';
import { ApiError, CONFLICT_MESSAGE, refuse } from '../http/errors.ts';
import { registerBodySchemas } from '../http/openapi.ts';
import {
  documentWriteErrors,
  folderSchema,
  idParams,
  revisionParams,
  revisionQuery,
  writeErrors,
} from '../http/schemas.ts';
import { FORBIDDEN } from '../http/session.ts';

/** The 409 of a write: the conflict text, and the current revision so a client can fetch it and merge. */
function conflict(revision: number, path?: string): ApiError {
  return new ApiError(409, {
    messages: [CONFLICT_MESSAGE],
    errors: path === undefined ? {} : { [path]: [CONFLICT_MESSAGE] },
    revision,
  });
}

/**
 * A path of documentPaths in Fastify's spelling.
 *
 * @example routePath('/api/action/data/{id}') // '/api/action/data/:id'
 */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * True for the spec's form-encoded posts (values are text), false for JSON.
 *
 * @example isFormBody(request) // true for the spec's form posts
 */
export function isFormBody(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/**
 * The routes of one document kind, at the paths its definition names (documentPaths): the spec's
 * GET /api/{kind}/data/{id} and POST /api/{kind}/register, and in the same style GET /api/{kind}/list,
 * POST /api/{kind}/copy/{id}, DELETE /api/{kind}/{id} and GET /api/{kind}/data/{id}/revision/{revision}.
 *
 * @example for (const kind of registry.documents()) await registerDocumentRoutes(app, deps, kind);
 */
export async function registerDocumentRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  kind: DocumentKind,
): Promise<void> {
  const tags = [kind.key];
  const paths = documentPaths(kind);
  const hooks = hooksOf(kind.key);
  // Writes of a kind gated by an ability (rich menus: richmenu) need the account to have it.
  const write = { access: writeAccess(kind) };
  const writeConfig = {
    config: write,
    ...(hooks.writeAbility ? { preHandler: abilityGuard(hooks.writeAbility) } : {}),
  };
  const notFound = notFoundMessage(kind);
  const idOf = (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    if (id === undefined) throw refuse(404, notFound);
    return id;
  };
  const load = async (request: FastifyRequest) => {
    const stored = await getDocument(deps.db, {
      accountId: request.account.id,
      kind: kind.key,
      id: idOf(request),
    });
    if (!stored) throw refuse(404, notFound);
    return stored;
  };

  app.get(
    routePath(paths.data),
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: `Load a ${kind.key} for editing (its wire fields and revision)`,
        params: idParams,
      },
    },
    async (request) => {
      const stored = await load(request);
      return { [kind.idField]: stored.id, ...stored.body, revision: stored.revision };
    },
  );

  app.get(
    routePath(paths.revision),
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: `Load a ${kind.key} as it was at one of its last revisions (the base of a three-way merge)`,
        params: revisionParams,
      },
    },
    async (request) => {
      const revision = parseId((request.params as { revision: string }).revision);
      const key = { accountId: request.account.id, kind: kind.key, id: idOf(request) };
      const found = revision && (await getRevision(deps.db, key, revision));
      if (!found) throw refuse(404, notFound);
      // The same shape as the data route answers, so a client reads both alike.
      return { [kind.idField]: key.id, ...found.body, revision: found.revision };
    },
  );

  app.get(
    routePath(`${paths.data}/revisions`),
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: `The kept revisions of a ${kind.key} (the last 50), newest first: who saved each and when`,
        params: idParams,
      },
    },
    async (request) => {
      const key = { accountId: request.account.id, kind: kind.key, id: idOf(request) };
      const revisions = await listRevisions(deps.db, key);
      if (revisions.length === 0) throw refuse(404, notFound);
      return { [kind.idField]: key.id, revisions };
    },
  );

  app.post(
    routePath(`${paths.revision}/restore`),
    {
      ...writeConfig,
      schema: {
        tags,
        summary:
          `Restore a ${kind.key} to one of its kept revisions: saved (and validated) as a new revision, nothing is ` +
          'overwritten; `revision` in the body is the one the client shows (409 when it is stale)',
        params: revisionParams,
        body: {
          type: 'object',
          properties: {
            revision: { type: 'integer', minimum: 1, maximum: 2_147_483_647, title: 'revision' },
          },
          required: ['revision'],
        },
        response: documentWriteErrors,
      },
    },
    async (request) => {
      const wanted = parseId((request.params as { revision: string }).revision);
      const key = { accountId: request.account.id, kind: kind.key, id: idOf(request) };
      const found = wanted && (await getRevision(deps.db, key, wanted));
      if (!found) throw refuse(404, notFound);
      const { revision } = request.body as { revision: number };
      const outcome = await saveDocument(
        deps,
        request.account,
        kind,
        { document: found.body, id: key.id, revision },
        request.operator?.id,
      );
      if (outcome.status === 422) throw new ApiError(422, outcome.body);
      if (outcome.status === 404) throw refuse(404, notFound);
      if (outcome.status === 409) throw conflict(outcome.revision, '/revision');
      return {
        [kind.idField]: key.id,
        id: key.id,
        revision: outcome.revision,
        restored_from: found.revision,
      };
    },
  );

  app.post(
    routePath(paths.register),
    {
      ...writeConfig,
      schema: {
        tags,
        summary: `Create or overwrite a ${kind.key} (validated by the shared registry)`,
        body: { content: registerBodySchemas(deps.registry, kind) },
        response: {
          200: {
            type: 'object',
            description: `{ ${kind.idField}, id, revision, description[], warnings[] }`,
          },
          ...documentWriteErrors,
        },
      },
      // The registry validates the document (Japanese messages, paths into the document); the schema documents it.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const read = readRegisterBody(kind, request.body, isFormBody(request));
      if (!read.ok)
        throw new ApiError(422, toUnprocessable(deps.registry, kind.key, request.body, read.issues));
      const outcome = await saveDocument(deps, request.account, kind, read.request, request.operator?.id);
      if (outcome.status === 422) throw new ApiError(422, outcome.body);
      if (outcome.status === 404) throw refuse(404, notFound);
      if (outcome.status === 409) throw conflict(outcome.revision, '/revision');
      const { id, revision, description, warnings } = outcome;
      const extra = hooks.saveAnswer
        ? await hooks.saveAnswer(deps, request.account, request.body, read.request.document)
        : {};
      return { ...extra, [kind.idField]: id, id, revision, description, warnings };
    },
  );

  app.get(
    routePath(paths.list),
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: `List the ${kind.key}s, optionally of one folder (group_id, 0 = unclassified)${hooks.listUsage ? '; each row adds used_by: { count, documents: the first three live documents using it as { kind, id, name } } (an action effect’s condition)' : ''}`,
        querystring: {
          type: 'object',
          properties: { group_id: { type: 'integer', minimum: 0, maximum: MAX_ID, title: 'フォルダ' } },
        },
        response: {
          200: {
            type: 'object',
            properties: { items: { type: 'array' }, groups: { type: 'array', items: folderSchema } },
          },
        },
      },
    },
    async (request) => {
      const { group_id } = request.query as { group_id?: number };
      const group = group_id === undefined ? undefined : group_id === 0 ? null : group_id;
      const [rows, groups] = await Promise.all([
        listDocuments(deps.db, request.account.id, kind.key, group),
        listFolders(deps.db, request.account.id, kind.key, 'documents'),
      ]);
      const extras = hooks.listFields;
      const bodies = extras
        ? await documentBodies(
            deps.db,
            request.account.id,
            kind.key,
            rows.map((row) => row.id),
          )
        : undefined;
      const usage = await hooks.listUsage?.(
        deps,
        request.account,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => ({
          [kind.idField]: row.id,
          ...row,
          ...(extras ? extras(bodies?.get(row.id) ?? {}) : {}),
          ...usage?.get(row.id),
        })),
        groups,
      };
    },
  );

  app.post(
    routePath(paths.copy),
    {
      ...writeConfig,
      schema: {
        tags,
        summary: `Copy a ${kind.key} into the same folder (name + のコピー)`,
        params: idParams,
        response: writeErrors,
      },
    },
    async (request) => {
      const stored = await load(request);
      const name = copyName(String(stored.body[kind.nameField] ?? stored.name));
      const body = { ...stored.body, [kind.nameField]: name };
      const created = await insertCopy(deps, request.account, kind, {
        name,
        group_id: stored.group_id,
        body,
        operatorId: request.operator?.id,
      });
      if (created.status === 422) throw new ApiError(422, created.body);
      return { [kind.idField]: created.id, id: created.id, revision: created.revision };
    },
  );

  app.delete(
    routePath(paths.remove),
    {
      ...writeConfig,
      schema: {
        tags,
        summary: `Delete a ${kind.key} (guarded by ?revision= when given); references show it as deleted${hooks.beforeDelete ? '. Refused (422) while a live document uses it (an action effect’s condition)' : ''}`,
        params: idParams,
        querystring: revisionQuery,
        response: documentWriteErrors,
      },
    },
    async (request) => {
      const { revision } = request.query as { revision?: number };
      const key = { accountId: request.account.id, kind: kind.key, id: idOf(request) };
      // The guard runs in the delete's transaction, after the row is marked (deleteDocument says why that is
      // final on both databases); a missing document is still 404 and a stale revision 409.
      const guard = hooks.beforeDelete;
      const outcome = await deleteDocument(
        deps.db,
        key,
        revision,
        guard && ((trx) => guard({ ...deps, db: trx }, request.account, key.id)),
      );
      if (outcome.status === 'refused') throw refuse(422, outcome.message);
      if (outcome.status === 'missing') throw refuse(404, notFound);
      if (outcome.status === 'stale') throw conflict(outcome.revision);
      return { [kind.idField]: key.id, deleted: true };
    },
  );
}

/**
 * A preHandler refusing (403) an account without the ability, e.g. rich-menu writes without `richmenu`.
 *
 * @example app.post('/api/richmenu/media', { config: { access: 'operator' }, preHandler: abilityGuard('richmenu') }, …)
 */
export function abilityGuard(ability: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account.abilities.includes(ability)) throw refuse(403, FORBIDDEN);
  };
}

/**
 * "名前 のコピー", cut so the name stays within 100 characters (the action name limit, spec 000 §9).
 *
 * @example copyName('ウェルカム') // 'ウェルカムのコピー'
 */
export function copyName(name: string): string {
  const suffix = 'のコピー';
  return [...name].slice(0, 100 - suffix.length).join('') + suffix;
}
