import { useMemo, useState } from 'react';
import { BoundsDialog } from './BoundsDialog.tsx';
import { type Bounds, canvasOf } from './geometry.ts';
import type { CanvasArea } from './RichMenuCanvas.tsx';
import { useCanvasTexts, warningTexts } from './texts.ts';
import { areaWarnings } from './warnings.ts';
import './richmenu-canvas.css';

/** Props of `AreaList`. */
export interface AreaListProps {
  areas: readonly CanvasArea[];
  /** 1686 or 843. */
  height: number;
  selectedKey: string | null;
  onSelect(key: string): void;
  /** The 領域設定 dialog's OK: the bounds already fitted into the image. */
  onChange(key: string, bounds: Bounds): void;
  disabled?: boolean;
}

/**
 * The areas as a list beside the canvas: one row per button with its number, action summary, position and
 * size, and warnings; the row selects the button, its 領域設定 button opens the dialog. The canvas's
 * counterpart for anyone who does not drag, and the only place a button without an area shows.
 *
 * @example <AreaList areas={areas} height={1686} selectedKey={key} onSelect={setKey} onChange={setBounds} />
 */
export function AreaList({ areas, height, selectedKey, onSelect, onChange, disabled }: AreaListProps) {
  const texts = useCanvasTexts();
  const warnings = useMemo(() => areaWarnings(areas, canvasOf(height)), [areas, height]);
  const ordered = useMemo(() => [...areas].sort((a, b) => a.number - b.number), [areas]);
  const [dialogKey, setDialogKey] = useState<string | null>(null);
  const dialogArea = areas.find((a) => a.key === dialogKey);

  return (
    <>
      <ul className="rm-area-list" aria-label={texts.listLabel}>
        {ordered.map((area) => {
          const selected = area.key === selectedKey;
          const w = warnings.get(area.key);
          const lines = [...(w?.missing ? [texts.missing] : []), ...warningTexts(w, texts)];
          return (
            <li
              key={area.key}
              className={`rm-area-list__row${selected ? ' rm-area-list__row--selected' : ''}`}
            >
              <button
                type="button"
                className="rm-area-list__select"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(area.key)}
              >
                <span className="rm-area-list__name">
                  {texts.button(area.number)} {area.summary}
                </span>
                {area.bounds && <span className="rm-area-list__position">{texts.position(area.bounds)}</span>}
                {lines.map((line) => (
                  <span key={line} className="rm-area-list__warning">
                    ⚠ {line}
                  </span>
                ))}
              </button>
              <button
                type="button"
                className="app-button"
                disabled={disabled}
                aria-label={`${texts.button(area.number)}の${texts.boundsDialog}`}
                onClick={() => setDialogKey(area.key)}
              >
                {texts.boundsDialog}
              </button>
            </li>
          );
        })}
      </ul>
      {dialogArea && (
        <BoundsDialog
          number={dialogArea.number}
          bounds={dialogArea.bounds}
          height={height}
          onChange={(bounds) => onChange(dialogArea.key, bounds)}
          onClose={() => setDialogKey(null)}
        />
      )}
    </>
  );
}
