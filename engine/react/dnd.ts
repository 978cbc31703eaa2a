import {
  type Active,
  type Announcements,
  type ClientRect,
  type DataRef,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
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

/** What `useSortable` puts in a block's draggable and droppable data: its list, its index there, the list. */
interface SortablePlace {
  containerId: UniqueIdentifier;
  index: number;
  items: UniqueIdentifier[];
}

const sortablePlace = (data: DataRef | undefined): SortablePlace | undefined =>
  (data?.current as { sortable?: SortablePlace } | undefined)?.sortable;

function position(entity: Active | Over): { position: number; total: number } | undefined {
  const sortable = sortablePlace(entity.data);
  return sortable ? { position: sortable.index + 1, total: sortable.items.length } : undefined;
}

/**
 * The keyboard sensor's coordinates: ArrowDown / ArrowUp move the picked block exactly one place along the list
 * it is over (the next or previous block by index there, whatever the panels' heights); ArrowLeft / ArrowRight
 * stay dnd-kit's `sortableKeyboardCoordinates`. dnd-kit's own getter bottom-aligns (ArrowUp: top-aligns) the
 * dragged rect with the neighbour, so for a tall panel next to a short one `closestCenter` still found the
 * panel's own place nearer and ArrowDown did nothing. Here the dragged rect's centre lands on the neighbour's
 * centre: `closestCenter` finds the neighbour at distance 0. Blocks of other lists (a nested list) are passed
 * over; in a virtualised list an unmeasured neighbour is too (the nearest measured one is next). At the list's
 * ends nothing moves.
 *
 * @example useSensor(KeyboardSensor, { coordinateGetter: blockKeyboardCoordinates })
 */
export const blockKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  if (step === 0) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, over, collisionRect, droppableContainers, droppableRects } = args.context;
  if (!active || !collisionRect) return undefined;
  // Where the block would drop now: the place it is over (right after the pick-up, its own).
  const from = sortablePlace(over?.data) ?? sortablePlace(active.data);
  if (!from) return undefined;
  let next: { distance: number; rect: ClientRect } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const place = sortablePlace(container.data);
    const rect = droppableRects.get(container.id);
    if (!place || !rect || place.containerId !== from.containerId) continue;
    const distance = (place.index - from.index) * step;
    if (distance > 0 && (!next || distance < next.distance)) next = { distance, rect };
  }
  if (!next) return undefined;
  const { rect } = next;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

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
