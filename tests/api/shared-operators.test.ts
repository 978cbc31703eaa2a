/**
 * An operator's password, disabled flag and sessions are its own in every account it belongs to, so only a
 * manager of every one of them may change them (docs/decisions/operators.md, "Shared operators"): a manager of
 * the limited account alone is refused with 403 and changes nothing, for the demo owner (a member of both demo
 * accounts) and for any operator another account shares; it still changes the shared operator's role in its own
 * account, and everything about its own account's operators. The owner, manager of both, still may. Both databases.
 */
import { expect, it } from 'vitest';
import { setMembership } from '../../server/db/operators.ts';
import { SHARED_OPERATOR } from '../../server/http/operator-reach.ts';
import { Client, forEachBackend, type TestServer } from './support.ts';

interface Listed {
  id: number;
  login_id: string;
  role_id: number | null;
  disabled: boolean;
  self: boolean;
  manageable: boolean;
}

const FULL = 1;
const LIMITED = 2;

async function roleId(client: Client, name: string): Promise<number> {
  const roles = (await client.get('/api/operators')).json().roles as { id: number; name: string }[];
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`No role ${name} in account ${client.session.account.id}`);
  return role.id;
}

async function listed(client: Client): Promise<Listed[]> {
  const res = await client.get('/api/operators');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().operators;
}

const canLogIn = async (server: TestServer, loginId: string, password: string) =>
  Client.login(server.app, loginId, password).then(
    () => true,
    () => false,
  );

/**
 * The setting of the report: the owner, acting for the limited account, makes `mgr2` with that account's
 * オーナー role (operator-manage) there only. Also an operator of both accounts that is not the owner (`shared`:
 * スタッフ of the full account, メンバー of the limited one; no route adds an operator to a second account, so
 * the database does), and one of the limited account only (`only2`).
 */
