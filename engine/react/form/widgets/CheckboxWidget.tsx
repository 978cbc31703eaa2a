import { enumChoices } from '../../../core/index.ts';
import { hasType, sameValue } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/**
 * The values a checkbox writes: true/false for a boolean, or for a two-choice enum (`x-widget: 'checkbox'` on
 * 0/1) the choice that means "on" (1 or true, else the second) and the other one.
 */
function checkboxValues(props: WidgetProps): { on: unknown; off: unknown } {
  const choices = enumChoices(props.schema);
  if (choices?.length !== 2) return { on: true, off: false };
  const on = choices.find((choice) => choice.value === 1 || choice.value === true) ?? choices[1];
  const off = choices.find((choice) => choice !== on)!;
  return { on: on.value, off: off.value };
}

function Checkbox(props: WidgetProps) {
  const { id, value, invalid, describedBy, onChange, onBlur } = props;
  const { on, off } = checkboxValues(props);
  return (
    <input
      id={id}
      type="checkbox"
      className="be-checkbox"
      checked={sameValue(value, on)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked ? on : off)}
      onBlur={onBlur}
    />
  );
}

/** Booleans (rank 3), and 0/1 enums that ask for it with `x-widget: 'checkbox'`. */
export const checkboxWidget: WidgetDefinition = {
  name: 'checkbox',
  tester: (schema) => (hasType(schema, 'boolean') ? 3 : -1),
  component: Checkbox,
  frame: 'inline',
};
