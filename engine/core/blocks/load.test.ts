import { describe, expect, it } from 'vitest';
import { groupPlugin, leafPlugin, singlePlugin, testPlugins } from '../../../tests/property/test-plugins.ts';
import { type ContextFlags, createContext } from '../context.ts';
import type { AnyPlugin } from '../plugin.ts';
import { createRegistry } from '../registry.ts';
import { validateDocument } from '../validation/validate-document.ts';
import { loadBlock, loadBlocks, serializeBlocks } from './load.ts';
import { migrateData } from './migrate.ts';

const registry = createRegistry();
for (const plugin of testPlugins) registry.register(plugin);

describe('loading and saving blocks', () => {
  it('keeps a block of an unknown type read-only and saves it back byte for byte', () => {
    const text = '[{"type":1,"label":"a"},{"type":42,"z":[1,{"b":null}],"a":"日本語"},{"label":"no type"}]';
    const blocks = loadBlocks(registry, 'node', JSON.parse(text));
    expect(blocks.map((b) => b.broken?.reason)).toEqual([undefined, 'unknown_type', 'broken_block']);
    expect(JSON.stringify(serializeBlocks(registry, blocks))).toBe(text);
  });

  it('loads nested lists with their own client ids and saves them in place', () => {
    const raw = [{ type: 3, inputs: [{ type: 1, label: 'x' }, { type: 99 }] }];
    const [group] = loadBlocks(registry, 'node', raw);
    expect(group.children?.map((c) => c.type)).toEqual([1, 99]);
    expect(group.children?.[1].broken?.reason).toBe('unknown_type');
    expect(serializeBlocks(registry, [group])).toEqual(raw);
  });

  it('keeps saved block ids (_bid) as client ids, out of the data, and writes them back when asked', () => {
    const raw = [
      {
        type: 3,
        _bid: 'g1',
        inputs: [
          { type: 1, label: 'x', _bid: 'l1' },
          { type: 99, _bid: 'u1' },
        ],
      },
    ];
    const [group] = loadBlocks(registry, 'node', raw);
    expect(group.id).toBe('g1');
    expect(group.data).not.toHaveProperty('_bid');
    expect(group.children?.map((c) => c.id)).toEqual(['l1', 'u1']);
    expect(group.children?.[0].data).toEqual({ type: 1, label: 'x' });
    expect(serializeBlocks(registry, [group], { ids: true })).toEqual(raw);
    // Without ids the wire form is the data alone (broken blocks still come back as they were).
    expect(serializeBlocks(registry, [group])).toEqual([
      {
        type: 3,
        inputs: [
          { type: 1, label: 'x' },
          { type: 99, _bid: 'u1' },
        ],
      },
    ]);
    // A saved id is not plugin data: what is validated comes without it.
    expect(migrateData(leafPlugin as AnyPlugin, { type: 1, label: 'x', _bid: 'l1' }, 'type')).toEqual({
      ok: true,
      data: { type: 1, label: 'x' },
    });
  });

  it('treats anything but an array as an empty list', () => {
    expect(loadBlocks(registry, 'node', { not: 'a list' })).toEqual([]);
  });
});

