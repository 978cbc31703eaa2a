import { describe, expect, it } from 'vitest';
import { actionRegistry, CONSOLE_WIDGET_NAMES, effectItemKinds } from './registry.ts';

describe('the action pages’ registry', () => {
  it('knows the console’s own widgets (plugins may name them) and loads the kinds the plugins’ widgets list', () => {
    expect(CONSOLE_WIDGET_NAMES).toEqual(['item-picker', 'folder']);
    // Effect 7's response-mark widget lists the marks (its itemKinds), which no schema names in x-item.
    expect(effectItemKinds(actionRegistry())).toContain('response_mark');
  });
});
