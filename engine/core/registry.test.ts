import { describe, expect, it } from 'vitest';
import { leafPlugin, singlePlugin } from '../../tests/property/test-plugins.ts';
import { addableTypes } from './blocks/addable.ts';
import { createBlock } from './blocks/load.ts';
import { createContext } from './context.ts';
import { type AnyPlugin, definePlugin } from './plugin.ts';
import { createRegistry } from './registry.ts';

const variant = (overrides: Partial<AnyPlugin>): AnyPlugin => ({
  ...(leafPlugin as AnyPlugin),
  ...overrides,
});

describe('registry refusals name what to fix', () => {
  it('refuses a duplicate type id', () => {
    const registry = createRegistry();
    registry.register(leafPlugin);
    expect(() => registry.register(variant({ key: 'other' }))).toThrow(
      /node\/1 is registered twice \('leaf' and 'other'\)/,
    );
  });

  it('refuses defaults that do not validate', () => {
    const registry = createRegistry();
    expect(() => registry.register(variant({ defaults: () => ({ type: 1, label: 42 }) }))).toThrow(
      /defaults\(\) are not valid \(type at '\/label'/,
    );
  });

  it('refuses defaults without the type id', () => {
    const registry = createRegistry();
    expect(() => registry.register(variant({ defaults: () => ({ label: '' }) }))).toThrow(
      /defaults\(\) must set type: 1/,
    );
  });

  it('refuses a valid example that does not validate', () => {
    const registry = createRegistry();
    const examples = { valid: [{ type: 1, label: 'x'.repeat(21) }], invalid: leafPlugin.examples.invalid };
    expect(() => registry.register(variant({ examples }))).toThrow(
      /examples\.valid\[0\] is not valid \(maxLength/,
    );
  });

  it('refuses an invalid example that produces another code than declared', () => {
    const registry = createRegistry();
    const examples = { valid: [], invalid: [{ data: { type: 1, label: 3 }, expect: 'maxLength' }] };
    expect(() => registry.register(variant({ examples }))).toThrow(
      /examples\.invalid\[0\] should produce 'maxLength' but produced type at '\/label'/,
    );
  });

  it('refuses a message code without a Japanese text', () => {
    const registry = createRegistry();
    const rules = [{ code: 'no_such_code', violated: () => false }];
    expect(() => registry.register(variant({ rules }))).toThrow(
      /uses message code 'no_such_code' that has no Japanese text/,
    );
  });

  it('refuses a version without its migration', () => {
    const registry = createRegistry();
    expect(() => registry.register(variant({ version: 3, migrations: { 2: (old) => old } }))).toThrow(
      /at version 3 but has no migration to version 3/,
    );
  });

  it('keeps a refused plugin out, so it can be fixed and registered again', () => {
    const registry = createRegistry();
    expect(() => registry.register(variant({ version: 2, migrations: {} }))).toThrow();
    expect(registry.get('node', 1)).toBeUndefined();
    registry.register(leafPlugin);
    expect(registry.get('node', 1)).toBe(leafPlugin);
  });

  it('registers plugin messages into the catalogue', () => {
    const registry = createRegistry();
    registry.register(
      variant({
        rules: [{ code: 'leaf_rule', path: '/label', violated: (d: any) => d.label === 'bad' }],
        messages: { leaf_rule: { ja: '{field}が不正です', en: '{field} is bad' } },
        examples: {
          valid: [],
          invalid: [{ data: { type: 1, label: 'bad' }, expect: 'leaf_rule', path: '/label' }],
        },
      }),
    );
    const [issue] = registry.validateBlock('node', { type: 1, label: 'bad' });
    expect(issue).toMatchObject({ code: 'leaf_rule', path: '/label', message: 'ラベルが不正です' });
    expect(registry.message('leaf_rule', 'en', { field: 'Label' })).toBe('Label is bad');
  });
});

describe('addableTypes', () => {
  const gated = definePlugin({
    ...(leafPlugin as any),
    type: 7,
    key: 'gated',
    ability: 'scenario',
    defaults: () => ({ type: 7 }),
  });
  const hidden = definePlugin({
    ...(leafPlugin as any),
    type: 8,
    key: 'hidden',
    listed: false,
    defaults: () => ({ type: 8 }),
  });
  const registry = createRegistry({ verify: false });
  for (const plugin of [leafPlugin, singlePlugin, gated, hidden]) registry.register(plugin as AnyPlugin);

  it('offers listed types the account may use, and marks a present single-use type', () => {
    const ctx = createContext();
    const blocks = [createBlock(registry, 'node', 2, ctx)];
    const offered = addableTypes(registry, 'node', blocks, ctx).map((t) => [
      t.plugin.key,
      t.available,
      t.reason,
    ]);
    expect(offered).toEqual([
      ['leaf', true, undefined],
      ['single', false, 'already_added'],
    ]);
  });

  it('offers an ability-gated type only with the ability', () => {
    const keys = addableTypes(registry, 'node', [], createContext({ abilities: ['scenario'] })).map(
      (t) => t.plugin.key,
    );
    expect(keys).toEqual(['leaf', 'single', 'gated']);
  });
});