async function setUp(server: TestServer) {
  const owner = await server.client();
  await owner.switchAccount(LIMITED);
  const limitedOwnerRole = await roleId(owner, 'オーナー');
  const memberRole = await roleId(owner, 'メンバー');
  const make = async (login_id: string, role_id: number) => {
    const res = await owner.post('/api/operators', {
      login_id,
      name: login_id,
      password: 'initial-password',
      role_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  await make('mgr2', limitedOwnerRole);
  const shared = await make('shared', memberRole);
  const only2 = await make('only2', memberRole);
  const fullOwner = await server.client();
  await setMembership(server.handle.db, shared, FULL, await roleId(fullOwner, 'スタッフ'));
  const mgr2 = await Client.login(server.app, 'mgr2', 'initial-password');
  expect(mgr2.session.account.id).toBe(LIMITED);
  return { owner, mgr2, shared, only2, memberRole, limitedOwnerRole };
}

forEachBackend('shared operators: global changes need a manager of every account', (server) => {
  let setting: Awaited<ReturnType<typeof setUp>>;
  const ctx = async () => {
    setting ??= await setUp(server());
    return setting;
  };

  it('lists the owner to a manager of one account, as not manageable; its own operators are', async () => {
    const { mgr2, owner } = await ctx();
    const byLogin = new Map((await listed(mgr2)).map((o) => [o.login_id, o]));
    expect(byLogin.get('owner')?.manageable).toBe(false);
    expect(byLogin.get('shared')?.manageable).toBe(false);
    expect(byLogin.get('only2')?.manageable).toBe(true);
    expect(byLogin.get('limited')?.manageable).toBe(true);
    expect(byLogin.get('mgr2')).toMatchObject({ self: true, manageable: true });
    // The owner manages both accounts: everyone is manageable to it.
    expect((await listed(owner)).every((o) => o.manageable)).toBe(true);
  });

  it("refuses mgr2 the owner's password, and the owner still logs in with the old one", async () => {
    const { mgr2 } = await ctx();
    const res = await mgr2.send('PATCH', '/api/operators/1', { password: 'taken-over-1' });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ messages: [SHARED_OPERATOR], errors: {} });
    expect(await canLogIn(server(), 'owner', 'taken-over-1')).toBe(false);
    expect(await canLogIn(server(), 'owner', 'demo-owner')).toBe(true);
  });

  it('refuses mgr2 disabling the owner or ending its sessions; its session lives on', async () => {
    const { mgr2 } = await ctx();
    const ownerTab = await server().client();
    const disabled = await mgr2.send('PATCH', '/api/operators/1', { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(403);
    expect(disabled.json().messages).toEqual([SHARED_OPERATOR]);
    const revoked = await mgr2.post('/api/operators/1/revoke_sessions');
    expect(revoked.statusCode, revoked.body).toBe(403);
    expect(revoked.json().messages).toEqual([SHARED_OPERATOR]);
    expect((await ownerTab.get('/api/session')).statusCode).toBe(200);
    expect((await listed(mgr2)).find((o) => o.login_id === 'owner')?.disabled).toBe(false);
    expect(await canLogIn(server(), 'owner', 'demo-owner')).toBe(true);
  });

  it('refuses the same for any operator another account shares, and a role change sent with it is not made', async () => {
    const { mgr2, shared, limitedOwnerRole, memberRole } = await ctx();
    const sharedTab = await Client.login(server().app, 'shared', 'initial-password');
    for (const body of [
      { password: 'taken-over-2' },
      { disabled: true },
      { role_id: limitedOwnerRole, disabled: true },
    ]) {
      const res = await mgr2.send('PATCH', `/api/operators/${shared}`, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(403);
      expect(res.json().messages).toEqual([SHARED_OPERATOR]);
    }
    expect((await mgr2.post(`/api/operators/${shared}/revoke_sessions`)).statusCode).toBe(403);
    expect((await listed(mgr2)).find((o) => o.id === shared)).toMatchObject({
      role_id: memberRole,
      disabled: false,
    });
    expect((await sharedTab.get('/api/session')).statusCode).toBe(200);
    expect(await canLogIn(server(), 'shared', 'initial-password')).toBe(true);
  });

  it('refuses a manager who belongs to the other account without operator-manage there', async () => {
    const { owner, shared } = await ctx();
    const made = await owner.post('/api/operators', {
      login_id: 'mgr2-staff1',
      name: 'mgr2-staff1',
      password: 'initial-password',
      role_id: await roleId(owner, 'オーナー'),
    });
    expect(made.statusCode, made.body).toBe(200);
    const fullOwner = await server().client();
    await setMembership(server().handle.db, made.json().id, FULL, await roleId(fullOwner, 'スタッフ'));
    const actor = await Client.login(server().app, 'mgr2-staff1', 'initial-password');
    await actor.switchAccount(LIMITED);
    expect((await listed(actor)).find((o) => o.id === shared)?.manageable).toBe(false);
    const res = await actor.send('PATCH', `/api/operators/${shared}`, { disabled: true });
    expect(res.statusCode, res.body).toBe(403);
  });

  it("lets mgr2 change the owner's role in its own account (a membership, not a global property)", async () => {
    const { mgr2, memberRole, limitedOwnerRole } = await ctx();
    const down = await mgr2.send('PATCH', '/api/operators/1', { role_id: memberRole });
    expect(down.statusCode, down.body).toBe(200);
    expect((await listed(mgr2)).find((o) => o.id === 1)?.role_id).toBe(memberRole);
    const back = await mgr2.send('PATCH', '/api/operators/1', { role_id: limitedOwnerRole });
    expect(back.statusCode, back.body).toBe(200);
    expect((await listed(mgr2)).find((o) => o.id === 1)?.role_id).toBe(limitedOwnerRole);
  });

  it("lets mgr2 disable, enable, set the password of and end the sessions of its own account's operator", async () => {
    const { mgr2, only2 } = await ctx();
    const tab = await Client.login(server().app, 'only2', 'initial-password');
    expect((await mgr2.post(`/api/operators/${only2}/revoke_sessions`)).json()).toEqual({ revoked: 1 });
    expect((await tab.get('/api/session')).statusCode).toBe(401);
    expect(
      (await mgr2.send('PATCH', `/api/operators/${only2}`, { password: 'new-password-2' })).statusCode,
    ).toBe(200);
    expect(await canLogIn(server(), 'only2', 'new-password-2')).toBe(true);
    expect((await mgr2.send('PATCH', `/api/operators/${only2}`, { disabled: true })).statusCode).toBe(200);
    expect(await canLogIn(server(), 'only2', 'new-password-2')).toBe(false);
    expect((await mgr2.send('PATCH', `/api/operators/${only2}`, { disabled: false })).statusCode).toBe(200);
    expect(await canLogIn(server(), 'only2', 'new-password-2')).toBe(true);
  });

  it('lets mgr2 set its own password, and the owner, manager of both, do all of it to a shared operator', async () => {
    const { mgr2, owner, shared } = await ctx();
    const self = (await listed(mgr2)).find((o) => o.self);
    const mine = await mgr2.send('PATCH', `/api/operators/${self?.id}`, {
      password: 'mgr2-new-password',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await canLogIn(server(), 'mgr2', 'mgr2-new-password')).toBe(true);

    const tab = await Client.login(server().app, 'shared', 'initial-password');
    expect((await owner.post(`/api/operators/${shared}/revoke_sessions`)).statusCode).toBe(200);
    expect((await tab.get('/api/session')).statusCode).toBe(401);
    const password = await owner.send('PATCH', `/api/operators/${shared}`, { password: 'set-by-owner' });
    expect(password.statusCode, password.body).toBe(200);
    expect(await canLogIn(server(), 'shared', 'set-by-owner')).toBe(true);
    expect((await owner.send('PATCH', `/api/operators/${shared}`, { disabled: true })).statusCode).toBe(200);
    expect(await canLogIn(server(), 'shared', 'set-by-owner')).toBe(false);
    expect((await owner.send('PATCH', `/api/operators/${shared}`, { disabled: false })).statusCode).toBe(200);
  });
});
