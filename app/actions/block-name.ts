import type { EditorBlock, EditorStore, Lang } from '../../engine/core/index.ts';

/** The number and type label of a top-level block, as its panel shows them. */
export function blockName(
  store: EditorStore,
  block: EditorBlock,
  lang: Lang,
): { number: number; type: string } {
  const plugin = store.registry.get(block.kind, block.type);
  return {
    number: store.getChildIds(null).indexOf(block.id) + 1,
    type: plugin?.label[lang] ?? String(block.type),
  };
}