describe('migrations', () => {
  // Version 1 had `name`; version 2 renamed it `label`; version 3 trims it.
  const migrating = {
    ...(leafPlugin as AnyPlugin),
    version: 3,
    migrations: {
      2: ({ name, ...rest }: any) => ({ ...rest, label: name }),
      3: (old: any) => {
        if (typeof old.label !== 'string') throw new Error('label missing');
        return { ...old, label: old.label.trim() };
      },
    },
  } as AnyPlugin;
  const versioned = createRegistry();
  versioned.register(migrating);

  it('chains migrations from the saved version and saves the current version in _v', () => {
    const block = loadBlock(versioned, 'node', { type: 1, name: ' 旧 ' });
    expect(block.data).toEqual({ type: 1, label: '旧' });
    expect(serializeBlocks(versioned, [block])).toEqual([{ type: 1, label: '旧', _v: 3 }]);
    expect(loadBlock(versioned, 'node', { type: 1, label: ' x ', _v: 2 }).data).toEqual({
      type: 1,
      label: 'x',
    });
  });

  it('validates saved documents as version 1 when _v is absent, and editor data as current', () => {
    versioned.registerDocument({
      key: 'sheet',
      label: { ja: 'シート', en: 'Sheet' },
      idField: 'sid',
      nameField: 'name',
      blockKind: 'node',
      listField: 'inputs',
      schema: { type: 'object', properties: { inputs: { type: 'array' } }, required: ['inputs'] },
      defaults: () => ({ inputs: [] }),
    });
    // Version 1 data had `name`: as saved data it migrates and validates; as current data `name` is unknown.
    expect(validateDocument(versioned, 'sheet', { inputs: [{ type: 1, name: 'a' }] })).toEqual([]);
    expect(versioned.validateBlock('node', { type: 1, name: 'a' })[0]).toMatchObject({
      code: 'additionalProperties',
    });
    expect(versioned.validateBlock('node', { type: 1, label: 'a', _v: 3 })).toEqual([]);
    expect(
      validateDocument(versioned, 'sheet', { inputs: [{ type: 1, label: 'a', _v: 4 }] })[0],
    ).toMatchObject({
      code: 'broken_block',
      path: '/inputs/0',
    });
  });

  it('keeps data a migration cannot read, or from a newer version, as a broken block', () => {
    const unreadable = { type: 1, other: true };
    const future = { type: 1, label: 'x', _v: 9 };
    for (const raw of [unreadable, future]) {
      const block = loadBlock(versioned, 'node', raw);
      expect(block.broken?.reason).toBe('broken_block');
      expect(serializeBlocks(versioned, [block])[0]).toBe(raw);
    }
  });
});

describe('load hooks', () => {
  // The leaf's hook trims its label and counts its calls; the context's flag makes it throw.
  let calls = 0;
  const trimming = {
    ...(leafPlugin as AnyPlugin),
    load(data: { type: 1; label?: string }, ctx: { flags: Record<string, unknown> }) {
      calls++;
      if (ctx.flags.fail) throw new Error('boom');
      return data.label === undefined || data.label === data.label.trim()
        ? data
        : { ...data, label: data.label.trim() };
    },
  } as AnyPlugin;
  const hooked = createRegistry();
  for (const plugin of [trimming, singlePlugin, groupPlugin]) hooked.register(plugin);
  const ctx = createContext();
  const ids = () => 'x';

  it('normalise schema-valid data when loaded with a context, nested lists included', () => {
    const raw = [
      { type: 1, label: ' a ' },
      { type: 3, inputs: [{ type: 1, label: ' b' }] },
    ];
    const [leaf, group] = loadBlocks(hooked, 'node', raw, ids, ctx);
    expect(leaf.data).toEqual({ type: 1, label: 'a' });
    expect(group.children?.[0].data).toEqual({ type: 1, label: 'b' });
    expect(serializeBlocks(hooked, [leaf, group])).toEqual([
      { type: 1, label: 'a' },
      { type: 3, inputs: [{ type: 1, label: 'b' }] },
    ]);
  });

  it('keep the data (key order included) when nothing changes', () => {
    const raw = { label: 'a', type: 1 };
    const block = loadBlock(hooked, 'node', raw, ids, ctx);
    expect(JSON.stringify(serializeBlocks(hooked, [block]))).toBe(JSON.stringify([raw]));
  });

  it('do not run without a context (tools, the server), so data loads as saved', () => {
    calls = 0;
    expect(loadBlock(hooked, 'node', { type: 1, label: ' a ' }, ids).data).toEqual({ type: 1, label: ' a ' });
    expect(calls).toBe(0);
  });

  it('never run on broken blocks or on data the schema refuses; those load and save unchanged', () => {
    calls = 0;
    const text =
      '[{"type":1,"label":" 長すぎるラベルは二十文字を超えるので保存できないラベル "},{"type":1,"label":" x ","_v":5},' +
      '{"type":42,"label":" y "},{"label":" z "}]';
    const blocks = loadBlocks(hooked, 'node', JSON.parse(text), ids, ctx);
    expect(calls).toBe(0);
    expect(blocks.map((block) => block.broken?.reason)).toEqual([
      undefined,
      'broken_block',
      'unknown_type',
      'broken_block',
    ]);
    expect(JSON.stringify(serializeBlocks(hooked, blocks))).toBe(text);
  });

  it('name the plugin when a hook throws', () => {
    expect(() =>
      loadBlock(
        hooked,
        'node',
        { type: 1, label: 'a' },
        ids,
        createContext({ flags: { fail: true } as ContextFlags }),
      ),
    ).toThrow(/The load hook of node\/leaf threw \(Error: boom\)\. A load hook must answer the data/);
  });
});
