/**
 * Writes the OpenAPI description of the server to docs/api/openapi.json (the same document the running server
 * serves at /api/openapi.json), generated from the route schemas and the registry's block schemas. Rerun it when
 * routes or plugins change.
 *
 * @example tsx server/write-openapi.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrations.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const target = join(root, 'docs/api/openapi.json');

// The description needs no data: a throwaway in-memory database satisfies the server's start.
const handle = openDatabase({ file: ':memory:' });
await migrateToLatest(handle.db, handle.dialect);
const app = await buildServer({ db: handle.db, sessionSecret: 'openapi' });
await app.ready();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await handle.close();
// In the repository's JSON style, so `biome check` (npm run lint) stays clean.
spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', target], {
  cwd: root,
  stdio: 'ignore',
});
console.log(`wrote ${target.slice(root.length + 1)}`);
