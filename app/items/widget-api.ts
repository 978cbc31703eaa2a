/**
 * The plugins' widgets' own calls (`WidgetServices`, spec 000 §7): the salon's reservation statuses and the
 * remaining counts of an event slot and its plans. Made by app/page-services.ts for the shell's
 * `widgetServicesOf`, so they travel with the pages, never in the first route (issue 14).
 */
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { RestAnswer, SalonStatus } from '../api/types.ts';

/**
 * The widgets' calls over a console client's transport.
 *
 * @example const statuses = await createWidgetApi(api).salonStatuses();
 */
export function createWidgetApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /** GET /api/salon/statuses: the reservation statuses as { key, label } (condition 67 chooses by key). */
    salonStatuses: (signal?: AbortSignal) => call<SalonStatus[]>('GET', '/api/salon/statuses', { signal }),
    /** GET /api/line/slots/{id}/rest: the remaining count of an event slot. */
    slotRest: (slotId: number, signal?: AbortSignal) =>
      call<RestAnswer>('GET', `/api/line/slots/${pathId(slotId)}/rest`, { signal }),
    /** GET /api/line/menus/{id}/rest: the remaining count of a plan of an event slot. */
    menuRest: (menuId: number, signal?: AbortSignal) =>
      call<RestAnswer>('GET', `/api/line/menus/${pathId(menuId)}/rest`, { signal }),
  };
}

/** The widgets' calls. */
export type WidgetApi = ReturnType<typeof createWidgetApi>;

/** The widgets' calls of a client (one per client; a test's fake when it gave them). */
export const widgetApi = (api: ApiClient): WidgetApi => callsOf(api, createWidgetApi);
