import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createSession,
  findOperatorByLogin,
  operatorAccounts,
  revokeOperatorSessions,
  revokeSession,
  setSessionAccount,
} from '../db/operators.ts';
import type { Db } from '../db/schema.ts';
import { MAX_ID } from '../domain/ids.ts';
import { checkPassword } from '../domain/passwords.ts';
import { refuse } from '../http/errors.ts';
import type { LoginLimiter } from '../http/login-limit.ts';
import { errorResponse } from '../http/schemas.ts';
import {
  clearSessionCookie,
  csrfTokenFor,
  FORBIDDEN,
  type Membership,
  newSessionValue,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionIdOf,
  writeSessionCookie,
} from '../http/session.ts';

const sessionResponse = {
  type: 'object',
  properties: {
    token: {
      type: 'string',
      description:
        'The CSRF token of this session and account: send it as X-CSRF-TOKEN (or _token) on every write',
    },
    operator: {
      type: 'object',
      properties: { id: { type: 'integer' }, login_id: { type: 'string' }, name: { type: 'string' } },
    },
    account: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    role: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    abilities: { type: 'array', items: { type: 'string' } },
    permissions: {
      type: 'array',
      items: { type: 'string' },
      description: "The operator's role's permissions within the account's own",
    },
    accounts: { type: 'array', description: 'The accounts the operator belongs to (and may switch to)' },
    expires_at: { type: 'string', description: 'When the session ends (ISO 8601)' },
  },
} as const;

const authErrors = {
  401: { ...errorResponse, description: 'Not logged in (or the session expired or was revoked)' },
  403: { ...errorResponse, description: '操作権限がありません, or a missing CSRF token' },
} as const;

/** The options of the session routes. */
export interface SessionRouteOptions {
  db: Db;
  secret: string;
  limiter: LoginLimiter;
  /** Session lifetime; default SESSION_TTL_MS. */
  ttlMs?: number;
}

/**
 * The session's routes: POST /api/login and /api/logout, GET /api/session (what the console needs at start),
 * POST /api/session/account (switch to another account the operator belongs to), POST /api/session/revoke_all
 * (end every session of the operator), and the spec's GET /api/v1/operator/permission_list.
 *
 * @example await registerSessionRoutes(app, { db, secret, limiter: createLoginLimiter() });
 */
