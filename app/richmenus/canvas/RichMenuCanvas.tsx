import { type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { BoundsDialog } from './BoundsDialog.tsx';
import { type AreaActions, CanvasAreaBox } from './CanvasAreaBox.tsx';
import { type Bounds, boundsFromDrag, canvasOf, type Point } from './geometry.ts';
import { useCanvasTexts, warningTexts } from './texts.ts';
import { areaWarnings } from './warnings.ts';
import './richmenu-canvas.css';

/** One button's area as the canvas shows it. */
export interface CanvasArea {
  key: string;
  /** The button's number, from 1, as the operator sees it. */
  number: number;
  /** The button's action in a few words (the action plugin's summary). */
  summary: string;
  /** In image pixels; undefined while the button has no area (it is then only in the list). */
  bounds: Bounds | undefined;
}

/** Props of `RichMenuCanvas`. */
export interface RichMenuCanvasProps {
  /** The menu image; null shows a placeholder of the menu's shape and drawing waits for an image. */
  imageUrl: string | null;
  /** 1686 or 843 (on the 2500-wide canvas). */
  height: number;
  areas: readonly CanvasArea[];
  selectedKey: string | null;
  /** An area was focused or pressed (its key), or empty space was pressed (null). */
  onSelect(key: string | null): void;
  /** An area was moved, resized, nudged by the keyboard or set in the 領域設定 dialog. */
  onChange(key: string, bounds: Bounds): void;
  /** A new area was drawn on empty space (never of zero width or height). */
  onCreate(bounds: Bounds): void;
  /** Snap grid in image pixels for pointer drags; 0 or undefined: off. The keyboard always moves by pixels. */
  grid?: number;
  disabled?: boolean;
}

interface Drawing {
  pointerId: number;
  start: Point;
  left: number;
  top: number;
  scale: number;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The rich-menu image with its buttons' areas (issue 16 point 3), controlled: a drag on empty image space draws
 * a new area, an area's body moves it, the selected area's eight handles resize it; each area is a button in
 * number order that the keyboard moves (arrows, Shift ×10), resizes (Alt+arrows) and opens in the 領域設定
 * dialog (Enter). Overlapping areas and areas outside the image are marked, in words too.
 *
 * @example
 * <RichMenuCanvas imageUrl={url} height={1686} areas={areas} selectedKey={key} onSelect={setKey}
 *   onChange={(key, bounds) => setBounds(key, bounds)} onCreate={(bounds) => addButton(bounds)} grid={10} />
 */
export function RichMenuCanvas(props: RichMenuCanvasProps) {
  const { imageUrl, height, areas, selectedKey, grid = 0, disabled = false } = props;
  const texts = useCanvasTexts();
  const canvas = useMemo(() => canvasOf(height), [height]);
  const surface = useRef<HTMLDivElement>(null);
  const drawing = useRef<Drawing | null>(null);
  const [draft, setDraft] = useState<Bounds | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dialogKey, setDialogKey] = useState<string | null>(null);
  const helpId = useId();
  const latest = useRef(props);
  latest.current = props;

  const actions = useMemo<AreaActions>(
    () => ({
      select: (key) => latest.current.onSelect(key),
      change: (key, bounds) => latest.current.onChange(key, bounds),
      openDialog: setDialogKey,
      announce: setAnnouncement,
    }),
    [],
  );
  const warnings = useMemo(() => areaWarnings(areas, canvas), [areas, canvas]);
  // Tab order follows the button numbers, whatever order the areas come in.
  const ordered = useMemo(() => [...areas].sort((a, b) => a.number - b.number), [areas]);

  const pointAt = (event: PointerEvent, d: Drawing): Point => ({
    x: (event.clientX - d.left) * d.scale,
    y: (event.clientY - d.top) * d.scale,
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Areas stop their own presses, so one reaching here is on empty space.
    if (disabled || imageUrl === null || event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = canvas.width / (rect.width || canvas.width);
    const at = { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
    drawing.current = { pointerId: event.pointerId, start: at, left: rect.left, top: rect.top, scale };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    latest.current.onSelect(null);
  };

  const onPointerMove = (event: PointerEvent) => {
    const d = drawing.current;
    if (!d || d.pointerId !== event.pointerId) return;
    setDraft(boundsFromDrag(d.start, pointAt(event, d), canvas, grid));
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>, keep: boolean) => {
    const d = drawing.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drawing.current = null;
    setDraft(null);
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    const drawn = keep ? boundsFromDrag(d.start, pointAt(event, d), canvas, grid) : null;
    if (!drawn) return;
    latest.current.onCreate(drawn);
    setAnnouncement(texts.created(drawn));
  };

  const dialogArea = areas.find((a) => a.key === dialogKey);
  return (
    <div className={`rm-canvas${disabled ? ' rm-canvas--disabled' : ''}`}>
      {/* Pointer drawing has the keyboard's equivalent in the area list and the dialog; the group is named. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups areas on an image. */}
      <div
        ref={surface}
        role="group"
        aria-label={texts.canvasLabel}
        aria-describedby={helpId}
        className={`rm-canvas__surface${imageUrl ? '' : ' rm-canvas__surface--empty'}`}
        style={{ aspectRatio: `${canvas.width} / ${canvas.height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => onPointerEnd(e, true)}
        onPointerCancel={(e) => onPointerEnd(e, false)}
      >
        {imageUrl ? (
          <img className="rm-canvas__image" src={imageUrl} alt="" draggable={false} />
        ) : (
          <p className="rm-canvas__placeholder">{texts.placeholder}</p>
        )}
        {ordered.map(
          (area) =>
            area.bounds && (
              <CanvasAreaBox
                key={area.key}
                areaKey={area.key}
                number={area.number}
                summary={area.summary}
                bounds={area.bounds}
                canvas={canvas}
                selected={area.key === selectedKey}
                warning={warningTexts(warnings.get(area.key), texts).join('、')}
                grid={grid}
                disabled={disabled}
                surface={surface}
                helpId={helpId}
                actions={actions}
                texts={texts}
              />
            ),
        )}
        {draft && (
          <div
            className="rm-canvas__draft"
            aria-hidden="true"
            style={{
              left: percent(draft.x, canvas.width),
              top: percent(draft.y, canvas.height),
              width: percent(draft.width, canvas.width),
              height: percent(draft.height, canvas.height),
            }}
          />
        )}
      </div>
      <p id={helpId} className="rm-canvas__help">
        {texts.keyboardHelp}
      </p>
      <p className="app-visually-hidden" role="status">
        {announcement}
      </p>
      {dialogArea && (
        <BoundsDialog
          number={dialogArea.number}
          bounds={dialogArea.bounds}
          height={height}
          onChange={(bounds) => props.onChange(dialogArea.key, bounds)}
          onClose={() => setDialogKey(null)}
        />
      )}
    </div>
  );
}
