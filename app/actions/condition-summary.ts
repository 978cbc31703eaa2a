import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  type EditorStore,
  type Lang,
  listWithMore,
  type PluginContext,
  type Registry,
  withBlockLabels,
} from '../../engine/core/index.ts';
import { useStoreContext } from '../../engine/react/index.ts';
import type { ApiResult } from '../api/types.ts';
import { type FunnelApi, type FunnelData, useFunnelApi } from '../funnels/funnel-api.ts';
import { translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { loadConditionPlugins, pluginItemKinds } from './registry.ts';

/** How many of a funnel's conditions the toggle names before 他N件. */
const SHOWN_CONDITIONS = 2;

// One load per funnel and client for the page: a condition edited in the slide-in is saved as a new funnel (a
// new id), so a cached funnel does not go stale under its effect. A failed load is tried again next time.
const loads = new WeakMap<FunnelApi, Map<number, Promise<ApiResult<FunnelData>>>>();

function loadFunnel(api: FunnelApi, fid: number): Promise<ApiResult<FunnelData>> {
  let byId = loads.get(api);
  if (!byId) {
    byId = new Map();
    loads.set(api, byId);
  }
  let load = byId.get(fid);
  if (!load) {
    load = api.funnelData(fid).then((result) => {
      if (!result.ok) byId.delete(fid);
      return result;
    });
    byId.set(fid, load);
  }
  return load;
}

/** One line per condition of a funnel, as the funnel editor's panels summarise them. */
export function conditionLines(registry: Registry, inputs: readonly unknown[], ctx: PluginContext): string[] {
  const labelled = withBlockLabels(ctx, registry);
  return inputs.map((input) => {
    const type = (input as { type?: unknown } | null)?.type;
    const plugin = typeof type === 'number' ? registry.get('condition', type) : undefined;
    if (!plugin) return `${translate(ctx.lang, 'conditionUnknown')} ${String(type)}`;
    try {
      return plugin.summary(input, labelled) || plugin.label[ctx.lang];
    } catch {
      return plugin.label[ctx.lang];
    }
  });
}

/**
 * What the toggle says about an effect's condition: a short text and every line (for the tooltip). `missing`:
 * the funnel is gone (404, deleted before deletes of funnels in use were refused), so saving the action would be
 * refused with 条件に削除された項目(ID n)が指定されています.
 */
export interface ConditionSummary {
  text: string;
  lines: string[];
  missing?: boolean;
}

/**
 * The summary of the funnel an effect's condition names (member_query_id): its conditions' summaries, loaded
 * with GET /api/funnel/data/{id}, names resolved through the editor's context (the kinds those conditions name
 * are loaded on the way). A funnel the server no longer has (404) reads as missing. While it loads, or when it
 * cannot be loaded for another reason, the funnel's name from the item store stands in, else nothing.
 *
 * @example const summary = useConditionSummary(store, block.data.member_query_id, 'ja'); // { text: 'タグ『VIP』…' }
 */
export function useConditionSummary(
  store: EditorStore,
  fid: number | undefined,
  lang: Lang,
): ConditionSummary | undefined {
  const funnels = useFunnelApi();
  const { items } = useServices();
  const ctx = useStoreContext(store);
  // Names appear as the kinds the conditions name finish loading.
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const [loaded, setLoaded] = useState<{ fid: number; inputs: unknown[] } | { fid: number; missing: true }>();

  useEffect(() => {
    if (fid === undefined) return;
    let live = true;
    // The condition plugins are a chunk of their own (app/actions/registry.ts): loaded with the funnel, here
    // only for an effect that has a condition. Either failing leaves the funnel's name standing in.
    const plugins = store.registry.plugins('condition').length > 0 ? undefined : loadConditionPlugins();
    void Promise.all([loadFunnel(funnels, fid), plugins]).then(
      ([result]) => {
        if (!live) return;
        if (!result.ok) {
          if (result.status === 404) setLoaded({ fid, missing: true });
          return;
        }
        const inputs = Array.isArray(result.data.inputs) ? result.data.inputs : [];
        const kinds = new Set<string>();
        for (const input of inputs) {
          const type = (input as { type?: unknown } | null)?.type;
          const plugin = typeof type === 'number' ? store.registry.get('condition', type) : undefined;
          if (plugin) pluginItemKinds(plugin, kinds);
        }
        void items.loadAll(kinds);
        setLoaded({ fid, inputs });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [funnels, items, store, fid]);

  if (fid === undefined) return undefined;
  if (loaded?.fid === fid && 'missing' in loaded) {
    const text = translate(lang, 'conditionMissing', { fid });
    return { text, lines: [text], missing: true };
  }
  if (loaded?.fid === fid && 'inputs' in loaded) {
    const lines = conditionLines(store.registry, loaded.inputs, ctx);
    if (lines.length === 0) return { text: translate(lang, 'conditionNone'), lines: [] };
    return { text: listWithMore(lines, SHOWN_CONDITIONS, lang), lines };
  }
  const name = items.get('funnel')?.byId.get(String(fid))?.name;
  return typeof name === 'string' && name !== '' ? { text: name, lines: [name] } : undefined;
}
