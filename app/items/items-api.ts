/**
 * The items of a kind as the item store loads them (spec 002 §3, §7): GET /api/v_resource/{kind}, or the kind's
 * own list. Imported by the item store (app/page-services.ts), never by the shell (issue 14); the calls that create
 * items and edit a choice field are app/items/item-edit-api.ts, which only the picker's create forms import.
 */
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiResult, PickerItem, ResourceAnswer } from '../api/types.ts';

/**
 * Item kinds that blocks name but GET /api/v_resource does not list (they are not item-picker kinds of spec 002
 * §2): the server lists them on paths of their own (docs/api.md), answered as plain arrays of items.
 */
export const ITEM_LIST_PATHS: Readonly<Record<string, string>> = {
  journey: '/api/journeys',
  salon_resource: '/api/salon/resources',
  salon_course: '/api/salon/courses',
};

/**
 * The items' load over a console client's transport.
 *
 * @example const tags = await createItemsApi(api).resource('tag');
 */
export function createItemsApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /**
     * The items of a kind: GET /api/v_resource/{kind} for the picker kinds, or the kind's own list (journeys,
     * salon resources and courses), answered in the same `{ groups, items, ids }` shape.
     */
    async resource(kind: string, signal?: AbortSignal): Promise<ApiResult<ResourceAnswer>> {
      const listPath = ITEM_LIST_PATHS[kind];
      if (!listPath) return call<ResourceAnswer>('GET', `/api/v_resource/${pathId(kind)}`, { signal });
      const result = await call<PickerItem[]>('GET', listPath, { signal });
      if (!result.ok) return result;
      const items = Array.isArray(result.data) ? result.data : [];
      return { ...result, data: { groups: [], items, ids: items.map((item) => item.id) } };
    },
  };
}

/** The items' load. */
export type ItemsApi = ReturnType<typeof createItemsApi>;

/** The items' load of a client (one per client; a test's fake when it gave them). */
export const itemsApi = (api: ApiClient): ItemsApi => callsOf(api, createItemsApi);
