/**
 * Calls every document kind has (spec 000 §3.4, docs/api.md): folders, and the kept revisions behind 保存履歴 and
 * a draft's merge. Only the document pages import them (the shell's client carries the session's calls alone,
 * issue 14).
 */
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { Folder, RevisionEntry } from '../api/types.ts';

/**
 * The documents' shared calls over a console client's transport.
 *
 * @example await createDocumentApi(api).documentRevisions('action', 12);
 */
export function createDocumentApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /** GET /api/folders/{kind}: the folders of a kind with counts. */
    folders: (kind: string) => call<Folder[]>('GET', `/api/folders/${pathId(kind)}`),
    /** GET /api/{kind}/data/{id}/revisions: the kept revisions, newest first, with who saved each. */
    documentRevisions: (kind: string, docId: number, signal?: AbortSignal) =>
      call<{ revisions: RevisionEntry[] }>('GET', `/api/${kind}/data/${pathId(docId)}/revisions`, { signal }),
    /** GET /api/{kind}/data/{id}/revision/{revision}: an earlier revision, the base of a draft's merge. */
    documentRevision: (kind: string, docId: number, revision: number, signal?: AbortSignal) =>
      call<Record<string, unknown>>(
        'GET',
        `/api/${kind}/data/${pathId(docId)}/revision/${pathId(revision)}`,
        {
          signal,
        },
      ),
    /** POST /api/{kind}/data/{id}/revision/{revision}/restore: that revision saved again as a new one. */
    restoreRevision: (kind: string, docId: number, revision: number, current: number) =>
      call<{ revision: number }>(
        'POST',
        `/api/${kind}/data/${pathId(docId)}/revision/${pathId(revision)}/restore`,
        { body: { json: { revision: current } } },
      ),
  };
}

/** The documents' shared calls. */
export type DocumentApi = ReturnType<typeof createDocumentApi>;

/** The documents' calls of a client (one per client; a test's fake when it gave them). */
export const documentApi = (api: ApiClient): DocumentApi => callsOf(api, createDocumentApi);
