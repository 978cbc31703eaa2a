import { describe, expect, it } from 'vitest';
import { groupPlugin, leafPlugin } from '../../tests/property/test-plugins.ts';
import { blockKeywordValues, schemaKeywordValues, schemaNodes } from './keyword-walk.ts';
import type { AnyPlugin } from './plugin.ts';
import { createRegistry } from './registry.ts';

/** A schema naming things through a keyword of its own (`x-ref`), in properties, items and a conditional branch. */
const refSchema = {
  type: 'object',
  properties: {
    type: { const: 1 },
    mode: { type: 'integer', title: '方式' },
    owner: { type: 'integer', title: '担当', 'x-ref': 'person' },
    tags: { type: 'array', title: 'タグ', items: { type: 'integer', 'x-ref': 'tag' } },
    box: {
      type: 'object',
      title: '箱',
      properties: { shelf: { type: 'integer', title: '棚', 'x-ref': 'shelf' } },
    },
  },
  allOf: [
    {
      if: { properties: { mode: { const: 1 } } },
      then: { properties: { room: { type: 'integer', title: '部屋', 'x-ref': 'room' } } },
    },
  ],
  required: ['type'],
} as const;

const refPlugin = {
  ...leafPlugin,
  schema: refSchema,
  defaults: () => ({ type: 1 }),
  examples: { valid: [{ type: 1, owner: 2 }], invalid: [{ data: { type: 1, owner: 'x' }, expect: 'type' }] },
} as unknown as AnyPlugin;

function refRegistry() {
  const registry = createRegistry({ keywords: ['x-ref'] });
  registry.register(refPlugin);
  registry.register(groupPlugin as AnyPlugin);
  return registry;
}

describe('schemaNodes', () => {
  it('gives every sub-schema with its pointer, depth first in key order, never a keyword value', () => {
    const pointers = [...schemaNodes(refSchema)].map(([pointer]) => pointer);
    expect(pointers).toEqual([
      '',
      '/properties/type',
      '/properties/mode',
      '/properties/owner',
      '/properties/tags',
      '/properties/tags/items',
      '/properties/box',
      '/properties/box/properties/shelf',
      '/allOf/0',
      '/allOf/0/if',
      '/allOf/0/if/properties/mode',
      '/allOf/0/then',
      '/allOf/0/then/properties/room',
    ]);
    expect([...schemaNodes(true)]).toEqual([]);
  });
});

describe('schemaKeywordValues', () => {
  it('lists the values of a keyword in schema order', () => {
    expect(schemaKeywordValues(refSchema, 'x-ref')).toEqual(['person', 'tag', 'shelf', 'room']);
    expect(schemaKeywordValues(refSchema, 'x-none')).toEqual([]);
  });
});

describe('blockKeywordValues', () => {
  it('pairs values with the nodes carrying the keyword, nested lists and conditional fields included', () => {
    const blocks = [
      { type: 1, mode: 1, owner: 4, tags: [5, 6], box: { shelf: 7 }, room: 8 },
      { type: 3, inputs: [{ type: 1, owner: 9 }, { type: 99, owner: 10 }, 'broken'] },
      { type: 1, owner: 11 },
    ];
    const found = blockKeywordValues(refRegistry(), 'node', blocks, 'x-ref', '/inputs');
    expect(found.map(({ path, value, node }) => [path, value, node['x-ref']])).toEqual([
      ['/inputs/0/owner', 4, 'person'],
      ['/inputs/0/tags/0', 5, 'tag'],
      ['/inputs/0/tags/1', 6, 'tag'],
      ['/inputs/0/box/shelf', 7, 'shelf'],
      ['/inputs/0/room', 8, 'room'],
      ['/inputs/1/inputs/0/owner', 9, 'person'],
      ['/inputs/2/owner', 11, 'person'],
    ]);
  });

  it('walks a list nested thousands of levels deep without overflowing the stack', () => {
    const depth = 3000;
    let block: Record<string, unknown> = { type: 1, owner: 42 };
    for (let level = 0; level < depth; level++) block = { type: 3, inputs: [block] };
    const found = blockKeywordValues(refRegistry(), 'node', [block], 'x-ref');
    expect(found).toHaveLength(1);
    expect(found[0].value).toBe(42);
    expect(found[0].path).toBe(`/0${'/inputs/0'.repeat(depth)}/owner`);
  });
});
