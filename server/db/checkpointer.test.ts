import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';

const walSize = (file: string) => statSync(`${file}-wal`).size;

it('truncates the WAL once a checkpoint has copied all of it (SQLite alone would keep its size for good)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  const file = join(dir, 'wal.sqlite');
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (x TEXT)');
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run('x'.repeat(2000));
    })();
    expect(walSize(file)).toBeGreaterThan(512 * 1024);
    const checkpointer = startCheckpointer(file, 20, 64 * 1024);
    const deadline = Date.now() + 5000;
    while (walSize(file) > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    await checkpointer.stop();
    expect(walSize(file)).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 500 });
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
