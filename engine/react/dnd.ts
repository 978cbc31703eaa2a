import type { Active, Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';
import { type BlockOperation, type EditorStore, isWithin, type Lang, locateBlock } from '../core/index.ts';
import { uiText } from './texts.ts';

/** The droppable id of a (nested) list, used only while that list is empty. */
export const listDropId = (parentId: string | null) => `be-list:${parentId ?? 'root'}`;

/** What a list's droppable carries, so a drop can tell "into this list" from "next to this block". */
export interface ListDropData {
  list: true;
  parentId: string | null;
}

type DropTarget = Pick<Over, 'id'> & { data?: { current?: unknown } };

/**
 * The operation a drop means: onto a block, take its place in its list (the list it is in may be another
 * one); onto an empty list, become its last block. Nothing when dropped nowhere, on itself, or inside
 * itself. The core still decides whether the move is allowed (a refusal shows as an alert).
 *
 * @example const op = dropOperation(store, event.active.id, event.over); if (op) store.dispatch(op);
 */
export function dropOperation(
  store: EditorStore,
  activeId: UniqueIdentifier,
  over: DropTarget | null,
): BlockOperation | undefined {
  if (!over || over.id === activeId) return undefined;
  const id = String(activeId);
  const data = over.data?.current as Partial<ListDropData> | undefined;
  if (data?.list === true) {
    const parentId = data.parentId ?? null;
    return { op: 'move', id, parentId, index: store.getChildIds(parentId).length };
  }
  const blocks = store.getBlocks();
  const overId = String(over.id);
  if (isWithin(blocks, id, overId)) return undefined;
  const target = locateBlock(blocks, overId);
  return target ? { op: 'move', id, parentId: target.parentId, index: target.index } : undefined;
}

function position(entity: Active | Over): { position: number; total: number } | undefined {
  const sortable = (entity.data.current as { sortable?: { index: number; items: unknown[] } } | undefined)
    ?.sortable;
  return sortable ? { position: sortable.index + 1, total: sortable.items.length } : undefined;
}

/**
 * Screen-reader announcements for keyboard and pointer dragging, naming blocks by their type label.
 *
 * @example <DndContext accessibility={{ announcements: dragAnnouncements(store, 'ja') }} />
 */
export function dragAnnouncements(store: EditorStore, lang: Lang): Announcements {
  const name = (id: UniqueIdentifier) => {
    const block = store.getBlock(String(id));
    const plugin = block && !block.broken ? store.registry.get(block.kind, block.type) : undefined;
    return plugin ? plugin.label[lang] : uiText(lang, 'brokenLabel');
  };
  // dnd-kit reports the block over its own place right after a pick-up; announcing that would replace the
  // pick-up announcement before a screen reader reads it. Only a change of place is announced.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return uiText(lang, 'dragStart', { name: name(active.id), ...position(active) });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const at = over && position(over);
      return at
        ? uiText(lang, 'dragOver', { name: name(active.id), ...at })
        : uiText(lang, 'dragOutside', { name: name(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const at = over && position(over);
      return at
        ? uiText(lang, 'dragEnd', { name: name(active.id), ...at })
        : uiText(lang, 'dragEndOutside', { name: name(active.id) });
    },
    onDragCancel: ({ active }) => uiText(lang, 'dragCancel', { name: name(active.id) }),
  };
}
