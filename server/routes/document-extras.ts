import type { FastifyInstance } from 'fastify';
import { getDocument } from '../db/documents.ts';
import { listFolders } from '../db/folders.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { describeAsText, describeDocument } from '../domain/describe.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage } from '../domain/kinds.ts';
import { describeContext } from '../domain/save.ts';
import { refuse } from '../http/errors.ts';
import { folderSchema, idParams } from '../http/schemas.ts';

/**
 * The spec's calls beside load and save: GET /api/action/text/{id} (the action's description made from the
 * plugins' summaries, spec 000 §7) and GET /api/funnel/groups (the funnel folders, spec 001 §7). Each exists when
 * the registry defines its kind (the built-in one defines both).
 *
 * @example await registerDocumentExtras(app, deps);
 */
export async function registerDocumentExtras(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const action = deps.registry.document('action');
  if (action) {
    app.get(
      '/api/action/text/:id',
      {
        config: { access: 'operator' },
        schema: {
          tags: [action.key],
          summary: 'The action description: one line per effect, from the same summaries the editor shows',
          params: idParams,
          response: {
            200: {
              type: 'object',
              properties: { text: { type: 'string' }, lines: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
      async (request) => {
        const id = parseId((request.params as { id: string }).id);
        const key = { accountId: request.account.id, kind: action.key, id: id ?? 0 };
        const stored = id && (await getDocument(deps.db, key));
        if (!stored) throw refuse(404, notFoundMessage(action));
        const ctx = await describeContext(deps, request.account, action.key, stored.body);
        const lines = describeDocument(deps.registry, action.key, stored.body, ctx);
        return { text: describeAsText(lines), lines };
      },
    );
  }

  const funnel = deps.registry.document('funnel');
  if (funnel) {
    app.get(
      '/api/funnel/groups',
      {
        config: { access: 'operator' },
        schema: {
          tags: [funnel.key],
          summary: 'The funnel folders, [{ id, name }] (with item_count and unique)',
          response: { 200: { type: 'array', items: folderSchema } },
        },
      },
      async (request) => listFolders(deps.db, request.account.id, funnel.key, 'documents'),
    );
  }
}
