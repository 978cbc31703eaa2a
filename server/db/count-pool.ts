import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code: a read-only connection of its own to the file, answering compiled count queries (SQL text
 * and parameters, built by the server's thread) with their one value. Plain CommonJS given as source, as the
 * checkpointer's: it needs no TypeScript loader, so it runs the same under `tsx` (npm start, the benches) and
 * under vitest. Statements are kept by their SQL text: the parts of a count differ only in their parameters.
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
if (workerData.cacheSize !== undefined) db.pragma('cache_size = ' + workerData.cacheSize);
const statements = new Map();
const prepared = (text) => {
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text).pluck(true);
    statements.set(text, statement);
    if (statements.size > 100) statements.delete(statements.keys().next().value);
  }
  return statement;
};
parentPort.on('message', (job) => {
  if (job === 'stop') { db.close(); process.exit(0); }
  try {
    parentPort.postMessage({ id: job.id, value: Number(prepared(job.sql).get(...job.parameters)) });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message || error) });
  }
});
`;

/** A compiled query of one value (a count): what a worker runs. */
export interface PartQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** Worker threads with read-only connections to one SQLite file, each running one part of a count at a time. */
export interface CountPool {
  /** How many workers (parts run at once). */
  readonly size: number;
  /** Runs each query on a worker (the i-th on worker i mod size) and answers their values in order; rejects when any fails. */
  run(queries: readonly PartQuery[]): Promise<number[]>;
  /** Ends the workers (started again by the next run); resolves once every one has exited. */
  close(): Promise<void>;
  /** How many worker threads are up. */
  running(): number;
}

interface Pending {
  resolve(value: number): void;
  reject(error: Error): void;
}

interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * A pool for the file, created lazily: no thread runs until the first `run` (most servers never count a large
 * account). A worker that fails (an error, an unexpected exit) rejects its parts in flight and is replaced at the
 * next run; idle workers are unref'd, so a forgotten pool does not keep the process alive. `cacheSize` is each
 * connection's `PRAGMA cache_size` (SQLite's default when undefined): the server gives its own (connect.ts).
 *
 * @example const pool = createCountPool('data/console.sqlite'); await pool.run([{ sql: 'select 1', parameters: [] }]) // [1]
 */
export function createCountPool(file: string, size = availableParallelism(), cacheSize?: number): CountPool {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const workers: (Running | undefined)[] = [];
  let nextId = 0;

  const fail = (running: Running, error: Error) => {
    const index = workers.indexOf(running);
    if (index >= 0) workers[index] = undefined;
    for (const pending of running.pending.values()) pending.reject(error);
    running.pending.clear();
  };

  const start = (index: number): Running => {
    const existing = workers[index];
    if (existing) return existing;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, cacheSize } });
    const running: Running = { worker, pending: new Map() };
    worker.on('message', (answer: { id: number; value?: number; error?: string }) => {
      const pending = running.pending.get(answer.id);
      if (!pending) return;
      running.pending.delete(answer.id);
      if (running.pending.size === 0) worker.unref();
      if (answer.error === undefined) pending.resolve(answer.value as number);
      else pending.reject(new Error(answer.error));
    });
    worker.on('error', (error) => fail(running, error));
    worker.on('exit', (code) => fail(running, new Error(`count worker exited (${code})`)));
    worker.unref();
    workers[index] = running;
    return running;
  };

  const runOne = (index: number, query: PartQuery) =>
    new Promise<number>((resolve, reject) => {
      const running = start(index);
      const id = nextId++;
      running.pending.set(id, { resolve, reject });
      // Held while a part is in flight: a script awaiting a count must not end with it unsettled.
      running.worker.ref();
      running.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });

  return {
    size,
    running: () => workers.filter(Boolean).length,
    run: (queries) => Promise.all(queries.map((query, i) => runOne(i % size, query))),
    close: async () => {
      const stopping = workers.filter((running): running is Running => running !== undefined);
      workers.length = 0;
      await Promise.all(
        stopping.map(
          ({ worker }) =>
            new Promise<void>((done) => {
              worker.once('exit', () => done());
              worker.ref();
              worker.postMessage('stop');
            }),
        ),
      );
    },
  };
}

/** The pool of each open SQLite database (connect.ts attaches it; a transaction or PostgreSQL has none). */
const pools = new WeakMap<object, CountPool>();

/** @example attachCountPool(db, createCountPool(file)) */
export function attachCountPool(db: object, pool: CountPool): void {
  pools.set(db, pool);
}

/** The database's count pool, if it has one. @example countPoolOf(db)?.size // 2 */
export function countPoolOf(db: object): CountPool | undefined {
  return pools.get(db);
}
