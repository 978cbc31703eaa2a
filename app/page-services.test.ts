import { describe, expect, it, vi } from 'vitest';
import { memoryDraftStore } from '../engine/react/document/drafts.ts';
import { createApiClient } from './api/client.ts';
import { createConsoleServices, widgetServicesOf } from './services.tsx';
import { json } from './test/stub-fetch.ts';

describe('the services only pages use (app/page-services.ts, issue 14)', () => {
  it('are made on first use, by the makers app/page-services.ts gives; before it has loaded, reading them names the fix', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/session')
        ? json(200, { token: 't', account: { id: 1, name: 'A' }, abilities: [], permissions: [] })
        : json(200, [{ key: 'approved', label: '予約済み' }]),
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, baseUrl: '' });
    const services = createConsoleServices(api, { reload: () => undefined, storage: undefined });
    // The shell hands the widgets their services before any page has loaded: nothing is made yet.
    const widgets = widgetServicesOf(services);
    expect(() => services.items).toThrow(/app\/page-services\.ts/);
    expect(() => widgets.salonStatuses()).toThrow(/app\/page-services\.ts/);
    expect(fetch).not.toHaveBeenCalled();
    await import('./page-services.ts');
    const items = services.items;
    expect(services.items).toBe(items);
    expect(widgets.items).toBe(items);
    // The widgets' calls are the pages' widget-api over the shell's client.
    expect(await widgets.salonStatuses()).toMatchObject({ ok: true, data: [{ key: 'approved' }] });
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual(['/api/session', '/api/salon/statuses']);
    // Without IndexedDB (Node) there is no draft store; one given stays.
    expect(services.drafts).toBeUndefined();
    const drafts = memoryDraftStore();
    expect(createConsoleServices(api, { drafts }).drafts).toBe(drafts);
  });
});

describe('the console’s plugin context', () => {
  it('reckons today in the account’s zone (app/ui/time.ts), whatever the browser’s', async () => {
    const { consoleContext } = await import('./page-services.ts');
    const { createItemStore } = await import('./items/item-store.ts');
    const { ACCOUNT_TIME_ZONE } = await import('./ui/time.ts');
    const items = createItemStore({ resource: vi.fn() });
    expect(consoleContext('ja', undefined, items).timeZone).toBe(ACCOUNT_TIME_ZONE);
  });
});
