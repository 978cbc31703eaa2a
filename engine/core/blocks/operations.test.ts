import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { groupPlugin, leafPlugin } from '../../../tests/property/test-plugins.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createContext } from '../context.ts';
import type { AnyPlugin } from '../plugin.ts';
import { createRegistry } from '../registry.ts';
import { addableTypes } from './addable.ts';
import { createBlock, loadBlocks } from './load.ts';
import { applyOperation, type BlockOperation } from './operations.ts';
import type { BlockList, BlockPlace } from './types.ts';

const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
let n = 0;
const newId = () => `id${++n}`;

function run(blocks: BlockList, operation: BlockOperation): BlockList {
  const result = applyOperation(registry, blocks, operation, ctx);
  if (!result.ok) throw new Error(result.issue.message);
  return result.blocks;
}

const three = () =>
  loadBlocks(
    registry,
    'effect',
    [
      { type: 1, text: 'a', delay_type: 0 },
      { type: 1, text: 'b', delay_type: 0 },
      { type: 1, text: 'c', delay_type: 0 },
    ],
    newId,
  );
const texts = (blocks: BlockList) => blocks.map((b) => b.data.text);

describe('block-list operations', () => {
  it('adds at the end or at an index, and removes', () => {
    let blocks: BlockList = three();
    const added = createBlock(registry, 'effect', 13, ctx, newId);
    blocks = run(blocks, { op: 'add', block: added, index: 1 });
    expect(blocks.map((b) => b.type)).toEqual([1, 13, 1, 1]);
    blocks = run(blocks, { op: 'remove', id: added.id });
    expect(texts(blocks)).toEqual(['a', 'b', 'c']);
  });

  it('moves up, down and to an index, and does nothing past the ends', () => {
    const start = three();
    const [a, b, c] = start;
    expect(texts(run(start, { op: 'moveUp', id: b.id }))).toEqual(['b', 'a', 'c']);
    expect(texts(run(start, { op: 'moveDown', id: b.id }))).toEqual(['a', 'c', 'b']);
    expect(texts(run(start, { op: 'move', id: c.id, index: 0 }))).toEqual(['c', 'a', 'b']);
    expect(run(start, { op: 'moveUp', id: a.id })).toBe(start);
    expect(run(start, { op: 'moveDown', id: c.id })).toBe(start);
  });

  it('keeps untouched blocks identical (structural sharing)', () => {
    const start = three();
    const next = run(start, { op: 'update', id: start[1].id, path: ['text'], value: 'B' });
    expect(next[0]).toBe(start[0]);
    expect(next[2]).toBe(start[2]);
    expect(next[1].data.text).toBe('B');
    expect(start[1].data.text).toBe('b');
  });

  it('collapses and expands', () => {
    const start = three();
    const collapsed = run(start, { op: 'collapse', id: start[0].id, collapsed: true });
    expect(collapsed[0].collapsed).toBe(true);
    expect(run(collapsed, { op: 'collapse', id: start[0].id, collapsed: true })).toBe(collapsed);
  });

  it('refuses a second single-use effect with 既に追加されています', () => {
    const blocks = run([], { op: 'add', block: createBlock(registry, 'effect', 5, ctx, newId) });
    const result = applyOperation(
      registry,
      blocks,
      { op: 'add', block: createBlock(registry, 'effect', 5, ctx, newId) },
      ctx,
    );
    expect(result).toMatchObject({
      ok: false,
      issue: { code: 'already_added', message: '既に追加されています' },
    });
  });

  it('refuses a type the account lacks the ability for', () => {
    const result = applyOperation(
      registry,
      [],
      { op: 'add', block: createBlock(registry, 'effect', 5, ctx, newId) },
      createContext(),
    );
    expect(result).toMatchObject({ ok: false, issue: { code: 'ability_missing' } });
  });

  it('refuses to edit a broken block and to nest into a block without a nested list', () => {
    const blocks = loadBlocks(
      registry,
      'effect',
      [
        { type: 777, x: 1 },
        { type: 1, text: 'a', delay_type: 0 },
      ],
      newId,
    );
    const edit = applyOperation(
      registry,
      blocks,
      { op: 'update', id: blocks[0].id, path: ['x'], value: 2 },
      ctx,
    );
    expect(edit).toMatchObject({ ok: false, issue: { code: 'read_only' } });
    const nest = applyOperation(
      registry,
      blocks,
      { op: 'move', id: blocks[0].id, parentId: blocks[1].id, index: 0 },
      ctx,
    );
    expect(nest).toMatchObject({ ok: false, issue: { code: 'nested_not_allowed' } });
  });

  it('answers block_not_found for a stale id', () => {
    expect(applyOperation(registry, three(), { op: 'remove', id: 'gone' }, ctx)).toMatchObject({
      ok: false,
      issue: { code: 'block_not_found', message: '対象の要素が見つかりません' },
    });
  });

  it('runs change rules: changing var_id resets operand, valuetype, value and context (spec 000 §4)', () => {
    const [block] = loadBlocks(
      registry,
      'effect',
      [{ type: 6, var_id: 4, var_type: 'number', operand: 2, valuetype: 2, min_value: 1, max_value: 5 }],
      newId,
    );
    const [changed] = run([block], { op: 'update', id: block.id, path: ['var_id'], value: 3 });
    expect(changed.data).toEqual({ type: 6, var_id: 3, var_type: 'string', operand: 1, valuetype: 1 });
  });

  it('removes a field when updated to undefined', () => {
    const start = three();
    const [first] = run(start, { op: 'update', id: start[0].id, path: ['member_query_id'], value: 5 });
    expect(first.data.member_query_id).toBe(5);
    const [cleared] = run([first], {
      op: 'update',
      id: first.id,
      path: ['member_query_id'],
      value: undefined,
    });
    expect('member_query_id' in cleared.data).toBe(false);
  });
});

