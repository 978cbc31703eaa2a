import type { PluginContext } from './context.ts';
import type { Lang } from './messages/index.ts';
import type { SchemaNode } from './schema.ts';

/**
 * The names of the engine's own form widgets (engine/react/form/widgets): what `x-widget`, `ui.widgets` and a
 * hint's `widget` may name besides the widgets a plugin declares itself and those the host registers.
 *
 * @example ENGINE_WIDGET_NAMES.includes('textarea') // true
 */
export const ENGINE_WIDGET_NAMES = [
  'unsupported',
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'time',
  'date',
  'list',
  'id-list',
  'object',
  'hidden',
  'options',
  'object-list',
] as const;

/** A widget of the engine. @example const name: EngineWidgetName = 'textarea'; */
export type EngineWidgetName = (typeof ENGINE_WIDGET_NAMES)[number];

/**
 * The widgets a host registers besides the engine's, by name, for the types: the host declares them by
 * declaration merging (the console: app/items/widget.ts), and `ui.widgets` of `definePlugin` accepts them. The
 * registry checks the names it is given at run time (`hostWidgets`); this only catches typos early.
 *
 * @example declare module '../../engine/core/widgets.ts' { interface HostWidgets { 'item-picker': true } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, which a type alias cannot take.
export interface HostWidgets {}

/** A host widget's name (`HostWidgets`). */
export type HostWidgetName = keyof HostWidgets & string;

/** A path into a block's data, as `store.update` takes it: `['context', 'key']`. */
export type FieldPath = readonly (string | number)[];

/** What a widget's tester may look at besides the schema. */
export interface WidgetTesterContext {
  name: string;
  path: FieldPath;
  /** The block's whole data (the form's root object): a tester may choose by a sibling's value. */
  data: unknown;
  lang: Lang;
  ctx: PluginContext;
}

/**
 * How the frame labels a widget: `label` a `<label htmlFor>` above it, `inline` after it (checkbox), `group` a
 * fieldset legend (the widget names its own controls: radios, objects), `none` not drawn at all (hidden).
 */
export type WidgetFrame = 'label' | 'inline' | 'group' | 'none';

/**
 * A widget a plugin brings (`PluginDefinition.widgets`, keyed by its name). Its component lives in the plugin's
 * `Widget.tsx` and is loaded only when a form draws it, so the plugin's `index.ts` stays free of React: the
 * server, the docs and engine/core import plugins without ever calling `load`.
 *
 * @example
 * widgets: {
 *   'salon-statuses': { load: () => import('./Widget.tsx'), frame: 'group' },
 * },
 * ui: { widgets: { 'status.selected': 'salon-statuses' } },
 */
export interface PluginWidget {
  /** The module whose `default` is the widget's component (engine/react's `WidgetProps` are its props). */
  load(): Promise<{ default: unknown }>;
  /**
   * Rank for a field (as the engine's widgets: the highest wins, below 0 never); absent: chosen by name only
   * (`ui.widgets`, `x-widget`, a hint's `widget`). Pure and React-free: it runs before the component loads.
   */
  tester?(schema: SchemaNode, context: WidgetTesterContext): number;
  /** How the frame labels it; defaults to `label`. */
  frame?: WidgetFrame;
  /** The widget shows its parts' issues under the parts (see engine/react's `WidgetDefinition.partIssues`). */
  partIssues?: boolean;
  /**
   * Item kinds the widget lists besides the schema's `x-item` kinds (the response marks), so a host loads them
   * with the editor and summaries can name them.
   */
  itemKinds?: readonly string[];
}

/**
 * What the host gives plugin widgets beyond the form's props: API calls, item lists. The engine declares
 * nothing; the plugins whose widgets need a service declare it by declaration merging (plugins/shared/
 * widget-services.ts), the host provides it (engine/react's `WidgetServicesProvider`) and a widget reads it with
 * `useWidgetServices()`, every member possibly absent (a host without it, a test): the widget then says it
 * cannot load, never crashes.
 *
 * @example
 * declare module '../../engine/core/widgets.ts' {
 *   interface WidgetServices { salonStatuses(): Promise<HostResult<SalonStatus[]>> }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, which a type alias cannot take.
export interface WidgetServices {}
