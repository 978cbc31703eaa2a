import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from '../engine/core/index.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';
import type { Db } from './db/schema.ts';
import { setting } from './db/settings.ts';
import { serveConsole } from './http/console.ts';
import { handleError } from './http/errors.ts';
import {
  allowedHosts,
  CONTENT_SECURITY_POLICY,
  clientErrorHandler,
  frameworkErrors,
  HEADERS_TIMEOUT_MS,
  installHostCheck,
  REQUEST_TIMEOUT_MS,
} from './http/hygiene.ts';
import { installJsonParser } from './http/json-body.ts';
import { createLoginLimiter, type LoginLimiter } from './http/login-limit.ts';
import { registerOpenApi } from './http/openapi.ts';
import { installSessions } from './http/session.ts';
import { attachmentDir, createDiskFileStore, type FileStore } from './media/file-store.ts';
import { registerActionDryRunRoutes } from './routes/action-dry-run.ts';
import { registerDocumentExtras } from './routes/document-extras.ts';
import { registerDocumentRoutes } from './routes/documents.ts';
import { registerFolderRoutes } from './routes/folders.ts';
import { type AnswerRateLimit, answerRateLimit, registerFormAnswerRoutes } from './routes/form-answers.ts';
import { registerFormRoutes } from './routes/forms.ts';
import { registerFriendRoutes } from './routes/friends.ts';
import { registerFunnelCountRoutes } from './routes/funnel-count.ts';
import { registerFunnelExportRoutes } from './routes/funnel-export.ts';
import { registerFunnelJsonLogicRoutes } from './routes/funnel-json-logic.ts';
import { registerItemWrites } from './routes/item-writes.ts';
import { registerListRoutes } from './routes/lists.ts';
import { registerMemberMessageRoutes } from './routes/member-messages.ts';
import { registerMemberRoutes } from './routes/members.ts';
import { registerOperatorRoutes } from './routes/operators.ts';
import { registerResourceRoutes } from './routes/resources.ts';
import { registerRichmenuRoutes } from './routes/richmenus.ts';
import { registerSessionRoutes } from './routes/session.ts';
import { registerVarChoices } from './routes/var-choices.ts';
import { registerVarMediaRoutes } from './routes/var-media.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived (for Server-Timing). */
    receivedAt: number;
  }
}

/** The largest body accepted: a whole action of 4500-character texts fits many times over. */
export const BODY_LIMIT = 1024 * 1024;

/** What the server is built from; everything but the database has a default. */
export interface ServerOptions {
  db: Db;
  /** The block types and documents; default: every built-in plugin (the browser's registry). */
  registry?: Registry;
  /** The built console (dist/); without it only the API is served. */
  staticRoot?: string;
  /** Fastify's pino logger: false in tests, `{ level: 'info' }` in production. */
  logger?: FastifyServerOptions['logger'];
  /** Keys the CSRF tokens; default: a random secret kept in the database (tokens survive restarts). */
  sessionSecret?: string;
  /** Host names answered (any port); default: the loopback names. Others are 421. main.ts adds ALLOWED_HOSTS. */
  allowedHosts?: ReadonlySet<string>;
  /** How long a client may take to send a request, body included (default 30 s); tests shorten it. */
  requestTimeoutMs?: number;
  /**
   * Proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed (Fastify's `trustProxy`): `true` for
   * any, or addresses/CIDRs. Then the session cookie is Secure when the client spoke HTTPS to the proxy, and the
   * failed-login limit counts the client's address. main.ts reads TRUST_PROXY. Default: none.
   */
  trustProxy?: boolean | string;
  /** How long a session lasts from login (ms); default 12 hours. */
  sessionTtlMs?: number;
  /** The failed-login limiter; default: in memory, 5 per login id and 20 per address in 15 minutes. */
  loginLimiter?: LoginLimiter;
  /**
   * The answering page's posts per address: default 30 answers and 20 uploads a minute, or FORM_ANSWER_RATE_LIMIT
   * and FORM_UPLOAD_RATE_LIMIT from the environment; tests that post many answers raise it.
   */
  answerRateLimit?: AnswerRateLimit;
  /**
   * Where friends' uploaded files go (server/media/file-store.ts): default the disk under DATA_DIR/attachments
   * (DATA_DIR defaulting to ./data), written only when a file is uploaded. Tests pass a temporary folder's store.
   */
  files?: FileStore;
  /** Uploads of friends' files per operator and minute; default VAR_MEDIA_RATE_LIMIT, else 30. */
  varMediaRateLimit?: number;
}

