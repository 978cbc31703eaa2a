import type { FastifyInstance } from 'fastify';
import { findAccount, listAccounts } from '../db/accounts.ts';
import type { Db } from '../db/schema.ts';
import { MAX_ID } from '../domain/ids.ts';
import { refuse } from '../http/errors.ts';
import { writeSession } from '../http/session.ts';

const sessionResponse = {
  type: 'object',
  properties: {
    token: {
      type: 'string',
      description: 'The CSRF token: send it as X-CSRF-TOKEN (or _token) on every write',
    },
    account: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    abilities: { type: 'array', items: { type: 'string' } },
    permissions: { type: 'array', items: { type: 'string' } },
    accounts: { type: 'array', description: 'Accounts this session may switch to' },
  },
} as const;

/**
 * GET /api/session: what the console needs at start (the token is also in the page's meta tag), and
 * POST /api/session/account { account_id }: switch the session's account (demo: see gating on the limited one).
 *
 * @example await registerSessionRoutes(app, db);
 */
export async function registerSessionRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const answer = async (
    account: { id: number; name: string; abilities: string[]; permissions: string[] },
    token: string,
  ) => ({
    token,
    account: { id: account.id, name: account.name },
    abilities: account.abilities,
    permissions: account.permissions,
    accounts: (await listAccounts(db)).map((a) => ({ id: a.id, name: a.name })),
  });

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'The session: CSRF token, account, abilities, permissions',
        response: { 200: sessionResponse },
      },
    },
    async (request) => answer(request.account, request.csrfToken),
  );

  app.post(
    '/api/session/account',
    {
      schema: {
        tags: ['session'],
        summary: 'Switch the session to another account (the token stays valid)',
        body: {
          type: 'object',
          properties: { account_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: 'アカウント' } },
          required: ['account_id'],
        },
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const account = await findAccount(db, (request.body as { account_id: number }).account_id);
      if (!account) throw refuse(404, 'アカウントが見つかりません');
      writeSession(reply, account.id, request.sessionNonce);
      return answer(account, request.csrfToken);
    },
  );
}
