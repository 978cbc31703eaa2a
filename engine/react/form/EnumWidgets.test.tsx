// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BlockSchema, ContextFlags, PluginUi } from '../../core/index.ts';
import { effectStore, renderEditor } from '../test/setup.tsx';
import { SchemaForm } from './SchemaForm.tsx';

/**
 * Enum selects and radios offer only what the plugin's `ui.inputs[field].options` gives for the current data and
 * context (effect 6, spec 000 §4), and keep a saved value no longer offered visible rather than changing it.
 */
const varia = [
  { id: 4, name: 'ポイント', type: 1 },
  { id: 5, name: '誕生日', type: 30 },
  { id: 6, name: '写真', type: 10 },
];
const number = { type: 6, var_id: 4, var_type: 'number', operand: 1, valuetype: 1, fix_value: '5' };
const date = { type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 1, fix_value: '2026/01/31' };
const image = { type: 6, var_id: 6, var_type: 'image', operand: 4, valuetype: 1 };

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** The options a select lets the operator pick (a saved value no longer offered is drawn disabled). */
const offered = (name: string) =>
  [...select(name).options].filter((option) => !option.disabled).map((option) => option.text);
const chosen = (name: string) => select(name).selectedOptions[0]?.text;
const open = (data: object, flags: ContextFlags = {}) => {
  const store = effectStore([data], { items: { varia }, flags });
  renderEditor(store);
  return store;
};

describe('enum widgets: options the plugin offers (effect 6)', () => {
  it('offers a date item only 代入 and クリア', () => {
    open(date);
    expect(offered('操作')).toEqual(['代入', 'クリア']);
    expect(chosen('操作')).toBe('代入');
  });

  it('offers an image item only クリア', () => {
    open(image);
    expect(offered('操作')).toEqual(['クリア']);
    expect(chosen('操作')).toBe('クリア');
  });

  it('offers a number item all four operations', () => {
    open(number);
    expect(offered('操作')).toEqual(['代入', '加算', '減算', 'クリア']);
  });

  it('removes 加算 and 減算 with the reactionContext flag', () => {
    open(number, { reactionContext: true });
    expect(offered('操作')).toEqual(['代入', 'クリア']);
  });

  it('offers 連携データ only where linked data is allowed, and never アクション実行日 for a number', () => {
    open(number);
    expect(offered('値の種類')).toEqual(['固定値', 'ランダムな数値']);
  });

  it('offers 連携データ with the linkedDataAllowed flag', () => {
    open(number, { linkedDataAllowed: true });
    expect(offered('値の種類')).toEqual(['固定値', 'ランダムな数値', '連携データ']);
  });

  it('keeps a saved operation no longer offered selected, with its error, until another is picked', () => {
    const store = open({ ...number, operand: 2 }, { reactionContext: true });
    expect(chosen('操作')).toBe('加算');
    expect(offered('操作')).toEqual(['代入', 'クリア']);
    fireEvent.blur(select('操作'));
    expect(screen.getByText('自動応答では加算・減算は選べません')).toBeTruthy();
    expect((store.serialize()[0] as { operand: number }).operand).toBe(2);

    const assign = [...select('操作').options].find((option) => option.text === '代入');
    fireEvent.change(select('操作'), { target: { value: assign?.value } });
    expect((store.serialize()[0] as { operand: number }).operand).toBe(1);
    expect([...select('操作').options].map((option) => option.text)).toEqual(['代入', 'クリア']);
  });

  it('narrows again when the item changes: a number item turned date offers 代入 and クリア', () => {
    open(number);
    fireEvent.change(screen.getByRole('spinbutton', { name: '友だち情報' }), { target: { value: '5' } });
    expect(offered('操作')).toEqual(['代入', 'クリア']);
  });
});

describe('enum widgets: radios follow the same options', () => {
  const schema = {
    type: 'object',
    properties: {
      size: {
        type: 'integer',
        title: '大きさ',
        oneOf: [
          { const: 1, title: '小' },
          { const: 2, title: '中' },
          { const: 3, title: '大' },
        ],
      },
      small: { type: 'boolean', title: '小さい箱' },
    },
  } as const satisfies BlockSchema;
  const ui = {
    inputs: { size: (d: { small?: boolean }) => ({ options: d.small ? [1] : [1, 2, 3] }) },
  } satisfies PluginUi<{ small?: boolean }>;

  function Form({ initial }: { initial: Record<string, unknown> }) {
    const [value, setValue] = useState(initial);
    return (
      <SchemaForm
        schema={schema}
        value={value}
        ui={ui}
        onChange={(path, next) => setValue((previous) => ({ ...previous, [path[0]]: next }))}
      />
    );
  }
  const radios = () =>
    screen.getAllByRole('radio').map((radio) => {
      const input = radio as HTMLInputElement;
      return `${input.labels?.[0]?.textContent}${input.checked ? ' ●' : ''}${input.disabled ? ' (x)' : ''}`;
    });

  it('draws only the offered radios, the saved one kept checked and disabled', () => {
    render(<Form initial={{ size: 3 }} />);
    expect(radios()).toEqual(['小', '中', '大 ●']);
    fireEvent.click(screen.getByRole('checkbox', { name: '小さい箱' }));
    expect(radios()).toEqual(['小', '大 ● (x)']);
    fireEvent.click(screen.getByRole('radio', { name: '小' }));
    expect(radios()).toEqual(['小 ●']);
  });
});
