import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { createDemoContext, demoItems, MARKUP_TAG_NAME } from '../demo/items.ts';
import {
  blockIssues,
  blockSummaries,
  findPlugin,
  invalidExampleResults,
  pluginId,
  registryAbilities,
} from './inspect.ts';

const registry = createBuiltInRegistry();
const ctx = createDemoContext('ja', registryAbilities(registry));

describe('playground inspection', () => {
  it('reports block issues with paths into the list', () => {
    const issues = blockIssues(
      registry,
      'effect',
      [
        { type: 1, text: 'ok', delay_type: 0 },
        { type: 1, text: '', delay_type: 0 },
      ],
      ctx,
    );
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual([['/1/text', 'required']]);
    expect(issues[0].message).toBe('メッセージ本文を入力してください');
  });

  it('summarises known blocks and marks unknown types without throwing', () => {
    const summaries = blockSummaries(
      registry,
      'effect',
      [{ type: 13, remove: 0, use_group: 0, tag_ids: [1] }, { type: 999 }, 'x'],
      ctx,
    );
    expect(summaries[0]).toMatchObject({ index: 0, label: 'タグ操作' });
    expect(summaries[0].text).toContain('VIP');
    expect(summaries[1]).toMatchObject({ label: null, type: 999, text: null });
    expect(summaries[2]).toMatchObject({ label: null, text: null });
  });

  it('finds that every built-in invalid example fails as declared', () => {
    for (const plugin of registry.plugins()) {
      const results = invalidExampleResults(registry, plugin, ctx);
      expect(
        results.filter((result) => !result.matches),
        pluginId(plugin),
      ).toEqual([]);
    }
  });

  it('addresses plugins as kind:type, negative types included', () => {
    const text = registry.get('effect', 1)!;
    expect(findPlugin(registry, pluginId(text))).toBe(text);
    expect(findPlugin(registry, 'effect:x')).toBeUndefined();
    expect(findPlugin(registry, 'nothing')).toBeUndefined();
    expect(findPlugin(registry, null)).toBeUndefined();
  });

  it('offers every ability any plugin needs to the demo account', () => {
    for (const ability of registryAbilities(registry)) expect(ctx.abilities.has(ability)).toBe(true);
  });

  it('keeps hostile demo names as they are (they must show as text)', () => {
    expect(ctx.item('tag', 4)?.name).toBe(MARKUP_TAG_NAME);
    expect(demoItems.varia.map((field) => field.type).sort((a, b) => Number(a) - Number(b))).toEqual([
      0, 1, 2, 10, 13, 20, 30,
    ]);
    expect(ctx.item('tag', 99)).toBeNull();
  });
});
