/**
 * Operators, sessions and permissions against the real server: the demo operators' reach (the limited operator
 * cannot switch to the full account, the staff operator cannot create tags, the owner can), sessions (expiry,
 * logout, rotation at login, revoke-all, disabled operators), the failed-login limiter, the spec's
 * permission_list, operator management, and who saved each revision.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createLoginLimiter } from '../../server/http/login-limit.ts';
import { Client, forEachBackend } from './support.ts';

function login(app: FastifyInstance, loginId: string, password: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify({ login_id: loginId, password }),
  });
}
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

forEachBackend('operators and sessions', (server) => {
  it('lets the limited operator see and switch to its own account only', async () => {
    const limited = await server().client('limited');
    const session = (await limited.get('/api/session')).json();
    expect(session.account.name).toBe('制限付きアカウント');
    expect(session.accounts.map((a: { name: string }) => a.name)).toEqual(['制限付きアカウント']);
    const refused = await limited.post('/api/session/account', { account_id: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual(['操作権限がありません']);
    expect((await limited.get('/api/session')).json().account.id).toBe(session.account.id);
  });

  it('refuses tag creation to the staff operator (no tag-write) and allows it to the owner', async () => {
    const staff = await server().client('staff');
    expect(staff.session.permissions).not.toContain('tag-write');
    const refused = await staff.post('/api/tag/new', { name: 'スタッフのタグ' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual(['操作権限がありません']);
    const owner = await server().client();
    const made = await owner.post('/api/tag/new', { name: 'オーナーのタグ' });
    expect(made.statusCode).toBe(200);
    expect(made.json().name).toBe('オーナーのタグ');
  });

  it('binds the CSRF token to the session and the account: a switch gives a new one, the old is refused', async () => {
    const owner = await server().client();
    const before = owner.token;
    await owner.switchAccount(2);
    expect(owner.token).not.toBe(before);
    const stale = await owner.post('/api/tag/new', { name: 'x' }, { token: before });
    expect(stale.statusCode).toBe(403);
    await owner.switchAccount(1);
    expect(owner.token).toBe(before);
  });

  it('ends a session at logout, and a later request answers 401', async () => {
    const owner = await server().client();
    const out = await owner.post('/api/logout');
    expect(out.statusCode).toBe(200);
    const after = await owner.get('/api/session');
    expect(after.statusCode).toBe(401);
    expect(after.json().messages[0]).toMatch(/^ログインしてください/);
  });

  it('ends a session at its expiry', async () => {
    const owner = await server().client();
    await server()
      .handle.db.updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('operator_id', '=', 1)
      .execute();
    expect((await owner.get('/api/action/list')).statusCode).toBe(401);
  });

  it('rotates the session at login: a new id and token, and the session the browser had ends', async () => {
    const first = await login(server().app, 'owner', 'demo-owner');
    const second = await login(server().app, 'owner', 'demo-owner', cookieOf(first));
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    expect(second.json().token).not.toBe(first.json().token);
    const old = await server().app.inject({ url: '/api/session', headers: { cookie: cookieOf(first) } });
    expect(old.statusCode).toBe(401);
    const fresh = await server().app.inject({ url: '/api/session', headers: { cookie: cookieOf(second) } });
    expect(fresh.statusCode).toBe(200);
  });

  it('revokes every session of an operator', async () => {
    const a = await server().client('staff');
    const b = await server().client('staff');
    const res = await a.post('/api/session/revoke_all');
    expect(res.json().revoked).toBeGreaterThanOrEqual(2);
    expect((await a.get('/api/session')).statusCode).toBe(401);
    expect((await b.get('/api/session')).statusCode).toBe(401);
  });

  it('refuses a wrong password, and logging in needs X-Requested-With', async () => {
    const wrong = await login(server().app, 'staff', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().messages).toEqual(['ログインIDまたはパスワードが正しくありません']);
    const bare = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login_id=staff&password=demo-staff',
    });
    expect(bare.statusCode).toBe(403);
  });

  it('lets an owner create, re-role and disable an operator; the staff operator may not manage', async () => {
    const owner = await server().client();
    const staff = await server().client('staff');
    expect((await staff.get('/api/operators')).statusCode).toBe(403);
    const listing = (await owner.get('/api/operators')).json();
    const staffRole = listing.roles.find((r: { name: string }) => r.name === 'スタッフ');
    const ownerRole = listing.roles.find((r: { name: string }) => r.name === 'オーナー');
    const short = await owner.post('/api/operators', {
      login_id: 'new-op',
      name: '新人',
      password: 'short',
      role_id: staffRole.id,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors['/password']).toBeDefined();
    const made = await owner.post('/api/operators', {
      login_id: 'new-op',
      name: '新人',
      password: 'initial-password',
      role_id: staffRole.id,
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().id;
    const first = await login(server().app, 'new-op', 'initial-password');
    expect(first.statusCode).toBe(200);
    expect(first.json().permissions).not.toContain('tag-write');
    expect((await owner.send('PATCH', `/api/operators/${id}`, { role_id: ownerRole.id })).statusCode).toBe(
      200,
    );
    const again = await login(server().app, 'new-op', 'initial-password');
    expect(again.json().permissions).toContain('tag-write');
    expect((await owner.send('PATCH', `/api/operators/${id}`, { disabled: true })).statusCode).toBe(200);
    expect((await login(server().app, 'new-op', 'initial-password')).statusCode).toBe(401);
    const stillThere = await server().app.inject({
      url: '/api/session',
      headers: { cookie: cookieOf(again) },
    });
    expect(stillThere.statusCode).toBe(401);
    // Nobody disables themselves.
    const self = listing.operators.find((o: { self: boolean }) => o.self);
    expect((await owner.send('PATCH', `/api/operators/${self.id}`, { disabled: true })).statusCode).toBe(422);
  });

  it('refuses a second role of the same name, on creation and on renaming; a role keeps its own name', async () => {
    const owner = await server().client();
    const listing = (await owner.get('/api/operators')).json();
    const staffRole = listing.roles.find((r: { name: string }) => r.name === 'スタッフ');
    const made = await owner.post('/api/roles', { name: '受付係', permissions: [] });
    expect(made.statusCode, made.body).toBe(200);
    const twice = await owner.post('/api/roles', { name: ' 受付係 ', permissions: [] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['/name']).toEqual(['同じ名前のロールが既にあります']);
    const renamed = await owner.send('PATCH', `/api/roles/${staffRole.id}`, {
      revision: staffRole.revision,
      name: '受付係',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors['/name']).toEqual(['同じ名前のロールが既にあります']);
    const kept = await owner.send('PATCH', `/api/roles/${made.json().id}`, {
      revision: made.json().revision,
      name: '受付係',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const names = (await owner.get('/api/operators')).json().roles.map((r: { name: string }) => r.name);
    expect(names.filter((name: string) => name === '受付係')).toHaveLength(1);
    expect(names).toContain('スタッフ');
  });

  it('names an unknown permission of a role by its value, not by its place in the list', async () => {
    const owner = await server().client();
    const made = await owner.post('/api/roles', { name: '受付', permissions: ['tag-write', 'tag-wirte'] });
    expect(made.statusCode).toBe(422);
    expect(made.json().messages).toEqual(['「tag-wirte」という権限はありません']);
    expect(made.json().errors['/permissions']).toEqual(['「tag-wirte」という権限はありません']);
    const role = (await owner.get('/api/operators')).json().roles[0];
    const changed = await owner.send('PATCH', `/api/roles/${role.id}`, {
      revision: role.revision,
      permissions: ['x'.repeat(300), 7],
    });
    expect(changed.statusCode).toBe(422);
    // A long value is cut; a value that is not text is named as such.
    expect(changed.json().messages).toEqual([
      `「${'x'.repeat(40)}…」という権限はありません`,
      '権限は文字列で指定してください',
    ]);
  });

  it("answers the spec's permission_list: the operator's own, another role's only for managers", async () => {
    const staff = await server().client('staff');
    const own = (await staff.get('/api/v1/operator/permission_list')).json();
    expect(own.operating_permission_list).toEqual(staff.session.permissions);
    const owner = await server().client();
    const roles = (await owner.get('/api/operators')).json().roles as { id: number; name: string }[];
    const ownerRole = roles.find((r) => r.name === 'オーナー');
    expect(
      (await staff.get(`/api/v1/operator/permission_list?operator_role_id=${ownerRole?.id}`)).statusCode,
    ).toBe(403);
    const staffRole = roles.find((r) => r.name === 'スタッフ');
    const listed = await owner.get(`/api/v1/operator/permission_list?operator_role_id=${staffRole?.id}`);
    expect(listed.json().operating_permission_list).not.toContain('tag-write');
  });

  it('records who saved each revision, and restores an older one as a new revision', async () => {
    const owner = await server().client();
    const staff = await server().client('staff');
    const action = { a_name: '履歴', a_twice_type: 0, is_template: 1, group_id: null };
    const created = await owner.post('/api/action/register', {
      aid: 0,
      ...action,
      inputs: [{ type: 1, text: '一', delay_type: 0 }],
    });
    const aid = created.json().aid;
    const edited = await staff.post('/api/action/register', {
      aid,
      revision: 1,
      ...action,
      inputs: [{ type: 1, text: '二', delay_type: 0 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await owner.get(`/api/action/data/${aid}/revisions`)).json().revisions;
    expect(
      history.map((r: { revision: number; operator: { name: string } }) => [r.revision, r.operator.name]),
    ).toEqual([
      [2, 'デモ スタッフ'],
      [1, 'デモ オーナー'],
    ]);
    const restored = await owner.post(`/api/action/data/${aid}/revision/1/restore`, { revision: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().revision).toBe(3);
    const data = (await owner.get(`/api/action/data/${aid}`)).json();
    expect(data.inputs[0].text).toBe('一');
    expect((await owner.get(`/api/action/data/${aid}/revision/2`)).json().inputs[0].text).toBe('二');
    const stale = await owner.post(`/api/action/data/${aid}/revision/1/restore`, { revision: 2 });
    expect(stale.statusCode).toBe(409);
  });
});

it('limits failed logins per login id and per address, with a clear message', async () => {
  let now = 0;
  const limiter = createLoginLimiter({ perLogin: 3, perAddress: 5, windowMs: 1000 }, () => now);
  for (let i = 0; i < 3; i++) limiter.fail('owner', '10.0.0.1');
  expect(limiter.check('owner', '10.0.0.2')).toEqual({ allowed: false, retryAfterMs: 1000 });
  expect(limiter.check('staff', '10.0.0.1').allowed).toBe(true);
  limiter.fail('a', '10.0.0.1');
  limiter.fail('b', '10.0.0.1');
  expect(limiter.check('staff', '10.0.0.1').allowed).toBe(false);
  now = 1001;
  expect(limiter.check('owner', '10.0.0.1').allowed).toBe(true);
});

forEachBackend('the failed-login limit over HTTP', (server) => {
  it('refuses the sixth attempt for a login id with 429, even with the right password', async () => {
    const { app } = server();
    for (let i = 0; i < 5; i++) expect((await login(app, 'limited', `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await login(app, 'limited', 'demo-limited');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().messages[0]).toMatch(
      /^ログインの失敗が続いたため、一時的にログインできません。約15分後/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another login id from the same address is not blocked yet (20 per address).
    expect((await login(app, 'staff', 'demo-staff')).statusCode).toBe(200);
    await Client.start(app, 'owner');
  });
});

forEachBackend('operators on a database seeded before they existed', (server) => {
  it('makes the demo operators at the next start, once', async () => {
    const { db } = server().handle;
    // As a database seeded by the console before migration 003 looks: no operators, no operators' claim.
    await db.deleteFrom('sessions').execute();
    await db.deleteFrom('operator_accounts').execute();
    await db.deleteFrom('operators').execute();
    await db.deleteFrom('roles').execute();
    await db.deleteFrom('settings').where('key', '=', 'seeded_operators').execute();
    const { seedDatabase } = await import('../../server/db/seed.ts');
    expect(await seedDatabase(db)).toBe(true);
    expect(await seedDatabase(db)).toBe(false);
    const logins = await db.selectFrom('operators').select('login_id').orderBy('id').execute();
    expect(logins.map((o) => o.login_id)).toEqual(['owner', 'staff', 'limited']);
    await Client.start(server().app, 'limited');
  });
});
