/**
 * The console server: `tsx server/main.ts`. One process on one port serves the built console (dist/) and the
 * API. On first start it creates the database, runs the migrations and loads the demo data; it builds the
 * console first when dist/index.html is missing (`--rebuild` forces it).
 *
 * Environment: PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; else SQLite), SQLITE_FILE
 * (data/console.sqlite), LOG_LEVEL (info), ALLOWED_HOSTS (host names answered besides localhost, 127.0.0.1 and
 * [::1], comma-separated), TRUST_PROXY (a reverse proxy's addresses or CIDRs, comma-separated, or `true`: its
 * X-Forwarded-For and -Proto are believed). See docs/operations.md.
 *
 * @example tsx server/main.ts
 * @example DATABASE_URL=postgres://console:console@127.0.0.1:5432/console PORT=9000 tsx server/main.ts
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrations.ts';
import { seedDatabase } from './db/seed.ts';
import { allowedHosts, trustProxy } from './http/hygiene.ts';
import { attachmentDir, createDiskFileStore } from './media/file-store.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function port(): number {
  const raw = process.env.PORT ?? '';
  if (raw === '') return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`PORT must be a port number (1-65535), not "${raw}". Unset it to use 8080.`);
    process.exit(2);
  }
  return value;
}

function listenHost(): string {
  return process.env.HOST || '127.0.0.1';
}

/** Runs `npm run build` with the npm that started us (npm_execpath), else the npm on PATH. */
function build(): void {
  console.log('server: building the console (npm run build)…');
  const npmCli = process.env.npm_execpath;
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(
      `server: the build failed (${result.error?.message ?? `exit ${result.status}`}); nothing to serve.`,
    );
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const staticRoot = join(root, 'dist');
  if (process.argv.includes('--rebuild') || !existsSync(join(staticRoot, 'index.html'))) build();

  const handle = openDatabase({
    url: process.env.DATABASE_URL || undefined,
    file: process.env.SQLITE_FILE || join(root, 'data/console.sqlite'),
  });
  const applied = await migrateToLatest(handle.db, handle.dialect);
  // Uploaded files: DATA_DIR/attachments, DATA_DIR defaulting to the repository's data/ (git-ignored).
  const files = createDiskFileStore(attachmentDir(process.env, join(root, 'data')));
  const seeded = await seedDatabase(handle.db, { files });
  const app = await buildServer({
    db: handle.db,
    files,
    staticRoot,
    logger: { level: process.env.LOG_LEVEL || 'info' },
    // The address it listens on is answered too, unless it is a wildcard (0.0.0.0, ::).
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    allowedHosts: allowedHosts(
      [process.env.ALLOWED_HOSTS, /^(0\.0\.0\.0|::)$/.test(listenHost()) ? '' : listenHost()].join(','),
    ),
  });
  app.log.info({ database: handle.describe, migrations: applied, seeded }, 'database ready');

  const host = listenHost();
  const listenPort = port();
  await app.listen({ host, port: listenPort });
  console.log(`server: the console is at http://${host}:${listenPort}/  (Ctrl+C stops)`);

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app
      .close()
      .then(() => handle.close())
      .catch(() => {})
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/EADDRINUSE/.test(message)) {
    console.error(
      `server: port ${port()} is in use. Stop what holds it, or choose another: PORT=9000 npm start`,
    );
  } else {
    console.error(`server: ${message}`);
  }
  process.exit(1);
});
