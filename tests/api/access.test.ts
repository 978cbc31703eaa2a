/**
 * Every registered route, read from Fastify at runtime (server/app.ts records its onRoute calls), is checked for
 * access: it declares `config.access`; a public one is on the short list below; every other one answers 401
 * without a session, 403 操作権限がありません to an operator whose session acts for an account it does not belong
 * to, and, for each permission it names, 403 to an operator whose role lacks just that permission. A route added
 * without a declaration, or declared public without being listed here, fails this test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../server/app.ts';
import type { Access } from '../../server/http/session.ts';
import { backends, type Client, startServer, type TestServer } from './support.ts';

/** The routes anyone may call: the page and its files, the API description, logging in and out. */
const PUBLIC = new Set([
  'GET /',
  'HEAD /',
  'GET /index.html',
  'HEAD /index.html',
  'GET /*',
  'HEAD /*',
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
  'POST /api/login',
  'POST /api/logout',
  // The page a friend answers a form on, its script and its answer post (issue 15 point 5): no session read.
  'GET /f/:code',
  'HEAD /f/:code',
  'GET /f/_/answer.js',
  'HEAD /f/_/answer.js',
  'POST /f/:code/answer',
  'POST /f/:code/upload',
]);

/** The form builder's routes (spec 002 §7) and the form writes, with the access each must declare. */
const FORM_ROUTES: Record<string, Access> = {
  'GET /api/v1/forms/:id': 'operator',
  'GET /api/swatch/permissions': 'operator',
  'GET /api/v_resource/:kind': 'operator',
  'POST /lvf/edit/v2': { permissions: ['form-write'] },
  'GET /googlesheet/lvf/settingExport/:id': 'operator',
  'GET /api/v1/forms/:id/answers': { permissions: ['form-write'] },
  'GET /api/v1/forms/:id/answers.csv': { permissions: ['form-write'] },
  'GET /api/v1/forms/:id/answers/:answerId/files/:mediaId': { permissions: ['form-write'] },
  'GET /api/form/list': 'operator',
  'GET /api/form/data/:id': 'operator',
  'POST /api/form/register': { permissions: ['form-write'] },
  'POST /api/form/copy/:id': { permissions: ['form-write'] },
  'DELETE /api/form/:id': { permissions: ['form-write'] },
  'POST /api/form/data/:id/revision/:revision/restore': { permissions: ['form-write'] },
};

/** A concrete URL for a route pattern: every parameter filled with a plausible value. */
function urlOf(pattern: string): string {
  return pattern
    .replace(':kind', 'tag')
    .replace(/:[a-z_]+/g, '1')
    .replace('*', 'x');
}

describe('access of every registered route', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-access-'));
  let server: TestServer;
  let owner: Client;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    server = await startServer(backends[0], { staticRoot: dir });
    owner = await server.client();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const routes = () => {
    const list = registeredRoutes(server.app);
    expect(list.length).toBeGreaterThan(30);
    return list;
  };
  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
  const call = (client: Client | undefined, route: { method: string; url: string }) =>
    server.app.inject({
      method: route.method as 'GET',
      url: urlOf(route.url),
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(client ? { cookie: client.cookie, 'x-csrf-token': client.token } : {}),
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
      },
      payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
    });

  it('every route declares its access, and only the listed ones are public', () => {
    const undeclared = routes()
      .filter((r) => r.access === undefined)
      .map(key);
    expect(undeclared, 'routes without config.access').toEqual([]);
    const unexpectedPublic = routes()
      .filter((r) => r.access === 'public' && !PUBLIC.has(key(r)))
      .map(key);
    expect(unexpectedPublic, 'public routes not on the list').toEqual([]);
  });

  it('declares the form routes’ access: reading for operators, writing with form-write', () => {
    const declared = Object.fromEntries(
      routes()
        .filter((r) => key(r) in FORM_ROUTES)
        .map((r) => [key(r), r.access]),
    );
    expect(declared).toEqual(FORM_ROUTES);
  });

  it('answers 401 to every non-public route without a session', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const res = await call(undefined, route);
      if (res.statusCode !== 401) wrong.push(`${key(route)} → ${res.statusCode}`);
      else if (route.method !== 'HEAD') expect(res.json().messages[0]).toMatch(/^ログインしてください/);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 操作権限がありません when the session acts for an account the operator does not belong to', async () => {
    const staff = await server.client('staff');
    // The staff operator belongs to the full account only; point its stored session at the limited one.
    await server.handle.db
      .updateTable('sessions')
      .set({ account_id: 2 })
      .where('operator_id', '=', 2)
      .execute();
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.access !== 'public')) {
      const res = await call(staff, route);
      if (res.statusCode !== 403) wrong.push(`${key(route)} → ${res.statusCode}`);
      else if (route.method !== 'HEAD') expect(res.json().messages).toEqual(['操作権限がありません']);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 for each permission a route names, to a role lacking just that one', async () => {
    const guarded = routes().filter(
      (r): r is typeof r & { access: Exclude<Access, string> } => typeof r.access === 'object',
    );
    expect(guarded.length).toBeGreaterThan(5);
    const roles = (await owner.get('/api/operators')).json().roles as { id: number; name: string }[];
    const made = await owner.post('/api/roles', { name: '検査', permissions: [] });
    const roleId = made.json().id as number;
    const created = await owner.post('/api/operators', {
      login_id: 'probe',
      name: '検査',
      password: 'probe-password',
      role_id: roleId,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(roles.length).toBeGreaterThan(0);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ login_id: 'probe', password: 'probe-password' }),
    });
    const probe = {
      cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      token: login.json().token as string,
    } as Client;
    const { PERMISSION_NAMES } = await import('../../access/permissions.ts');
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const missing of route.access.permissions) {
        const held = PERMISSION_NAMES.filter((p) => p !== missing);
        await server.handle.db
          .updateTable('roles')
          .set({ permissions: JSON.stringify(held) })
          .where('id', '=', roleId)
          .execute();
        const res = await call(probe, route);
        if (res.statusCode !== 403) wrong.push(`${key(route)} without ${missing} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
