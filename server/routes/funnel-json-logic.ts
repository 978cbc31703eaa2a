import type { FastifyInstance } from 'fastify';
import { exportFunnelLogic } from '../../plugins/conditions/json-logic.ts';
import { getDocument } from '../db/documents.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { importFunnel } from '../domain/funnel-json-logic.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage } from '../domain/kinds.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { errorResponse, idParams } from '../http/schemas.ts';

/** The most bytes of JSON Logic an import takes (a funnel of a few hundred conditions is far below). */
export const JSON_LOGIC_MAX_BYTES = 512 * 1024;

const logicSchema = {
  description:
    'The funnel as JSON Logic: {"and": [with_blocked, user_rate_type, …conditions]}, over the friend\'s facts and `today` (the account\'s day in Japan, yyyy-MM-dd) (docs/decisions/funnel-json-logic.md)',
} as const;

/**
 * A funnel as JSON Logic for integrators (issue 19 point 5, docs/decisions/funnel-json-logic.md):
 * - GET /api/funnel/{fid}/jsonlogic: a saved funnel's export, `{ fid, name, logic }`;
 * - POST /api/funnel/jsonlogic `{ logic }`: the import, `{ inputs, with_blocked?, user_rate_type? }` (the
 *   funnel's wire fields, to save with the funnel save or to load into the editor); 422 when the logic is no
 *   exported funnel or its conditions would not save. Neither writes anything.
 */
export async function registerFunnelJsonLogicRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const funnel = deps.registry.document('funnel');
  if (!funnel) return;
  const tags = [funnel.key];

  app.get(
    '/api/funnel/:id/jsonlogic',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'A saved funnel as JSON Logic (display filters, then the and-list; or-groups as "or")',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { fid: { type: 'integer' }, name: { type: 'string' }, logic: logicSchema },
            required: ['fid', 'name', 'logic'],
          },
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const stored =
        id && (await getDocument(deps.db, { accountId: request.account.id, kind: funnel.key, id }));
      if (!stored) throw refuse(404, notFoundMessage(funnel));
      return { fid: stored.id, name: stored.name, logic: exportFunnelLogic(stored.body, deps.registry) };
    },
  );

  app.post(
    '/api/funnel/jsonlogic',
    {
      config: { access: 'operator' },
      bodyLimit: JSON_LOGIC_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Reads JSON Logic back into a funnel’s inputs, with_blocked and user_rate_type (writes nothing)',
        body: { type: 'object', properties: { logic: logicSchema }, required: ['logic'] },
        response: {
          200: {
            type: 'object',
            properties: {
              inputs: { type: 'array', items: {} },
              with_blocked: {},
              user_rate_type: {},
            },
            required: ['inputs'],
          },
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const { logic } = request.body as { logic: unknown };
      const outcome = await importFunnel(deps, request.account, logic);
      if (outcome.status === 422) throw new ApiError(422, outcome.body);
      return outcome.funnel;
    },
  );
}
