/**
 * The floor: each block drawn as the plain hand-written form of it (issue 14): the same labelled controls our
 * editor draws for that block (`data.fields`, worked out in Node by ../plain-forms.ts): controlled inputs,
 * selects, radios, textareas and checkboxes in plain React, state at the top, memoised rows with stable callbacks,
 * under the same header our panel has (drag handle, label, summary, collapse, up, down, remove). No
 * library, no schema, no virtualisation: what a React list of these forms costs in this browser.
 *
 * `?virtualize=1`: the same rows inside the virtualiser our editor uses for long lists (@tanstack/react-virtual,
 * window scrolling, measured heights, the same first guess and overscan), for the goal at 10,000 blocks
 * (issue 14) that compares like with like.
 */
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useState } from 'react';
import type { Dataset } from '../data.ts';
import type { PlainField } from '../plain-forms.ts';
import { defineBenchPage, frames } from './harness.tsx';

interface Row {
  id: string;
  fields: PlainField[];
  /** The header our panel draws: the type's label and the summary (worked out in Node, ../data.ts). */
  label: string;
  summary: string;
}

interface RowProps extends Row {
  index: number;
  onChange(id: string, name: string, value: string | boolean): void;
  onMoveDown(id: string): void;
  onMoveUp(id: string): void;
  onRemove(id: string): void;
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

const FloorRow = memo(function FloorRow({
  id,
  index,
  label,
  summary,
  fields,
  onChange,
  onMoveDown,
  onMoveUp,
  onRemove,
}: RowProps) {
  // The same chrome as our panel: a drag handle, a collapse toggle, number, label, summary, up, down and
  // remove (our bench page has no condition switch: that is the console's), so the floor draws no less per
  // block than we do.
  const [open, setOpen] = useState(true);
  return (
    <li data-row-id={id}>
      <article aria-label={`${index + 1}. ${label}`}>
        <header>
          {/* Our panel's drag handle: drawn, not wired (the floor moves by its buttons). */}
          <button type="button" aria-label={`${index + 1}. ${label}を並べ替え`}>
            ⠿
          </button>
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '▾' : '▸'}
          </button>
          <strong>
            {index + 1}. {label}
          </strong>{' '}
          <span>{summary}</span>
          <button type="button" onClick={() => onMoveUp(id)}>
            上へ
          </button>
          <button type="button" data-move="down" onClick={() => onMoveDown(id)}>
            下へ
          </button>
          <button type="button" onClick={() => onRemove(id)}>
            削除
          </button>
        </header>
        {open && (
          <fieldset>
            <legend>{label}</legend>
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
          </fieldset>
        )}
      </article>
    </li>
  );
});

/** Moves a row by `by` places (1 down, -1 up); the same list when it cannot move. */
function moved(all: Row[], id: string, by: 1 | -1): Row[] {
  const at = all.findIndex((row) => row.id === id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= all.length) return all;
  const next = [...all];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}

function Floor({ data }: { data: Dataset }) {
  const [rows, setRows] = useState<Row[]>(() =>
    (data.fields ?? []).map((fields, i) => ({
      id: `r${i}`,
      fields,
      label: data.headers?.[i]?.label ?? '',
      summary: data.headers?.[i]?.summary ?? '',
    })),
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
  const onMoveDown = useCallback((id: string) => setRows((all) => moved(all, id, 1)), []);
  const onMoveUp = useCallback((id: string) => setRows((all) => moved(all, id, -1)), []);
  const onRemove = useCallback((id: string) => setRows((all) => all.filter((row) => row.id !== id)), []);
  const row = (index: number) => (
    <FloorRow
      key={rows[index].id}
      {...rows[index]}
      index={index}
      onChange={onChange}
      onMoveDown={onMoveDown}
      onMoveUp={onMoveUp}
      onRemove={onRemove}
    />
  );
  if (virtualize) return <VirtualRows count={rows.length} row={row} />;
  return <ol>{rows.map((_, index) => row(index))}</ol>;
}

const virtualize = new URLSearchParams(window.location.search).get('virtualize') === '1';
/** engine/react/VirtualBlockItems.tsx's first guess of a panel's height and its overscan. */
const ESTIMATED_ROW_PX = 220;
const OVERSCAN = 4;
let virtualizer: Virtualizer<Window, Element> | undefined;

/** The rows in and near the viewport, absolutely placed in a list as tall as all of them. */
function VirtualRows({ count, row }: { count: number; row(index: number): ReactNode }) {
  const rows = useWindowVirtualizer({ count, estimateSize: () => ESTIMATED_ROW_PX, overscan: OVERSCAN });
  virtualizer = rows;
  return (
    <ol style={{ position: 'relative', height: rows.getTotalSize(), margin: 0, padding: 0 }}>
      {rows.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={rows.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            transform: `translateY(${item.start}px)`,
          }}
        >
          {row(item.index)}
        </div>
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
  reveal: async (data) => {
    virtualizer?.scrollToIndex(data.middle, { align: 'center' });
    await frames(3);
  },
  moveTarget: (data) => `[data-row-id="r${data.middle}"] button[data-move="down"]`,
});
