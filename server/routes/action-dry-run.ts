import type { FastifyInstance } from 'fastify';
import { actionDryRun } from '../domain/action-dry-run.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { MAX_ID } from '../domain/ids.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { errorResponse } from '../http/schemas.ts';
import { FRIEND_NOT_FOUND } from './friends.ts';

/**
 * POST /api/action/dry-run (issue 19 point 6, docs/decisions/action-dry-run.md): what an action, as the editor
 * would save it, would do to one friend, effect by effect, each condition evaluated for that friend. Nothing is
 * written. 422 when the action would not save, 404 for a friend the account does not have.
 */
export async function registerActionDryRunRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const action = deps.registry.document('action');
  if (!action) return;
  app.post(
    '/api/action/dry-run',
    {
      config: { access: 'operator' },
      schema: {
        tags: [action.key],
        summary:
          'Dry run of an action for one friend: each effect’s condition verdict and what it would change (writes nothing)',
        body: {
          type: 'object',
          properties: {
            document: { type: 'object', description: 'The action as the editor would save it (inputs, …)' },
            member_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: '友だち' },
          },
          required: ['document', 'member_id'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              member_id: { type: 'integer' },
              name: { type: 'string' },
              effects: {
                type: 'array',
                items: { type: 'object', additionalProperties: true },
                description: 'Per effect: number, type, label, summary, condition, runs, lines',
              },
            },
            required: ['member_id', 'name', 'effects'],
          },
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const body = request.body as { document: unknown; member_id: number };
      const outcome = await actionDryRun(deps, request.account, action, body.document, body.member_id);
      if (outcome.status === 404) throw refuse(404, FRIEND_NOT_FOUND);
      if (outcome.status === 422) throw new ApiError(422, outcome.body);
      return outcome;
    },
  );
}
