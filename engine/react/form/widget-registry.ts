import type { SchemaNode } from '../../core/index.ts';
import type { WidgetDefinition, WidgetTesterContext } from './types.ts';
import { defaultWidgets } from './widgets/index.ts';
import { unsupportedWidget } from './widgets/UnsupportedWidget.tsx';

/**
 * The widgets a form may use. Immutable: `extend` answers a new registry, so one registry can be shared by
 * every editor of a page without a registration order problem.
 */
export interface WidgetRegistry {
  readonly widgets: readonly WidgetDefinition[];
  /** The widget registered last under this name. */
  get(name: string): WidgetDefinition | undefined;
  /**
   * The widget for a schema node: the named one when `override` (or the node's `x-widget`) names a registered
   * widget, else the highest-ranked; a tie goes to the one registered last, so an app's widget replaces a
   * built-in of the same rank.
   */
  choose(schema: SchemaNode, context: WidgetTesterContext, override?: string): WidgetDefinition;
  /** A registry with more widgets, ranked after (so winning ties against) the current ones. */
  extend(...widgets: WidgetDefinition[]): WidgetRegistry;
}

/**
 * Creates a widget registry, by default holding `defaultWidgets`.
 *
 * @example
 * const widgets = createWidgetRegistry().extend({ name: 'item-picker', tester: (s) => (s['x-item'] ? 10 : -1), component: ItemPicker });
 * <BlockListEditor store={store} widgets={widgets} />
 */
export function createWidgetRegistry(widgets: readonly WidgetDefinition[] = defaultWidgets): WidgetRegistry {
  const list = [...widgets];
  const get = (name: string) => list.findLast((widget) => widget.name === name);
  return {
    widgets: list,
    get,
    choose(schema, context, override) {
      for (const name of [override, schema['x-widget']]) {
        const named = typeof name === 'string' ? get(name) : undefined;
        if (named) return named;
      }
      let best: WidgetDefinition = unsupportedWidget;
      let bestRank = -1;
      for (const widget of list) {
        const rank = widget.tester(schema, context);
        if (rank >= 0 && rank >= bestRank) {
          best = widget;
          bestRank = rank;
        }
      }
      return best;
    },
    extend: (...more) => createWidgetRegistry([...list, ...more]),
  };
}

/** The registry of the built-in widgets, shared when an editor is given none. */
export const defaultWidgetRegistry: WidgetRegistry = createWidgetRegistry();
