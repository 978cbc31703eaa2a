/**
 * The server under test, in its own process so the load generator does not share its event loop: a fresh,
 * migrated and seeded database (SQLite file BENCH_SQLITE_FILE, or PostgreSQL BENCH_DATABASE_URL in schema
 * BENCH_PG_SCHEMA), no request logging, a random loopback port printed as `{"port":N}` on stdout.
 *
 * @example BENCH_SQLITE_FILE=/tmp/b/console.sqlite tsx bench/server/serve.ts
 */
import { buildServer } from '../../server/app.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { seedDatabase } from '../../server/db/seed.ts';

const handle = openDatabase({
  url: process.env.BENCH_DATABASE_URL || undefined,
  pgSchema: process.env.BENCH_PG_SCHEMA || undefined,
  file: process.env.BENCH_SQLITE_FILE,
  poolSize: 10,
});
await migrateToLatest(handle.db, handle.dialect);
await seedDatabase(handle.db);
const app = await buildServer({ db: handle.db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));

const stop = () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
