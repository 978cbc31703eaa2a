// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockSchema } from '../../../core/index.ts';
import { SchemaForm } from '../SchemaForm.tsx';

afterEach(() => cleanup());

const schema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      title: '行',
      'x-title-en': 'Rows',
      items: {
        type: 'object',
        properties: {
          label: { type: 'string', title: '名前', 'x-title-en': 'Name', maxLength: 20 },
          kind: { type: 'integer', title: '種類', 'x-title-en': 'Kind', enum: [0, 1], default: 0 },
          size: { type: 'integer', title: '大きさ', 'x-title-en': 'Size', enum: [1, 2, 3, 4], default: 2 },
        },
        required: ['kind'],
      },
    },
  },
} as const satisfies BlockSchema;

function Host({ initial, seen }: { initial: unknown; seen: { value: unknown } }) {
  const [value, setValue] = useState<Record<string, unknown>>(initial as Record<string, unknown>);
  seen.value = value;
  return (
    <SchemaForm
      schema={schema}
      value={value}
      onChange={(path, next) => {
        // The host writes a path as the store would: the list whole, or one field of one entry.
        setValue((current) => {
          const copy = structuredClone(current) as Record<string, unknown>;
          let at: Record<string | number, unknown> = copy;
          for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
          at[path.at(-1)!] = next;
          return copy;
        });
      }}
    />
  );
}

describe('object-list widget', () => {
  it('draws a group of fields per entry and edits one field of one entry', () => {
    const seen = { value: undefined as unknown };
    render(
      <Host
        initial={{
          rows: [
            { label: 'a', kind: 0 },
            { label: 'b', kind: 1 },
          ],
        }}
        seen={seen}
      />,
    );
    const groups = screen.getAllByRole('group', { name: /^行 \d$/ });
    expect(groups).toHaveLength(2);
    fireEvent.change(within(groups[1]).getByRole('textbox', { name: /名前/ }), { target: { value: 'B' } });
    expect(seen.value).toEqual({
      rows: [
        { label: 'a', kind: 0 },
        { label: 'B', kind: 1 },
      ],
    });
  });

  it('adds an entry with every declared default (optional ones too), moves and removes entries', () => {
    const seen = { value: undefined as unknown };
    render(<Host initial={{ rows: [{ label: 'a', kind: 0 }] }} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '行を追加' }));
    expect(seen.value).toEqual({
      rows: [
        { label: 'a', kind: 0 },
        { kind: 0, size: 2 },
      ],
    });
    // The optional field shows its default, not the select's empty 選択してください.
    const added = screen.getByRole('group', { name: '行 2' });
    const size = within(added).getByRole('combobox', { name: /大きさ/ }) as HTMLSelectElement;
    expect(size.selectedOptions[0]?.textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '上へ(行 2)' }));
    expect(seen.value).toEqual({
      rows: [
        { kind: 0, size: 2 },
        { label: 'a', kind: 0 },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '行 1を削除' }));
    expect(seen.value).toEqual({ rows: [{ label: 'a', kind: 0 }] });
  });
});