describe('retype (another type of the same kind, in place)', () => {
  const refusal = (blocks: BlockList, operation: BlockOperation, context = ctx) => {
    const result = applyOperation(registry, blocks, operation, context);
    return result.ok ? 'ok' : result.issue.code;
  };

  it('keeps the id, the place and the carried fields; the rest are the new type’s defaults', () => {
    const start = three();
    const middle = start[1];
    const next = run(start, { op: 'retype', id: middle.id, type: 13, carry: ['text', 'member_query_id'] });
    expect(next.map((b) => b.id)).toEqual(start.map((b) => b.id));
    expect(next[1]).toMatchObject({ id: middle.id, kind: 'effect', type: 13 });
    // text is not a tag effect's field but was asked to be carried; delay_type was not asked for.
    expect(next[1].data).toEqual({ ...createBlock(registry, 'effect', 13, ctx, newId).data, text: 'b' });
    expect(next[0]).toBe(start[0]);
    expect(next[2]).toBe(start[2]);
    expect(run(start, { op: 'retype', id: middle.id, type: 1 })).toBe(start);
  });

  it('is refused as an add would be: unknown type, missing ability, single-use present, broken block, containers', () => {
    const start = three();
    expect(refusal(start, { op: 'retype', id: start[0].id, type: 999 })).toBe('unknown_type');
    expect(refusal(start, { op: 'retype', id: start[0].id, type: 5 }, createContext())).toBe(
      'ability_missing',
    );
    const withMenu = run(start, { op: 'add', block: createBlock(registry, 'effect', 5, ctx, newId) });
    expect(refusal(withMenu, { op: 'retype', id: start[0].id, type: 5 })).toBe('already_added');
    expect(refusal(start, { op: 'retype', id: 'gone', type: 13 })).toBe('block_not_found');
    const broken = loadBlocks(registry, 'effect', [{ type: 777, x: 1 }], newId);
    expect(refusal(broken, { op: 'retype', id: broken[0].id, type: 1 })).toBe('read_only');
    const conditions = loadBlocks(registry, 'condition', [{ type: 11, names: 'a' }], newId);
    expect(refusal(conditions, { op: 'retype', id: conditions[0].id, type: 120 })).toBe('nested_not_allowed');
  });
});

describe('read-only types', () => {
  it('refuses to edit a block of a readOnly plugin and saves it back unchanged', async () => {
    const { createRegistry } = await import('../registry.ts');
    const { leafPlugin } = await import('../../../tests/property/test-plugins.ts');
    const readOnlyRegistry = createRegistry();
    readOnlyRegistry.register({ ...leafPlugin, readOnly: true } as never);
    const blocks = loadBlocks(readOnlyRegistry, 'node', [{ type: 1, label: 'old' }], newId);
    const result = applyOperation(
      readOnlyRegistry,
      blocks,
      { op: 'update', id: blocks[0].id, path: ['label'], value: 'x' },
      ctx,
    );
    expect(result).toMatchObject({
      ok: false,
      issue: { code: 'read_only', message: 'この要素は読み取り専用です' },
    });
  });
});

