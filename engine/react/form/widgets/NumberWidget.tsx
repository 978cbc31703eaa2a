import { tighter, useFieldInput } from '../field-input.ts';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { describedWith, FieldNote, noteId } from './FieldNote.tsx';
import { ignoreEnter } from './QueryWidget.tsx';

/**
 * A number input with the schema's bounds, tightened by the plugin's input hint for the current data
 * (`ui.inputs`: a limit that depends on a sibling or on the chosen item). An empty (or unparsable) input is
 * `undefined`, never NaN or 0, so "not entered" stays distinguishable and the validator says so. A number that
 * is a search query (`x-query`) ignores Enter, as every query input does.
 */
function NumberInput(props: WidgetProps) {
  const { id, schema, value, required, invalid, describedBy, onChange, onBlur } = props;
  const input = useFieldInput(props);
  const integer = hasType(schema, 'integer') && !hasType(schema, 'number');
  const isQuery = typeof schema['x-query'] === 'object' && schema['x-query'] !== null;
  const note = noteId(id, input.note);
  return (
    <>
      <input
        id={id}
        type="number"
        className="be-input be-input--number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={integer ? 1 : 'any'}
        min={tighter(schema.minimum, input.min, Math.max)}
        max={tighter(schema.maximum, input.max, Math.min)}
        value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedWith(describedBy, note)}
        onKeyDown={isQuery ? ignoreEnter : undefined}
        onChange={(event) => {
          const text = event.target.value.trim();
          const parsed = text === '' ? Number.NaN : Number(text);
          onChange(Number.isFinite(parsed) ? parsed : undefined);
        }}
        onBlur={onBlur}
      />
      <FieldNote id={note} htmlFor={id} text={input.note} />
    </>
  );
}

/** Integers and numbers (rank 1). @example { type: 'integer', minimum: 0 } */
export const numberWidget: WidgetDefinition = {
  name: 'number',
  tester: (schema) => (hasType(schema, 'integer', 'number') ? 1 : -1),
  component: NumberInput,
};
