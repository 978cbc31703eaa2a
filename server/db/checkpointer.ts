import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code: its own connection to the file, checkpointing the WAL on a timer. PASSIVE never waits for
 * readers or writers, so the server's connection keeps committing while the pages are copied and synced. Once a
 * checkpoint has copied the whole WAL and the file has grown past truncateAboveBytes, TRUNCATE empties it; with
 * no busy timeout it never waits either: when a reader or writer is in the way it gives up until the next tick.
 * (SQLite otherwise reuses the WAL file and never shrinks it: a burst of writes would leave it large for good.)
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 0');
const walSize = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    const complete = result.busy === 0 && result.log === result.checkpointed;
    if (complete && walSize() > workerData.truncateAboveBytes) db.pragma('wal_checkpoint(TRUNCATE)');
  } catch { /* busy: the next tick tries again */ }
}, workerData.intervalMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/** The WAL size past which a complete checkpoint also truncates the file. */
export const TRUNCATE_WAL_ABOVE_BYTES = 4 * 1024 * 1024;

/** A running checkpointer; `stop` ends it after a last checkpoint is no longer needed. */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. better-sqlite3 is synchronous, so SQLite's automatic
 * checkpoint (every 1000 pages) would copy and fsync pages inside a request, stalling every request in flight
 * for 5–30 ms on this machine's disk. A worker thread with its own connection checkpoints every `intervalMs`
 * instead; the server's connection then runs with `wal_autocheckpoint = 0`. The WAL is truncated when a complete
 * checkpoint leaves it larger than `truncateAboveBytes`.
 *
 * @example const checkpointer = startCheckpointer('data/console.sqlite'); ... await checkpointer.stop();
 */
export function startCheckpointer(
  file: string,
  intervalMs = 1000,
  truncateAboveBytes = TRUNCATE_WAL_ABOVE_BYTES,
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs, truncateAboveBytes },
  });
  worker.unref();
  // A failing checkpointer must not take the server down: SQLite still works, only with a growing WAL.
  worker.on('error', () => {});
  return {
    stop: () =>
      new Promise((done) => {
        worker.once('exit', () => done());
        // Held until it exits: a worker busy in a long checkpoint must not let the process end with this
        // promise unsettled (Node's exit code 13 after a top-level `await close()`).
        worker.ref();
        worker.postMessage('stop');
      }),
  };
}
