import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { textColourOn } from '../../plugins/shared/choice-colours.ts';
import { VAR_DEFAULT_MAX_LENGTH } from '../../plugins/shared/var-fields.ts';
import type { TextKey } from '../page-i18n.ts';
import { ChoicePalette } from './ChoicePalette.tsx';
import { isRenamed, type ChoiceRow as Row } from './choice-rows.ts';

/** Props of `ChoiceRow`. */
export interface ChoiceRowProps {
  row: Row;
  index: number;
  total: number;
  inputId: string;
  t(key: TextKey, params?: Record<string, unknown>): string;
  onChange(change: { value?: string; color?: string }): void;
  onMove(to: number, button: 'up' | 'down'): void;
  onRemove(): void;
}

/**
 * One choice of the choice editor, a sortable item (dnd-kit, by its handle: pointer, or Space then arrows): its
 * preview chip in its colour with the text colour the colour calls for, its text, its colour picker, move up and
 * move down buttons (the same reordering without dragging) and its remove button.
 */
export function ChoiceRow({ row, index, total, inputId, t, onChange, onMove, onRemove }: ChoiceRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.key });
  const number = index + 1;
  const renamed = isRenamed(row);
  return (
    <li
      ref={setNodeRef}
      className={`app-choice${isDragging ? ' app-choice--dragging' : ''}${renamed ? ' app-choice--renamed' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-choice={row.key}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="app-choice__handle"
        {...attributes}
        {...listeners}
        aria-label={t('varChoiceHandle', { number })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span
        className="app-choice__chip"
        style={{ background: row.color, color: textColourOn(row.color) }}
        data-testid="choice-chip"
        aria-hidden="true"
      >
        {row.value.trim() || number}
      </span>
      <label htmlFor={inputId} className="app-visually-hidden">
        {t('varChoiceLabel', { number })}
      </label>
      <input
        id={inputId}
        className="app-input app-choice__input"
        value={row.value}
        maxLength={VAR_DEFAULT_MAX_LENGTH}
        autoComplete="off"
        data-choice-input={row.key}
        onChange={(event) => onChange({ value: event.target.value })}
      />
      <div className="app-choice__tools">
        <ChoicePalette
          value={row.color}
          onPick={(color) => onChange({ color })}
          label={t('varChoiceColour', { number, hex: row.color })}
          paletteLabel={t('varChoicePalette', { number })}
          swatchLabel={(hex) => t('varChoiceSwatch', { hex })}
        />
        <button
          type="button"
          className="app-button app-button--quiet"
          aria-label={t('varChoiceUp', { number })}
          disabled={index === 0}
          data-move="up"
          onClick={() => onMove(index - 1, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="app-button app-button--quiet"
          aria-label={t('varChoiceDown', { number })}
          disabled={index === total - 1}
          data-move="down"
          onClick={() => onMove(index + 1, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="app-button app-button--quiet"
          aria-label={t('varChoiceRemove', { number })}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
