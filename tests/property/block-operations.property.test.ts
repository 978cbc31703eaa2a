import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOperation,
  type BlockList,
  type BlockOperation,
  commit,
  createBlock,
  createContext,
  createEditorStore,
  createHistory,
  createRegistry,
  findBlock,
  type History,
  redo,
  undo,
  walkBlocks,
} from '../../engine/core/index.ts';
import { testPlugins } from './test-plugins.ts';

/**
 * Model-based properties of the block-list operations: random sequences of add, remove, move (within and across
 * nested lists), update, collapse, undo and redo, checked after every step.
 */
const registry = createRegistry();
for (const plugin of testPlugins) registry.register(plugin);
const ctx = createContext();
let counter = 0;
const newId = () => `b${++counter}`;

type Step =
  | { kind: 'add'; type: number; parent: number; index: number }
  | { kind: 'remove' | 'moveUp' | 'moveDown'; target: number }
  | { kind: 'move'; target: number; parent: number; index: number }
  | { kind: 'update'; target: number; value: string }
  | { kind: 'collapse'; target: number; collapsed: boolean }
  | { kind: 'retype'; target: number; type: number }
  | { kind: 'undo' | 'redo' };

const pick = fc.nat({ max: 50 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), type: fc.constantFrom(1, 2, 3), parent: pick, index: pick }),
  fc.record({
    kind: fc.constantFrom('remove' as const, 'moveUp' as const, 'moveDown' as const),
    target: pick,
  }),
  fc.record({ kind: fc.constant('move' as const), target: pick, parent: pick, index: pick }),
  fc.record({ kind: fc.constant('update' as const), target: pick, value: fc.string({ maxLength: 5 }) }),
  fc.record({ kind: fc.constant('collapse' as const), target: pick, collapsed: fc.boolean() }),
  fc.record({ kind: fc.constant('retype' as const), target: pick, type: fc.constantFrom(1, 2, 3) }),
  fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }),
);

/** Parent choice: 0 is the top level, otherwise one of the containers. */
function parentOf(blocks: BlockList, n: number): string | null {
  const groups = [...walkBlocks(blocks)].filter((b) => b.children);
  return n === 0 || groups.length === 0 ? null : groups[n % groups.length].id;
}

function toOperation(blocks: BlockList, s: Step): BlockOperation | undefined {
  const all = [...walkBlocks(blocks)];
  const target = 'target' in s && all.length ? all[s.target % all.length].id : undefined;
  switch (s.kind) {
    case 'add':
      return {
        op: 'add',
        block: createBlock(registry, 'node', s.type, ctx, newId),
        parentId: parentOf(blocks, s.parent),
        index: s.index,
      };
    case 'move':
      return target === undefined
        ? undefined
        : { op: 'move', id: target, parentId: parentOf(blocks, s.parent), index: s.index };
    case 'update':
      return target === undefined ? undefined : { op: 'update', id: target, path: ['label'], value: s.value };
    case 'collapse':
      return target === undefined ? undefined : { op: 'collapse', id: target, collapsed: s.collapsed };
    case 'retype':
      return target === undefined ? undefined : { op: 'retype', id: target, type: s.type, carry: ['label'] };
    case 'remove':
    case 'moveUp':
    case 'moveDown':
      return target === undefined ? undefined : { op: s.kind, id: target };
    default:
      return undefined;
  }
}

function ids(blocks: BlockList): string[] {
  return [...walkBlocks(blocks)].map((b) => b.id);
}

