import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import { BlockPanel, type BlockPanelProps } from './BlockPanel.tsx';
import type { DragHandleProps } from './DragHandle.tsx';
import { useBlockEditor } from './editor-context.tsx';
import { useRenderProbe } from './render-probe.ts';
import { uiText } from './texts.ts';

/**
 * A list item that dnd-kit can sort. It re-renders whenever the drag state does (every pointer move during a
 * drag); the panel inside is memoised and only sees a new handle when the handle's attributes change.
 */
export const SortableBlock = memo(function SortableBlock(props: Omit<BlockPanelProps, 'dragHandle'>) {
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
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'be-item be-item--dragging' : 'be-item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <BlockPanel {...props} dragHandle={handle} />
    </li>
  );
});
