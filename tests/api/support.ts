/**
 * The API contract harness: a real server (buildServer) on a fresh database per suite, SQLite always and
 * PostgreSQL when TEST_DATABASE_URL is set (each suite in its own schema, dropped afterwards), and a client that
 * keeps the session cookie and sends the CSRF token like the console does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Registry } from '../../engine/core/index.ts';
import { buildServer, type ServerOptions } from '../../server/app.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/connect.ts';
import { insertDocument } from '../../server/db/documents.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { DEMO_OPERATORS } from '../../server/db/seed-operators.ts';
import { createDiskFileStore, type FileStore } from '../../server/media/file-store.ts';

/** The login ids of the demo operators. */
export type DemoLogin = (typeof DEMO_OPERATORS)[number]['login_id'];

/** A database to run a suite on. */
export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A database, and a temporary folder for the suite's files (removed by cleanup). */
  open(): Promise<DatabaseHandle & { dataDir: string; cleanup(): Promise<void> }>;
}

const sqlite: Backend = {
  name: 'sqlite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'console-api-'));
    const handle = openDatabase({ file: join(dir, 'console.sqlite') });
    return { ...handle, dataDir: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

function postgres(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const schema = `api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const handle = openDatabase({ url, pgSchema: schema, poolSize: 5 });
      const dataDir = mkdtempSync(join(tmpdir(), 'console-api-'));
      return {
        ...handle,
        dataDir,
        async cleanup() {
          rmSync(dataDir, { recursive: true, force: true });
          const drop = new pg.Client({ connectionString: url });
          await drop.connect();
          await drop.query(`DROP SCHEMA ${schema} CASCADE`);
          await drop.end();
        },
      };
    },
  };
}

/** The PostgreSQL URL of the test server, when there is one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = [sqlite, ...(TEST_DATABASE_URL ? [postgres(TEST_DATABASE_URL)] : [])];

/** Said once per suite when the PostgreSQL variant cannot run. */
export const POSTGRES_SKIP =
  'PostgreSQL variant skipped: set TEST_DATABASE_URL=postgres://… to run it (CI does)';

/** A running server for one suite. */
export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle & { dataDir: string; cleanup(): Promise<void> };
  /** Where the server keeps uploaded files: `{dataDir}/attachments` of the suite's temporary folder. */
  files: FileStore;
  /** A logged-in client (the demo owner unless another demo login is named). */
  client(loginId?: DemoLogin): Promise<Client>;
  close(): Promise<void>;
}

/**
 * Starts a server on a fresh, migrated and seeded database.
 *
 * @example const server = await startServer(backends[0]); const c = await server.client();
 */
export async function startServer(
  backend: Backend,
  options: { registry?: Registry } & Omit<ServerOptions, 'db' | 'registry'> = {},
): Promise<TestServer> {
  const handle = await backend.open();
  await migrateToLatest(handle.db, handle.dialect);
  // Files go to the suite's temporary folder, never into the repository's ./data.
  const files = options.files ?? createDiskFileStore(join(handle.dataDir, 'attachments'));
  await seedDatabase(handle.db, { files });
  const app = await buildServer({ db: handle.db, ...options, files });
  return {
    app,
    handle,
    files,
    client: (loginId?: DemoLogin) => Client.start(app, loginId),
    async close() {
      await app.close();
      await handle.close();
      await handle.cleanup();
    },
  };
}

type Body = Record<string, unknown> | unknown[] | string;

/**
 * A console tab: a session cookie and its token. Requests go through `inject` (no socket).
 *
 * @example const c = await Client.start(app); await c.post('/api/tag/new', { name: 'x' });
 */
export class Client {
  private constructor(
    readonly app: FastifyInstance,
    public cookie: string,
    public token: string,
    public session: { account: { id: number }; abilities: string[]; permissions: string[] },
  ) {}

  /**
   * Logs in as a demo operator (default: the owner, a member of both demo accounts with every permission).
   *
   * @example const staff = await Client.start(app, 'staff');
   */
  static async start(app: FastifyInstance, loginId: DemoLogin = 'owner'): Promise<Client> {
    const operator = DEMO_OPERATORS.find((o) => o.login_id === loginId);
    return Client.login(app, loginId, operator?.password ?? '');
  }

  /**
   * Logs in as any operator, one a test made included; throws with the server's answer when refused.
   *
   * @example const mgr = await Client.login(app, 'mgr2', 'initial-password');
   */
  static async login(app: FastifyInstance, loginId: string, password: string): Promise<Client> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ login_id: loginId, password }),
    });
    if (res.statusCode !== 200) throw new Error(`login as ${loginId} failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const session = res.json();
    return new Client(app, cookie, session.token, session);
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.app.inject({ url, headers: { cookie: this.cookie } });
  }

  /** A JSON post, or form-encoded with `{ form: true }` (objects become fields; arrays/objects as JSON text). */
  send(
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: Body,
    options: { form?: boolean; token?: string | null; contentType?: string } = {},
  ): Promise<LightMyRequestResponse> {
    // As the console sends it (logging out needs it: a cross-site form cannot send it).
    const headers: Record<string, string> = { cookie: this.cookie, 'x-requested-with': 'XMLHttpRequest' };
    if (options.token !== null) headers['x-csrf-token'] = options.token ?? this.token;
    let payload: string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body !== undefined && options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(body).map(([k, v]) => [
          k,
          typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
        ]),
      ).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (options.contentType) headers['content-type'] = options.contentType;
    return this.app.inject({ method, url, headers, payload });
  }

  post(url: string, body?: Body, options?: Parameters<Client['send']>[3]) {
    return this.send('POST', url, body, options);
  }

  /** Switches this session to another account. */
  async switchAccount(accountId: number): Promise<void> {
    const res = await this.post('/api/session/account', { account_id: accountId });
    if (res.statusCode !== 200) throw new Error(`switching account failed: ${res.statusCode} ${res.body}`);
    this.session = res.json();
    // The token is bound to the session and the account: switching gives a new one.
    this.token = res.json().token;
  }
}

