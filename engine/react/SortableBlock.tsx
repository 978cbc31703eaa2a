import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useMemo } from 'react';
import { BlockPanel, type BlockPanelProps } from './BlockPanel.tsx';
import type { DragHandleProps } from './DragHandle.tsx';
import { useBlockEditor } from './editor-context.tsx';
import { useRenderProbe } from './render-probe.ts';
import { uiText } from './texts.ts';

/** Props of `SortableBlock`: a panel's, plus where a virtualised list places it. */
interface SortableBlockProps extends Omit<BlockPanelProps, 'dragHandle'> {
  /** In a virtualised list: the item's offset from the list's top, px. */
  top?: number;
  /** In a virtualised list: the list's length, for `aria-setsize` (only part of it is in the page). */
  setSize?: number;
  /** In a virtualised list: reports the item's element so its height is measured. */
  measure?: (element: HTMLLIElement | null) => void;
}

/**
 * A list item that dnd-kit can sort. It re-renders whenever the drag state does (every pointer move during a
 * drag); the panel inside is memoised and only sees a new handle when the handle's attributes change.
 */
export const SortableBlock = memo(function SortableBlock({
  top,
  setSize,
  measure,
  ...props
}: SortableBlockProps) {
  const { lang } = useBlockEditor();
  useRenderProbe('SortableBlock', props.id);
  const data = useMemo(() => ({ parentId: props.parentId }), [props.parentId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: props.id,
      data,
      attributes: { roleDescription: uiText(lang, 'dragRole') },
    });
  const handle = useMemo<DragHandleProps>(
    () => ({ ref: setActivatorNodeRef, attributes, listeners }),
    [setActivatorNodeRef, attributes, listeners],
  );
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      measure?.(element);
    },
    [setNodeRef, measure],
  );
  const virtual = top !== undefined;
  return (
    <li
      ref={ref}
      className={isDragging ? 'be-item be-item--dragging' : 'be-item'}
      style={{ transform: CSS.Translate.toString(transform), transition, top }}
      data-index={virtual ? props.index : undefined}
      aria-posinset={virtual ? props.index + 1 : undefined}
      aria-setsize={virtual ? setSize : undefined}
    >
      <BlockPanel {...props} dragHandle={handle} />
    </li>
  );
});
