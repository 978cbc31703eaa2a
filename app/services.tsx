/**
 * What the console's pages share: the API client, the items loaded for the page, and the two browser effects
 * (reload, session storage) that tests replace. Pages read them with `useServices()`; tests wrap a page in
 * `<ServicesProvider services={createConsoleServices(stubbedApi, …)}>`.
 */
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
// Module paths, not the engine's index files: this module is in the first route's chunk, and an index would
// bring the whole engine into the first route (rolldown places what an entry reaches beside it).
import {
  createContext as createPluginContext,
  type ItemRef,
  type PluginContext,
} from '../engine/core/context.ts';
import type { Lang } from '../engine/core/messages/index.ts';
import type { WidgetServices } from '../engine/core/widgets.ts';
import { createIdbDraftStore, type DraftStore } from '../engine/react/document/drafts.ts';
import { WidgetServicesProvider } from '../engine/react/form/widget-services.tsx';
import { type ApiClient, createApiClient } from './api/client.ts';
import type { ApiFailure, Session } from './api/types.ts';
import { createItemStore, type ItemStore } from './items/item-store.ts';

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

/**
 * Services over a client (the browser's by default).
 *
 * @example const services = createConsoleServices(createApiClient({ fetch: stub }), { reload: vi.fn() });
 */
export function createConsoleServices(
  api: ApiClient = createApiClient(),
  overrides: Partial<Omit<ConsoleServices, 'api' | 'items'>> = {},
): ConsoleServices {
  const reload = overrides.reload ?? (() => window.location.reload());
  return {
    api,
    items: createItemStore(api, { onConflict: reload }),
    reload,
    storage: 'storage' in overrides ? overrides.storage : sessionStorageOrNothing(),
    drafts: 'drafts' in overrides ? overrides.drafts : createIdbDraftStore(),
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
    const { api, items } = services;
    given = {
      salonStatuses: () => api.salonStatuses(),
      slotRest: (slotId, signal) => api.slotRest(slotId, signal),
      menuRest: (menuId, signal) => api.menuRest(menuId, signal),
      items,
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

/**
 * The plugin context of the console: the account's abilities and permissions, and the loaded items. An id of a
 * loaded kind that is not among its items reads as deleted (null), so summaries show (削除済み); an id of a
 * kind not loaded yet is unknown (undefined); ids below 1 are special values (0 stop, -1 resume), never items.
 *
 * @example const ctx = consoleContext('ja', session, items);
 */
export function consoleContext(lang: Lang, session: Session | undefined, items: ItemStore): PluginContext {
  const base = createPluginContext({
    lang,
    abilities: session?.abilities ?? [],
    permissions: session?.permissions ?? [],
    // Linked data (value type 15) needs user-open-api (spec 000 §6), as the server decides too.
    flags: { linkedDataAllowed: session?.permissions.includes('user-open-api') ?? false },
  });
  return {
    ...base,
    item(kind, id) {
      if (typeof id === 'number' && id < 1) return undefined;
      const entry = items.get(kind);
      if (entry?.status !== 'loaded') return undefined;
      // The server answers `type: null` for kinds without types; plugins read a missing type the same way.
      return (entry.byId.get(String(id)) as ItemRef | undefined) ?? null;
    },
  };
}

/**
 * The console's plugin context, renewed when the language, the session or any loaded items change.
 *
 * @example const ctx = useConsoleContext(lang); useEffect(() => store.setContext(ctx), [store, ctx]);
 */
export function useConsoleContext(lang: Lang, session: Session | undefined): PluginContext {
  const { items } = useServices();
  const version = useSyncExternalStore(items.subscribe, items.version, items.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the change signal of `items`.
  return useMemo(() => consoleContext(lang, session, items), [lang, session, items, version]);
}
