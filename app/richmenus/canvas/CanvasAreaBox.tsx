import { type KeyboardEvent, memo, type PointerEvent, type RefObject, useId, useRef, useState } from 'react';
import {
  type Bounds,
  type CanvasSize,
  growBounds,
  moveBounds,
  RESIZE_HANDLES,
  type ResizeHandle,
  resizeBounds,
} from './geometry.ts';
import type { CanvasTexts } from './texts.ts';

/** What an area asks of its canvas; one stable object, so a pointer move in one area re-renders only it. */
export interface AreaActions {
  select(key: string): void;
  change(key: string, bounds: Bounds): void;
  openDialog(key: string): void;
  announce(text: string): void;
}

interface CanvasAreaBoxProps {
  areaKey: string;
  number: number;
  summary: string;
  bounds: Bounds;
  canvas: CanvasSize;
  selected: boolean;
  /** The warnings as one sentence; empty when there are none (a string keeps the memo's comparison cheap). */
  warning: string;
  grid: number;
  disabled: boolean;
  surface: RefObject<HTMLDivElement | null>;
  helpId: string;
  actions: AreaActions;
  texts: CanvasTexts;
}

interface Drag {
  pointerId: number;
  handle: ResizeHandle | 'move';
  clientX: number;
  clientY: number;
  /** Image pixels per screen pixel, measured when the drag began. */
  scale: number;
  start: Bounds;
  latest: Bounds;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const sameBounds = (a: Bounds, b: Bounds) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * One button's area on the canvas: a focusable button placed by percentages of the image, so it follows the
 * image's displayed width without measuring. Its drag state is its own until release, when the canvas hears
 * of the new bounds once.
 */
export const CanvasAreaBox = memo(function CanvasAreaBox(props: CanvasAreaBoxProps) {
  const { areaKey, number, bounds, canvas, actions, texts } = props;
  const [live, setLive] = useState<Bounds | null>(null);
  const drag = useRef<Drag | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const positionId = useId();
  const shown = live ?? bounds;

  const commit = (next: Bounds) => {
    if (sameBounds(next, bounds)) return;
    actions.change(areaKey, next);
    actions.announce(`${texts.button(number)}: ${texts.position(next)}`);
  };

  const begin = (event: PointerEvent, handle: Drag['handle']) => {
    if (props.disabled || event.button !== 0) return;
    // The surface behind would start drawing a new area.
    event.stopPropagation();
    actions.select(areaKey);
    button.current?.focus({ preventScroll: true });
    const width = props.surface.current?.getBoundingClientRect().width || canvas.width;
    button.current?.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      handle,
      clientX: event.clientX,
      clientY: event.clientY,
      scale: canvas.width / width,
      start: bounds,
      latest: bounds,
    };
  };

  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = (event.clientX - d.clientX) * d.scale;
    const dy = (event.clientY - d.clientY) * d.scale;
    d.latest =
      d.handle === 'move'
        ? moveBounds(d.start, dx, dy, canvas, props.grid)
        : resizeBounds(d.start, d.handle, dx, dy, canvas, props.grid);
    setLive(d.latest);
  };

  const end = (event: PointerEvent, keep: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    if (button.current?.hasPointerCapture?.(event.pointerId)) {
      button.current.releasePointerCapture(event.pointerId);
    }
    if (keep) commit(d.latest);
    setLive(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (props.disabled) return;
    // Escape during a drag puts the area back; the release then finds no drag.
    if (event.key === 'Escape' && drag.current) {
      event.preventDefault();
      drag.current = null;
      setLive(null);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      actions.openDialog(areaKey);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? 10 : 1;
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    commit(event.altKey ? growBounds(bounds, dx, dy, canvas) : moveBounds(bounds, dx, dy, canvas));
  };

  const name = [texts.button(number), props.summary, props.warning].filter(Boolean).join('、');
  const classes = [
    'rm-area',
    props.selected ? 'rm-area--selected' : '',
    props.warning ? 'rm-area--warning' : '',
    live ? 'rm-area--dragging' : '',
  ];
  return (
    <button
      ref={button}
      type="button"
      className={classes.filter(Boolean).join(' ')}
      style={{
        left: percent(shown.x, canvas.width),
        top: percent(shown.y, canvas.height),
        width: percent(shown.width, canvas.width),
        height: percent(shown.height, canvas.height),
      }}
      aria-label={name}
      aria-describedby={`${positionId} ${props.helpId}`}
      aria-current={props.selected ? 'true' : undefined}
      onFocus={() => {
        if (!props.selected) actions.select(areaKey);
      }}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => begin(e, 'move')}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => end(e, true)}
      onPointerCancel={(e) => end(e, false)}
    >
      <span className="rm-area__number" aria-hidden="true">
        {number}
      </span>
      <span className="rm-area__summary" aria-hidden="true">
        {props.summary}
      </span>
      {props.warning && (
        <span className="rm-area__warning" aria-hidden="true">
          ⚠ {props.warning}
        </span>
      )}
      <span id={positionId} className="app-visually-hidden">
        {texts.position(shown)}
      </span>
      {props.selected &&
        !props.disabled &&
        RESIZE_HANDLES.map((handle) => (
          <span
            key={handle}
            className={`rm-area__handle rm-area__handle--${handle}`}
            aria-hidden="true"
            data-handle={handle}
            onPointerDown={(e) => begin(e, handle)}
          />
        ))}
    </button>
  );
});
