import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
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
class WidgetLoadBoundary extends Component<{ lang: Lang; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <span className="be-widget-loading be-widget-loading--failed" role="alert">
        {uiText(this.props.lang, 'widgetLoadFailed')}
      </span>
    );
  }
}

const loadedWidgets = new WeakMap<PluginWidget, Map<string, LoadedWidget>>();

/**
 * The form widget of a plugin's declaration: its tester and frame at once, its component through React.lazy
 * and Suspense. Made once per declaration and name, so React keeps the lazy component (and its state) across
 * renders; once loaded, new fields draw the component directly, without a fallback frame.
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
  let loading: Promise<{ default: ComponentType<WidgetProps> }> | undefined;
  const load = () => {
    loading ??= declaration.load().then((module) => {
      loaded = module.default as ComponentType<WidgetProps>;
      return { default: loaded };
    });
    return loading;
  };
  const Lazy = lazy(load);
  function PluginWidgetField(props: WidgetProps) {
    // Decided once per field: switching from the lazy path to the direct one would remount the widget.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <WidgetLoadBoundary lang={props.lang}>
        <Suspense fallback={<WidgetLoading lang={props.lang} />}>
          <Lazy {...props} />
        </Suspense>
      </WidgetLoadBoundary>
    );
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
