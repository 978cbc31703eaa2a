/**
 * The floor: each block drawn as the plain hand-written form of it (issue 14): the same labelled controls our
 * editor draws for that block (`data.fields`, worked out in Node by ../plain-forms.ts): controlled inputs,
 * selects, radios, textareas and checkboxes in plain React, state at the top, memoised rows with stable callbacks. No
 * library, no schema, no virtualisation: what a React list of these forms costs in this browser.
 */
import { memo, useCallback, useState } from 'react';
import type { Dataset } from '../data.ts';
import type { PlainField } from '../plain-forms.ts';
import { defineBenchPage } from './harness.tsx';

interface Row {
  id: string;
  fields: PlainField[];
}

interface RowProps extends Row {
  index: number;
  onChange(id: string, name: string, value: string | boolean): void;
  onMoveDown(id: string): void;
}

function Control({
  id,
  field,
  onChange,
}: {
  id: string;
  field: PlainField;
  onChange(value: string | boolean): void;
}) {
  if (field.control === 'checkbox')
    return (
      <input
        id={id}
        type="checkbox"
        checked={field.value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  const value = String(field.value);
  if (field.control === 'radio')
    return (
      <span role="radiogroup" id={id}>
        {field.options?.map(([option, label]) => (
          <label key={option}>
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </span>
    );
  if (field.control === 'select')
    return (
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {field.options?.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    );
  if (field.control === 'textarea')
    return <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} />;
  return <input id={id} type={field.control} value={value} onChange={(e) => onChange(e.target.value)} />;
}

const FloorRow = memo(function FloorRow({ id, index, fields, onChange, onMoveDown }: RowProps) {
  return (
    <li data-row-id={id}>
      <fieldset>
        <legend>{index + 1}.</legend>
        {fields.map((field) => (
          <div key={field.name}>
            <label htmlFor={`row-${id}-${field.name}`}>{field.label}</label>{' '}
            <Control
              id={`row-${id}-${field.name}`}
              field={field}
              onChange={(value) => onChange(id, field.name, value)}
            />
          </div>
        ))}
        <button type="button" onClick={() => onMoveDown(id)}>
          下へ
        </button>
      </fieldset>
    </li>
  );
});

function Floor({ data }: { data: Dataset }) {
  const [rows, setRows] = useState<Row[]>(() =>
    (data.fields ?? []).map((fields, i) => ({ id: `r${i}`, fields })),
  );
  const onChange = useCallback(
    (id: string, name: string, value: string | boolean) =>
      setRows((all) =>
        all.map((row) =>
          row.id === id
            ? {
                ...row,
                fields: row.fields.map((field) => (field.name === name ? { ...field, value } : field)),
              }
            : row,
        ),
      ),
    [],
  );
  const onMoveDown = useCallback(
    (id: string) =>
      setRows((all) => {
        const at = all.findIndex((row) => row.id === id);
        if (at < 0 || at === all.length - 1) return all;
        const next = [...all];
        [next[at], next[at + 1]] = [next[at + 1], next[at]];
        return next;
      }),
    [],
  );
  return (
    <ol>
      {rows.map((row, index) => (
        <FloorRow key={row.id} {...row} index={index} onChange={onChange} onMoveDown={onMoveDown} />
      ))}
    </ol>
  );
}

defineBenchPage({
  render: (data) => {
    if (!data.fields) throw new Error('bench: the floor draws effect data sets (data.fields).');
    return <Floor data={data} />;
  },
  keyTarget: (data) => `#row-r${data.middle}-${data.field}`,
  moveTarget: (data) => `[data-row-id="r${data.middle}"] button`,
});
