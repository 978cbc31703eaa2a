import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../ui/Modal.tsx';
import { type Bounds, canvasOf, DEFAULT_BUTTON_SIZE, fitBounds } from './geometry.ts';
import { useCanvasTexts } from './texts.ts';
import './richmenu-canvas.css';

/** Props of `BoundsDialog`. */
export interface BoundsDialogProps {
  /** The button's number, shown under the title. */
  number: number;
  /** The area now; a button without one starts at 0, 0 with the default size (400 × 400, spec 001 §9). */
  bounds: Bounds | undefined;
  /** The menu's height (1686 or 843). */
  height: number;
  /** OK with a width and height above 0 that lie inside the image (spec 001 §5 "Bounds editor"). */
  onChange(bounds: Bounds): void;
  onClose(): void;
}

type Field = keyof Bounds;
const FIELDS: readonly Field[] = ['x', 'y', 'width', 'height'];

// An emptied input reads as 0: for the width or height that means "close without saving", as the spec asks.
const numberOf = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/**
 * The 領域設定 dialog: X, Y, 幅 and 高さ as numbers (min 0). OK saves numbers that lie inside the image; numbers
 * that do not are fitted with `fitBounds` (the size kept where it fits, X and Y moved) and shown in the fields
 * with what changed, and the dialog stays open for a second OK: nothing is saved the operator has not seen. A
 * width or height of 0 closes without saving (spec 001 §5). Escape, × and キャンセル close, asking first when a
 * number was changed (the console's rule for every dialog that edits).
 *
 * @example <BoundsDialog number={2} bounds={b} height={1686} onChange={(b) => setBounds(key, b)} onClose={close} />
 */
export function BoundsDialog({ number, bounds, height, onChange, onClose }: BoundsDialogProps) {
  const texts = useCanvasTexts();
  const formId = useId();
  const start = bounds ?? { x: 0, y: 0, width: DEFAULT_BUTTON_SIZE, height: DEFAULT_BUTTON_SIZE };
  const initial = Object.fromEntries(FIELDS.map((f) => [f, String(start[f])])) as Record<Field, string>;
  const [values, setValues] = useState(initial);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const dirty = FIELDS.some((f) => values[f] !== initial[f]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = Object.fromEntries(FIELDS.map((f) => [f, numberOf(values[f])])) as unknown as Bounds;
    if (typed.width <= 0 || typed.height <= 0 || !Number.isFinite(typed.width + typed.height)) {
      onClose();
      return;
    }
    const fitted = fitBounds(typed, canvasOf(height));
    const changed = FIELDS.filter((f) => fitted[f] !== typed[f]);
    if (changed.length > 0) {
      setValues(Object.fromEntries(FIELDS.map((f) => [f, String(fitted[f])])) as Record<Field, string>);
      setAdjusted(texts.adjusted(changed.map((f) => ({ label: texts[f], from: typed[f], to: fitted[f] }))));
      return;
    }
    onChange(fitted);
    onClose();
  };

  return (
    <Modal
      title={texts.boundsDialog}
      closeLabel={texts.close}
      size="small"
      onClose={onClose}
      dirty={dirty}
      footer={(close) => (
        <>
          <button type="button" className="app-button" onClick={close}>
            {texts.cancel}
          </button>
          <button type="submit" form={formId} className="app-button app-button--primary">
            {texts.ok}
          </button>
        </>
      )}
    >
      {/* noValidate: the browser's own check of min 0 would stop OK with a bubble (in the browser's language),
          where the spec fits a negative or too large number into the image (and the dialog says how). */}
      <form id={formId} className="rm-bounds-form" onSubmit={submit} noValidate>
        <p className="rm-bounds-form__button">{texts.button(number)}</p>
        <div className="rm-bounds-form__fields">
          {FIELDS.map((field) => (
            <label key={field} className="app-field">
              <span>{texts[field]}</span>
              <input
                className="app-input"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values[field]}
                onChange={(e) => {
                  setValues({ ...values, [field]: e.target.value });
                  setAdjusted(null);
                }}
              />
            </label>
          ))}
        </div>
        {adjusted && (
          <p className="rm-bounds-form__adjusted" role="alert">
            {adjusted}
          </p>
        )}
        <p className="rm-bounds-form__hint">{texts.zeroClosesHint}</p>
      </form>
    </Modal>
  );
}
