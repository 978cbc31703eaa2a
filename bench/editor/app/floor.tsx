/**
 * The floor: N controlled inputs in plain React, state at the top, memoised rows with stable callbacks. No
 * library, no schema: what any React list of inputs costs in this browser.
 */
import { memo, useCallback, useState } from 'react';
import type { Dataset } from '../data.ts';
import { defineBenchPage } from './harness.tsx';

interface Row {
  id: string;
  value: string;
}

interface RowProps extends Row {
  index: number;
  onChange(id: string, value: string): void;
  onMoveDown(id: string): void;
}

const FloorRow = memo(function FloorRow({ id, index, value, onChange, onMoveDown }: RowProps) {
  return (
    <li data-row-id={id}>
      <label htmlFor={`row-${id}`}>{index + 1}.</label>{' '}
      <input
        id={`row-${id}`}
        type="text"
        value={value}
        onChange={(event) => onChange(id, event.target.value)}
      />{' '}
      <button type="button" onClick={() => onMoveDown(id)}>
        下へ
      </button>
    </li>
  );
});

function Floor({ data }: { data: Dataset }) {
  const [rows, setRows] = useState<Row[]>(() =>
    data.blocks.map((block, i) => ({ id: `r${i}`, value: String(block[data.field] ?? block.type) })),
  );
  const onChange = useCallback(
    (id: string, value: string) =>
      setRows((all) => all.map((row) => (row.id === id ? { ...row, value } : row))),
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
  render: (data) => <Floor data={data} />,
  keyTarget: (data) => `#row-r${data.middle}`,
  moveTarget: (data) => `[data-row-id="r${data.middle}"] button`,
});
