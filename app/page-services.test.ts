import { describe, expect, it } from 'vitest';
import { memoryDraftStore } from '../engine/react/document/drafts.ts';
import { createApiClient } from './api/client.ts';
import { createConsoleServices, widgetServicesOf } from './services.tsx';

describe('the services only pages use (app/page-services.ts, issue 14)', () => {
  it('are made on first use, by the makers app/page-services.ts gives; before it has loaded, reading them names the fix', async () => {
    const api = createApiClient({ fetch: async () => new Response('{}') });
    const services = createConsoleServices(api, { reload: () => undefined, storage: undefined });
    // The shell hands the widgets their services before any page has loaded: nothing is made yet.
    const widgets = widgetServicesOf(services);
    expect(() => services.items).toThrow(/app\/page-services\.ts/);
    await import('./page-services.ts');
    const items = services.items;
    expect(services.items).toBe(items);
    expect(widgets.items).toBe(items);
    // Without IndexedDB (Node) there is no draft store; one given stays.
    expect(services.drafts).toBeUndefined();
    const drafts = memoryDraftStore();
    expect(createConsoleServices(api, { drafts }).drafts).toBe(drafts);
  });
});
