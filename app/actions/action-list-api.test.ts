import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { createActionListApi } from './action-list-api.ts';

describe("the action list's calls", () => {
  it('list, copy and delete on their paths, the delete guarded by the revision', async () => {
    const { fetch, calls } = stubFetch(() => json(200, {}));
    const actions = createActionListApi(createApiClient({ fetch, baseUrl: '' }));
    await actions.listActions();
    await actions.listActions(0);
    await actions.copyAction(3);
    await actions.deleteAction(3, 2);
    await actions.deleteAction(4);
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/action/list',
      'GET /api/action/list?group_id=0',
      'POST /api/action/copy/3',
      'DELETE /api/action/3?revision=2',
      'DELETE /api/action/4',
    ]);
  });

  it('keep the 409 of a delete from a stale list, to reload', async () => {
    const { fetch } = stubFetch(() => json(409, { messages: ['他の画面で更新されています'] }));
    const actions = createActionListApi(createApiClient({ fetch, baseUrl: '' }));
    expect(await actions.deleteAction(3, 1)).toMatchObject({
      ok: false,
      status: 409,
      messages: ['他の画面で更新されています'],
    });
  });
});
