import type { BlockList, BlockLocation, EditorBlock } from './types.ts';

/**
 * Finds a block anywhere in the tree by client id.
 *
 * @example findBlock(blocks, 'x1')?.type // 1
 */
export function findBlock(blocks: BlockList, id: string): EditorBlock | undefined {
  for (const block of blocks) {
    if (block.id === id) return block;
    if (block.children) {
      const found = findBlock(block.children, id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Where a block is: its parent's id (null at the top level) and its index in that list.
 *
 * @example locateBlock(blocks, 'x1') // { parentId: null, index: 0 }
 */
export function locateBlock(
  blocks: BlockList,
  id: string,
  parentId: string | null = null,
): BlockLocation | undefined {
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index];
    if (block.id === id) return { parentId, index };
    if (block.children) {
      const found = locateBlock(block.children, id, block.id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every block of the tree, depth first. @example [...walkBlocks(blocks)].length */
export function* walkBlocks(blocks: BlockList): Generator<EditorBlock> {
  for (const block of blocks) {
    yield block;
    if (block.children) yield* walkBlocks(block.children);
  }
}

/** True when `ancestorId` is `id` itself or contains it: a block cannot move into its own subtree. */
export function isWithin(blocks: BlockList, ancestorId: string, id: string): boolean {
  if (ancestorId === id) return true;
  const ancestor = findBlock(blocks, ancestorId);
  return ancestor?.children ? findBlock(ancestor.children, id) !== undefined : false;
}

/** How many blocks of a type (and kind) the tree holds, broken ones included. */
export function countType(blocks: BlockList, kind: string, type: number): number {
  let count = 0;
  for (const block of walkBlocks(blocks)) if (block.kind === kind && block.type === type) count++;
  return count;
}

/**
 * Finds blocks by id. The default walks the tree (O(N)); the editor store passes one backed by its id index, so
 * an edit in a long list does not search it.
 */
export interface BlockLocator {
  find(id: string): EditorBlock | undefined;
  locate(id: string): BlockLocation | undefined;
}

/** A locator that walks `blocks`. */
export function treeLocator(blocks: BlockList): BlockLocator {
  return { find: (id) => findBlock(blocks, id), locate: (id) => locateBlock(blocks, id) };
}

/**
 * `blocks` with the block `id` replaced by `next`: the lists on its path are copied, every other block and list
 * keeps its identity. Undefined when `id` is not in the tree.
 *
 * @example replaceBlock(blocks, 'x1', { ...findBlock(blocks, 'x1')!, collapsed: true }, treeLocator(blocks))
 */
export function replaceBlock(
  blocks: BlockList,
  id: string,
  next: EditorBlock,
  locator: BlockLocator,
): BlockList | undefined {
  const at = locator.locate(id);
  if (!at) return undefined;
  const siblings = at.parentId === null ? blocks : locator.find(at.parentId)?.children;
  if (!siblings) return undefined;
  const list = siblings.slice();
  list[at.index] = next;
  if (at.parentId === null) return list;
  const parent = locator.find(at.parentId) as EditorBlock;
  return replaceBlock(blocks, at.parentId, { ...parent, children: list }, locator);
}
