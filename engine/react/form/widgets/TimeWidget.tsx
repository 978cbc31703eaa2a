import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/** The pattern of the shared HH:mm fragment (plugins/shared/time.ts). */
const HHMM_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * A time of day as 'HH:mm'. The native time input gives a keyboard-friendly, locale-aware control (24 h in
 * Japanese) and its value is already 'HH:mm' at minute steps; clearing it removes the field.
 */
function TimeInput({ id, value, required, invalid, describedBy, onChange, onBlur }: WidgetProps) {
  return (
    <input
      id={id}
      type="time"
      step={60}
      className="be-input be-input--time"
      value={typeof value === 'string' ? value : ''}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value.slice(0, 5))}
      onBlur={onBlur}
    />
  );
}

/** `x-widget: 'time'`, or a string with the HH:mm pattern (rank 4). */
export const timeWidget: WidgetDefinition = {
  name: 'time',
  tester: (schema) => (hasType(schema, 'string') && schema.pattern === HHMM_PATTERN ? 4 : -1),
  component: TimeInput,
};
