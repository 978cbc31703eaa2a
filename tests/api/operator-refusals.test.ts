/**
 * The add-operator form's refusals against the real server, on both databases: each names its field (JSON Pointer
 * in `errors`, the shape of every other write), so the console can show it beside that field; over-long texts are
 * refused by the route's schema with the same shape, never a crash; two creations of one login id at once leave
 * one operator and a field refusal.
 */
import { expect, it } from 'vitest';
import { type Client, forEachBackend } from './support.ts';

async function staffRoleId(owner: Client): Promise<number> {
  const roles = (await owner.get('/api/operators')).json().roles as { id: number; name: string }[];
  return roles.find((r) => r.name === 'スタッフ')?.id ?? 0;
}

forEachBackend('add-operator refusals', (server) => {
  const valid = (roleId: number) => ({
    login_id: 'sato-2026',
    name: '佐藤',
    password: 'initial-password',
    role_id: roleId,
  });

  it('names the field of each refusal, and gives the same lines as messages', async () => {
    const owner = await server().client();
    const role = await staffRoleId(owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ login_id: 'staff' }, '/login_id', 'このログインIDは既に使われています'],
      [{ login_id: ' staff ' }, '/login_id', 'このログインIDは既に使われています'],
      [{ login_id: 'x'.repeat(101) }, '/login_id', 'ログインIDは100文字以内で入力してください'],
      [{ login_id: 'ab' }, '/login_id', 'ログインIDは3文字以上の半角英数字と . _ @ - で入力してください'],
      [{ name: '  ' }, '/name', '名前を入力してください'],
      [{ name: '名'.repeat(101) }, '/name', '名前は100文字以内で入力してください'],
      [{ password: 'short' }, '/password', '初期パスワードは8文字以上で入力してください'],
      [{ password: 'p'.repeat(201) }, '/password', '初期パスワードは200文字以内で入力してください'],
      [{ role_id: 999_999 }, '/role_id', 'ロールを選択してください'],
    ];
    for (const [change, path, message] of cases) {
      const res = await owner.post('/api/operators', { ...valid(role), ...change });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ messages: [message], errors: { [path]: [message] } });
    }
  });

  it('accepts texts at the limits (100 / 100 / 200 characters)', async () => {
    const owner = await server().client();
    const res = await owner.post('/api/operators', {
      login_id: 'l'.repeat(100),
      name: '名'.repeat(100),
      password: 'p'.repeat(200),
      role_id: await staffRoleId(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a 10,000-character login id with the field, and names every refused field at once', async () => {
    const owner = await server().client();
    const huge = await owner.post('/api/operators', {
      ...valid(await staffRoleId(owner)),
      login_id: 'a'.repeat(10_000),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ '/login_id': ['ログインIDは100文字以内で入力してください'] });
    const several = await owner.post('/api/operators', {
      login_id: 'owner',
      name: '',
      password: '',
      role_id: await staffRoleId(owner),
    });
    expect(Object.keys(several.json().errors).sort()).toEqual(['/login_id', '/name', '/password']);
  });

  it('gives one operator and a field refusal when one login id is sent twice at once', async () => {
    const owner = await server().client();
    const body = { ...valid(await staffRoleId(owner)), login_id: 'twice-at-once' };
    const answers = await Promise.all([
      owner.post('/api/operators', body),
      owner.post('/api/operators', body),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json().errors).toEqual({ '/login_id': ['このログインIDは既に使われています'] });
  });
});
