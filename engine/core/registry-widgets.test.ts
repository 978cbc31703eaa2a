import { describe, expect, it } from 'vitest';
import { leafPlugin } from '../../tests/property/test-plugins.ts';
import type { AnyPlugin } from './plugin.ts';
import { createRegistry, type RegistryOptions } from './registry.ts';
import type { PluginWidget } from './widgets.ts';

/** Widget names are checked at registration (issue 12): each refusal names the plugin, the field and the fix. */
const leaf = leafPlugin as AnyPlugin;
const variant = (overrides: Partial<AnyPlugin>): AnyPlugin => ({ ...leaf, ...overrides });
const labelWidget = (widget: string) =>
  ({
    ...leafPlugin.schema,
    properties: {
      ...leafPlugin.schema.properties,
      label: { type: 'string', title: 'ラベル', 'x-widget': widget },
    },
  }) as any;
const register = (plugins: AnyPlugin[], options: RegistryOptions = {}) => {
  const registry = createRegistry(options);
  for (const plugin of plugins) registry.register(plugin);
  return registry;
};
const declared = (): PluginWidget => ({ load: () => Promise.resolve({ default: () => null }) });

describe('registration refuses a widget name', () => {
  it("in x-widget that is neither the engine's, the plugin's nor the host's", () => {
    expect(() => register([variant({ schema: labelWidget('text-area') })])).toThrow(
      "Plugin node/1 'leaf': the x-widget of field 'label' names the widget \"text-area\", which is neither an " +
        'engine widget (unsupported, text, textarea, number, select, radio, checkbox, time, date, list, id-list, ' +
        'object, hidden, options, object-list), nor one the plugin declares (none), nor one the host registers (none). Fix the ' +
        'name, or declare the widget: widgets: { "text-area": { load: () => import(\'./Widget.tsx\') } }.',
    );
  });

  it('in x-widget at any depth, named by its field path', () => {
    const schema = {
      ...leafPlugin.schema,
      properties: {
        ...leafPlugin.schema.properties,
        parts: {
          type: 'array',
          title: '部品',
          items: { type: 'object', properties: { v: { type: 'string', title: '値', 'x-widget': 'stars' } } },
        },
      },
    } as AnyPlugin['schema'];
    expect(() => register([variant({ schema })])).toThrow(
      /the x-widget of field 'parts\[\]\.v' names the widget "stars"/,
    );
  });

  it('in ui.widgets that is not known, naming what the plugin declares', () => {
    const plugin = variant({ widgets: { stars: declared() }, ui: { widgets: { label: 'star' } } });
    expect(() => register([plugin])).toThrow(
      /^Plugin node\/1 'leaf': ui\.widgets\['label'\] names the widget "star", .*nor one the plugin declares \(stars\), nor one the host registers \(none\)\. Fix the name/,
    );
  });

  it("declared by the plugin under an engine widget's or a host widget's name", () => {
    expect(() => register([variant({ widgets: { textarea: declared() } })])).toThrow(
      "Plugin node/1 'leaf': widgets declares 'textarea', the name of an engine widget, which it would replace " +
        "for this plugin. Give the plugin's widget a name of its own (e.g. 'leaf-textarea').",
    );
    expect(() =>
      register([variant({ widgets: { 'item-picker': declared() } })], { hostWidgets: ['item-picker'] }),
    ).toThrow(/widgets declares 'item-picker', the name of a host widget/);
  });

  it('that another plugin declares with another component', () => {
    const other = variant({
      type: 2,
      key: 'other',
      schema: {
        ...leafPlugin.schema,
        properties: { ...leafPlugin.schema.properties, type: { const: 2 } },
      } as AnyPlugin['schema'],
      defaults: () => ({ type: 2 }),
      examples: { valid: [{ type: 2 }], invalid: [{ data: { type: 2, label: 1 }, expect: 'type' }] },
      widgets: { stars: declared() },
    });
    expect(() => register([variant({ widgets: { stars: declared() } }), other])).toThrow(
      "Plugin node/2 'other': widgets declares 'stars', which Plugin node/1 'leaf' declares with another " +
        'component. Give the widget another name, or let both plugins spread one shared declaration ' +
        '(plugins/shared/…/index.ts).',
    );
  });
});

describe('registration allows a widget name', () => {
  it("of the engine, of the plugin's own widgets, of the host's, and one declaration shared by two plugins", () => {
    const shared = { stars: declared() };
    const other = variant({
      type: 2,
      key: 'other',
      schema: {
        ...labelWidget('stars'),
        properties: { ...labelWidget('stars').properties, type: { const: 2 } },
      },
      defaults: () => ({ type: 2 }),
      examples: { valid: [{ type: 2 }], invalid: [{ data: { type: 2, label: 1 }, expect: 'type' }] },
      widgets: shared,
    });
    expect(() =>
      register(
        [
          variant({ schema: labelWidget('textarea'), widgets: shared, ui: { widgets: { label: 'picker' } } }),
          other,
        ],
        { hostWidgets: ['picker'] },
      ),
    ).not.toThrow();
  });
});
