import { type EnumChoice, enumChoices, type Lang } from '../../../core/index.ts';
import { uiText } from '../../texts.ts';
import { type DrawnChoice, narrowChoices } from '../enum-choices.ts';
import { useFieldInput } from '../field-input.ts';
import { sameValue } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { describedWith, fieldNote, noteId } from './FieldNote.tsx';

/** Up to this many choices show as radio buttons (all visible at once); more as a select. */
export const RADIO_MAX_CHOICES = 3;

const choiceLabel = (choice: EnumChoice, lang: Lang) =>
  lang === 'en' ? (choice.labelEn ?? choice.label) : choice.label;

/**
 * The schema's choices, narrowed to what the plugin offers for the current data (`ui.inputs[field].options`);
 * a saved value no longer offered stays, disabled, so it shows until the operator picks another.
 */
function useChoices(props: WidgetProps): DrawnChoice[] {
  const input = useFieldInput(props);
  return narrowChoices(enumChoices(props.schema) ?? [], input.options, props.value);
}

/**
 * Options carry their index: a select's value is a string, the enum's values are numbers or strings. The
 * plugin's note (`ui.inputs[field].note`) shows under the select.
 */
function EnumSelect(props: WidgetProps) {
  const { id, invalid, describedBy, lang, onChange, onBlur } = props;
  const choices = useChoices(props);
  // A schema `default` among the choices is what an absent value means (as for radios): it shows selected, and
  // the select offers no empty option of its own beside it (the default is the "nothing chosen" value, as a
  // friend-info textbox's -1 選択してください).
  const fallback = (props.schema as { default?: unknown }).default;
  const defaulted = fallback !== undefined && choices.some((choice) => sameValue(choice.value, fallback));
  const value = props.value === undefined && defaulted ? fallback : props.value;
  const { required } = props;
  const input = useFieldInput(props);
  const note = noteId(id, input.note);
  const selected = choices.findIndex((choice) => sameValue(choice.value, value));
  // An option's value is the choice's own when every choice is a distinct string or number (what a person or a
  // test reading the page expects), else its position.
  const texts = choices.map((choice) => (typeof choice.value === 'object' ? null : String(choice.value)));
  const own = texts.every((text) => text !== null) && new Set(texts).size === texts.length;
  const optionValue = (index: number) => (own ? (texts[index] as string) : String(index));
  return (
    <>
      <select
        id={id}
        name={props.name}
        className="be-input be-select"
        value={selected < 0 ? '' : optionValue(selected)}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedWith(describedBy, note)}
        onChange={(event) => {
          const index = own ? texts.indexOf(event.target.value) : Number(event.target.value);
          onChange(event.target.value === '' || index < 0 ? undefined : choices[index].value);
        }}
        onBlur={onBlur}
      >
        {(selected < 0 || !(required || defaulted)) && <option value="">{uiText(lang, 'choose')}</option>}
        {choices.map((choice, index) => (
          <option key={String(choice.value)} value={optionValue(index)} disabled={!choice.offered}>
            {choiceLabel(choice, lang)}
          </option>
        ))}
      </select>
      {fieldNote(note, id, input.note)}
    </>
  );
}

/**
 * Radio buttons named by their choice label; the frame's legend names the group. An absent value shows the
 * schema's `default` checked: that is what absent means (a group with nothing checked reads as no answer, and
 * radios have no empty choice to show it with). Only shown, not written: the data stays as it is.
 */
function EnumRadios(props: WidgetProps) {
  const { id, required, invalid, describedBy, lang, onChange, onBlur } = props;
  const value = props.value === undefined ? (props.schema as { default?: unknown }).default : props.value;
  const choices = useChoices(props);
  const input = useFieldInput(props);
  const note = noteId(id, input.note);
  return (
    <>
      <div className="be-radios">
        {choices.map((choice, index) => (
          <label key={String(choice.value)} className="be-radio" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type="radio"
              name={id}
              checked={sameValue(choice.value, value)}
              disabled={!choice.offered}
              required={required}
              aria-invalid={invalid || undefined}
              aria-describedby={describedWith(describedBy, note)}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            {choiceLabel(choice, lang)}
          </label>
        ))}
      </div>
      {fieldNote(note, `${id}-0`, input.note)}
    </>
  );
}

/**
 * Enums (`oneOf` of labelled consts, or `enum`) with more than three choices: a select (rank 2). Both enum
 * widgets offer only the values of `ui.inputs[field].options` when the plugin gives them.
 */
export const selectWidget: WidgetDefinition = {
  name: 'select',
  tester: (schema) => (enumChoices(schema) ? 2 : -1),
  component: EnumSelect,
};

/** Enums with at most three choices, or `x-widget: 'radio'`: radio buttons (rank 3). */
export const radioWidget: WidgetDefinition = {
  name: 'radio',
  tester: (schema) =>
    (enumChoices(schema)?.length ?? 0) > 0 && enumChoices(schema)!.length <= RADIO_MAX_CHOICES ? 3 : -1,
  component: EnumRadios,
  frame: 'group',
};
