import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Account, findAccount, listAccounts } from '../db/accounts.ts';
import type { Db } from '../db/schema.ts';
import { refuse } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account this request acts for (the session's). */
    account: Account;
    /** The CSRF token of this session: sent back on every write. */
    csrfToken: string;
    sessionNonce: string;
  }
}

/** The session cookie: `{accountId}.{nonce}`, signed, HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'console_session';
/** Where writes carry the token: this header (spec 000 §7), or a `_token` body field (the spec's form posts). */
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The token of a session: an HMAC of its nonce, so the server stores nothing per session.
 *
 * @example csrfTokenFor(secret, request.sessionNonce) === request.csrfToken
 */
export function csrfTokenFor(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
}

/**
 * Sessions and CSRF protection. There is no login in this console (the spec shows none): a new visitor gets a
 * session on the first account, and may switch account (POST /api/session/account). Every write must carry the
 * session's token, else 403; reads need none.
 *
 * @example await installSessions(app, { db, secret });
 */
export async function installSessions(
  app: FastifyInstance,
  options: { db: Db; secret: string },
): Promise<void> {
  await app.register(cookie, { secret: options.secret });
  app.decorateRequest('account', null as unknown as Account);
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('sessionNonce', '');

  app.addHook('onRequest', async (request, reply) => {
    if (isStaticFile(request.url)) return;
    const current = await readSession(options.db, request);
    const session = current ?? {
      account: (await listAccounts(options.db))[0],
      nonce: randomBytes(18).toString('base64url'),
    };
    if (!session.account) throw refuse(503, 'アカウントがありません。サーバーの初期データを確認してください');
    request.account = session.account;
    request.sessionNonce = session.nonce;
    request.csrfToken = csrfTokenFor(options.secret, session.nonce);
    if (!current) writeSession(reply, session.account.id, session.nonce);
  });

  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || isStaticFile(request.url)) return;
    const body = request.body as Record<string, unknown> | undefined;
    const sent = request.headers[CSRF_HEADER] ?? (typeof body === 'object' && body ? body._token : undefined);
    if (typeof sent !== 'string' || !sameToken(sent, request.csrfToken)) {
      throw refuse(
        403,
        'ページの有効期限が切れています。再読み込みしてください(CSRFトークンが正しくありません)',
      );
    }
  });
}

/**
 * Points the session at another account, keeping its token.
 *
 * @example writeSession(reply, 2, request.sessionNonce); // now acting for account 2
 */
export function writeSession(reply: FastifyReply, accountId: number, nonce: string): void {
  reply.setCookie(SESSION_COOKIE, `${accountId}.${nonce}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
  });
}

async function readSession(
  db: Db,
  request: FastifyRequest,
): Promise<{ account: Account; nonce: string } | undefined> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const match = /^([0-9]{1,10})\.([A-Za-z0-9_-]{16,64})$/.exec(unsigned.value);
  if (!match) return undefined;
  const account = await findAccount(db, Number(match[1]));
  return account ? { account, nonce: match[2] } : undefined;
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Built assets need no session (they are the same for everyone); pages (.html) do: they carry the token. */
function isStaticFile(url: string): boolean {
  const path = url.split('?')[0];
  return (
    !path.startsWith('/api/') &&
    !path.startsWith('/line/') &&
    /\.[A-Za-z0-9]+$/.test(path) &&
    !path.endsWith('.html')
  );
}
