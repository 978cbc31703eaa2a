/**
 * The friend-info forms' calls: the routes every document kind has (GET /api/infoform/data/{id}, POST
 * /api/infoform/register, the list, copy and delete); the spec names none of its own for this builder.
 */
import type { InfoFormWire } from '../../documents/info-form.ts';
import { createCaller } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { Folder } from '../api/types.ts';
import { documentApi } from '../documents/document-api.ts';

/** A friend-info form as the editor saves it: the wire fields and the revision it was edited from. */
export type InfoFormDocument = InfoFormWire & { revision?: number };

export function createInfoFormApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    load: (id: number, signal?: AbortSignal) =>
      call<InfoFormDocument>('GET', `/api/infoform/data/${id}`, { signal }),
    save: (document: InfoFormDocument, signal?: AbortSignal) =>
      call<{ id: number; revision: number }>('POST', '/api/infoform/register', {
        body: { json: document },
        signal,
      }),
    list: () =>
      call<{
        items: { id: number; name: string; group_id: number | null; revision: number }[];
        groups: Folder[];
      }>('GET', '/api/infoform/list'),
    copy: (id: number) => call<{ id: number }>('POST', `/api/infoform/copy/${id}`),
    remove: (id: number, revision?: number) =>
      call<{ id: number; deleted: boolean }>(
        'DELETE',
        `/api/infoform/${id}${revision === undefined ? '' : `?revision=${revision}`}`,
      ),
    folders: () => documentApi(api).folders('infoform'),
  };
}

/** The calls. */
export type InfoFormApi = ReturnType<typeof createInfoFormApi>;
