/**
 * Global setup of the `e2e` vitest project: builds the console once, serves the build with the REAL console
 * server (server/app.ts: the API and the page with its CSRF token) on a fresh, migrated and seeded SQLite
 * database in a temporary folder, on a free loopback port, and hands its URL to the tests
 * (`inject('e2eBaseUrl')`, read through `baseUrl()` in ./browser.ts).
 *
 * Vite and the server run in this process (vite's `build()` API, the server's `buildServer()`), not as child
 * processes, so no server can outlive the test run and hold a port. A failing build does not throw here: a
 * throwing global setup aborts the whole vitest run, unit tests included. The error is provided instead, and
 * every e2e test fails with it. The screenshots/ folder (git-ignored) is emptied first, so it holds only this
 * run's screenshots.
 *
 * @example npx vitest run --project e2e
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { FastifyInstance } from 'fastify';
import { build, type InlineConfig } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../server/app.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { createDiskFileStore } from '../../server/media/file-store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the served build, ending in '/'; empty when the setup failed. */
    e2eBaseUrl: string;
    /** Why the build or the server could not start; empty when they did. */
    e2eSetupError: string;
    /** Where the served database lives (an SQLite file in a temporary folder), for tests that look into it. */
    e2eDatabaseFile: string;
  }
}

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * The project's own vite.config.* when there is one, so the tested build is the shipped one (its plugins
 * regenerate the precompiled validators, for instance); otherwise the React plugin alone. Only where the build
 * goes is overridden: a temporary folder (dist/ may be in use by `npm start`).
 */
function viteConfig(outDir: string): InlineConfig {
  const hasOwnConfig = ['ts', 'mts', 'js', 'mjs'].some((ext) => existsSync(join(root, `vite.config.${ext}`)));
  return {
    root,
    configFile: hasOwnConfig ? undefined : false,
    plugins: hasOwnConfig ? [] : [react()],
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  };
}

/** vitest sets NODE_ENV=test in this process; left so, vite would bundle React's development build. */
async function productionBuild(config: InlineConfig): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(config);
  } finally {
    // Assigning undefined would store the string 'undefined'.
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** The real server over a fresh database: migrated and seeded like a first `npm start`. */
async function startServer(staticRoot: string, databaseFile: string) {
  const handle: DatabaseHandle = openDatabase({ file: databaseFile });
  await migrateToLatest(handle.db, handle.dialect);
  // Uploaded files beside the database, in the run's temporary folder (never the repository's ./data).
  const files = createDiskFileStore(join(dirname(databaseFile), 'attachments'));
  await seedDatabase(handle.db, { files });
  const app: FastifyInstance = await buildServer({ db: handle.db, staticRoot, logger: false, files });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the console server has no TCP address');
  return { app, handle, port: address.port };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-build-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const databaseFile = join(dataDir, 'console.sqlite');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const started = performance.now();
  // This run's screenshots only: a PNG of a state no test takes any more must not linger as if current. The
  // folder is ./browser.ts's SCREENSHOT_DIR (not imported here: that module loads vitest's test API).
  rmSync(join(root, 'screenshots'), { recursive: true, force: true });
  project.provide('e2eDatabaseFile', databaseFile);
  try {
    await productionBuild(viteConfig(outDir));
    server = await startServer(outDir, databaseFile);
    const baseUrl = `http://127.0.0.1:${server.port}/`;
    project.provide('e2eBaseUrl', baseUrl);
    project.provide('e2eSetupError', '');
    console.log(
      `e2e: built and serving ${baseUrl} (server + SQLite) in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    project.provide('e2eBaseUrl', '');
    project.provide('e2eSetupError', `e2e global setup (vite build + console server) failed:\n${message}`);
    console.error(`e2e: setup failed, every e2e test will fail with this:\n${message}`);
  }
  return async () => {
    await server?.app.close();
    await server?.handle.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
