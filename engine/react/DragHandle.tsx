import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/** What `useSortable` gives a panel's handle: the activator ref, its ARIA attributes and its listeners. */
export interface DragHandleProps {
  ref: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/**
 * The drag handle: the pointer sensor starts a drag from it, and the keyboard sensor lifts the block with
 * Space, moves it with the arrows and drops it with Space again.
 */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  return (
    <button
      type="button"
      ref={handle.ref}
      className="be-handle"
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
