import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { body, refuse } from './errors.ts';

/** Host names always allowed, with any port: the machine itself. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The refusal of a request addressed to a host name the server does not answer for (DNS rebinding). */
export const MISDIRECTED_MESSAGE = 'このアドレスでは接続できません(許可されていないホスト名です)';

/**
 * The Content-Security-Policy of every answer. index.html carries the same policy as a `<meta>` (for the dev
 * server and a saved page); `frame-ancestors` only works as a header, so it is here alone. A test keeps the two
 * in step.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'";

/** How long a client may take to send a whole request, headers and body: a body still arriving is cut. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a client may take to send the headers. */
export const HEADERS_TIMEOUT_MS = 10_000;

const TIMEOUT_MESSAGE = '送信に時間がかかりすぎたため中断しました';
const CLIENT_ERROR_MESSAGE = '送信内容が正しくありません';

/**
 * The host name of a Host header, lower-cased and without its port; IPv6 literals keep their brackets.
 *
 * @example hostName('LocalHost:8080') // 'localhost'
 * @example hostName('[::1]:8080') // '[::1]'
 */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.indexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: unset, empty, `false` or `0` → trust no proxy; `true` or `1` → any;
 * else the comma-separated addresses or CIDRs of the proxies whose X-Forwarded-For and -Proto are believed.
 *
 * @example trustProxy('10.0.0.0/8,127.0.0.1') // '10.0.0.0/8,127.0.0.1'
 */
export function trustProxy(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return text;
}

/**
 * The host names the server answers for: the loopback names and those listed in ALLOWED_HOSTS (comma-separated,
 * ports ignored).
 *
 * @example allowedHosts('console.example.jp, 192.168.1.20:8080') // Set { 'localhost', …, 'console.example.jp', '192.168.1.20' }
 */
export function allowedHosts(extra = ''): Set<string> {
  const names = extra
    .split(',')
    .map((name) => hostName(name))
    .filter(Boolean);
  return new Set([...LOOPBACK_HOSTS, ...names]);
}

/**
 * Refuses (421) every request whose Host header names a host the server does not answer for, before sessions and
 * routes: a page on another site that rebinds its DNS name to this machine cannot read the API.
 *
 * @example installHostCheck(app, allowedHosts(process.env.ALLOWED_HOSTS));
 */
export function installHostCheck(app: FastifyInstance, allowed: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    if (typeof host !== 'string' || !allowed.has(hostName(host))) throw refuse(421, MISDIRECTED_MESSAGE);
  });
}

/**
 * Errors Fastify answers before a route runs (a URL that does not decode): the uniform error shape, and never
 * the URL echoed back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(body([status === 404 ? '見つかりません' : CLIENT_ERROR_MESSAGE]));
}

/**
 * Errors of the HTTP parser and the request timeout, answered on the socket itself (no request exists yet, or it
 * is being cut): the uniform error shape, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, message] = timeout
    ? [408, 'Request Timeout', TIMEOUT_MESSAGE]
    : tooLarge
      ? [431, 'Request Header Fields Too Large', '送信されたヘッダーが大きすぎます']
      : [400, 'Bad Request', CLIENT_ERROR_MESSAGE];
  const text = JSON.stringify(body([message]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
