/**
 * What the built-in plugins' widgets ask of the host (engine/core's `WidgetServices`, filled here by declaration
 * merging): the console implements it over its API client and item store and provides it with engine/react's
 * `WidgetServicesProvider`; a widget reads it with `useWidgetServices()`. Every member may be absent there (a
 * host without it): the widget then says the data cannot be read.
 */
import type { SampleFriend } from './composer/preview.ts';

/** An answer of the host: the data, or the lines saying why there is none. */
export type HostAnswer<T> = { ok: true; data: T } | { ok: false; messages: readonly string[] };

/** The items of a kind as the host holds them: loading, loaded (in the host's order) or failed with its lines. */
export interface HostItemList {
  status: 'loading' | 'loaded' | 'failed';
  items: readonly { id: number | string; name: string }[];
  messages: readonly string[];
}

declare module '../../engine/core/widgets.ts' {
  interface WidgetServices {
    /** The message composer's preview friend: the account's first friend, read with GET /api/member/editor/{id}. */
    sampleFriend(signal?: AbortSignal): Promise<HostAnswer<SampleFriend>>;
    /** GET /api/salon/statuses: the reservation statuses as `{ key, label }` (condition 67's widget). */
    salonStatuses(): Promise<HostAnswer<readonly unknown[]>>;
    /** GET /api/line/slots/{id}/rest: an event slot's remaining count (effect 31's widget). */
    slotRest(slotId: number, signal?: AbortSignal): Promise<HostAnswer<{ rest?: unknown }>>;
    /** GET /api/line/menus/{id}/rest: a plan's remaining count (effect 31's widget). */
    menuRest(menuId: number, signal?: AbortSignal): Promise<HostAnswer<{ rest?: unknown }>>;
    /**
     * The host's item lists, loaded on demand and shared by the page (the response marks of effect 7 and
     * condition 50): `get` answers undefined before the first `load`.
     */
    items: {
      subscribe(listener: () => void): () => void;
      version(): number;
      load(kind: string): Promise<unknown>;
      get(kind: string): HostItemList | undefined;
    };
  }
}
