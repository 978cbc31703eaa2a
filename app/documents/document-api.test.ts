import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { createDocumentApi } from './document-api.ts';

describe("the documents' shared calls", () => {
  it('read folders and kept revisions, and restore one guarded by the current revision', async () => {
    const { fetch, calls } = stubFetch(() => json(200, {}));
    const documents = createDocumentApi(createApiClient({ fetch, baseUrl: '' }));
    await documents.folders('action');
    await documents.documentRevisions('funnel', 3);
    await documents.documentRevision('richmenu', 3, 2);
    await documents.restoreRevision('action', 5, 1, 4);
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/folders/action',
      'GET /api/funnel/data/3/revisions',
      'GET /api/richmenu/data/3/revision/2',
      'POST /api/action/data/5/revision/1/restore',
    ]);
    expect(JSON.parse(calls[4].body!)).toEqual({ revision: 4 });
  });

  it('keep the 409 of a restore from a stale revision, to reload', async () => {
    const { fetch } = stubFetch(() => json(409, { messages: ['他の画面で更新されています'] }));
    const documents = createDocumentApi(createApiClient({ fetch, baseUrl: '' }));
    expect(await documents.restoreRevision('action', 5, 1, 2)).toMatchObject({ ok: false, status: 409 });
  });
});
