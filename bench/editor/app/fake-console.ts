/**
 * The console's server, faked inside the bench page: a `fetch` that answers the calls the funnel editor makes
 * when it opens (the session, the item lists of its conditions, the funnel folders, the funnel itself) from the
 * demo account (app/demo/account.ts, the account the data set was validated against) and the bench's data set.
 * The console's real API client and funnel API run over it, so the page parses JSON as it would from the
 * server, without a server or a network wait.
 *
 * @example const api = createApiClient({ fetch: fakeConsoleFetch(funnel), baseUrl: '' });
 */

import type { Folder, PickerItem, ResourceAnswer, Session } from '../../../app/api/types.ts';
import { DEMO_ABILITIES, DEMO_ITEMS, DEMO_PERMISSIONS } from '../../../app/demo/account.ts';
import type { FunnelData } from '../../../app/funnels/funnel-api.ts';
import { RESPONSE_MARK_FIELD_CODE } from '../../../app/items/item-store.ts';
import { ITEM_LIST_PATHS } from '../../../app/items/items-api.ts';
import { resourceOf } from '../../../app/items/kinds.ts';
import { SALON_STATUSES } from '../../../server/db/seed-data.ts';

/** The fake operator: the demo account's abilities and permissions. */
export const BENCH_SESSION: Session = {
  token: 'bench',
  account: { id: 1, name: 'ベンチ用アカウント' },
  abilities: [...DEMO_ABILITIES],
  permissions: [...DEMO_PERMISSIONS],
};

/** The funnel folders the editor mode offers. */
const FUNNEL_FOLDERS: Folder[] = [
  { id: 30, name: '配信対象', item_count: 1 },
  { id: 31, name: 'キャンペーン', item_count: 0 },
];

/** The demo items as the server lists them: per resource, its items and folders (spec 002 §7). */
function resourceAnswers(): Map<string, ResourceAnswer> {
  const answers = new Map<string, ResourceAnswer>();
  const of = (resource: string) => {
    let answer = answers.get(resource);
    if (!answer) {
      answer = { groups: [], items: [], ids: [] };
      answers.set(resource, answer);
    }
    return answer;
  };
  for (const [kind, refs] of Object.entries(DEMO_ITEMS)) {
    const { resource, derive } = resourceOf(kind);
    const answer = of(resource);
    if (derive === 'items') {
      for (const ref of refs) answer.items.push({ group_id: null, writable: true, ...ref } as PickerItem);
    } else if (derive === 'groups') {
      for (const ref of refs) answer.groups.push({ id: ref.id, name: ref.name });
    } else if (derive === 'response_marks') {
      // The marks are the choices of the friend-info field with the response-mark code.
      answer.items.push({
        id: 9000,
        name: '対応マーク',
        code: RESPONSE_MARK_FIELD_CODE,
        type: 20,
        group_id: null,
        writable: true,
        choices: refs.map((ref) => ({ id: ref.id, value: ref.name })),
      });
    }
    // event_menus: the event slots (event_reserve) carry their own plans.
  }
  for (const answer of answers.values()) answer.ids = answer.items.map((item) => item.id);
  return answers;
}

/**
 * A `fetch` answering the funnel editor's calls; the funnel `funnel.fid` holds the data set. A save is answered
 * as the server would (the next revision); anything else is a 404 with a message, as from the server.
 */
export function fakeConsoleFetch(funnel: FunnelData): typeof fetch {
  const answers = resourceAnswers();
  const listKinds = new Map(Object.entries(ITEM_LIST_PATHS).map(([kind, path]) => [path, kind]));
  let revision = funnel.revision ?? 1;
  return async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(address, window.location.href).pathname;
    const method = init?.method ?? 'GET';
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/session') return answer(200, BENCH_SESSION);
    if (method === 'GET' && path.startsWith('/api/v_resource/')) {
      const kind = decodeURIComponent(path.slice('/api/v_resource/'.length));
      return answer(200, answers.get(kind) ?? { groups: [], items: [], ids: [] });
    }
    const listKind = listKinds.get(path);
    if (method === 'GET' && listKind) return answer(200, answers.get(listKind)?.items ?? []);
    if (method === 'GET' && path === '/api/funnel/groups') return answer(200, FUNNEL_FOLDERS);
    if (method === 'GET' && path === `/api/funnel/data/${funnel.fid}`)
      return answer(200, { ...funnel, revision });
    // The editor's 保存履歴 panel and condition 67's status widget ask these when the funnel opens.
    if (method === 'GET' && path === `/api/funnel/data/${funnel.fid}/revisions`)
      return answer(200, { revisions: [{ revision, saved_at: new Date(0).toISOString(), operator: null }] });
    if (method === 'GET' && path === '/api/salon/statuses') return answer(200, SALON_STATUSES);
    if (method === 'POST' && path === '/api/funnel/register') {
      revision += 1;
      return answer(200, { fid: funnel.fid, id: funnel.fid, revision, description: [] });
    }
    return answer(404, { messages: [`bench: no fake answer for ${method} ${path}`] });
  };
}
