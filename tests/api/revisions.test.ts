import { expect, it } from 'vitest';
import { migrateToLatest, migratorFor } from '../../server/db/migrations.ts';
import { REVISIONS_KEPT } from '../../server/db/revisions.ts';
import { backends, type Client, forEachBackend } from './support.ts';

const text = (t: string) => ({ type: 1, text: t, delay_type: 0 });

async function saveNew(c: Client, doc: Record<string, unknown>) {
  const res = await c.post('/api/action/register', doc);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { aid: number; revision: number };
}

forEachBackend('document revisions', (server) => {
  it('keeps every saved revision and answers each as the data route answered it then', async () => {
    const c = await server().client();
    const { aid } = await saveNew(c, { a_name: '一版', inputs: [text('v1')] });
    const first = (await c.get(`/api/action/data/${aid}`)).json();
    await c.post('/api/action/register', { aid, revision: 1, a_name: '二版', inputs: [text('v2')] });
    const second = (await c.get(`/api/action/data/${aid}`)).json();
    expect(second.revision).toBe(2);
    const at = (revision: number | string) => c.get(`/api/action/data/${aid}/revision/${revision}`);
    expect((await at(1)).json()).toEqual(first);
    expect((await at(2)).json()).toEqual(second);
    for (const absent of [99, 0, 'abc', '99999999999']) {
      const res = await at(absent);
      expect(res.statusCode, String(absent)).toBe(404);
    }
    expect((await at(99)).json().messages).toEqual(['アクションが見つかりません']);
    // The route is the kind's: an action's revision is not a funnel's.
    expect((await c.get(`/api/funnel/data/${aid}/revision/1`)).json().messages).toEqual([
      '友だち検索条件が見つかりません',
    ]);
  });

  it('serves funnels the same way, with their own id field', async () => {
    const c = await server().client();
    const { fid } = (await c.post('/api/funnel/register', { name: 'a', inputs: [] })).json();
    await c.post('/api/funnel/register', { fid, revision: 1, name: 'b', inputs: [] });
    expect((await c.get(`/api/funnel/data/${fid}/revision/1`)).json()).toEqual({
      fid,
      name: 'a',
      inputs: [],
      revision: 1,
    });
  });

  it('answers 404 for another account’s document and for a deleted one', async () => {
    const c = await server().client();
    const { aid } = await saveNew(c, { inputs: [text('mine')] });
    const other = await server().client();
    await other.switchAccount(2);
    expect((await other.get(`/api/action/data/${aid}/revision/1`)).statusCode).toBe(404);
    expect((await c.get(`/api/action/data/${aid}/revision/1`)).statusCode).toBe(200);
    expect((await c.send('DELETE', `/api/action/${aid}`)).statusCode).toBe(200);
    expect((await c.get(`/api/action/data/${aid}/revision/1`)).statusCode).toBe(404);
  });

  it('answers 409 with the current revision, so a client knows which one to fetch and merge with', async () => {
    const c = await server().client();
    const { aid } = await saveNew(c, { inputs: [text('base')] });
    await c.post('/api/action/register', { aid, revision: 1, inputs: [text('theirs')] });
    await c.post('/api/action/register', { aid, revision: 2, inputs: [text('theirs again')] });
    const stale = await c.post('/api/action/register', { aid, revision: 1, inputs: [text('mine')] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      messages: ['他の画面で更新されています。再読み込みしてから編集してください'],
      errors: { '/revision': ['他の画面で更新されています。再読み込みしてから編集してください'] },
      revision: 3,
    });
    const current = (await c.get(`/api/action/data/${aid}/revision/${stale.json().revision}`)).json();
    expect(current.inputs).toEqual([text('theirs again')]);
    expect((await c.get(`/api/action/data/${aid}/revision/1`)).json().inputs).toEqual([text('base')]);
    const staleDelete = await c.send('DELETE', `/api/action/${aid}?revision=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().revision).toBe(3);
  });

  it('records the revision a folder deletion makes, and the seeded and copied documents’ first one', async () => {
    const c = await server().client();
    const folder = (await c.post('/api/folders/action', { name: '消すフォルダ' })).json();
    const { aid } = await saveNew(c, { group_id: folder.id, inputs: [text('x')] });
    expect((await c.send('DELETE', `/api/folders/action/${folder.id}`)).statusCode).toBe(200);
    const unfiled = (await c.get(`/api/action/data/${aid}/revision/2`)).json();
    expect(unfiled).toEqual((await c.get(`/api/action/data/${aid}`)).json());
    expect(unfiled.group_id).toBeNull();
    const seeded = (await c.get('/api/action/list')).json().items.at(-1);
    expect((await c.get(`/api/action/data/${seeded.aid}/revision/1`)).json()).toEqual(
      (await c.get(`/api/action/data/${seeded.aid}`)).json(),
    );
    const copy = (await c.post(`/api/action/copy/${aid}`)).json();
    expect((await c.get(`/api/action/data/${copy.aid}/revision/1`)).statusCode).toBe(200);
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of a document`, async () => {
    const c = await server().client();
    let { aid, revision } = await saveNew(c, { inputs: [text('0')] });
    for (let i = 1; i <= REVISIONS_KEPT + 1; i++) {
      const res = await c.post('/api/action/register', { aid, revision, inputs: [text(String(i))] });
      revision = res.json().revision;
    }
    expect(revision).toBe(REVISIONS_KEPT + 2);
    const status = async (r: number) => (await c.get(`/api/action/data/${aid}/revision/${r}`)).statusCode;
    expect([await status(1), await status(2), await status(3), await status(revision)]).toEqual([
      404, 404, 200, 200,
    ]);
  });
});

it.each(backends.map((backend) => [backend.name, backend] as const))(
  'gives documents saved before the revisions table their current revision (%s)',
  async (_name, backend) => {
    const handle = await backend.open();
    try {
      await (await migratorFor(handle.db, handle.dialect)).migrateTo('001_initial');
      const now = new Date().toISOString();
      const account = await handle.db
        .insertInto('accounts')
        .values({ name: 'a', abilities: '[]', permissions: '[]', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const body = JSON.stringify({ a_name: '古い', inputs: [text('x')] });
      const doc = await handle.db
        .insertInto('documents')
        .values({
          account_id: account.id,
          kind: 'action',
          name: '古い',
          group_id: null,
          body,
          revision: 7,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await migrateToLatest(handle.db, handle.dialect)).toEqual([
        '002_document_revisions',
        '003_operators',
        '004_forms',
        '005_form_answers',
        '006_media',
        '007_form_answer_files',
        '008_friends',
        '009_friend_editor',
        '010_attachments',
        '011_funnel_indexes',
        '012_funnel_count_indexes',
        '013_friend_scenarios_covered',
        '014_friend_facts',
        '015_role_revisions',
        '016_role_names_unique',
        '017_friend_name_fold',
      ]);
      // Saved before operators existed: the revision names nobody.
      expect(await handle.db.selectFrom('document_revisions').selectAll().execute()).toEqual([
        {
          account_id: account.id,
          kind: 'action',
          document_id: doc.id,
          revision: 7,
          body,
          saved_at: now,
          operator_id: null,
        },
      ]);
    } finally {
      await handle.close();
      await handle.cleanup();
    }
  },
);
