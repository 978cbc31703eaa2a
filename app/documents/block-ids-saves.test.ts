/**
 * Every document kind's save call sends the console's stable block ids (`_bid`) with its blocks, as the server
 * stores and answers them back (tests/api/block-ids*.test.ts): a merge after a 409 then matches blocks by the ids
 * the saving tab loaded, never by place (docs/decisions/documents.md "Stable block ids").
 */
import { describe, expect, it } from 'vitest';
import { createActionApi } from '../actions/action-api.ts';
import { createApiClient } from '../api/client.ts';
import { createFormApi } from '../forms/form-api.ts';
import { createFunnelApi } from '../funnels/funnel-api.ts';
import { editorForm, wireForm } from '../richmenus/pages/wire.ts';
import { createRichmenuApi } from '../richmenus/richmenu-api.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';

function over() {
  const stub = stubFetch(() => json(200, { id: 1, aid: 1, fid: 1, rmid: 1, revision: 2, code: 'abcdef' }));
  const api = createApiClient({ fetch: stub.fetch, baseUrl: '' });
  const sent = () => {
    const post = stub.calls.find((call) => call.method === 'POST');
    const body = String(post?.body ?? '');
    return body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
  };
  return { ...stub, api, sent };
}

const bidsOf = (list: unknown) => (list as { _bid?: string }[]).map((block) => block._bid);

describe('the save calls keep each block’s stable id', () => {
  it('a form’s items (POST /lvf/edit/v2, items as JSON text)', async () => {
    const { api, fetch, sent } = over();
    const forms = createFormApi(api, { fetch, baseUrl: '' });
    const attr = ['p0', 'p2'].map((_bid, i) => ({ swatch_id: 510, type: 'text', title: `Q${i}`, _bid }));
    await forms.saveForm({ id: 15, revision: 1, name: 'F', pages: [1], attr } as never);
    expect(bidsOf(JSON.parse(sent().items))).toEqual(['p0', 'p2']);
  });

  it('a rich menu’s buttons (POST /line/richmenu/edit)', async () => {
    const { api, sent } = over();
    const options = [{ actype: 1, label: 'B', _bid: 'p1' }];
    await createRichmenuApi(api).saveMenu({ rmid: 10, name: 'M', chat_bar_text: 'x', options } as never);
    expect(bidsOf(sent().options)).toEqual(['p1']);
  });

  it('an external-builder menu’s open page buttons', async () => {
    const { api, sent } = over();
    const page = (areas: unknown[]) => ({ media_id: 3, height: 843, data: { name: 'P' }, areas });
    const menu = { rmid: 10, name: 'M', chat_bar_text: 'x', options: [], lmpData: [page([]), page([])] };
    const edited = { ...editorForm(menu, 1), options: [{ actype: 1, label: 'B', _bid: 'p0' }] };
    await createRichmenuApi(api).saveMenu(wireForm(edited, 1) as never);
    expect(bidsOf(sent().lmpData[1].areas)).toEqual(['p0']);
  });

  it('an action’s and a funnel’s blocks', async () => {
    const actions = over();
    const inputs = [{ type: 1, text: 'a', _bid: 'p3' }];
    await createActionApi(actions.api).registerAction({ aid: 1, revision: 1, inputs } as never);
    expect(bidsOf(JSON.parse(actions.sent().inputs))).toEqual(['p3']);
    const funnels = over();
    const conditions = [{ type: 120, _bid: 'p0', inputs: [{ type: 11, names: 'a', _bid: 'p0.0' }] }];
    await createFunnelApi(funnels.api, { fetch: funnels.fetch, baseUrl: '' }).registerFunnel({
      fid: 1,
      revision: 1,
      inputs: conditions,
    } as never);
    expect(funnels.sent().inputs).toEqual(conditions);
  });
});
