/**
 * Request hygiene (issue 13 point 4): the Host allow-list (421), the Content-Security-Policy header, the request
 * timeout, and the uniform error shape for the framework's own refusals.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { allowedHosts, CONTENT_SECURITY_POLICY, hostName, trustProxy } from '../../server/http/hygiene.ts';
import { backends, forEachBackend } from './support.ts';

const MISDIRECTED = 'このアドレスでは接続できません(許可されていないホスト名です)';

describe('host names', () => {
  it('reads the name of a Host header without its port, IPv6 literals with their brackets', () => {
    expect(hostName('LocalHost:8080')).toBe('localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect([...allowedHosts(' console.example.jp:443 ,, 10.0.0.2')]).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'console.example.jp',
      '10.0.0.2',
    ]);
  });

  it('keeps the header policy and the page’s meta policy the same (frame-ancestors only works as a header)', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(`${meta}; frame-ancestors 'none'`).toBe(CONTENT_SECURITY_POLICY);
  });
});

forEachBackend('request hygiene', (server) => {
  it('answers only the loopback names (any port) and refuses others with 421 before any session', async () => {
    const { app } = server();
    for (const host of ['localhost', 'localhost:5173', '127.0.0.1:8080', '[::1]:3000', 'LOCALHOST']) {
      const res = await app.inject({ url: '/api/session', headers: { host } });
      // Past the host check, the session check answers: 401 without a login, never 421.
      expect(res.statusCode, host).toBe(401);
    }
    for (const host of ['evil.example', 'evil.example:8080', '127.0.0.1.nip.io', '192.168.0.5']) {
      const res = await app.inject({ url: '/api/session', headers: { host } });
      expect(res.statusCode, host).toBe(421);
      expect(res.json()).toEqual({ messages: [MISDIRECTED], errors: {} });
      expect(res.headers['set-cookie'], host).toBeUndefined();
    }
  });

  it('sends the Content-Security-Policy with frame-ancestors none on every answer', async () => {
    const c = await server().client();
    for (const res of [await c.get('/api/session'), await c.get('/api/nothing')]) {
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers the framework’s own refusals in the uniform shape, never echoing the URL', async () => {
    const c = await server().client();
    const shape = (res: { json(): unknown; body: string }, url: string) => {
      expect(res.json()).toEqual({ messages: [expect.any(String)], errors: {} });
      expect(res.body).not.toContain(url);
      expect(res.body).not.toMatch(/FST_|statusCode|Route /);
    };
    const unknown = await c.get('/api/no-such-route-xyz');
    expect(unknown.statusCode).toBe(404);
    shape(unknown, 'no-such-route-xyz');
    const badUrl = await c.app.inject({ url: '/api/%E0%A4%A-bad', headers: { cookie: c.cookie } });
    expect(badUrl.statusCode).toBe(400);
    shape(badUrl, '%E0%A4%A');
    const wrongType = await c.post('/api/tag/new', 'name=x', { contentType: 'text/csv' });
    expect(wrongType.statusCode).toBe(415);
    shape(wrongType, 'tag/new');
    const malformed = await c.post('/api/tag/new', '{"name":', { contentType: 'application/json' });
    expect(malformed.statusCode).toBe(400);
    shape(malformed, 'tag/new');
    const tooLarge = await c.post('/api/tag/new', `{"name":"${'a'.repeat(1_100_000)}"}`, {
      contentType: 'application/json',
    });
    expect(tooLarge.statusCode).toBe(413);
    shape(tooLarge, 'tag/new');
  });
});

describe('request timeout', () => {
  it('cuts a body still arriving after the timeout with a 408 in the uniform shape', async () => {
    const handle = await backends[0].open();
    await migrateToLatest(handle.db, handle.dialect);
    await seedDatabase(handle.db);
    const app = await buildServer({ db: handle.db, requestTimeoutMs: 400 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      const started = performance.now();
      const answer = await new Promise<string>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => {
          // Headers and a first part of the body, then nothing more: a slow client holding the connection.
          socket.write(
            // The login route reads its body before any session exists (other routes answer 401 at once).
            'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'X-Requested-With: XMLHttpRequest\r\nContent-Length: 100\r\n\r\n{"login_id":',
          );
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => done(text));
        socket.on('error', fail);
      });
      const elapsed = performance.now() - started;
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        messages: ['送信に時間がかかりすぎたため中断しました'],
        errors: {},
      });
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(3000);
    } finally {
      await app.close();
      await handle.close();
      await handle.cleanup();
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const login = async (trust: boolean | string) => {
    const handle = await backends[0].open();
    await migrateToLatest(handle.db, handle.dialect);
    await seedDatabase(handle.db);
    const app = await buildServer({ db: handle.db, trustProxy: trust });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-proto': 'https',
        },
        payload: JSON.stringify({ login_id: 'owner', password: 'demo-owner' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return String(res.headers['set-cookie']);
    } finally {
      await app.close();
      await handle.close();
      await handle.cleanup();
    }
  };

  it('makes the session cookie Secure when a trusted proxy says the client spoke HTTPS, not otherwise', async () => {
    expect(await login('127.0.0.1')).toMatch(/;\s*Secure/i);
    // An untrusted X-Forwarded-Proto is a client's claim: ignored.
    expect(await login(false)).not.toMatch(/;\s*Secure/i);
  });

  it('reads TRUST_PROXY: empty or false trusts none, true any, else the listed proxies', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy(' ')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });
});
