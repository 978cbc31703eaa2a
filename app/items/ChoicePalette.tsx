import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHOICE_PALETTE, textColourOn } from '../../plugins/shared/choice-colours.ts';

/** Props of `ChoicePalette`. */
export interface ChoicePaletteProps {
  /** The colour now (#RRGGBB). */
  value: string;
  onPick(colour: string): void;
  /** The trigger's accessible name (it says the colour now). */
  label: string;
  /** The swatch group's accessible name. */
  paletteLabel: string;
  /** A swatch's accessible name from its hex. */
  swatchLabel(hex: string): string;
}

/** Swatches per row: arrows up and down move by a row. */
const COLUMNS = 6;

/** The swatch an arrow key leads to from `index`, or undefined for another key. */
function arrowTarget(key: string, index: number): number | undefined {
  const count = CHOICE_PALETTE.length;
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[key];
  if (step !== undefined) return (index + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A choice's colour picker (spec 000 §9): a swatch button showing the colour now that opens the 24 fixed colours
 * as a radio group. Arrows (and Home, End) move among the swatches, Enter or Space picks one and closes, Escape
 * closes without picking (and not the dialog around it); focus goes back to the button either way. A click
 * outside closes it too.
 *
 * @example <ChoicePalette value="#FFFFFF" onPick={setColour} label="選択肢1の色(#FFFFFF)" paletteLabel="選択肢1の色" swatchLabel={(hex) => `色 ${hex}`} />
 */
export function ChoicePalette({ value, onPick, label, paletteLabel, swatchLabel }: ChoicePaletteProps) {
  const [open, setOpen] = useState(false);
  const picked = CHOICE_PALETTE.indexOf(value.toUpperCase() as (typeof CHOICE_PALETTE)[number]);
  const [focused, setFocused] = useState(Math.max(picked, 0));
  const trigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const swatches = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  useEffect(() => {
    if (open) swatches.current[focused]?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const pick = (colour: string) => {
    onPick(colour);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Marked: the dialog's own Escape (app/ui/ModalFrame.tsx) leaves it open.
      event.preventDefault();
      close();
      return;
    }
    const target = arrowTarget(event.key, focused);
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
  };

  return (
    <div className="app-palette" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="app-palette__trigger"
        style={{ background: value }}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setFocused(Math.max(picked, 0));
          setOpen((was) => !was);
        }}
      />
      {open && (
        <div
          id={id}
          role="radiogroup"
          aria-label={paletteLabel}
          className="app-palette__grid"
          onKeyDown={onKeyDown}
        >
          {CHOICE_PALETTE.map((colour, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a native radio picks on every arrow; here arrows only move and Enter or Space picks (and closes).
            <button
              key={colour}
              ref={(element) => {
                swatches.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={index === picked}
              aria-label={swatchLabel(colour)}
              tabIndex={index === focused ? 0 : -1}
              className="app-palette__swatch"
              style={{ background: colour, color: textColourOn(colour) }}
              onClick={() => pick(colour)}
              onFocus={() => setFocused(index)}
            >
              {index === picked && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
