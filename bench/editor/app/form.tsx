/**
 * The console's real form builder (app/forms/FormBuilder.tsx) opening a saved form of 200 items in 10 sections
 * (issue 15's measured goal), over the console's services on the faked server of ./fake-console.ts and the
 * builder's fake form API (app/forms/fake-form-api.ts: in-memory, answering as the server does). The first render
 * includes opening the form: the session, the folders, the allowed swatches, loading the items into the store.
 * Keys go to the title of the last item (opened first: the builder shows one item at a time).
 */
import '../../../app/app.css';
import { useState } from 'react';
import { actionRegistry } from '../../../app/actions/registry.ts';
import { createApiClient } from '../../../app/api/client.ts';
import { FormBuilder } from '../../../app/forms/FormBuilder.tsx';
import { fakeFormApi } from '../../../app/forms/fake-form-api.ts';
import { FormApiProvider } from '../../../app/forms/form-api.ts';
import type { FormItemWire, FormWire } from '../../../app/forms/form-wire.ts';
import { formRegistry } from '../../../app/forms/registry.ts';
import { I18nProvider } from '../../../app/page-i18n.ts';
import { createConsoleServices, ServicesProvider } from '../../../app/services.tsx';
import type { Dataset } from '../data.ts';
import { fakeConsoleFetch } from './fake-console.ts';
import { defineBenchPage, frames } from './harness.tsx';

// The console builds its registries when the page's chunks load, before a form opens.
actionRegistry();
formRegistry();

const FORM_ID = 1;

function FormPage({ data }: { data: Dataset }) {
  const [{ services, forms }] = useState(() => {
    const fetch = fakeConsoleFetch({ fid: 0, name: '', inputs: [], revision: 1 } as never);
    const api = createApiClient({ fetch, baseUrl: '' });
    const fake = fakeFormApi();
    const form: FormWire = {
      ...(data.envelope as Partial<FormWire>),
      id: FORM_ID,
      code: 'bench1',
      name: String(data.envelope?.name ?? 'ベンチマーク'),
      pages: (data.envelope?.pages as number[]) ?? [1],
      attr: data.blocks as FormItemWire[],
      revision: 1,
    };
    fake.state.forms.set(FORM_ID, form);
    return {
      services: createConsoleServices(api, { reload: () => undefined, storage: undefined }),
      forms: fake.api,
    };
  });
  return (
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <FormApiProvider api={forms}>
          <div className="app-page app-form-page">
            <FormBuilder id={FORM_ID} />
          </div>
        </FormApiProvider>
      </ServicesProvider>
    </I18nProvider>
  );
}

/** The item at `index` of section `section` (1-based), counted in the page. */
const itemIn = (section: number, index: number) =>
  `.app-form-page .be-group:nth-of-type(${section}) .be-list > li:nth-child(${index + 1})`;
const lastItem = '.app-form-page .be-group:last-of-type .be-list > li:last-child';

defineBenchPage({
  render: (data) => <FormPage data={data} />,
  // Opened: every section drawn with its items, and no field waiting for its widget's chunk.
  mounted: (data) =>
    document.querySelectorAll('.app-form-page .be-list > li').length >= data.blocks.length &&
    document.querySelector('.be-widget-loading') === null,
  keyTarget: (data) => `${lastItem} [data-field="/${data.field}"] :is(input, textarea)`,
  // The first section's first item moves down one place per step.
  moveTarget: (_data, step) => `${itemIn(1, step)} .be-panel__header button[aria-label^="下へ("]`,
  reveal: async (_data, selector) => {
    if (!selector.startsWith(lastItem) || document.querySelector(selector)) return;
    // The builder shows one item at a time: open the last one, as an operator clicks it.
    document.querySelector<HTMLButtonElement>(`${lastItem} button[aria-expanded="false"]`)?.click();
    await frames(3);
  },
});
