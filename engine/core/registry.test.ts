import { describe, expect, it } from 'vitest';
import { groupPlugin, leafPlugin, singlePlugin } from '../../tests/property/test-plugins.ts';
import { addableTypes, isOffered } from './blocks/addable.ts';
import { createBlock } from './blocks/load.ts';
import { placeOf } from './blocks/place.ts';
import type { BlockPlace } from './blocks/types.ts';
import { type ContextFlags, createContext } from './context.ts';
import { type AnyPlugin, definePlugin } from './plugin.ts';
import { createRegistry } from './registry.ts';

const variant = (overrides: Partial<AnyPlugin>): AnyPlugin => ({
  ...(leafPlugin as AnyPlugin),
  ...overrides,
});
/** The leaf's schema for another type id (the registry refuses a type const that differs from the type). */
const schemaOfType = (type: number) =>
  ({
    ...leafPlugin.schema,
    properties: { ...leafPlugin.schema.properties, type: { const: type } },
  }) as AnyPlugin['schema'];

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

  it('refuses a placement rule whose code has no Japanese text', () => {
    const registry = createRegistry();
    const placement = [{ code: 'no_such_place', refused: () => true }];
    expect(() => registry.register(variant({ placement }))).toThrow(
      /uses message code 'no_such_place' that has no Japanese text/,
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
    schema: schemaOfType(7),
    defaults: () => ({ type: 7 }),
  });
  const hidden = definePlugin({
    ...(leafPlugin as any),
    type: 8,
    key: 'hidden',
    listed: false,
    schema: schemaOfType(8),
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

describe('addableTypes: offered hooks and placement rules', () => {
  // 'flagged' only with a context flag; 'top' only at the top level; the group never inside a group.
  const flagged = definePlugin({
    ...(leafPlugin as any),
    type: 7,
    key: 'flagged',
    schema: schemaOfType(7),
    defaults: () => ({ type: 7 }),
    offered: (ctx: { flags: Record<string, unknown> }) => ctx.flags.open === true,
  });
  const top = definePlugin({
    ...(leafPlugin as any),
    type: 8,
    key: 'top',
    schema: schemaOfType(8),
    defaults: () => ({ type: 8 }),
    offered: (_ctx: unknown, where: BlockPlace) => where.ancestors.length === 0,
  });
  const group = {
    ...groupPlugin,
    placement: [{ code: 'nested_not_allowed', refused: (where: BlockPlace) => where.parent?.type === 3 }],
  } as AnyPlugin;
  const registry = createRegistry({ verify: false });
  for (const plugin of [leafPlugin, flagged, top, group]) registry.register(plugin as AnyPlugin);
  const ctx = createContext();
  const outer = createBlock(registry, 'node', 3, ctx, () => 'g1');
  const keys = (parentId: string | null = null, context = ctx) =>
    addableTypes(registry, 'node', [outer], context, parentId).map((t) => t.plugin.key);

  it('applies the offered hook with the context', () => {
    // No menuOrder: by type id (leaf 1, group 3, flagged 7, top 8), whatever the registration order.
    expect(keys()).toEqual(['leaf', 'group', 'top']);
    // A flag of this test only, not one of ContextFlags: the cast says so.
    expect(keys(null, createContext({ flags: { open: true } as ContextFlags }))).toEqual([
      'leaf',
      'group',
      'flagged',
      'top',
    ]);
  });

  it('lists a kind by menuOrder first, then the types without one by type id', () => {
    const ordered = createRegistry({ verify: false });
    for (const plugin of [top, { ...leafPlugin, menuOrder: 20 }, { ...flagged, menuOrder: 10 }, group])
      ordered.register(plugin as AnyPlugin);
    expect(ordered.plugins('node').map((plugin) => plugin.key)).toEqual(['flagged', 'leaf', 'group', 'top']);
  });

  it('passes the place of the list: the hook and the placement rules decide inside a container', () => {
    expect(keys('g1')).toEqual(['leaf']);
    expect(placeOf([outer], 'node', 'g1')).toEqual({
      kind: 'node',
      ancestors: [{ kind: 'node', type: 3 }],
      parent: { kind: 'node', type: 3 },
    });
    expect(placeOf([outer], 'node', null)).toEqual({ kind: 'node', ancestors: [] });
    expect(placeOf([outer], 'node', 'gone')).toEqual({ kind: 'node', ancestors: [] });
  });

  it('isOffered says the same for one plugin, listing and ability first', () => {
    const topLevel = placeOf([], 'node', null);
    expect(isOffered(flagged as AnyPlugin, ctx, topLevel)).toBe(false);
    expect(isOffered(group, ctx, topLevel)).toBe(true);
    expect(isOffered(group, ctx, placeOf([outer], 'node', 'g1'))).toBe(false);
    const unlisted = { ...(flagged as AnyPlugin), listed: false };
    expect(isOffered(unlisted, createContext({ flags: { open: true } as ContextFlags }), topLevel)).toBe(
      false,
    );
  });
});

describe('validateBlock: warnings of data the schema refuses', () => {
  const registry = createRegistry();
  registry.register(
    variant({
      rules: [
        // Reads the label as a string: it throws on the number the schema refuses.
        { code: 'action_required', severity: 'warning', violated: (d) => d.label.trim() === '' },
        { code: 'required', severity: 'warning', violated: () => true },
        // Would fire on the refused number too, were error rules run there.
        { code: 'unknown_type', violated: (d) => typeof d.label !== 'string' || d.label === ' ' },
        // A defensive error rule: run on refused data in the editor too (a throw there only skips it).
        { code: 'broken_block', defensive: true, violated: (d) => d.label.trim().length > 20 },
      ],
      examples: { valid: [], invalid: [{ data: { type: 1, label: ' ' }, expect: 'unknown_type' }] },
    }),
  );
  const codes = (data: unknown, options?: { warningsOnInvalid?: boolean }) =>
    registry.validateBlock('node', data, undefined, options).map((i) => `${i.severity} ${i.code}`);

  it('runs no rule on refused data unless asked, and every rule on valid data', () => {
    expect(codes({ type: 1, label: 1 })).toEqual(['error type']);
    expect(codes({ type: 1, label: ' ' })).toEqual([
      'warning action_required',
      'warning required',
      'error unknown_type',
    ]);
  });

  it('with warningsOnInvalid, adds the warnings after the schema errors, skipping error rules and a throw', () => {
    expect(codes({ type: 1, label: 1 }, { warningsOnInvalid: true })).toEqual([
      'error type',
      'warning required',
    ]);
    expect(codes({ type: 1, label: ' '.repeat(21) }, { warningsOnInvalid: true })).toEqual([
      'error maxLength',
      'warning action_required',
      'warning required',
    ]);
  });

  it('with warningsOnInvalid, runs the defensive error rules too; without it, not', () => {
    expect(codes({ type: 1, label: 'x'.repeat(21) }, { warningsOnInvalid: true })).toEqual([
      'error maxLength',
      'warning required',
      'error broken_block',
    ]);
    expect(codes({ type: 1, label: 'x'.repeat(21) })).toEqual(['error maxLength']);
  });
});

describe('domain extras (definePlugin `extras`, served by registry.extras)', () => {
  it('serves a plugin’s extras by kind and type, and nothing for a type it does not hold', () => {
    const registry = createRegistry();
    const meaning = { answer: (n: number) => n * 2 };
    registry.register(variant({ extras: meaning }));
    expect(registry.extras('node', 1)).toBe(meaning);
    expect(registry.extras('node', 2)).toBeUndefined();
    expect(registry.extras('other', 1)).toBeUndefined();
  });

  it('refuses extras that are not an object, naming the plugin', () => {
    const registry = createRegistry();
    expect(() => registry.register(variant({ extras: 42 }))).toThrow(
      /node\/1 'leaf': extras must be an object/,
    );
    expect(registry.get('node', 1)).toBeUndefined();
  });
});
