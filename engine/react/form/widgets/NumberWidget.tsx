import type { KeyboardEvent } from 'react';
import { tighter, useFieldInput } from '../field-input.ts';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { describedWith, fieldNote, noteId } from './FieldNote.tsx';

/** What a number input can show: 12, -3, 1.5, .5, 1e3. */
const NUMBER_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/**
 * A number input with the schema's bounds, tightened by the plugin's input hint for the current data
 * (`ui.inputs`: a limit that depends on a sibling or on the chosen item). An empty (or unparsable) input is
 * `undefined`, never NaN or 0, so "not entered" stays distinguishable and the validator says so. `onKeyDown`
 * lets a variant refuse keys (a search query ignores Enter: `ignoreEnter`).
 *
 * On a string field (a numeric query, effect 6's value for a number item) the number is saved as the text typed
 * ('1.125' stays '1.125': no float rounding), and an emptied optional field is removed. A saved text that is no
 * number ('abc') would look empty in a number input while its error asks for a number, so it stays visible in
 * a text input until corrected; then the input is a number input again.
 *
 * @example <NumberInput {...props} onKeyDown={ignoreEnter} /> // a plugin's query widget in a numeric mode
 */
export function NumberInput(props: WidgetProps & { onKeyDown?(event: KeyboardEvent<HTMLElement>): void }) {
  const { id, schema, value, required, invalid, describedBy, onChange, onBlur, onKeyDown } = props;
  const input = useFieldInput(props);
  const textual = hasType(schema, 'string') && !hasType(schema, 'integer', 'number');
  const integer = hasType(schema, 'integer') && !hasType(schema, 'number');
  const note = noteId(id, input.note);
  const text = textual ? textOf(value) : typeof value === 'number' && Number.isFinite(value) ? value : '';
  const readable = !textual || text === '' || NUMBER_TEXT.test(String(text));
  return (
    <>
      <input
        id={id}
        type={readable ? 'number' : 'text'}
        className="be-input be-input--number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={integer ? 1 : 'any'}
        min={tighter(schema.minimum, input.min, Math.max)}
        max={tighter(schema.maximum, input.max, Math.min)}
        value={text}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedWith(describedBy, note)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const typed = event.target.value;
          if (textual) onChange(typed === '' && !required ? undefined : typed);
          else {
            const parsed = typed.trim() === '' ? Number.NaN : Number(typed.trim());
            onChange(Number.isFinite(parsed) ? parsed : undefined);
          }
        }}
        onBlur={onBlur}
      />
      {fieldNote(note, id, input.note)}
    </>
  );
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * Integers and numbers (rank 1); a string field by name (`ui.inputs[field]().widget = 'number'`), its number
 * kept as text. @example { type: 'integer', minimum: 0 }
 */
export const numberWidget: WidgetDefinition = {
  name: 'number',
  tester: (schema) => (hasType(schema, 'integer', 'number') ? 1 : -1),
  component: NumberInput,
};
