import type { FastifyInstance } from 'fastify';
import { getDocument } from '../db/documents.ts';
import { countFunnel, funnelInputs } from '../db/funnel-query.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage } from '../domain/kinds.ts';
import { refuse } from '../http/errors.ts';
import { errorResponse, idParams } from '../http/schemas.ts';

/**
 * How many friends a funnel matches (issue 19 point 4, docs/decisions/funnel-evaluation.md):
 * - GET /api/funnel/{fid}/count: a saved funnel;
 * - POST /api/funnel/count: a funnel being edited (its body, unsaved), for the editor's live count.
 * Both answer `{ count, unknown }`: `unknown` lists the paths of the conditions that cannot be evaluated
 * (broken, not friend data, incomplete), which count as no match, never as an error.
 */

/** The most conditions a counted body may hold, or-groups' included (the editor's funnels hold a few dozen). */
export const COUNT_MAX_CONDITIONS = 200;

/** The answer of every count. */
export const countAnswer = {
  type: 'object',
  properties: {
    count: { type: 'integer', description: 'Friends of the account the funnel matches' },
    unknown: {
      type: 'array',
      items: { type: 'string' },
      description: 'Paths of the conditions that cannot be evaluated (counted as no match), e.g. /inputs/2',
    },
  },
  required: ['count', 'unknown'],
} as const;

const conditionList = {
  type: 'array',
  maxItems: COUNT_MAX_CONDITIONS,
  items: { type: 'object', required: ['type'], properties: { type: { type: 'integer' } } },
} as const;

/** @example await registerFunnelCountRoutes(app, deps); */
export async function registerFunnelCountRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const funnel = deps.registry.document('funnel');
  if (!funnel) return;
  const tags = [funnel.key];

  app.get(
    '/api/funnel/:id/count',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'How many friends a saved funnel matches, and the conditions that cannot be evaluated',
        params: idParams,
        response: {
          200: { ...countAnswer, properties: { fid: { type: 'integer' }, ...countAnswer.properties } },
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const accountId = request.account.id;
      const stored = id && (await getDocument(deps.db, { accountId, kind: funnel.key, id }));
      if (!stored) throw refuse(404, notFoundMessage(funnel));
      const counted = await countFunnel(
        deps.db,
        accountId,
        stored.body,
        await funnelInputs(deps.db, accountId),
      );
      return { fid: stored.id, ...counted };
    },
  );

  app.post(
    '/api/funnel/count',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary:
          'How many friends an unsaved funnel matches (the editor’s live count): inputs, with_blocked, user_rate_type',
        body: {
          type: 'object',
          properties: {
            inputs: {
              ...conditionList,
              items: {
                ...conditionList.items,
                properties: { ...conditionList.items.properties, inputs: conditionList },
              },
            },
            with_blocked: { type: 'integer', enum: [0, 1, 2], title: 'ブロックした友だち' },
            user_rate_type: { type: 'integer', enum: [0, 1, 3], title: '非表示の友だち' },
          },
          required: ['inputs'],
        },
        response: { 200: countAnswer, 422: errorResponse },
      },
    },
    async (request) => {
      const accountId = request.account.id;
      const body = request.body as Record<string, unknown>;
      return countFunnel(deps.db, accountId, body, await funnelInputs(deps.db, accountId));
    },
  );
}

/**
 * The funnel save's `withCount` (spec 001 §7): when the flag is set (1, '1', true), the save answers the count
 * of the saved funnel beside its id.
 *
 * @example await funnelSaveCount(deps, account, { withCount: 1 }, document) // { count: 12, unknown: [] }
 */
export async function funnelSaveCount(
  deps: ServerDeps,
  accountId: number,
  body: unknown,
  document: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const flag = (body as { withCount?: unknown } | null)?.withCount;
  if (flag !== 1 && flag !== '1' && flag !== true && flag !== 'true') return {};
  return { ...(await countFunnel(deps.db, accountId, document, await funnelInputs(deps.db, accountId))) };
}
