import { describe, expectTypeOf, it } from 'vitest';
import { type BlockSchema, definePlugin, type EngineWidgetName, type PluginWidget } from './index.ts';

const schema = {
  type: 'object',
  properties: { type: { const: 1 }, label: { type: 'string', title: 'ラベル' } },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const base = {
  kind: 'node',
  type: 1,
  key: 'leaf',
  label: { ja: '葉', en: 'Leaf' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 1 as const }),
  summary: () => '',
  examples: { valid: [], invalid: [] },
} as const;
const stars = { load: () => Promise.resolve({ default: null }) };

describe('widget names in ui.widgets', () => {
  it("take the engine's and the plugin's own", () => {
    const plugin = definePlugin({ ...base, widgets: { stars }, ui: { widgets: { label: 'stars' } } });
    expectTypeOf(plugin.widgets).toEqualTypeOf<Readonly<Record<'stars', PluginWidget>> | undefined>();
    definePlugin({ ...base, ui: { widgets: { label: 'textarea' } } });
    expectTypeOf<'options'>().toExtend<EngineWidgetName>();
  });

  it('refuse a misspelt name at compile time', () => {
    // @ts-expect-error 'star' is neither an engine widget nor one the plugin declares
    definePlugin({ ...base, widgets: { stars }, ui: { widgets: { label: 'star' } } });
    // @ts-expect-error no widget is declared, and 'text-area' is no engine widget
    definePlugin({ ...base, ui: { widgets: { label: 'text-area' } } });
  });
});
