/**
 * Deleting a role (docs/decisions/operators.md, "Deleting a role"): only a role no operator holds, with
 * operator-manage, within the session's account (another account's role is 404 and stays), and the refusal of a
 * held role names how many operators hold it.
 */
import { expect, it } from 'vitest';
import { type Client, forEachBackend } from './support.ts';

interface Role {
  id: number;
  name: string;
}

async function roles(client: Client): Promise<Role[]> {
  return (await client.get('/api/operators')).json().roles as Role[];
}

async function roleNamed(client: Client, name: string): Promise<Role> {
  const role = (await roles(client)).find((r) => r.name === name);
  if (!role) throw new Error(`No role named ${name}`);
  return role;
}

forEachBackend('role deletion', (server) => {
  it('deletes a role nobody holds: it leaves the list and a second delete is 404', async () => {
    const owner = await server().client();
    const made = await owner.post('/api/roles', { name: '削除する役', permissions: ['tag-write'] });
    const id = made.json().id as number;
    const gone = await owner.send('DELETE', `/api/roles/${id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id, deleted: true });
    expect((await roles(owner)).some((r) => r.id === id)).toBe(false);
    const again = await owner.send('DELETE', `/api/roles/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().messages).toEqual(['ロールが見つかりません']);
    // Its name is free again.
    expect((await owner.post('/api/roles', { name: '削除する役', permissions: [] })).statusCode).toBe(200);
  });

  it('refuses a role operators hold with 422 naming how many, disabled ones counted, and keeps it', async () => {
    const owner = await server().client();
    const role = (await owner.post('/api/roles', { name: '二人の役', permissions: [] })).json().id as number;
    for (const login of ['holder-a', 'holder-b']) {
      const made = await owner.post('/api/operators', {
        login_id: login,
        name: login,
        password: 'pw-12345678',
        role_id: role,
      });
      expect(made.statusCode, made.body).toBe(200);
      if (login === 'holder-b')
        await owner.send('PATCH', `/api/operators/${made.json().id}`, { disabled: true });
    }
    const refused = await owner.send('DELETE', `/api/roles/${role}`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages).toEqual([
      'このロールは2人のオペレーターに割り当てられているため削除できません。先にオペレーターのロールを変更してください',
    ]);
    expect((await roles(owner)).some((r) => r.id === role)).toBe(true);
  });

  it("refuses the seeded roles while the demo operators hold them, the session's own role included", async () => {
    const owner = await server().client();
    for (const name of ['オーナー', 'スタッフ']) {
      const refused = await owner.send('DELETE', `/api/roles/${(await roleNamed(owner, name)).id}`);
      expect(refused.statusCode, `${name}: ${refused.body}`).toBe(422);
      expect(refused.json().messages[0]).toMatch(/^このロールは1人のオペレーターに割り当てられている/);
    }
  });

  it("answers 404 for another account's role and leaves it", async () => {
    const owner = await server().client();
    await owner.switchAccount(2);
    const other = (await owner.post('/api/roles', { name: '別アカウントの役', permissions: [] })).json()
      .id as number;
    await owner.switchAccount(1);
    const refused = await owner.send('DELETE', `/api/roles/${other}`);
    expect(refused.statusCode).toBe(404);
    await owner.switchAccount(2);
    expect((await roles(owner)).some((r) => r.id === other)).toBe(true);
  });

  it('needs operator-manage, and the CSRF token', async () => {
    const owner = await server().client();
    const id = (await owner.post('/api/roles', { name: '権限の確認', permissions: [] })).json().id as number;
    const staff = await server().client('staff');
    expect((await staff.send('DELETE', `/api/roles/${id}`)).statusCode).toBe(403);
    expect((await owner.send('DELETE', `/api/roles/${id}`, undefined, { token: null })).statusCode).toBe(403);
    expect((await roles(owner)).some((r) => r.id === id)).toBe(true);
  });

  it('answers 404 for an id that is no role', async () => {
    const owner = await server().client();
    expect((await owner.send('DELETE', '/api/roles/999999')).statusCode).toBe(404);
  });
});
