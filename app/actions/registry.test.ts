import { describe, expect, it } from 'vitest';
import { builtInPluginsOf } from '../../plugins/index.ts';
import {
  actionRegistry,
  CONSOLE_WIDGET_NAMES,
  effectItemKinds,
  loadConditionPlugins,
  registerKind,
} from './registry.ts';

describe('the action pages’ registry', () => {
  it('knows the console’s own widgets (plugins may name them) and loads the kinds the plugins’ widgets list', () => {
    expect(CONSOLE_WIDGET_NAMES).toEqual(['item-picker', 'folder']);
    // Effect 7's response-mark widget lists the marks (its itemKinds), which no schema names in x-item.
    expect(effectItemKinds(actionRegistry())).toContain('response_mark');
  });

  it('starts with the effects and the action document; the conditions and funnels join when loaded, once (issue 14)', async () => {
    const registry = actionRegistry();
    expect(registry.plugins('effect').map((p) => p.key)).toEqual(
      builtInPluginsOf('effect').map((p) => p.key),
    );
    const documents = () =>
      registry
        .documents()
        .map((d) => d.key)
        .sort();
    expect(documents()).toEqual(['action']);
    expect(registry.plugins('condition')).toEqual([]);
    expect(await loadConditionPlugins()).toBe(registry);
    expect(registry.plugins('condition').map((p) => p.key)).toEqual(
      builtInPluginsOf('condition').map((p) => p.key),
    );
    expect(documents()).toEqual(['action', 'funnel']);
    // Registering a kind the registry holds is a no-op, not a "registered twice" error.
    expect(() => registerKind(builtInPluginsOf('condition'))).not.toThrow();
    expect(registry.plugins('condition')).toHaveLength(builtInPluginsOf('condition').length);
  });
});
