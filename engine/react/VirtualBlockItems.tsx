import { type DragStartEvent, useDndMonitor } from '@dnd-kit/core';
import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  type Range,
  useVirtualizer,
  type Virtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { EditorStore } from '../core/index.ts';
import { useBlockEditor } from './editor-context.tsx';
import { SortableBlock } from './SortableBlock.tsx';

/** A first guess of a panel's height before it is measured (a collapsed panel is about 46 px). */
const ESTIMATED_PANEL_PX = 220;

type Scroller = HTMLElement | Window;

/** The element whose scrolling moves the list: the nearest scrollable ancestor, else the window. */
function scrollParentOf(element: HTMLElement): Scroller {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return window;
}

/** A window, also one of another realm (where `instanceof Window` fails): it is its own `window`. */
const isWindowObject = (value: unknown): value is Window =>
  typeof value === 'object' && value !== null && (value as Window).window === value;

// The virtualizer takes one scroll element type; these pick the window or element variant at run time.
const isWindow = (instance: { scrollElement: unknown }) => isWindowObject(instance.scrollElement);
const observeRect: typeof observeElementRect = (instance, cb) =>
  isWindow(instance)
    ? observeWindowRect(instance as unknown as Virtualizer<Window, HTMLLIElement>, cb)
    : observeElementRect(instance, cb);
const observeOffset: typeof observeElementOffset = (instance, cb) =>
  isWindow(instance)
    ? observeWindowOffset(instance as unknown as Virtualizer<Window, HTMLLIElement>, cb)
    : observeElementOffset(instance, cb);
const scrollTo: typeof elementScroll = (offset, options, instance) =>
  isWindow(instance)
    ? windowScroll(offset, options, instance as unknown as Virtualizer<Window, HTMLLIElement>)
    : elementScroll(offset, options, instance);

/** Where the list starts inside its scroller's content, so the virtualizer knows which panels are in view. */
function listOffset(list: HTMLElement, scroller: Scroller): number {
  const top = list.getBoundingClientRect().top;
  return isWindowObject(scroller)
    ? top + scroller.scrollY
    : top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/** The container just above `ids[index]` when it takes blocks of this list's kind (see BlockList). */
export type IndentTarget = (
  store: EditorStore,
  ids: readonly string[],
  index: number,
  kind: string,
) => string | undefined;

interface VirtualBlockItemsProps {
  ids: readonly string[];
  parentId: string | null;
  kind: string;
  indentTarget: IndentTarget;
  /** The editor's drag-and-drop is wired (./drag-arming.ts). */
  armed: boolean;
}

/**
 * The panels of a long list, windowed: absolutely positioned at their measured offsets inside an `<ol>` as tall
 * as the whole list. Always drawn besides the window: the panel holding focus (Tab and the move buttons keep
 * working however far the page scrolls), the panel asked to take focus (a block just added), and the panel
 * being dragged (dnd-kit keeps its node). Each item says its position (`aria-posinset` of `aria-setsize`).
 */
export function VirtualBlockItems({ ids, parentId, kind, indentTarget, armed }: VirtualBlockItemsProps) {
  const { store, focusRequest } = useBlockEditor();
  const list = useRef<HTMLOListElement>(null);
  const scroller = useRef<Scroller | null>(null);
  const [margin, setMargin] = useState(0);
  const [gap, setGap] = useState(8);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);

  useDndMonitor({
    onDragStart: ({ active }: DragStartEvent) => setDraggedId(String(active.id)),
    onDragEnd: () => setDraggedId(null),
    onDragCancel: () => setDraggedId(null),
  });

  const rangeExtractor = (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    for (const id of [focusedId, focusRequest.current, draggedId]) {
      const index = id === null ? -1 : ids.indexOf(id);
      if (index >= 0 && !indexes.includes(index)) indexes.push(index);
    }
    return indexes.sort((a, b) => a - b);
  };

  const virtualizer = useVirtualizer<HTMLElement, HTMLLIElement>({
    count: ids.length,
    getScrollElement: () => {
      if (!scroller.current && list.current) scroller.current = scrollParentOf(list.current);
      return scroller.current as HTMLElement | null;
    },
    estimateSize: () => ESTIMATED_PANEL_PX,
    getItemKey: (index) => ids[index],
    overscan: 4,
    gap,
    scrollMargin: margin,
    rangeExtractor,
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
    scrollToFn: scrollTo,
    // The first paint already shows the first screen of panels instead of an empty list.
    initialRect: typeof window === 'undefined' ? undefined : { width: 0, height: window.innerHeight },
  });

  // Content above the list (toolbar, an alert) can change height: keep the list's offset current.
  useLayoutEffect(() => {
    const element = list.current;
    const scrollElement = virtualizer.scrollElement as Scroller | null;
    if (!element || !scrollElement) return;
    const offset = listOffset(element, scrollElement);
    if (Math.abs(offset - margin) >= 1) setMargin(offset);
    const cssGap = Number.parseFloat(getComputedStyle(element).getPropertyValue('--be-gap'));
    if (Number.isFinite(cssGap) && cssGap !== gap) setGap(cssGap);
  });

  const onFocus = useCallback(
    (event: FocusEvent<HTMLOListElement>) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>('.be-list--virtual > .be-item');
      const index = Number(item?.dataset.index);
      if (item?.parentElement === list.current && Number.isInteger(index)) setFocusedId(ids[index] ?? null);
    },
    [ids],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLOListElement>) => {
    if (!list.current?.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  }, []);

  return (
    <ol
      ref={list}
      className="be-list be-list--virtual"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <SortableBlock
          key={item.key as string}
          id={ids[item.index]}
          armed={armed}
          index={item.index}
          isLast={item.index === ids.length - 1}
          parentId={parentId}
          indentInto={indentTarget(store, ids, item.index, kind)}
          top={item.start - margin}
          setSize={ids.length}
          measure={virtualizer.measureElement}
        />
      ))}
    </ol>
  );
}
