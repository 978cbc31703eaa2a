import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useRef, useSyncExternalStore } from 'react';
import { type EditorStore, placementRefusal, placeOf } from '../core/index.ts';
import { AddMenu } from './AddMenu.tsx';
import { type ListDropData, listDropId } from './dnd.ts';
import { useBlockEditor } from './editor-context.tsx';
import { useChildIds } from './hooks.ts';
import { useRenderProbe } from './render-probe.ts';
import { SortableBlock } from './SortableBlock.tsx';
import { uiText } from './texts.ts';
import { useVirtualList, VIRTUALIZE_ABOVE } from './virtual-list.ts';

/** Props of `BlockList`. */
export interface BlockListProps {
  /** The container whose nested list this is (null: the top level). */
  parentId: string | null;
  /** The kind of blocks the list holds (its add menu offers that kind). */
  kind: string;
  /**
   * Whether a long top-level list may draw only the panels near the viewport (default true). False draws every
   * panel, e.g. to compare the editor with other forms at the same work (bench/editor's BENCH_VIRTUALIZE=0).
   */
  virtualize?: boolean;
}

/**
 * The container just above `ids[index]` when it takes blocks of this list's kind and the block may go there
 * (its placement rules: no or-group into an or-group). A block's type never changes, so reading it outside a
 * subscription is safe.
 */
function indentTarget(
  store: EditorStore,
  ids: readonly string[],
  index: number,
  kind: string,
): string | undefined {
  const previous = index > 0 ? store.getBlock(ids[index - 1]) : undefined;
  if (!previous || previous.broken) return undefined;
  if (store.registry.get(previous.kind, previous.type)?.nested?.kind !== kind) return undefined;
  const block = store.getBlock(ids[index]);
  const plugin = block && !block.broken ? store.registry.get(block.kind, block.type) : undefined;
  // Only a type with placement rules needs its place worked out (a walk down the tree).
  if (plugin?.placement && placementRefusal(plugin, placeOf(store.getBlocks(), kind, previous.id)))
    return undefined;
  return previous.id;
}

/**
 * One numbered, sortable list of panels with its add menu. Subscribes to the list's order only: typing in a
 * block never re-renders it. An empty nested list is a drop target, so a block can be dragged into it. A
 * top-level list of more than `VIRTUALIZE_ABOVE` blocks draws only the panels near the viewport unless `virtualize` is false.
 *
 * @example <BlockList parentId={null} kind="effect" />  // inside <BlockListEditor>'s DndContext
 */
export const BlockList = memo(function BlockList({ parentId, kind, virtualize = true }: BlockListProps) {
  const { store, lang, focusRequest, dragArming } = useBlockEditor();
  useRenderProbe('BlockList', parentId ?? 'root');
  const armed = useSyncExternalStore(dragArming.subscribe, dragArming.isArmed, dragArming.isArmed);
  const ids = useChildIds(store, parentId);
  const long = virtualize && parentId === null && ids.length > VIRTUALIZE_ABOVE;
  const Virtual = useVirtualList(long);
  // While the virtualiser's chunk loads (./virtual-list.ts), a list already drawn plain stays plain and one that
  // opens long waits for it, empty; a failed load draws it plain.
  const drawnPlain = useRef(false);
  const virtual = long && Virtual !== 'failed' && (Virtual !== undefined || !drawnPlain.current);
  drawnPlain.current = !virtual && ids.length > 0;
  const wasVirtual = useRef(virtual);
  if (wasVirtual.current !== virtual && typeof document !== 'undefined') {
    // Crossing the threshold redraws every panel, which would drop focus: the focused block asks it back.
    wasVirtual.current = virtual;
    const focused = document.activeElement?.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
    if (focused && ids.includes(focused)) focusRequest.current ??= focused;
  }
  const data: ListDropData = { list: true, parentId };
  const { setNodeRef, isOver } = useDroppable({
    id: listDropId(parentId),
    data,
    disabled: parentId === null || ids.length > 0,
  });
  const containerId = listDropId(parentId);
  return (
    <div className="be-list-area" data-list={parentId ?? 'root'}>
      <SortableContext id={containerId} items={ids as string[]} strategy={verticalListSortingStrategy}>
        {virtual ? (
          Virtual && typeof Virtual !== 'string' ? (
            <Virtual ids={ids} parentId={parentId} kind={kind} indentTarget={indentTarget} armed={armed} />
          ) : (
            <ol className="be-list be-list--virtual" aria-busy="true" />
          )
        ) : ids.length > 0 ? (
          <ol className="be-list">
            {ids.map((id, index) => (
              <SortableBlock
                key={id}
                id={id}
                armed={armed}
                index={index}
                isLast={index === ids.length - 1}
                parentId={parentId}
                indentInto={indentTarget(store, ids, index, kind)}
              />
            ))}
          </ol>
        ) : (
          <p ref={setNodeRef} className={isOver ? 'be-list__empty be-list__empty--over' : 'be-list__empty'}>
            {uiText(lang, parentId === null ? 'empty' : 'dropHere')}
          </p>
        )}
      </SortableContext>
      <AddMenu parentId={parentId} kind={kind} />
    </div>
  );
});