/** A positive integer from the environment, else undefined (the default applies). */
const positiveInteger = (raw: string | undefined) => {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** Every route a server registered (method, url and its declared access), for the access test and the docs. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: unknown;
}

const registered = new WeakMap<
  FastifyInstance,
  { method: string | string[]; url: string; config?: { access?: unknown } }[]
>();

/**
 * The routes `buildServer` registered, read as Fastify registered them (its onRoute hook), HEAD twins included.
 *
 * @example for (const route of registeredRoutes(app)) console.log(route.method, route.url);
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  // Read now, not when recorded: a plugin's own onRoute hook (the static files') may set the access after ours.
  return (registered.get(app) ?? []).flatMap((route) =>
    [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access })),
  );
}

/**
 * Builds the HTTP server: the spec's API and the console's page on one port. Call `listen` or `inject` on it.
 *
 * @example
 * const app = await buildServer({ db, staticRoot: 'dist', logger: { level: 'info' } });
 * await app.listen({ host: '127.0.0.1', port: 8080 });
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const registry = options.registry ?? createBuiltInRegistry();
  const secret =
    options.sessionSecret ??
    (await setting(options.db, 'session_secret', () => randomBytes(32).toString('base64url')));
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    // A body still arriving after requestTimeout is cut (408); Node checks its connections every second.
    requestTimeout,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    clientErrorHandler,
    frameworkErrors,
    // Form posts carry numbers as text: coerce them for the small routes' schemas (documents are read by
    // envelope.ts instead). Keep unknown fields (removeAdditional off): nothing is dropped silently.
    ajv: {
      customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true, allErrors: true },
    },
  });
  const routes: { method: string | string[]; url: string; config?: { access?: unknown } }[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Answers are plain JSON.stringify: response schemas document them and never drop a field.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(handleError);
  // Only JSON and form posts are understood; anything else (text/plain included) is 415.
  app.removeContentTypeParser('text/plain');
  installJsonParser(app, BODY_LIMIT);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  app.decorateRequest('receivedAt', 0);
  app.addHook('onRequest', async (request) => {
    request.receivedAt = performance.now();
  });
  installHostCheck(app, options.allowedHosts ?? allowedHosts());
  app.addHook('onSend', async (request, reply) => {
    // The answering pages (/f/…) set their own, stricter policy (server/answer-page/page.ts).
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // Time spent in the server, so a slow answer can be told apart from a slow network or client (and the bench
    // reports it beside the time the client saw).
    reply.header('server-timing', `app;dur=${(performance.now() - request.receivedAt).toFixed(2)}`);
  });

  await registerOpenApi(app, registry);
  await installSessions(app, { db: options.db, secret });
  const deps = { db: options.db, registry };
  await registerSessionRoutes(app, {
    db: options.db,
    secret,
    limiter: options.loginLimiter ?? createLoginLimiter(),
    ttlMs: options.sessionTtlMs,
  });
  await registerOperatorRoutes(app, options.db);
  // Every document kind of the registry gets its routes, at the paths its definition names.
  for (const kind of registry.documents()) await registerDocumentRoutes(app, deps, kind);
  await registerDocumentExtras(app, deps);
  await registerFunnelCountRoutes(app, deps);
  await registerActionDryRunRoutes(app, deps);
  await registerFunnelExportRoutes(app, deps);
  await registerFunnelJsonLogicRoutes(app, deps);
  await registerFormRoutes(app, deps);
  await registerFormAnswerRoutes(app, deps, options.answerRateLimit ?? answerRateLimit(process.env));
  await registerRichmenuRoutes(app, deps);
  await registerResourceRoutes(app, deps);
  await registerItemWrites(app, options.db);
  await registerVarChoices(app, options.db);
  const files = options.files ?? createDiskFileStore(attachmentDir(process.env));
  await registerVarMediaRoutes(
    app,
    { db: options.db, files },
    {
      uploadsPerMinute: options.varMediaRateLimit ?? positiveInteger(process.env.VAR_MEDIA_RATE_LIMIT),
    },
  );
  await registerListRoutes(app, options.db);
  await registerFriendRoutes(app, options.db);
  await registerMemberRoutes(app, options.db, files);
  await registerMemberMessageRoutes(app, options.db);
  await registerFolderRoutes(app, deps);
  await serveConsole(app, options.staticRoot ? resolve(options.staticRoot) : undefined);
  return app;
}
