import type { KeyboardEvent } from 'react';
import { tighter, useFieldInput } from '../field-input.ts';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/** Characters as the validator counts them (code points), so the counter and the error agree. */
function length(text: string): number {
  return [...text].length;
}

/**
 * A one-line text input, or a textarea. With `maxLength` (or the input hint's tighter `maxLength`) a counter
 * `n / max` follows the control.
 * An optional field cleared by the operator is removed rather than saved as '' (which a pattern would reject).
 * `onKeyDown` lets a one-line variant refuse keys (a plugin's query widget ignores Enter: `ignoreEnter`).
 */
export function TextInput(
  props: WidgetProps & { multiline: boolean; onKeyDown?(event: KeyboardEvent<HTMLElement>): void },
) {
  const { id, schema, value, required, invalid, describedBy, onChange, onBlur, multiline, onKeyDown } = props;
  const text = typeof value === 'string' ? value : '';
  // The plugin may tighten the limit for the current data (effect 6: 200 for a text item, 20000 for long text).
  const max = tighter(schema.maxLength, useFieldInput(props).maxLength, Math.min);
  const counterId = max !== undefined ? `${id}-count` : undefined;
  const common = {
    id,
    value: text,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [describedBy, counterId].filter(Boolean).join(' ') || undefined,
    className: multiline ? 'be-input be-textarea' : 'be-input',
    onBlur,
    onKeyDown,
  };
  const change = (next: string) => onChange(next === '' && !required ? undefined : next);
  const over = max !== undefined && length(text) > max;
  return (
    <div className={multiline ? 'be-text be-text--multiline' : 'be-text'}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => change(event.target.value)} />
      )}
      {max !== undefined && (
        <span id={counterId} className={over ? 'be-counter be-counter--over' : 'be-counter'}>
          {length(text)} / {max}
        </span>
      )}
    </div>
  );
}

function TextField(props: WidgetProps) {
  return <TextInput {...props} multiline={false} />;
}

function TextareaField(props: WidgetProps) {
  return <TextInput {...props} multiline />;
}

/** Strings: a text input (rank 1). @example { type: 'string', maxLength: 100 } */
export const textWidget: WidgetDefinition = {
  name: 'text',
  tester: (schema) => (hasType(schema, 'string') ? 1 : -1),
  component: TextField,
};

/** Long strings (maxLength over 200) or `x-widget: 'textarea'`: a textarea with a counter (rank 2). */
export const textareaWidget: WidgetDefinition = {
  name: 'textarea',
  tester: (schema) =>
    hasType(schema, 'string') && typeof schema.maxLength === 'number' && schema.maxLength > 200 ? 2 : -1,
  component: TextareaField,
};
