/**
 * A funnel's delete racing a save of an action that names it as an effect's condition
 * (docs/decisions/funnels-in-use.md): whichever order the two interleave in, one of them is refused and no live
 * action is left naming a deleted funnel. The interleaving is forced: the save's reference check
 * (resolveReferences) and the delete's read of the funnel's users (documentUsers) are wrapped so that, once,
 * the other side runs right after them. A copy of an action races the same way: its write (insertDocument) is
 * wrapped so that the original changes and the funnel goes just before it.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { forEachBackend } from './support.ts';

/** What runs once after the next matching call, before its caller goes on. */
const pause = vi.hoisted(() => ({
  afterCheck: undefined as ((refs: readonly { kind: string; id: number }[]) => Promise<void>) | undefined,
  afterUsers: undefined as (() => Promise<void>) | undefined,
  beforeInsert: undefined as (() => Promise<void>) | undefined,
}));

vi.mock('../../server/domain/context.ts', async (original) => {
  const real = await original<typeof import('../../server/domain/context.ts')>();
  return {
    ...real,
    resolveReferences: async (...args: Parameters<typeof real.resolveReferences>) => {
      const resolved = await real.resolveReferences(...args);
      const then = pause.afterCheck;
      pause.afterCheck = undefined;
      await then?.(args[2]);
      return resolved;
    },
  };
});

vi.mock('../../server/domain/funnel-users.ts', async (original) => {
  const real = await original<typeof import('../../server/domain/funnel-users.ts')>();
  return {
    ...real,
    documentUsers: async (...args: Parameters<typeof real.documentUsers>) => {
      const users = await real.documentUsers(...args);
      const then = pause.afterUsers;
      pause.afterUsers = undefined;
      await then?.();
      return users;
    },
  };
});

vi.mock('../../server/db/documents.ts', async (original) => {
  const real = await original<typeof import('../../server/db/documents.ts')>();
  return {
    ...real,
    insertDocument: async (...args: Parameters<typeof real.insertDocument>) => {
      const first = pause.beforeInsert;
      pause.beforeInsert = undefined;
      await first?.();
      return real.insertDocument(...args);
    },
  };
});

afterEach(() => {
  pause.afterCheck = undefined;
  pause.afterUsers = undefined;
  pause.beforeInsert = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const effect = (member_query_id: number) => ({ type: 1, text: '条件付き', delay_type: 0, member_query_id });

forEachBackend('a funnel’s delete racing an action’s save', (server) => {
  it('refuses the save when the funnel is deleted between the save’s reference check and its write', async () => {
    const c = await server().client();
    const { fid } = (await c.post('/api/funnel/register', { name: '競合(保存)', inputs: [] })).json();
    let deleted: number | undefined;
    // The save has just found the funnel live: the delete runs to its end there.
    pause.afterCheck = async (refs) => {
      if (refs.some((ref) => ref.kind === 'funnel' && ref.id === fid))
        deleted = (await c.send('DELETE', `/api/funnel/${fid}`)).statusCode;
    };
    const saved = await c.post('/api/action/register', { a_name: '競合', inputs: [effect(fid)] });
    expect(deleted).toBe(200);
    // Before: 200, and the action named a deleted funnel, so its every later save was refused.
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json().errors['/inputs/0/member_query_id']).toEqual([
      `条件に削除された項目(ID ${fid})が指定されています`,
    ]);
  });

  it('refuses the delete when an action naming the funnel is saved between the delete’s check and its write', async () => {
    const c = await server().client();
    const { fid } = (await c.post('/api/funnel/register', { name: '競合(削除)', inputs: [] })).json();
    let save: Promise<{ statusCode: number; body: string }> | undefined;
    // The delete has just read which documents name the funnel (none): the save starts there, and is given
    // time to finish unless the delete holds it back.
    pause.afterUsers = async () => {
      save = c.post('/api/action/register', { a_name: '競合', inputs: [effect(fid)] });
      await Promise.race([save, sleep(500)]);
    };
    const deleted = await c.send('DELETE', `/api/funnel/${fid}`);
    const saved = await save;
    expect(saved).toBeDefined();
    // Exactly one wins; before, both did (200, 200) and the action named a deleted funnel.
    const codes = [deleted.statusCode, saved?.statusCode];
    expect(
      codes.filter((code) => code === 200),
      `${deleted.body} ${saved?.body}`,
    ).toHaveLength(1);
    if (saved?.statusCode === 200) expect((await c.get(`/api/funnel/data/${fid}`)).statusCode).toBe(200);
  });

  it('refuses a copy whose original dropped the funnel, and the funnel was deleted, between the copy’s read and its write', async () => {
    const c = await server().client();
    const { fid } = (await c.post('/api/funnel/register', { name: '競合(コピー)', inputs: [] })).json();
    const original = (await c.post('/api/action/register', { a_name: '原本', inputs: [effect(fid)] })).json();
    const steps: number[] = [];
    // The copy has read the original (naming the funnel): the original drops it, then the funnel goes.
    pause.beforeInsert = async () => {
      const saved = await c.post('/api/action/register', {
        aid: original.aid,
        revision: original.revision,
        a_name: '原本',
        inputs: [{ type: 1, text: '条件なし', delay_type: 0 }],
      });
      steps.push(saved.statusCode, (await c.send('DELETE', `/api/funnel/${fid}`)).statusCode);
    };
    const copied = await c.post(`/api/action/copy/${original.aid}`, {});
    expect(steps).toEqual([200, 200]);
    // Before: 200, and the copy named a deleted funnel, so its every later save was refused.
    expect(copied.statusCode, copied.body).toBe(422);
    expect(copied.json().errors['/inputs/0/member_query_id']).toEqual([
      `条件に削除された項目(ID ${fid})が指定されています`,
    ]);
    const names = (await c.get('/api/action/list')).json().items.map((row: { a_name: string }) => row.a_name);
    expect(names).not.toContain('原本のコピー');
  });
});