/** Blocks other than the target and its ancestors (whose children change) must keep their identity. */
function untouchedKeepIdentity(before: BlockList, after: BlockList, operation: BlockOperation) {
  const targetId = operation.op === 'add' ? operation.block.id : operation.id;
  const ancestors = new Set<string>();
  for (const list of [before, after]) {
    for (const block of walkBlocks(list)) {
      if (block.id === targetId || (block.children && findBlock(block.children, targetId)))
        ancestors.add(block.id);
    }
  }
  const structural = operation.op === 'move' || operation.op === 'moveUp' || operation.op === 'moveDown';
  const target = findBlock(before, targetId);
  for (const block of walkBlocks(before)) {
    if (ancestors.has(block.id)) continue;
    // A removed container takes its nested blocks with it.
    if (operation.op === 'remove' && target?.children && findBlock(target.children, block.id)) continue;
    const now = findBlock(after, block.id);
    // Containers receiving a moved block are rebuilt; their data still must not change.
    if (structural && block.children) expect(now?.data).toBe(block.data);
    else expect(now).toBe(block);
  }
}

describe('block-list operations (model-based)', () => {
  it('keep ids unique and single-use types single, touch only their target, and undo/redo exactly', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        let history: History = createHistory([]);
        for (const s of steps) {
          const before = history.present;
          if (s.kind === 'undo' || s.kind === 'redo') {
            const moved = s.kind === 'undo' ? undo(history) : redo(history);
            if (moved !== history) {
              // Undo after redo (and redo after undo) gives back the very same list.
              const back = s.kind === 'undo' ? redo(moved) : undo(moved);
              expect(back.present).toBe(before);
            }
            history = moved;
          } else {
            const operation = toOperation(before, s);
            if (!operation) continue;
            const result = applyOperation(registry, before, operation, ctx);
            if (!result.ok) {
              expect(typeof result.issue.message).toBe('string');
              continue;
            }
            untouchedKeepIdentity(before, result.blocks, operation);
            const next = commit(history, result.blocks);
            if (next !== history) expect(undo(next).present).toBe(before);
            history = next;
          }
          const all = ids(history.present);
          expect(new Set(all).size).toBe(all.length);
          const singles = [...walkBlocks(history.present)].filter((b) => b.type === 2).length;
          expect(singles).toBeLessThanOrEqual(1);
        }
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });

  it('refuses a second single-use block with 既に追加されています, wherever it is placed', () => {
    let blocks: BlockList = [];
    const group = createBlock(registry, 'node', 3, ctx, newId);
    for (const block of [group, createBlock(registry, 'node', 2, ctx, newId)]) {
      const result = applyOperation(registry, blocks, { op: 'add', block }, ctx);
      if (!result.ok) throw new Error(result.issue.message);
      blocks = result.blocks;
    }
    const second = applyOperation(
      registry,
      blocks,
      { op: 'add', block: createBlock(registry, 'node', 2, ctx, newId), parentId: group.id },
      ctx,
    );
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.issue.message).toBe('既に追加されています');
  });

  it('the editor store, which finds blocks by its own index, agrees with the tree walk after every step', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const store = createEditorStore({ registry, kind: 'node', ctx, validationDelayMs: 60_000 });
        let history: History = createHistory(store.getBlocks());
        for (const s of steps) {
          if (s.kind === 'undo' || s.kind === 'redo') {
            if (s.kind === 'undo') store.undo();
            else store.redo();
            history = s.kind === 'undo' ? undo(history) : redo(history);
          } else {
            const operation = toOperation(store.getBlocks(), s);
            if (!operation) continue;
            const walked = applyOperation(registry, history.present, operation, ctx);
            const indexed = store.dispatch(operation);
            expect(indexed.ok).toBe(walked.ok);
            if (walked.ok) history = commit(history, walked.blocks);
          }
          // Same tree as the walk gives, and every id answers the block the tree holds, in the list it is in.
          expect(store.getBlocks()).toEqual(history.present);
          const visit = (list: BlockList, parentId: string | null) => {
            expect(store.getChildIds(parentId)).toEqual(list.map((block) => block.id));
            for (const block of list) {
              expect(store.getBlock(block.id)).toBe(block);
              if (block.children) visit(block.children, block.id);
            }
          };
          visit(store.getBlocks(), null);
        }
        store.dispose();
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
