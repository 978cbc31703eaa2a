import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { LIMITED_WITHOUT } from '../../server/db/seed-data.ts';
import { forEachBackend } from './support.ts';

forEachBackend('seed data and the OpenAPI description', (server) => {
  it('seeds once: a second start finds the data and loads nothing', async () => {
    expect(await seedDatabase(server().handle.db)).toBe(false);
  });

  it('gives the demo account every ability and permission, the second account not all', async () => {
    const c = await server().client();
    expect(c.session.permissions).toEqual(
      expect.arrayContaining([
        'var-write',
        'user-var-create',
        'tag-write',
        'user-tag-create',
        'user-open-api',
      ]),
    );
    const accounts = (await c.get('/api/session')).json().accounts;
    expect(accounts).toHaveLength(2);
    await c.switchAccount(accounts[1].id);
    for (const ability of LIMITED_WITHOUT.abilities) expect(c.session.abilities).not.toContain(ability);
    for (const permission of LIMITED_WITHOUT.permissions)
      expect(c.session.permissions).not.toContain(permission);
  });

  it('seeds only valid documents: each saves back unchanged through the register route', async () => {
    for (const account of [1, 2]) {
      const c = await server().client();
      if (account !== 1) await c.switchAccount(account);
      for (const kind of ['action', 'funnel', 'richmenu'] as const) {
        const idField = { action: 'aid', funnel: 'fid', richmenu: 'rmid' }[kind];
        for (const row of (await c.get(`/api/${kind}/list`)).json().items) {
          const data = (await c.get(`/api/${kind}/data/${row.id}`)).json();
          const res = await c.post(`/api/${kind}/register`, data);
          expect(res.statusCode, `${kind} ${row.name}: ${res.body}`).toBe(200);
          const again = (await c.get(`/api/${kind}/data/${row.id}`)).json();
          expect(again).toEqual({ ...data, [idField]: row.id, revision: data.revision + 1 });
        }
      }
    }
  });

  it('describes the API in OpenAPI 3.1, generated from the routes, with the registry’s block schemas', async () => {
    const c = await server().client();
    const doc = (await c.get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/action/data/{id}',
      '/api/action/text/{id}',
      '/api/action/register',
      '/api/funnel/data/{id}',
      '/api/funnel/register',
      '/api/funnel/groups',
      '/api/v_resource/{kind}',
      '/api/tag/new',
      '/line/var/new',
      '/api/var/choice/{id}',
      '/api/var/choice',
      '/api/line/slots/{id}/rest',
      '/api/line/menus/{id}/rest',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const register = doc.paths['/api/action/register'].post.requestBody.content;
    const effects = register['application/json'].schema.properties.inputs.items.oneOf;
    expect(effects).toHaveLength(createBuiltInRegistry().plugins('effect').length);
    expect(register['application/x-www-form-urlencoded']).toBeDefined();
    expect(doc.paths['/api/action/register'].post.responses['422']).toBeDefined();
    // docs/api/openapi.json is what integrators read: it must be the served document (`npm run docs` writes both).
    const committed = JSON.parse(
      readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8'),
    );
    expect(committed, 'docs/api/openapi.json is stale: run `npm run docs`').toEqual(doc);
  });
});