describe('placement rules', () => {
  // A test group that may not go inside a group (as the or-group of conditions).
  const placed = () => {
    const nodes = createRegistry();
    nodes.register(leafPlugin);
    nodes.register({
      ...groupPlugin,
      placement: [{ code: 'nested_not_allowed', refused: (where: BlockPlace) => where.parent?.type === 3 }],
    } as AnyPlugin);
    const blocks = loadBlocks(
      nodes,
      'node',
      [
        { type: 3, inputs: [{ type: 1, label: 'a' }] },
        { type: 3, inputs: [] },
        { type: 1, label: 'b' },
      ],
      newId,
    );
    return { nodes, blocks };
  };

  it('refuses to add a block where its placement rule refuses it, as an issue', () => {
    const { nodes, blocks } = placed();
    const inner = createBlock(nodes, 'node', 3, ctx, newId);
    const into = applyOperation(nodes, blocks, { op: 'add', block: inner, parentId: blocks[0].id }, ctx);
    expect(into).toEqual({
      ok: false,
      issue: {
        path: '',
        code: 'nested_not_allowed',
        severity: 'error',
        message: 'この要素の中には入れられません',
      },
    });
    expect(applyOperation(nodes, blocks, { op: 'add', block: inner }, ctx).ok).toBe(true);
    const leaf = createBlock(nodes, 'node', 1, ctx, newId);
    expect(applyOperation(nodes, blocks, { op: 'add', block: leaf, parentId: blocks[0].id }, ctx).ok).toBe(
      true,
    );
  });

  it('refuses to move a block into such a place (drag or "into"), and lets it move elsewhere', () => {
    const { nodes, blocks } = placed();
    const [first, second, leaf] = blocks;
    expect(
      applyOperation(nodes, blocks, { op: 'move', id: second.id, parentId: first.id, index: 0 }, ctx),
    ).toMatchObject({ ok: false, issue: { code: 'nested_not_allowed' } });
    expect(
      applyOperation(nodes, blocks, { op: 'move', id: leaf.id, parentId: first.id, index: 0 }, ctx).ok,
    ).toBe(true);
    expect(applyOperation(nodes, blocks, { op: 'move', id: second.id, index: 0 }, ctx).ok).toBe(true);
  });

  it('lets a block saved in a refused place move within its list and out of it', () => {
    const { nodes } = placed();
    const saved = loadBlocks(
      nodes,
      'node',
      [{ type: 3, inputs: [{ type: 3, inputs: [] }, { type: 1 }] }],
      newId,
    );
    const [outer] = saved;
    const [inner] = outer.children ?? [];
    expect(applyOperation(nodes, saved, { op: 'moveDown', id: inner.id }, ctx).ok).toBe(true);
    expect(applyOperation(nodes, saved, { op: 'move', id: inner.id, parentId: null, index: 1 }, ctx).ok).toBe(
      true,
    );
  });
});

describe('list limits (Registry.limitList)', () => {
  function limited() {
    const nodes = createRegistry();
    nodes.register(leafPlugin);
    nodes.register(groupPlugin);
    nodes.limitList('node', { max: 2, code: 'already_added' });
    return nodes;
  }
  const leaf = (nodes: ReturnType<typeof createRegistry>) => createBlock(nodes, 'node', 1, ctx, newId);

  it('refuses an add past the limit, in any list of the kind, and the add menu says why', () => {
    const nodes = limited();
    const blocks = loadBlocks(
      nodes,
      'node',
      [
        { type: 1, label: 'a' },
        { type: 3, inputs: [] },
      ],
      newId,
    );
    const refused = applyOperation(nodes, blocks, { op: 'add', block: leaf(nodes) }, ctx);
    expect(refused).toMatchObject({ ok: false, issue: { code: 'already_added' } });
    expect(
      addableTypes(nodes, 'node', blocks, ctx).every((t) => !t.available && t.reason === 'already_added'),
    ).toBe(true);
    // The group's own list holds none yet: adding there is fine.
    const group = blocks[1].id;
    expect(applyOperation(nodes, blocks, { op: 'add', block: leaf(nodes), parentId: group }, ctx).ok).toBe(
      true,
    );
    expect(addableTypes(nodes, 'node', blocks, ctx, group).some((t) => t.available)).toBe(true);
  });

  it('refuses a move into a full list, but not one within it', () => {
    const nodes = limited();
    const blocks = loadBlocks(
      nodes,
      'node',
      [
        { type: 1, label: 'a' },
        { type: 3, inputs: [{ type: 1, label: 'b' }] },
      ],
      newId,
    );
    const inner = blocks[1].children?.[0].id as string;
    expect(applyOperation(nodes, blocks, { op: 'move', id: inner, parentId: null, index: 0 }, ctx).ok).toBe(
      false,
    );
    expect(applyOperation(nodes, blocks, { op: 'moveDown', id: blocks[0].id }, ctx).ok).toBe(true);
  });

  it('refuses a limit it cannot explain', () => {
    const nodes = createRegistry();
    expect(() => nodes.limitList('node', { max: 2, code: 'no_such_code' })).toThrow(/unknown/);
    expect(() => nodes.limitList('node', { max: 0, code: 'already_added' })).toThrow(/at least 1/);
  });
});
