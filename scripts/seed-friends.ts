/**
 * `npm run seed:friends -- N [--account ID]`: adds N generated friends (server/db/seed-friends.ts) to an account
 * (default: the first), for benchmarks, in transactions of 10,000 friends with multi-row INSERTs. Uses the same
 * database as `npm start` (DATABASE_URL, else SQLITE_FILE, else data/console.sqlite), migrating and seeding it
 * first when it is new. Prints the time taken.
 *
 * @example npm run seed:friends -- 1000000
 * @example SQLITE_FILE=/tmp/bench.sqlite npm run seed:friends -- 100000 --account 2
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrations.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { friendSources, seedFriends } from '../server/db/seed-friends.ts';

const BATCH = 10_000;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const count = Number(args.find((a) => /^[0-9]+$/.test(a)) ?? Number.NaN);
  const accountAt = args.indexOf('--account');
  if (!Number.isSafeInteger(count) || count < 1) {
    console.error(
      'Usage: npm run seed:friends -- N [--account ID]   (N: how many friends to add, e.g. 1000000)',
    );
    process.exit(2);
  }
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const handle = openDatabase({
    url: process.env.DATABASE_URL || undefined,
    file: process.env.SQLITE_FILE || join(root, 'data/console.sqlite'),
  });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    await seedDatabase(handle.db);
    if (handle.dialect === 'sqlite') {
      // A bulk load: a big page cache keeps the indexes' hot pages in memory (this connection only), and
      // commits skip the fsync (a crash loses the run, not the database: WAL keeps it consistent).
      await sql`PRAGMA cache_size = -1048576`.execute(handle.db);
      await sql`PRAGMA synchronous = OFF`.execute(handle.db);
    }
    const account =
      accountAt >= 0
        ? Number(args[accountAt + 1])
        : (await handle.db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const sources = await friendSources(handle.db, account);
    const existing = await handle.db
      .selectFrom('friends')
      .select(handle.db.fn.countAll<number>().as('n'))
      .where('account_id', '=', account)
      .executeTakeFirstOrThrow();
    const started = performance.now();
    // Numbered after the account's friends, so their platform user ids stay unique; a fresh seed per run.
    const from = Number(existing.n);
    const seed = Date.now() % 1_000_000;
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      await handle.db
        .transaction()
        .execute((trx) => seedFriends(trx, account, sources, { count: size, from: from + done, seed }));
      if ((done + size) % 100_000 === 0 || done + size === count)
        process.stdout.write(
          `  ${done + size} friends, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
        );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Added ${count} friends to account ${account} (${handle.describe}) in ${seconds.toFixed(1)} s ` +
        `(${Math.round(count / seconds)} friends/s).`,
    );
  } finally {
    await handle.close();
  }
}

await main();
