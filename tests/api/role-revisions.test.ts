/**
 * Roles are saved like documents (docs/decisions/operators.md, "Two tabs on one role"): every write names the
 * revision it started from, two saves from one revision never both land (the second is 409 with the role as it is
 * now), a missing or malformed revision is a 400, and creating, renaming and changing permissions each count.
 */
import { expect, it } from 'vitest';
import { type Client, forEachBackend } from './support.ts';

interface Role {
  id: number;
  name: string;
  permissions: string[];
  revision: number;
}

const CONFLICT =
  '他の画面でこのロールが更新されています。保存されている内容を確かめてから、もう一度保存してください';

async function roleNamed(client: Client, name: string): Promise<Role> {
  const roles = (await client.get('/api/operators')).json().roles as Role[];
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`No role named ${name}: ${roles.map((r) => r.name).join(', ')}`);
  return role;
}

forEachBackend('role revisions', (server) => {
  it('lists every role with its revision: the seeded ones start at 1', async () => {
    const owner = await server().client();
    const roles = (await owner.get('/api/operators')).json().roles as Role[];
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(role.revision).toBe(1);
  });

  it('creates at 1; a rename and a permission change each add one', async () => {
    const owner = await server().client();
    const made = await owner.post('/api/roles', { name: '版の確認', permissions: [] });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().revision).toBe(1);
    const id = made.json().id as number;
    const renamed = await owner.send('PATCH', `/api/roles/${id}`, { revision: 1, name: '版の確認2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id, revision: 2 });
    const granted = await owner.send('PATCH', `/api/roles/${id}`, {
      revision: 2,
      permissions: ['tag-write'],
    });
    expect(granted.json()).toEqual({ id, revision: 3 });
    expect(await roleNamed(owner, '版の確認2')).toEqual({
      id,
      name: '版の確認2',
      permissions: ['tag-write'],
      revision: 3,
    });
  });

  it('answers the second of two saves from one revision with 409 and the role as the first left it', async () => {
    const tabA = await server().client();
    const tabB = await server().client();
    const made = (await tabA.post('/api/roles', { name: '二つのタブ', permissions: ['tag-write'] })).json();
    const first = await tabA.send('PATCH', `/api/roles/${made.id}`, {
      revision: 1,
      permissions: ['tag-write', 'var-write'],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await tabB.send('PATCH', `/api/roles/${made.id}`, {
      revision: 1,
      name: '二つのタブB',
      permissions: [],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      messages: [CONFLICT],
      errors: { '/revision': [CONFLICT] },
      revision: 2,
      role: { id: made.id, name: '二つのタブ', permissions: ['tag-write', 'var-write'], revision: 2 },
    });
    // Nothing of the stale save was written; from the current revision it lands.
    expect((await roleNamed(tabA, '二つのタブ')).revision).toBe(2);
    const again = await tabB.send('PATCH', `/api/roles/${made.id}`, {
      revision: 2,
      name: '二つのタブB',
      permissions: [],
    });
    expect(again.json()).toEqual({ id: made.id, revision: 3 });
    expect(await roleNamed(tabA, '二つのタブB')).toMatchObject({ permissions: [], revision: 3 });
  });

  it('lets exactly one of two saves sent at once from one revision land', async () => {
    const owner = await server().client();
    const made = (await owner.post('/api/roles', { name: '同時の保存', permissions: [] })).json();
    const answers = await Promise.all(
      ['tag-write', 'var-write'].map((permission) =>
        owner.send('PATCH', `/api/roles/${made.id}`, { revision: 1, permissions: [permission] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await roleNamed(owner, '同時の保存')).revision).toBe(2);
  });

  it('answers 400 for a missing or malformed revision, and changes nothing', async () => {
    const owner = await server().client();
    const made = (await owner.post('/api/roles', { name: '版なし', permissions: [] })).json();
    const cases: [unknown, string][] = [
      [undefined, '更新するにはrevisionを指定してください(最新の内容を読み込んでから保存してください)'],
      [null, '更新するにはrevisionを指定してください(最新の内容を読み込んでから保存してください)'],
      ['1', 'revisionの形式が正しくありません'],
      [1.5, 'revisionの形式が正しくありません'],
      [0, 'revisionの形式が正しくありません'],
      [-1, 'revisionの形式が正しくありません'],
      [1e20, 'revisionの形式が正しくありません'],
      [[1], 'revisionの形式が正しくありません'],
      [{}, 'revisionの形式が正しくありません'],
    ];
    for (const [revision, message] of cases) {
      const res = await owner.send('PATCH', `/api/roles/${made.id}`, { revision, name: '変わらない' });
      expect(res.statusCode, `${JSON.stringify(revision)}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ messages: [message], errors: { '/revision': [message] } });
    }
    expect(await roleNamed(owner, '版なし')).toMatchObject({ revision: 1 });
  });

  it('keeps its other checks: an unknown role is 404, a taken name 422, another account’s role 404', async () => {
    const owner = await server().client();
    expect((await owner.send('PATCH', '/api/roles/999999', { revision: 1, name: 'x' })).statusCode).toBe(404);
    const staff = await roleNamed(owner, 'スタッフ');
    const taken = await owner.send('PATCH', `/api/roles/${staff.id}`, {
      revision: staff.revision,
      name: 'オーナー',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors['/name']).toEqual(['同じ名前のロールが既にあります']);
    expect((await roleNamed(owner, 'スタッフ')).revision).toBe(staff.revision);
    const wrongPermission = await owner.send('PATCH', `/api/roles/${staff.id}`, {
      revision: staff.revision,
      permissions: ['no-such-permission'],
    });
    expect(wrongPermission.statusCode).toBe(422);
  });
});
