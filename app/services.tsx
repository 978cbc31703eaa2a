/**
 * What the console's pages share: the API client, the items loaded for the page, and the two browser effects
 * (reload, session storage) that tests replace. Pages read them with `useServices()`; tests wrap a page in
 * `<ServicesProvider services={createConsoleServices(stubbedApi, …)}>`.
 */
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
// Module paths, not the engine's index files: this module is in the first route's chunk, and an index would
// bring the whole engine into the first route (rolldown places what an entry reaches beside it).
import type { WidgetServices } from '../engine/core/widgets.ts';
import type { DraftStore } from '../engine/react/document/drafts.ts';
import { WidgetServicesProvider } from '../engine/react/form/widget-services.tsx';
import { type ApiClient, createApiClient } from './api/client.ts';
import type { ApiFailure, Session } from './api/types.ts';
import type { ItemStore, ItemStoreOptions } from './items/item-store.ts';
import type { WidgetApi } from './items/widget-api.ts';

/** The page-wide services. */
export interface ConsoleServices {
  api: ApiClient;
  items: ItemStore;
  /** Reloads the page (spec 000 §8: a 409 reloads). */
  reload(): void;
  /** Where an unsaved document waits across a reload; undefined when the browser refuses storage. */
  storage: Storage | undefined;
  /** Where every unsaved edit of a document waits until it is saved (IndexedDB); undefined without one. */
  drafts: DraftStore | undefined;
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** How the services only pages use are made: app/page-services.ts gives them (`providePageServiceMakers`). */
export interface PageServiceMakers {
  items(api: ApiClient, options: ItemStoreOptions): ItemStore;
  drafts(): DraftStore | undefined;
  /** The plugins' widgets' calls (salon statuses, event slots' rests): pages' code, not the shell's. */
  widgetCalls(api: ApiClient): WidgetApi;
}

let makers: PageServiceMakers | undefined;

/**
 * Gives `createConsoleServices` the item store's, the drafts' and the widgets' calls' makers. Only
 * app/page-services.ts calls it: the shell (the first route's chunk) never touches items, drafts or the widgets'
 * calls, so their code travels with the pages (issue 14).
 */
export function providePageServiceMakers(given: PageServiceMakers): void {
  makers = given;
}

function pageServiceMakers(): PageServiceMakers {
  if (!makers)
    throw new Error(
      "The console's items, drafts and widget calls are made by app/page-services.ts, which is not loaded yet. Import it in " +
        'the module that reads them (App loads it with every page but the home page; tests get it from app/test/fake-api.ts).',
    );
  return makers;
}

/**
 * Services over a client (the browser's by default). The item store and the drafts are made on first use, by
 * app/page-services.ts's makers.
 *
 * @example const services = createConsoleServices(createApiClient({ fetch: stub }), { reload: vi.fn() });
 */
export function createConsoleServices(
  api: ApiClient = createApiClient(),
  overrides: Partial<Omit<ConsoleServices, 'api' | 'items'>> = {},
): ConsoleServices {
  const reload = overrides.reload ?? (() => window.location.reload());
  let items: ItemStore | undefined;
  let drafts: { store: DraftStore | undefined } | undefined =
    'drafts' in overrides ? { store: overrides.drafts } : undefined;
  return {
    api,
    get items() {
      items ??= pageServiceMakers().items(api, { onConflict: reload });
      return items;
    },
    reload,
    storage: 'storage' in overrides ? overrides.storage : sessionStorageOrNothing(),
    get drafts() {
      drafts ??= { store: pageServiceMakers().drafts() };
      return drafts.store;
    },
  };
}

let pageServices: ConsoleServices | undefined;
const ServicesContext = createContext<ConsoleServices | undefined>(undefined);

const widgetServices = new WeakMap<ConsoleServices, WidgetServices>();

/**
 * What the plugins' widgets get from the console (`WidgetServices`, declared in plugins/shared/widget-services.ts):
 * its API calls and item store. One object per services, so the widgets' shared requests stay shared.
 *
 * @example <WidgetServicesProvider services={widgetServicesOf(useServices())}>…</WidgetServicesProvider>
 */
export function widgetServicesOf(services: ConsoleServices): WidgetServices {
  let given = widgetServices.get(services);
  if (!given) {
    const { api } = services;
    // Made when a widget calls (the shell provides these services before any page has loaded; widgets are drawn
    // by pages, which load app/page-services.ts with them).
    const calls = () => pageServiceMakers().widgetCalls(api);
    given = {
      salonStatuses: () => calls().salonStatuses(),
      slotRest: (slotId, signal) => calls().slotRest(slotId, signal),
      menuRest: (menuId, signal) => calls().menuRest(menuId, signal),
      get items() {
        return services.items;
      },
    };
    widgetServices.set(services, given);
  }
  return given;
}

/** Provides services to a tree (tests, or a second console on one page), the plugins' widgets' included. */
export function ServicesProvider({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <WidgetServicesProvider services={widgetServicesOf(services)}>{children}</WidgetServicesProvider>
    </ServicesContext.Provider>
  );
}

/**
 * Gives the plugins' widgets below it the services of the tree (the page's own without a `ServicesProvider`).
 *
 * @example <ConsoleWidgetServices><App /></ConsoleWidgetServices>
 */
export function ConsoleWidgetServices({ children }: { children: ReactNode }) {
  return (
    <WidgetServicesProvider services={widgetServicesOf(useServices())}>{children}</WidgetServicesProvider>
  );
}

/** The services of the tree, else the page's own (created on first use). */
export function useServices(): ConsoleServices {
  const provided = useContext(ServicesContext);
  if (provided) return provided;
  pageServices ??= createConsoleServices();
  return pageServices;
}

/** The session (account, abilities, permissions), or why it could not be read. */
export function useSession(options: { skip?: boolean } = {}): {
  session: Session | undefined;
  failure: ApiFailure | undefined;
} {
  const { api } = useServices();
  const [state, setState] = useState<{ session?: Session; failure?: ApiFailure }>(() => ({
    session: api.currentSession(),
  }));
  const { skip } = options;
  useEffect(() => {
    if (state.session || skip) return;
    let live = true;
    void api.session().then((result) => {
      if (live) setState(result.ok ? { session: result.data } : { failure: result });
    });
    return () => {
      live = false;
    };
  }, [api, state.session, skip]);
  return { session: state.session, failure: state.failure };
}