export async function registerSessionRoutes(
  app: FastifyInstance,
  options: SessionRouteOptions,
): Promise<void> {
  const { db, secret, limiter } = options;
  const ttl = options.ttlMs ?? SESSION_TTL_MS;
  const answer = (
    request: FastifyRequest,
    sessionId: string,
    account: Membership,
    memberships: Membership[],
    expiresAt?: string,
  ) => ({
    token: csrfTokenFor(secret, sessionId, account.id),
    operator: request.operator,
    account: { id: account.id, name: account.name },
    role: { id: account.role_id, name: account.role_name },
    abilities: account.abilities,
    permissions: account.permissions,
    accounts: memberships.map((a) => ({ id: a.id, name: a.name })),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  });
  const current = (request: FastifyRequest) => request.account as Membership;

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          'Log in with a login id and password: a new session (its id and CSRF token are new), answered like GET /api/session',
        body: {
          type: 'object',
          properties: {
            login_id: { type: 'string', maxLength: 100, title: 'ログインID' },
            password: { type: 'string', maxLength: 200, title: 'パスワード' },
          },
          required: ['login_id', 'password'],
        },
        response: {
          200: sessionResponse,
          401: { ...errorResponse, description: 'Wrong login id or password' },
          429: { ...errorResponse, description: 'Too many failed logins for this login id or address' },
        },
      },
    },
    async (request, reply) => {
      const { login_id, password } = request.body as { login_id: string; password: string };
      const loginId = login_id.trim();
      const verdict = limiter.check(loginId, request.ip);
      if (!verdict.allowed) {
        const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
        reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
        throw refuse(
          429,
          `ログインの失敗が続いたため、一時的にログインできません。約${minutes}分後にもう一度お試しください`,
        );
      }
      const operator = await findOperatorByLogin(db, loginId);
      const ok = await checkPassword(operator?.password_hash, password);
      const memberships = ok && operator && !operator.disabled ? await operatorAccounts(db, operator.id) : [];
      if (!ok || !operator || operator.disabled || memberships.length === 0) {
        limiter.fail(loginId, request.ip);
        throw refuse(401, 'ログインIDまたはパスワードが正しくありません');
      }
      limiter.succeed(loginId);
      // Rotation: whatever session the browser had ends, and the new one has a new id (and so a new token).
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await revokeSession(db, sessionIdOf(previous));
      const value = newSessionValue();
      const id = sessionIdOf(value);
      const expires = new Date(Date.now() + ttl);
      await createSession(db, {
        id,
        operator_id: operator.id,
        account_id: memberships[0].id,
        expires_at: expires.toISOString(),
      });
      writeSessionCookie(reply, value, expires);
      request.operator = { id: operator.id, login_id: operator.login_id, name: operator.name };
      return answer(request, id, memberships[0], memberships, expires.toISOString());
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], summary: 'End this session (logged out or not, the cookie is cleared)' },
    },
    async (request, reply) => {
      if (request.sessionId) await revokeSession(db, request.sessionId);
      clearSessionCookie(reply);
      return { logged_out: true };
    },
  );

  app.get(
    '/api/session',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['session'],
        summary: 'The session: CSRF token, operator, account, role, abilities, permissions, accounts',
        response: { 200: sessionResponse, ...authErrors },
      },
    },
    async (request) => answer(request, request.sessionId, current(request), request.memberships),
  );

  app.post(
    '/api/session/account',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['session'],
        summary:
          'Switch the session to another account the operator belongs to (403 otherwise); answers the new token',
        body: {
          type: 'object',
          properties: { account_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: 'アカウント' } },
          required: ['account_id'],
        },
        response: { 200: sessionResponse, ...authErrors },
      },
    },
    async (request) => {
      const target = request.memberships.find(
        (m) => m.id === (request.body as { account_id: number }).account_id,
      );
      if (!target) throw refuse(403, FORBIDDEN);
      await setSessionAccount(db, request.sessionId, target.id);
      request.account = target;
      return answer(request, request.sessionId, target, request.memberships);
    },
  );

  app.post(
    '/api/session/revoke_all',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['session'],
        summary: 'End every session of the logged-in operator (every browser), this one included',
        response: authErrors,
      },
    },
    async (request, reply: FastifyReply) => {
      const revoked = await revokeOperatorSessions(db, request.operator?.id ?? 0);
      clearSessionCookie(reply);
      return { revoked };
    },
  );

  app.get(
    '/api/v1/operator/permission_list',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['session'],
        summary:
          "The operating permissions of a role of the account (spec 000 §7); without operator_role_id, the operator's own",
        querystring: {
          type: 'object',
          properties: { operator_role_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: 'ロール' } },
        },
        response: {
          200: {
            type: 'object',
            properties: { operating_permission_list: { type: 'array', items: { type: 'string' } } },
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { operator_role_id } = request.query as { operator_role_id?: number };
      const own = current(request);
      if (operator_role_id === undefined || operator_role_id === own.role_id)
        return { operating_permission_list: own.permissions };
      // Another role's list is for those who manage roles.
      if (!own.permissions.includes('operator-manage')) throw refuse(403, FORBIDDEN);
      const role = await db
        .selectFrom('roles')
        .select('permissions')
        .where('id', '=', operator_role_id)
        .where('account_id', '=', own.id)
        .executeTakeFirst();
      if (!role) throw refuse(404, 'ロールが見つかりません');
      return { operating_permission_list: JSON.parse(role.permissions) as string[] };
    },
  );
}
