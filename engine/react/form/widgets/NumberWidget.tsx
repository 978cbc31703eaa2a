import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/**
 * A number input with the schema's bounds. An empty (or unparsable) input is `undefined`, never NaN or 0, so
 * "not entered" stays distinguishable and the validator says so.
 */
function NumberInput({ id, schema, value, required, invalid, describedBy, onChange, onBlur }: WidgetProps) {
  const integer = hasType(schema, 'integer') && !hasType(schema, 'number');
  return (
    <input
      id={id}
      type="number"
      className="be-input be-input--number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        const text = event.target.value.trim();
        const parsed = text === '' ? Number.NaN : Number(text);
        onChange(Number.isFinite(parsed) ? parsed : undefined);
      }}
      onBlur={onBlur}
    />
  );
}

/** Integers and numbers (rank 1). @example { type: 'integer', minimum: 0 } */
export const numberWidget: WidgetDefinition = {
  name: 'number',
  tester: (schema) => (hasType(schema, 'integer', 'number') ? 1 : -1),
  component: NumberInput,
};
