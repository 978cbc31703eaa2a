import { uiText } from '../../texts.ts';
import { type FieldOption, useFieldInput } from '../field-input.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { describedWith, fieldNote, noteId } from './FieldNote.tsx';

const optionOf = (option: FieldOption) =>
  typeof option === 'object' ? option : { value: option, label: String(option) };

/**
 * A select of the options the plugin computes for the current data (`ui.inputs[field].options`): lists that
 * follow other fields, such as the days of the chosen month. The chosen option's value is saved as the plugin
 * gave it (a number stays a number); the empty option removes the field. A saved value the list no longer
 * offers stays visible and selected, so the operator sees what to fix (the plugin's rules say what is wrong).
 */
function OptionsSelect(props: WidgetProps) {
  const { id, value, required, invalid, describedBy, lang, onChange, onBlur } = props;
  const input = useFieldInput(props);
  const options = (input.options ?? []).map(optionOf);
  const text = value === undefined || value === null ? '' : String(value);
  const unknown = text !== '' && !options.some((option) => String(option.value) === text);
  const note = noteId(id, input.note);
  return (
    <>
      <select
        id={id}
        className="be-input be-select"
        value={text}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedWith(describedBy, note)}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(undefined);
          else onChange(options.find((option) => String(option.value) === next)?.value ?? value);
        }}
        onBlur={onBlur}
      >
        {(text === '' || !required) && <option value="">{input.emptyLabel ?? uiText(lang, 'choose')}</option>}
        {unknown && <option value={text}>{text}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {fieldNote(note, id, input.note)}
    </>
  );
}

/**
 * A select of plugin-computed options, chosen by name only (`ui.widgets[field] = 'options'`): the options come
 * from the plugin's `ui.inputs`, which a tester cannot see.
 *
 * @example ui: { widgets: { day_from: 'options' }, inputs: { day_from: (d) => ({ options: daysOf(d.month_from) }) } }
 */
export const optionsWidget: WidgetDefinition = {
  name: 'options',
  tester: () => -1,
  component: OptionsSelect,
};