/**
 * The id of a seeded item of a kind by name.
 *
 * @example await itemId(c, 'tag', 'VIP会員') // its id in this database
 */
export async function itemId(client: Client, kind: string, name: string): Promise<number> {
  const res = await client.get(`/api/v_resource/${kind}`);
  const item = (res.json().items as { id: number; name: string }[]).find((i) => i.name === name);
  if (!item) throw new Error(`No ${kind} named ${name} in the seed data`);
  return item.id;
}

/**
 * Declares a suite once per backend, with a fresh server for each, and says clearly when the PostgreSQL variant
 * is skipped.
 *
 * @example forEachBackend('actions', (server) => { it('loads', async () => { const c = await server().client(); }); });
 */
export function forEachBackend(
  title: string,
  body: (server: () => TestServer, backend: Backend) => void,
  options: { registry?: () => Registry; server?: Omit<ServerOptions, 'db' | 'registry'> } = {},
): void {
  for (const backend of backends) {
    describe(`${title} (${backend.name})`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startServer(backend, { ...options.server, registry: options.registry?.() });
      });
      afterAll(async () => {
        await server?.close();
      });
      body(() => {
        if (!server) throw new Error('The test server did not start; see the beforeAll error above.');
        return server;
      }, backend);
    });
  }
  if (!TEST_DATABASE_URL) describe.skip(`${title} (postgres)`, () => it(POSTGRES_SKIP, () => {}));
}

/**
 * Stores a document straight into the database, as an older version of the server or an import left it: the way
 * to hold blocks no save may add (the broken condition -1, types no plugin knows), which a save then keeps.
 *
 * @example const { id, revision } = await storeDocument(server(), c, 'funnel', { name: '旧', inputs: [{ type: -1 }] });
 */
export async function storeDocument(
  server: TestServer,
  client: Client,
  kind: string,
  body: Record<string, unknown>,
): Promise<{ id: number; revision: number }> {
  const name = typeof body.name === 'string' ? body.name : typeof body.a_name === 'string' ? body.a_name : '';
  return insertDocument(server.handle.db, client.session.account.id, kind, { name, group_id: null, body });
}
