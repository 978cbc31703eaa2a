import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermissions, type Permission } from '../../access/permissions.ts';
import type { Account } from '../db/accounts.ts';
import { findSession, operatorAccounts, type SessionOperator } from '../db/operators.ts';
import type { Db } from '../db/schema.ts';
import { ApiError, refuse } from './errors.ts';

/**
 * Who may call a route; every route names one in `config.access` (a test over every registered route checks it):
 * `public` (the page, static files, login), `operator` (logged in, member of the session's account), or the
 * permissions the operator's role must hold in that account.
 *
 * @example app.post('/api/tag/new', { config: { access: { permissions: ['tag-write', 'user-tag-create'] } } }, …)
 */
export type Access = 'public' | 'operator' | { permissions: Permission[] };

/** A membership of the logged-in operator: an account and what the operator may do there. */
export type Membership = Account & { role_id: number; role_name: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see Access). Required: a route without it answers 500. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The account this request acts for, with the operator's permissions there; unset when not logged in. */
    account: Account;
    /** The logged-in operator, or null. */
    operator: SessionOperator | null;
    /** Every account the operator belongs to. */
    memberships: Membership[];
    /** The stored id (a hash) of the session, '' when not logged in. */
    sessionId: string;
    /** The CSRF token of this session and account: sent back on every write ('' when not logged in). */
    csrfToken: string;
  }
}

/** The session cookie: a random value whose SHA-256 is the session's id; HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'console_session';
/** Where writes carry the token: this header (spec 000 §7), or a `_token` body field (the spec's form posts). */
export const CSRF_HEADER = 'x-csrf-token';
/** How long a session lasts from login (absolute; see docs/decisions/operators.md). */
export const SESSION_TTL_MS = 12 * 3600_000;

/** The 401 text. */
export const LOGIN_REQUIRED =
  'ログインしてください(ログインしていないか、セッションの有効期限が切れています)';
/** The 403 text of the error catalogue. */
export const FORBIDDEN = '操作権限がありません';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The token of a session in an account: an HMAC of both, so it changes at login (a new session) and when the
 * session switches account, and the server stores nothing more.
 *
 * @example csrfTokenFor(secret, request.sessionId, request.account.id) === request.csrfToken
 */
export function csrfTokenFor(secret: string, sessionId: string, accountId: number): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}:${accountId}`).digest('base64url');
}

/** The stored id of a cookie value. @example sessionIdOf(cookieValue) // 64 hex characters */
export function sessionIdOf(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Sessions, access checks and CSRF protection. Each request's session is read from the database (expired,
 * revoked and disabled operators' sessions are no sessions); then the route's `config.access` decides:
 * 401 when it needs an operator and there is none, 403 操作権限がありません when the operator is not a member
 * of the session's account or lacks a permission. Every write of a logged-in session must carry its token,
 * else 403; the login itself needs X-Requested-With instead (a cross-site form cannot send that header).
 *
 * @example await installSessions(app, { db, secret });
 */
export async function installSessions(
  app: FastifyInstance,
  options: { db: Db; secret: string },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('account', null as unknown as Account);
  app.decorateRequest('operator', null);
  app.decorateRequest('memberships', null as unknown as Membership[]);
  app.decorateRequest('sessionId', '');
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request) => {
    const access: Access | undefined = request.is404 ? 'public' : request.routeOptions.config.access;
    if (access === undefined) {
      throw new ApiError(500, {
        messages: [
          `route ${request.routeOptions.method} ${request.routeOptions.url} declares no config.access`,
        ],
        errors: {},
      });
    }
    request.memberships = [];
    // Built assets need no session (they are the same for everyone).
    if (access === 'public' && isStaticFile(request.url)) return;
    // The answering pages (/f/…) are public and never read the console's session: a form's custom CSS runs
    // there, so nothing on those paths may act as the operator (docs/decisions/form-answers.md).
    if (access === 'public' && isAnswerPath(request.url)) return;
    await readSession(options, request);
    if (access === 'public') return;
    if (!request.operator) throw refuse(401, LOGIN_REQUIRED);
    if (!request.account) throw refuse(403, FORBIDDEN);
    if (typeof access === 'object' && !hasPermissions(request.account.permissions, ...access.permissions))
      throw refuse(403, FORBIDDEN);
  });

  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.access === 'public') {
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest' && !request.is404)
        throw refuse(403, 'X-Requested-With: XMLHttpRequest ヘッダーを付けて送信してください');
      return;
    }
    const body = request.body as Record<string, unknown> | undefined;
    const sent = request.headers[CSRF_HEADER] ?? (typeof body === 'object' && body ? body._token : undefined);
    if (!request.csrfToken || typeof sent !== 'string' || !sameToken(sent, request.csrfToken)) {
      throw refuse(
        403,
        'ページの有効期限が切れています。再読み込みしてください(CSRFトークンが正しくありません)',
      );
    }
  });
}

/** Reads the request's session into `request.operator`, `account`, `memberships`, `sessionId` and `csrfToken`. */
async function readSession(options: { db: Db; secret: string }, request: FastifyRequest): Promise<void> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw || !/^[A-Za-z0-9_-]{32,64}$/.test(raw)) return;
  const id = sessionIdOf(raw);
  const session = await findSession(options.db, id, new Date());
  if (!session) return;
  request.operator = session.operator;
  request.sessionId = id;
  request.memberships = await operatorAccounts(options.db, session.operator.id);
  const account = request.memberships.find((m) => m.id === session.accountId);
  if (!account) return;
  request.account = account;
  request.csrfToken = csrfTokenFor(options.secret, id, account.id);
}

/**
 * A new session cookie value (its hash is the stored id).
 *
 * @example const value = newSessionValue(); await createSession(db, { id: sessionIdOf(value), … });
 */
export function newSessionValue(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Sets the session cookie (secure when the request came over HTTPS).
 *
 * @example writeSessionCookie(reply, value, expiresAt);
 */
export function writeSessionCookie(reply: FastifyReply, value: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: 'auto',
    expires,
  });
}

/** Clears the session cookie. @example clearSessionCookie(reply) */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The path prefix of the pages friends answer forms on (server/routes/form-answers.ts). */
export const ANSWER_PATH_PREFIX = '/f/';

/** Whether a URL is on an answering page's path. @example isAnswerPath('/f/aB3kPq?mode=example') // true */
export function isAnswerPath(url: string): boolean {
  return url.startsWith(ANSWER_PATH_PREFIX);
}

/** Built assets; pages (.html) are not among them: they carry the token. */
function isStaticFile(url: string): boolean {
  const path = url.split('?')[0];
  return (
    !path.startsWith('/api/') &&
    !path.startsWith('/line/') &&
    /\.[A-Za-z0-9]+$/.test(path) &&
    !path.endsWith('.html')
  );
}
