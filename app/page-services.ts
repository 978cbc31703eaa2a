/**
 * What only pages use of the console's services: the item store's, the drafts' and the widgets' calls' makers, and
 * the plugin context over the loaded items. The shell (the first route's chunk) never touches them, so they travel
 * with the pages (issue 14): App loads this module beside every page but the home page, the editors import it for
 * `useConsoleContext`, and hosts that render pages themselves get it from app/test/fake-api.ts or import it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  createContext as createPluginContext,
  type ItemRef,
  type PluginContext,
} from '../engine/core/context.ts';
import type { Lang } from '../engine/core/messages/index.ts';
import { withSessionFallback } from '../engine/react/document/draft-fallback.ts';
import { browserDraftTab } from '../engine/react/document/draft-tab.ts';
import { createIdbDraftStore } from '../engine/react/document/drafts.ts';
import type { Session } from './api/types.ts';
import { createItemStore, type ItemStore } from './items/item-store.ts';
import { itemsApi } from './items/items-api.ts';
import { widgetApi } from './items/widget-api.ts';
import { providePageServiceMakers, useServices } from './services.tsx';
import { ACCOUNT_TIME_ZONE } from './ui/time.ts';

// This tab's lock is held from when the pages load, not only once a new document opens: a draft this tab left
// (it moved on to another page) is still an open tab's, which no other tab may take (new-drafts.ts).
void browserDraftTab();

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    // A browser refusing storage (some private modes) throws on the mere access.
    return undefined;
  }
}

providePageServiceMakers({
  items: (api, options) => createItemStore(itemsApi(api), options),
  drafts: () => {
    const store = createIdbDraftStore();
    return store && withSessionFallback(store, tabStorage());
  },
  widgetCalls: widgetApi,
});

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
    // "Today" in a date widget is the account's day, as the server's date rules reckon it.
    timeZone: ACCOUNT_TIME_ZONE,
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
