import type { AnyPlugin } from '../plugin.ts';
import type { BlockList, BlockPlace, EditorBlock, PlaceAncestor } from './types.ts';

/**
 * The place of the list of `parentId` (null: the top level) that holds blocks of `kind`. An id the tree does
 * not hold answers the top level.
 *
 * @example placeOf(blocks, 'condition', group.id) // { kind: 'condition', ancestors: [{ kind: 'condition', type: 120 }], parent: … }
 */
export function placeOf(blocks: BlockList, kind: string, parentId: string | null): BlockPlace {
  const chain = parentId === null ? undefined : containersDownTo(blocks, parentId);
  if (!chain || chain.length === 0) return { kind, ancestors: [] };
  const ancestors = chain.map((block): PlaceAncestor => ({ kind: block.kind, type: block.type }));
  return { kind, ancestors, parent: ancestors[ancestors.length - 1] };
}

/**
 * The code of the first placement rule of a plugin that refuses `where`, if any.
 *
 * @example placementRefusal(orGroupCondition, placeOf(blocks, 'condition', group.id)) // 'or_group_nested'
 */
export function placementRefusal(plugin: AnyPlugin | undefined, where: BlockPlace): string | undefined {
  return plugin?.placement?.find((rule) => rule.refused(where))?.code;
}

/** The blocks from the top level down to `id` (itself included), or undefined when the tree lacks it. */
function containersDownTo(blocks: BlockList, id: string): EditorBlock[] | undefined {
  for (const block of blocks) {
    if (block.id === id) return [block];
    if (block.children) {
      const below = containersDownTo(block.children, id);
      if (below) return [block, ...below];
    }
  }
  return undefined;
}
