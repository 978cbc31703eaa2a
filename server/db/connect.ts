import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { startCheckpointer, TRUNCATE_WAL_ABOVE_BYTES } from './checkpointer.ts';
import { attachCountPool, createCountPool } from './count-pool.ts';
import type { Database, Db, DialectName } from './schema.ts';

/** Where the data lives: a PostgreSQL URL, or else an SQLite file. */
export interface DatabaseOptions {
  /** `postgres://user:pass@host:port/db`; when set, PostgreSQL is used. */
  url?: string;
  /** The SQLite file (created with its folder when missing); ':memory:' for a throwaway database. */
  file?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** PostgreSQL schema to work in (search_path), e.g. one per test run; it must exist. Default: the user's. */
  pgSchema?: string;
}

/** An open database: the Kysely handle, which engine it is, and how to close it. */
export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Where it is, without credentials, for logs. */
  describe: string;
  close(): Promise<void>;
}

/**
 * SQLite's page cache per connection (negative: KiB), 64 MB instead of its default 2 MB. A count plan's sample
 * (server/db/funnel-plan.ts) reads 1,000 friends spread over the whole account, one page of each index per
 * friend: about 24 MB of pages that the default cache evicts between two counts. Measured on the
 * 1,000,000-friend bench file, the sample's query took 13.0 ms p50 with the default cache and 7.2 ms with this
 * one; a count's part 4 % less. The cache fills only as pages are read, so a small account never uses it.
 */
export const PAGE_CACHE_SIZE = -65_536;

/**
 * Opens the database. SQLite runs in WAL mode so readers never wait for the writer, with `synchronous=NORMAL`
 * (durable across application crashes; WAL keeps the file consistent after a power loss), a busy timeout so
 * a second process waits instead of failing, and its checkpoints in a worker thread. A file database also gets a
 * lazily started pool of read-only connections in worker threads for large counts (count-pool.ts).
 *
 * @example const { db, close } = openDatabase({ file: 'data/console.sqlite' });
 * @example const { db } = openDatabase({ url: process.env.DATABASE_URL });
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.pgSchema);
  const file = options.file ?? 'data/console.sqlite';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`cache_size = ${PAGE_CACHE_SIZE}`);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  if (file === ':memory:')
    return { db, dialect: 'sqlite', describe: 'sqlite::memory:', close: () => db.destroy() };
  // Checkpoints run in a worker thread, so they never stall requests (see checkpointer.ts).
  sqlite.pragma('wal_autocheckpoint = 0');
  // Should the checkpointer never find a moment to truncate (a busy server), the next write after a complete
  // checkpoint cuts the WAL back to this size.
  sqlite.pragma(`journal_size_limit = ${TRUNCATE_WAL_ABOVE_BYTES}`);
  const checkpointer = startCheckpointer(file);
  // Counts of large accounts run in parts on worker threads (funnel-split.ts); the threads start at the first.
  const counts = createCountPool(file, undefined, PAGE_CACHE_SIZE);
  attachCountPool(db, counts);
  const close = async () => {
    await counts.close();
    await checkpointer.stop();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', describe: `sqlite:${file}`, close };
}

/**
 * Kysely prepares a statement for every query, and better-sqlite3 compiles the SQL on every prepare: keep the
 * most recently used statements by their SQL text instead (SQLite re-prepares a cached one after a schema change).
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

function openPostgres(url: string, poolSize: number, schema?: string): DatabaseHandle {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`PostgreSQL schema name "${schema}" must be lower-case letters, digits and underscores.`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', describe: `postgres:${redact(url)}`, close: () => db.destroy() };
}

/** The URL without its password. @example redact('postgres://u:secret@h/db') // 'postgres://u:***@h/db' */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/**
 * SQLite's dialect with every transaction begun IMMEDIATE: it takes the write lock at BEGIN (waiting by the busy
 * timeout), instead of reading first and asking for the lock at its first write. A deferred transaction that has
 * read and then writes cannot wait: if another connection changed the WAL meanwhile (the checkpointer's TRUNCATE,
 * or a second server process) SQLite answers SQLITE_BUSY_SNAPSHOT at once, and the request failed with a 500. Seen
 * twice in CI on form answers (a count, then an insert) once the friends seed made every test database's WAL
 * large enough for the checkpointer to truncate it.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
