/**
 * The console's real funnel editor (app/funnels/FunnelEditor.tsx) in its editor mode (name, folder and every
 * option above the conditions, the save bar below), with the console's styles, over the console's real API
 * client and funnel API whose `fetch` is faked in the page (./fake-console.ts): it opens funnel 1, which holds
 * the data set's conditions (or-groups included). The first render therefore includes what opening a saved
 * funnel costs: the session, the item lists, reading the funnel and loading its conditions into the store.
 */
import '../../../app/app.css';
import { useState } from 'react';
import { actionRegistry } from '../../../app/actions/registry.ts';
import { createApiClient } from '../../../app/api/client.ts';
import { FunnelEditor } from '../../../app/funnels/FunnelEditor.tsx';
import { createFunnelApi, FunnelApiProvider, type FunnelData } from '../../../app/funnels/funnel-api.ts';
import { funnelRegistry } from '../../../app/funnels/registry.ts';
import { I18nProvider } from '../../../app/page-i18n.ts';
import { createConsoleServices, ServicesProvider } from '../../../app/services.tsx';
import { preloadPluginWidgets } from '../../../engine/react/index.ts';
import { EXTERNAL_CONTEXT_EVENT_FLAG } from '../../../plugins/conditions/index.ts';
import type { Dataset } from '../data.ts';
import { fakeConsoleFetch } from './fake-console.ts';
import { defineBenchPage, frames } from './harness.tsx';

// The console builds its registry once per page, before any editor opens: not part of opening this funnel.
actionRegistry();
// The console's funnel editor fetches the conditions' widget chunks beside the funnel, which comes from a server;
// here the funnel comes from the page itself at once, so they are fetched as the page loads, as the editor page
// does for the effects' (react-querybuilder's page has all its code in its bundle).
void preloadPluginWidgets(funnelRegistry().plugins('condition')).catch(() => undefined);

const FID = 1;
/** The data set holds API conditions: the funnel belongs to an action with an external context event (spec 001 §6). */
const FLAGS = { [EXTERNAL_CONTEXT_EVENT_FLAG]: true };

/** The console's services and funnel API over a faked server holding the data set as funnel 1. */
function servicesOver(data: Dataset) {
  const fetch = fakeConsoleFetch({
    fid: FID,
    name: 'ベンチマーク用の検索条件',
    is_template: 0,
    group_id: 30,
    inputs: data.blocks as FunnelData['inputs'],
    with_blocked: 0,
    user_rate_type: 0,
    sort_type: 1,
    take_num: 50,
    revision: 1,
  });
  const api = createApiClient({ fetch, baseUrl: '' });
  return {
    services: createConsoleServices(api, { reload: () => undefined, storage: undefined }),
    funnels: createFunnelApi(api, { fetch, baseUrl: '' }),
  };
}

function FunnelPage({ data }: { data: Dataset }) {
  const [{ services, funnels }] = useState(() => servicesOver(data));
  return (
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <FunnelApiProvider api={funnels}>
          <div className="app-page app-funnel-page">
            <FunnelEditor mode="editor" fid={FID} flags={FLAGS} />
          </div>
        </FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>
  );
}

/**
 * The top-level item at `index`: `data-index` in a virtualised list, its place in a plain one (the nested lists
 * of or-groups hold 3 items, so a larger place never matches inside them).
 */
const item = (index: number) =>
  `.app-funnel-page :is(.be-list--virtual > li[data-index="${index}"], ` +
  `.be-list:not(.be-list--virtual) > li:nth-child(${index + 1}))`;

/** A virtualised list draws the middle item only near the viewport: scroll there, estimating from what is drawn. */
async function scrollToIndex(index: number, selector: string): Promise<void> {
  for (let attempt = 0; attempt < 40 && !document.querySelector(selector); attempt++) {
    const drawn = [...document.querySelectorAll<HTMLElement>('.app-funnel-page .be-list--virtual > li')]
      .map((element) => ({ element, index: Number(element.dataset.index) }))
      .filter((entry) => Number.isInteger(entry.index))
      .sort((a, b) => a.index - b.index);
    const first = drawn[0];
    const last = drawn.at(-1);
    if (!first || !last) return;
    const top = first.element.getBoundingClientRect().top;
    const perItem = (last.element.getBoundingClientRect().bottom - top) / (last.index - first.index + 1);
    window.scrollBy(0, top + (index - first.index) * perItem - window.innerHeight / 3);
    await frames(3);
  }
}

defineBenchPage({
  render: (data) => <FunnelPage data={data} />,
  mounted: () => document.querySelector('.app-funnel-page li.be-item') !== null,
  keyTarget: (data) =>
    `${item(data.middle)} > [data-block-id] [data-field="/${data.field}"] :is(input, textarea)`,
  // The moved block goes down one place per step: its button is that of the item now at that place.
  moveTarget: (data, step) =>
    `${item(data.middle + step)} > [data-block-id] > .be-panel__header button[aria-label^="下へ("]`,
  reveal: async (data, selector) => {
    const index = Number(/data-index="(\d+)"/.exec(selector)?.[1] ?? data.middle);
    await scrollToIndex(index, selector);
  },
});
