import { type EnumChoice, enumChoices, type Lang } from '../../../core/index.ts';
import { uiText } from '../../texts.ts';
import { sameValue } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/** Up to this many choices show as radio buttons (all visible at once); more as a select. */
export const RADIO_MAX_CHOICES = 3;

const choiceLabel = (choice: EnumChoice, lang: Lang) =>
  lang === 'en' ? (choice.labelEn ?? choice.label) : choice.label;

/** Options carry their index: a select's value is a string, the enum's values are numbers or strings. */
function EnumSelect({
  id,
  schema,
  value,
  required,
  invalid,
  describedBy,
  lang,
  onChange,
  onBlur,
}: WidgetProps) {
  const choices = enumChoices(schema) ?? [];
  const selected = choices.findIndex((choice) => sameValue(choice.value, value));
  return (
    <select
      id={id}
      className="be-input be-select"
      value={selected < 0 ? '' : String(selected)}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)].value)
      }
      onBlur={onBlur}
    >
      {(selected < 0 || !required) && <option value="">{uiText(lang, 'choose')}</option>}
      {choices.map((choice, index) => (
        <option key={String(choice.value)} value={String(index)}>
          {choiceLabel(choice, lang)}
        </option>
      ))}
    </select>
  );
}

/** Radio buttons named by their choice label; the frame's legend names the group. */
function EnumRadios({
  id,
  schema,
  value,
  required,
  invalid,
  describedBy,
  lang,
  onChange,
  onBlur,
}: WidgetProps) {
  const choices = enumChoices(schema) ?? [];
  return (
    <div className="be-radios">
      {choices.map((choice, index) => (
        <label key={String(choice.value)} className="be-radio" htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="radio"
            name={id}
            checked={sameValue(choice.value, value)}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={() => onChange(choice.value)}
            onBlur={onBlur}
          />
          {choiceLabel(choice, lang)}
        </label>
      ))}
    </div>
  );
}

/** Enums (`oneOf` of labelled consts, or `enum`) with more than three choices: a select (rank 2). */
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
