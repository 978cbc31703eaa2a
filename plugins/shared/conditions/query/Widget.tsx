/**
 * The search query of the conditions (`x-query`, spec 001 §5): one line where Enter does nothing, a number in
 * a numeric match mode, a select of the chosen item's choices. Declared by the conditions with a query
 * (`queryWidgets`, ./index.ts) and loaded when a form first draws one.
 */
import {
  ignoreEnter,
  NumberInput,
  siblingValue,
  TextInput,
  uiText,
  type WidgetProps,
} from '../../../../engine/react/index.ts';
import type { QueryHint } from '../../keywords.ts';
import { isTextQuery } from './index.ts';

/** One choice of an item (items list them as texts or as `{ value, label }`). */
interface ItemChoice {
  value: string;
  label: string;
}

/** How the query is entered for the current data. */
export type QueryInput = { kind: 'text' } | { kind: 'number' } | { kind: 'choice'; choices: ItemChoice[] };

function hintOf(props: Pick<WidgetProps, 'schema'>): QueryHint {
  const hint = props.schema['x-query'];
  return typeof hint === 'object' && hint !== null ? (hint as QueryHint) : {};
}

function choicesOf(hint: QueryHint, mode: unknown, props: WidgetProps): ItemChoice[] | undefined {
  const spec = hint.choices;
  if (!spec || (spec.modes && !spec.modes.includes(mode as number))) return undefined;
  const id = siblingValue(props.data, props.path, spec.field);
  const item = id === undefined || id === null ? undefined : props.ctx.item(spec.item, id);
  if (!item || (spec.itemType !== undefined && item.type !== spec.itemType) || !Array.isArray(item.choices))
    return undefined;
  return item.choices.map((choice: unknown) => {
    if (typeof choice !== 'object' || choice === null)
      return { value: String(choice), label: String(choice) };
    const { value, label } = choice as { value?: unknown; label?: unknown };
    return { value: String(value ?? ''), label: String(label ?? value ?? '') };
  });
}

/**
 * Which input the query gets (`x-query`): a select of the chosen item's choices, a number input in a number
 * mode, else one line of text. Modes without a query never get here: the schema's if/then hides the field.
 *
 * @example queryInput({ ...props, data: { match: 10 } }).kind // 'number' under { mode: 'match', numberModes: [10] }
 */
export function queryInput(props: WidgetProps): QueryInput {
  const hint = hintOf(props);
  const mode = hint.mode === undefined ? undefined : siblingValue(props.data, props.path, hint.mode);
  const choices = choicesOf(hint, mode, props);
  if (choices) return { kind: 'choice', choices };
  if (typeof mode === 'number' && hint.numberModes?.includes(mode)) return { kind: 'number' };
  return { kind: 'text' };
}

/**
 * A search query: one line of text, a number, or a select of choices, as `queryInput` decides. A string query is
 * always saved as a string (the wire format of queries); an emptied optional query is removed. A number with
 * `x-query` (condition 77's numeric value) is a number input that ignores Enter too.
 */
export default function QueryField(props: WidgetProps) {
  const { id, value, required, invalid, describedBy, lang, onChange, onBlur } = props;
  if (!isTextQuery(props.schema)) return <NumberInput {...props} onKeyDown={ignoreEnter} />;
  const input = queryInput(props);
  if (input.kind === 'text') return <TextInput {...props} multiline={false} onKeyDown={ignoreEnter} />;
  // A string field's number stays the text typed; a saved one that is no number shows as text (NumberInput).
  if (input.kind === 'number') return <NumberInput {...props} onKeyDown={ignoreEnter} />;

  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const change = (next: string) => onChange(next === '' && !required ? undefined : next);
  // A saved value that is no longer a choice stays visible (and selected) so that the operator sees what to fix.
  const unknown = text !== '' && !input.choices.some((choice) => choice.value === text);
  return (
    <select
      id={id}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={onBlur}
      className="be-input be-select"
      value={text}
      onChange={(event) => change(event.target.value)}
    >
      {(text === '' || !required) && <option value="">{uiText(lang, 'choose')}</option>}
      {unknown && <option value={text}>{text}</option>}
      {input.choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
