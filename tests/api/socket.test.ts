import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { seedDatabase } from '../../server/db/seed.ts';

// Over a real listening socket, as a browser sees the server: the page with its token, a write with fetch, the
// built assets, client-side routes, and a restart on the same SQLite file that keeps what was saved.
describe('the console server over a socket (SQLite file)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-socket-'));
  const dist = join(dir, 'dist');
  const file = join(dir, 'data/console.sqlite');
  let app: FastifyInstance;
  let base: string;
  let close: () => Promise<void>;

  async function start() {
    const handle = openDatabase({ file });
    await migrateToLatest(handle.db, handle.dialect);
    await seedDatabase(handle.db);
    app = await buildServer({ db: handle.db, staticRoot: dist });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    close = async () => {
      await app.close();
      await handle.close();
    };
  }

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets/main-abc123.js'), 'console.log(1)');
    await start();
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Logs in as the demo owner over the socket; answers the session cookie. */
  async function login(): Promise<string> {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ login_id: 'owner', password: 'demo-owner' }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('issues the CSRF token with the page, and a fetch write with it succeeds', async () => {
    const anonymous = await fetch(`${base}/`);
    // Not logged in: the page (its login screen) without a token, and no session cookie.
    expect(await anonymous.text()).toContain('<meta name="csrf-token" content=""');
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    const cookie = await login();
    const page = await fetch(`${base}/`, { headers: { cookie } });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    const session = await (await fetch(`${base}/api/session`, { headers: { cookie } })).json();
    expect(session.token).toBe(token);

    const body = new URLSearchParams({
      a_name: 'ソケット',
      inputs: JSON.stringify([{ type: 1, text: 'socket', delay_type: 0 }]),
    });
    const refused = await fetch(`${base}/api/action/register`, { method: 'POST', headers: { cookie }, body });
    expect(refused.status).toBe(403);
    const saved = await fetch(`${base}/api/action/register`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token!, 'x-requested-with': 'XMLHttpRequest' },
      body,
    });
    expect(saved.status).toBe(200);
    const { aid } = await saved.json();
    const data = await (await fetch(`${base}/api/action/data/${aid}`, { headers: { cookie } })).json();
    expect(data.a_name).toBe('ソケット');
  });

  it('serves hashed assets for a year, client-side routes as the page, never the raw index.html', async () => {
    const asset = await fetch(`${base}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const cookie = await login();
    for (const path of ['/actions/3', '/funnels', '/index.html', '/line/richmenu']) {
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(/<meta name="csrf-token" content="[\w-]{20,}"/);
    }
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/api/missing`)).headers.get('content-type')).toContain('application/json');
  });

  it('keeps saved documents across a restart, and does not seed twice', async () => {
    const cookie = await login();
    const { token } = await (await fetch(`${base}/api/session`, { headers: { cookie } })).json();
    const saved = await fetch(`${base}/api/funnel/register`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '再起動後も残る', inputs: [] }),
    });
    const { fid } = await saved.json();
    const before = await (await fetch(`${base}/api/v_resource/tag`, { headers: { cookie } })).json();
    await close();
    await start();
    // Sessions and the token's secret are in the database: the cookie and token still work after the restart.
    const after = await fetch(`${base}/api/funnel/data/${fid}`, { headers: { cookie } });
    expect((await after.json()).name).toBe('再起動後も残る');
    const tags = await (await fetch(`${base}/api/v_resource/tag`, { headers: { cookie } })).json();
    expect(tags.ids).toEqual(before.ids);
  });
});
