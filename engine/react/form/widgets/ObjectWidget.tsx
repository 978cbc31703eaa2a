import { useEffect, useRef, useState } from 'react';
import { firstField } from '../../focus.ts';
import { uiText } from '../../texts.ts';
import { useFieldInput } from '../field-input.ts';
import { SchemaFields } from '../SchemaFields.tsx';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/**
 * A nested object: its properties as fields inside the frame's fieldset (conditions apply at every level).
 *
 * An optional object (not in its parent's `required`) is there or not, as the operator says with a button pair:
 * absent, only 「…を追加」 is drawn (adding writes `{}` and moves focus to its first field); present, its fields
 * and 「…を削除」, which sets the field to `undefined` (absent from the data, so its parts' `required` no longer
 * apply) and moves focus back to the add button. Emptying every part is not removal: `{}` stays, and so do the
 * parts' errors. Buttons rather than a checkbox: in these schemas a checkbox is a 0/1 or boolean value the data
 * keeps, and a button names the change it makes to the data (and can be undone like any other edit).
 */
function ObjectFields(props: WidgetProps) {
  const { id, schema, value, path, issues, required, label, lang, onChange, onBlur } = props;
  const box = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<'fields' | 'add' | null>(null);
  useEffect(() => {
    if (focus === null) return;
    // Buttons count: a part may start with one (an id list's add button), and the add button pressed is gone,
    // so landing on no control would drop the focus to the page's start.
    const target = focus === 'add' ? document.getElementById(id) : firstField(box.current, { buttons: true });
    target?.focus();
    setFocus(null);
  }, [focus, id]);

  // A section the plugin always keeps is drawn as a required one: no add, no remove.
  const input = useFieldInput(props);
  const optional = !required && input.keep !== true;
  const present = value !== undefined && value !== null;
  if (optional && !present) {
    return (
      <button
        id={id}
        type="button"
        className="be-button be-button--small be-object__add"
        onClick={() => {
          onChange({});
          setFocus('fields');
        }}
      >
        {uiText(lang, 'fieldAdd', { label })}
      </button>
    );
  }
  return (
    <div ref={box} className="be-object">
      <SchemaFields schema={schema} value={value ?? {}} path={path} issues={issues} />
      {optional && (
        <div className="be-object__actions">
          <button
            type="button"
            className="be-button be-button--small be-object__remove"
            onClick={() => {
              onChange(undefined);
              // Touched, so that the field's issues are checked again now: the parts' errors go with the parts.
              onBlur();
              setFocus('add');
            }}
          >
            {uiText(lang, 'fieldRemove', { label })}
          </button>
        </div>
      )}
    </div>
  );
}

/** Objects with properties (rank 1); an optional one can be added and removed. */
export const objectWidget: WidgetDefinition = {
  name: 'object',
  tester: (schema) => (hasType(schema, 'object') && typeof schema.properties === 'object' ? 1 : -1),
  component: ObjectFields,
  frame: 'group',
};
