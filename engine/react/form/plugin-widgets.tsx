import { type ComponentType, useEffect, useState } from 'react';
import type { AnyPlugin, Lang, PluginWidget } from '../../core/index.ts';
import { uiText } from '../texts.ts';
import type { WidgetDefinition, WidgetProps } from './types.ts';
import type { WidgetRegistry } from './widget-registry.ts';

/** A plugin widget as a form draws it, and how to load its component ahead of time. */
interface LoadedWidget {
  definition: WidgetDefinition;
  preload(): Promise<void>;
}

/** Drawn in the field's place while the component loads (a chunk of its own in the build). */
function WidgetLoading({ lang }: { lang: Lang }) {
  return (
    <span className="be-widget-loading" role="status">
      {uiText(lang, 'widgetLoading')}
    </span>
  );
}

/** A component that could not load (the chunk is gone after a deploy, the network failed) says so in place. */
function WidgetLoadFailed({ lang }: { lang: Lang }) {
  return (
    <span className="be-widget-loading be-widget-loading--failed" role="alert">
      {uiText(lang, 'widgetLoadFailed')}
    </span>
  );
}

const loadedWidgets = new WeakMap<PluginWidget, Map<string, LoadedWidget>>();

/**
 * The form widget of a plugin's declaration: its tester and frame at once, its component loaded on first use.
 * Made once per declaration and name. A field drawn before the component has loaded shows 読み込み中... and
 * draws the component as soon as it arrives, re-rendering that field alone. Not React.lazy and Suspense:
 * React holds back revealing a Suspense boundary's content for up to 300 ms after its fallback showed, which
 * made every form with such a field settle about 300 ms late (issue 14's settled first render).
 */
function loadedWidget(name: string, declaration: PluginWidget): LoadedWidget {
  let byName = loadedWidgets.get(declaration);
  if (!byName) {
    byName = new Map();
    loadedWidgets.set(declaration, byName);
  }
  const known = byName.get(name);
  if (known) return known;

  let loaded: ComponentType<WidgetProps> | undefined;
  let loading: Promise<ComponentType<WidgetProps>> | undefined;
  const load = () => {
    loading ??= declaration.load().then((module) => {
      loaded = module.default as ComponentType<WidgetProps>;
      return loaded;
    });
    // A failed load may be retried by the next field that asks (a reload of the page usually follows).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  function PluginWidgetField(props: WidgetProps) {
    const [state, setState] = useState<{ component?: ComponentType<WidgetProps>; failed?: boolean }>(() => ({
      component: loaded,
    }));
    useEffect(() => {
      if (state.component || state.failed) return;
      let live = true;
      load().then(
        (component) => live && setState({ component }),
        () => live && setState({ failed: true }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state.component) return <state.component {...props} />;
    return state.failed ? <WidgetLoadFailed lang={props.lang} /> : <WidgetLoading lang={props.lang} />;
  }
  PluginWidgetField.displayName = `PluginWidget(${name})`;
  const widget: LoadedWidget = {
    definition: {
      name,
      tester: declaration.tester ?? (() => -1),
      component: PluginWidgetField,
      ...(declaration.frame ? { frame: declaration.frame } : {}),
      ...(declaration.partIssues === undefined ? {} : { partIssues: declaration.partIssues }),
    },
    preload: () => load().then(() => undefined),
  };
  byName.set(name, widget);
  return widget;
}

const extended = new WeakMap<WidgetRegistry, WeakMap<AnyPlugin, WidgetRegistry>>();

/**
 * The widgets a plugin's form may use: the registry's (the engine's and the host's), then the plugin's own
 * (`plugin.widgets`), loaded lazily. The same registry and plugin answer the same object, so a form's context
 * does not change from one render to the next.
 *
 * @example <SchemaForm schema={plugin.schema} ui={plugin.ui} widgets={withPluginWidgets(consoleWidgets, plugin)} … />
 */
export function withPluginWidgets(
  registry: WidgetRegistry,
  plugin: Pick<AnyPlugin, 'widgets'> | undefined,
): WidgetRegistry {
  const declared = Object.entries(plugin?.widgets ?? {});
  if (!plugin || declared.length === 0) return registry;
  let byPlugin = extended.get(registry);
  if (!byPlugin) {
    byPlugin = new WeakMap();
    extended.set(registry, byPlugin);
  }
  const key = plugin as AnyPlugin;
  let widgets = byPlugin.get(key);
  if (!widgets) {
    widgets = registry.extend(
      ...declared.map(([name, declaration]) => loadedWidget(name, declaration).definition),
    );
    byPlugin.set(key, widgets);
  }
  return widgets;
}

/**
 * Loads the components of the plugins' widgets now, so that forms drawn afterwards show them at once (tests,
 * or a host that would rather wait than show 読み込み中...).
 *
 * @example await preloadPluginWidgets(registry.plugins());
 */
export async function preloadPluginWidgets(plugins: Iterable<Pick<AnyPlugin, 'widgets'>>): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const plugin of plugins)
    for (const [name, declaration] of Object.entries(plugin.widgets ?? {}))
      loads.push(loadedWidget(name, declaration).preload());
  await Promise.all(loads);
}

/**
 * How long a page opening a document waits for its widgets' chunks before drawing the blocks without them
 * (a placeholder in their place until they arrive). On loopback they take 40–160 ms to arrive; a slow network
 * should not hold the page back much longer than drawing 100 blocks takes.
 */
export const WIDGET_WAIT_MS = 300;

/**
 * Loads the plugins' widget components and resolves once they have arrived (or failed: the field says so), or
 * after `waitMs` if they are slower. A page opening a document calls it before drawing the blocks, so that every
 * field is drawn in the first commit. Drawing the blocks while the chunks loaded, as before, gave them no time to
 * run: the first render took the main thread until after they had arrived, then each field's placeholder was
 * replaced in a second commit and the page laid out twice (issue 14: at 100 blocks the settled first render went
 * from 395 to 303 ms, medians of 11 alternating loads at load 1.3–5.1; docs/performance.md).
 *
 * @example await awaitPluginWidgets(pluginsOfList(registry, 'effect', document.inputs));
 */
export function awaitPluginWidgets(
  plugins: Iterable<Pick<AnyPlugin, 'widgets'>>,
  waitMs = WIDGET_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((done) => {
    timer = setTimeout(done, waitMs);
  });
  const arrived = preloadPluginWidgets(plugins).catch(() => undefined);
  return Promise.race([arrived, late]).finally(() => clearTimeout(timer));
}
