import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createFolder, deleteFolder, listFolders, renameFolder } from '../db/folders.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { MAX_ID } from '../domain/ids.ts';
import { folderContents, PICKER_KINDS, storedKind } from '../domain/kinds.ts';
import { refuse } from '../http/errors.ts';
import { folderSchema, writeErrors } from '../http/schemas.ts';

/** The kinds with folders: every picker kind, and every document kind of the registry ('richmenu' too). */
const kindParamsOf = (kinds: readonly string[]) =>
  ({
    type: 'object',
    properties: {
      kind: { type: 'string', enum: [...kinds] },
      id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    },
    required: ['kind'],
  }) as const;

const nameBody = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 100, title: 'フォルダ名' } },
  required: ['name'],
} as const;

function folderName(request: FastifyRequest): string {
  const name = ((request.body as { name?: string }).name ?? '').trim();
  if (!name) throw refuse(422, 'フォルダ名を入力してください', '/name');
  return name;
}

/**
 * Folders of every picker kind and document kind (the spec shows only the lists): GET /api/folders/{kind},
 * POST /api/folders/{kind} { name }, PATCH /api/folders/{kind}/{id} { name }, DELETE /api/folders/{kind}/{id}
 * (its contents become unclassified). Which table a kind's folders hold comes from the registry: documents for
 * its document kinds, items for the others.
 *
 * @example await registerFolderRoutes(app, deps);
 */
export async function registerFolderRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, registry } = deps;
  const tags = ['folders'];
  const kindParams = kindParamsOf([
    ...new Set<string>([...PICKER_KINDS, ...registry.documents().map((kind) => kind.key)]),
  ]);
  app.get(
    '/api/folders/:kind',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'The folders of a kind with item counts',
        params: kindParams,
        response: { 200: { type: 'array', items: folderSchema } },
      },
    },
    async (request) => {
      const { kind } = request.params as { kind: string };
      return listFolders(db, request.account.id, storedKind(registry, kind), folderContents(registry, kind));
    },
  );

  app.post(
    '/api/folders/:kind',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'Create a folder',
        params: kindParams,
        body: nameBody,
        response: { 200: folderSchema, ...writeErrors },
      },
    },
    async (request) =>
      createFolder(
        db,
        request.account.id,
        storedKind(registry, (request.params as { kind: string }).kind),
        folderName(request),
      ),
  );

  app.patch(
    '/api/folders/:kind/:id',
    {
      config: { access: 'operator' },
      schema: { tags, summary: 'Rename a folder', params: kindParams, body: nameBody, response: writeErrors },
    },
    async (request) => {
      const { kind, id } = request.params as { kind: string; id: number };
      if (
        !(await renameFolder(db, request.account.id, storedKind(registry, kind), id, folderName(request)))
      ) {
        throw refuse(404, 'フォルダが見つかりません');
      }
      return { id, name: folderName(request) };
    },
  );

  app.delete(
    '/api/folders/:kind/:id',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'Delete a folder; its contents become unclassified',
        params: kindParams,
        response: writeErrors,
      },
    },
    async (request) => {
      const { kind, id } = request.params as { kind: string; id: number };
      if (
        !(await deleteFolder(
          db,
          request.account.id,
          storedKind(registry, kind),
          id,
          folderContents(registry, kind),
        ))
      )
        throw refuse(404, 'フォルダが見つかりません');
      return { id, deleted: true };
    },
  );
}
