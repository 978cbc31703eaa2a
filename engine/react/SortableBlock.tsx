import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type Dispatch,
  memo,
  type RefObject,
  type SetStateAction,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { BlockPanel, type BlockPanelProps } from './BlockPanel.tsx';
import { createHandleSlot, type DragHandleProps, type HandleSlot } from './drag-arming.ts';
import { useBlockEditor } from './editor-context.tsx';
import { useRenderProbe } from './render-probe.ts';
import { uiText } from './texts.ts';

interface SortableBlockProps extends Omit<BlockPanelProps, 'dragHandle'> {
  /** The editor's drag-and-drop is wired (./drag-arming.ts): the item takes part in sorting. */
  armed: boolean;
  /** In a virtualised list: the item's offset from the list's top, px. */
  top?: number;
  /** In a virtualised list: the list's length, for `aria-setsize` (only part of it is in the page). */
  setSize?: number;
  /** In a virtualised list: reports the item's element so its height is measured. */
  measure?: (element: HTMLLIElement | null) => void;
}

/** Where a dragged item is drawn, as the `<li>` applies it. */
interface DragStyle {
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

const RESTING: DragStyle = { transform: undefined, transition: undefined, isDragging: false };

/**
 * A panel as an item of a sortable list. The sortable wiring (`useSortable`) lives in a child that is mounted
 * only once the editor is armed, so that arming adds it without re-rendering the panel: the handle gets its
 * wiring through a slot, the `<li>` its drag style through state.
 */
export const SortableBlock = memo(function SortableBlock({
  armed,
  top,
  setSize,
  measure,
  ...props
}: SortableBlockProps) {
  useRenderProbe('SortableBlock', props.id);
  const [slot] = useState(createHandleSlot);
  const [drag, setDrag] = useState(RESTING);
  const element = useRef<HTMLLIElement | null>(null);
  // The binding's node setter: a child's layout effect runs before this `<li>` is attached when both mount
  // together (an item added to an armed list), so the `<li>` also hands itself over when it is attached.
  const bindNode = useRef<((node: HTMLElement | null) => void) | null>(null);
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      element.current = node;
      if (node) bindNode.current?.(node);
      measure?.(node);
    },
    [measure],
  );
  const virtual = top !== undefined;
  return (
    <li
      ref={ref}
      className={drag.isDragging ? 'be-item be-item--dragging' : 'be-item'}
      style={{ transform: drag.transform, transition: drag.transition, top }}
      data-index={virtual ? props.index : undefined}
      aria-posinset={virtual ? props.index + 1 : undefined}
      aria-setsize={virtual ? setSize : undefined}
    >
      {armed && (
        <SortableBinding
          id={props.id}
          parentId={props.parentId}
          element={element}
          bindNode={bindNode}
          slot={slot}
          onDrag={setDrag}
        />
      )}
      <BlockPanel {...props} dragHandle={slot} />
    </li>
  );
});

interface SortableBindingProps {
  id: string;
  parentId: string | null;
  element: RefObject<HTMLLIElement | null>;
  bindNode: RefObject<((node: HTMLElement | null) => void) | null>;
  slot: HandleSlot;
  onDrag: Dispatch<SetStateAction<DragStyle>>;
}

/** dnd-kit's sortable item, drawing nothing: it registers the `<li>`, fills the handle's slot, reports the style. */
const SortableBinding = memo(function SortableBinding({
  id,
  parentId,
  element,
  bindNode,
  slot,
  onDrag,
}: SortableBindingProps) {
  const { lang } = useBlockEditor();
  const data = useMemo(() => ({ parentId }), [parentId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, data, attributes: { roleDescription: uiText(lang, 'dragRole') } });
  const handle = useMemo<DragHandleProps>(
    () => ({ ref: setActivatorNodeRef, attributes, listeners }),
    [setActivatorNodeRef, attributes, listeners],
  );
  useLayoutEffect(() => {
    bindNode.current = setNodeRef;
    if (element.current) setNodeRef(element.current);
    return () => {
      bindNode.current = null;
      setNodeRef(null);
    };
  }, [setNodeRef, element, bindNode]);
  useLayoutEffect(() => slot.set(handle), [slot, handle]);
  useLayoutEffect(() => () => slot.set(undefined), [slot]);
  const moved = CSS.Translate.toString(transform) || undefined;
  useLayoutEffect(() => {
    onDrag((now) =>
      now.transform === moved && now.transition === transition && now.isDragging === isDragging
        ? now
        : { transform: moved, transition, isDragging },
    );
  }, [onDrag, moved, transition, isDragging]);
  return null;
});
