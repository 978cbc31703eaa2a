import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/**
 * Drag-and-drop is wired on intent (issue 14): dnd-kit's `useSortable` is about 50 hooks per panel, most of the
 * hooks a panel has, and a list that has only just opened does not need it yet. An editor's lists draw their
 * panels with plain drag handles and arm the sortable machinery the first time the pointer moves over the
 * editor or focus enters it, which comes before any drag can start; a touch that lands on a handle first arms
 * synchronously and hands its pointerdown on (DragHandle). Once armed, an editor stays armed.
 */
export interface DragArming {
  /** The id of dnd-kit's screen-reader instructions (DndContext's `id`), which a handle names before it is armed too. */
  readonly describedBy?: string;
  isArmed(): boolean;
  arm(): void;
  subscribe(listener: () => void): () => void;
}

/** @example const arming = createDragArming('be-dnd-1'); arming.arm(); arming.isArmed() // true */
export function createDragArming(describedBy?: string): DragArming {
  let armed = false;
  const listeners = new Set<() => void>();
  return {
    describedBy,
    isArmed: () => armed,
    arm() {
      if (armed) return;
      armed = true;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What a sortable item gives its drag handle (from `useSortable`). */
export interface DragHandleProps {
  ref: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/**
 * Where a sortable item puts its handle's wiring once armed. The handle subscribes to it, so arming re-renders
 * the handle, never the panel around it.
 */
export interface HandleSlot {
  get(): DragHandleProps | undefined;
  set(handle: DragHandleProps | undefined): void;
  subscribe(listener: () => void): () => void;
}

/** @example const slot = createHandleSlot(); slot.set(handle); slot.get() === handle // true */
export function createHandleSlot(): HandleSlot {
  let current: DragHandleProps | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(handle) {
      if (handle === current) return;
      current = handle;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
