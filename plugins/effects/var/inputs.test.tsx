// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore, type EditorStore } from '../../../engine/core/index.ts';
import { registry, renderEditor, sequentialIds } from '../../../engine/react/test/setup.tsx';
import { demoContextInput } from '../../../tests/support/demo-context.ts';

/**
 * Effect 6's constant value as the action editor draws it (spec 000 §2.5, §5.2): its input follows the chosen
 * item's type (`ui.inputs.fix_value`). Demo items: 3 text, 4 number, 5 date, 8 choice (choices unknown),
 * 9 long text, 12 choice A/B/O/AB. "Today" is 2026-06-15.
 */
function effectEditor(initial: Record<string, unknown>): EditorStore {
  const store = createEditorStore({
    registry,
    kind: 'effect',
    initial: [initial],
    ctx: createContext({ ...demoContextInput, now: () => new Date(2026, 5, 15) }),
    newId: sequentialIds,
  });
  renderEditor(store);
  return store;
}

const assign = { type: 6, operand: 1, valuetype: 1 };
const fixValue = (store: EditorStore) => (store.serialize()[0] as { fix_value?: unknown }).fix_value;
const value = (role: string) => screen.getByRole(role, { name: '値' }) as HTMLInputElement;
const valueSelect = () => screen.getByRole('combobox', { name: '値' }) as HTMLSelectElement;
const texts = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
/** The `n / max` counter the control names in `aria-describedby`. */
const counter = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text?.includes(' / '));

describe('effect 6: the value of a choice item', () => {
  it('is a select of the item’s choices after 選択してください, and writes the chosen choice', () => {
    const store = effectEditor({ ...assign, var_id: 12, var_type: 'select' });
    expect(texts(valueSelect())).toEqual(['選択してください', 'A', 'B', 'O', 'AB']);
    expect(valueSelect().value).toBe('');
    fireEvent.change(valueSelect(), { target: { value: 'O' } });
    expect(fixValue(store)).toBe('O');
    expect(valueSelect().value).toBe('O');
    fireEvent.change(valueSelect(), { target: { value: '' } });
    expect(fixValue(store)).toBeUndefined();
  });

  it('keeps a saved value that is no longer a choice visible and selected, with its error', () => {
    const store = effectEditor({ ...assign, var_id: 12, var_type: 'select', fix_value: 'C' });
    expect(valueSelect().value).toBe('C');
    expect(texts(valueSelect())).toEqual(['選択してください', 'C', 'A', 'B', 'O', 'AB']);
    fireEvent.blur(valueSelect());
    expect(screen.getByText('値はこの友だち情報の選択肢から選んでください')).toBeTruthy();
    expect(fixValue(store)).toBe('C');
    fireEvent.change(valueSelect(), { target: { value: 'AB' } });
    fireEvent.blur(valueSelect());
    expect(fixValue(store)).toBe('AB');
    expect(screen.queryByText('値はこの友だち情報の選択肢から選んでください')).toBeNull();
  });

  it('is one line of text (200) when the context does not know the item’s choices', () => {
    effectEditor({ ...assign, var_id: 8, var_type: 'select', fix_value: '赤' });
    expect(value('textbox').tagName).toBe('INPUT');
    expect(counter(value('textbox'))).toBe('1 / 200');
  });
});

describe('effect 6: the value of a date item (a fixed date)', () => {
  it('is a date input: a typed date is saved as YYYY/MM/DD', async () => {
    const store = effectEditor({ ...assign, var_id: 5, var_type: 'date' });
    // The input loads when first drawn (engine/react/form/widgets/DateWidget.tsx).
    await screen.findByRole('button', { name: 'カレンダーを開く' });
    expect(value('textbox').placeholder).toBe('YYYY/MM/DD');
    fireEvent.change(value('textbox'), { target: { value: '2026-7-4' } });
    expect(fixValue(store)).toBe('2026/07/04');
  });

  it('picks a day from the calendar as YYYY/MM/DD, which the rules accept', async () => {
    const store = effectEditor({ ...assign, var_id: 5, var_type: 'date' });
    fireEvent.click(await screen.findByRole('button', { name: 'カレンダーを開く' }));
    fireEvent.click(screen.getByRole('button', { name: '2026/6/20' }));
    expect(fixValue(store)).toBe('2026/06/20');
    expect(registry.validateBlock('effect', store.serialize()[0], createContext(demoContextInput))).toEqual(
      [],
    );
  });

  it('shows a saved date in the input', () => {
    effectEditor({ ...assign, var_id: 5, var_type: 'date', fix_value: '2026/01/31' });
    expect(value('textbox').value).toBe('2026/01/31');
  });
});

describe('effect 6: a date item set to the action date (valuetype 3)', () => {
  it('offers 固定値 and アクション実行日 with the note, and choosing the latter saves action_date', () => {
    const store = effectEditor({ ...assign, var_id: 5, var_type: 'date' });
    const valueType = screen.getByRole('combobox', { name: '値の種類' }) as HTMLSelectElement;
    expect(texts(valueType)).toEqual(['固定値', 'アクション実行日']);
    const note = screen.getByText('日付の計算(○日後など)には対応していません');
    expect(valueType.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    const actionDate = [...valueType.options].find((option) => option.text === 'アクション実行日');
    fireEvent.change(valueType, { target: { value: actionDate?.value } });
    expect(store.serialize()[0]).toEqual({
      type: 6,
      var_id: 5,
      var_type: 'date',
      operand: 1,
      valuetype: 3,
      dynamic_value: 'action_date',
    });
    // The value type says it all: no date to type, no second select repeating アクション実行日.
    expect(screen.queryByRole('textbox', { name: '値' })).toBeNull();
    expect(screen.queryByText('日付の指定')).toBeNull();
    expect(registry.validateBlock('effect', store.serialize()[0], createContext(demoContextInput))).toEqual(
      [],
    );
  });

  it('shows a saved block with valuetype 3 as アクション実行日', () => {
    effectEditor({ ...assign, var_id: 5, var_type: 'date', valuetype: 3, dynamic_value: 'action_date' });
    const valueType = screen.getByRole('combobox', { name: '値の種類' }) as HTMLSelectElement;
    expect(valueType.selectedOptions[0]?.text).toBe('アクション実行日');
  });
});

describe('effect 6: the value of a number item', () => {
  it('is a number input bounded by ±9999999999.999 that saves the number as text', () => {
    const store = effectEditor({ ...assign, var_id: 4, var_type: 'number' });
    const number = value('spinbutton');
    expect([number.min, number.max]).toEqual(['-9999999999.999', '9999999999.999']);
    fireEvent.change(number, { target: { value: '1.125' } });
    expect(fixValue(store)).toBe('1.125');
    fireEvent.change(value('spinbutton'), { target: { value: '-3' } });
    expect(fixValue(store)).toBe('-3');
  });

  it('shows a saved value that is no number as text, so that it can be corrected', () => {
    effectEditor({ ...assign, var_id: 4, var_type: 'number', fix_value: '十' });
    expect(value('textbox').value).toBe('十');
  });
});

describe('effect 6: the value of a text item', () => {
  it('is a textarea counting to 20000 for long text', () => {
    effectEditor({ ...assign, var_id: 9, var_type: 'text', fix_value: 'よろしく' });
    expect(value('textbox').tagName).toBe('TEXTAREA');
    expect(counter(value('textbox'))).toBe('4 / 20000');
  });

  it('is one line counting to 200 for standard text', () => {
    const store = effectEditor({ ...assign, var_id: 3, var_type: 'string' });
    expect(value('textbox').tagName).toBe('INPUT');
    fireEvent.change(value('textbox'), { target: { value: 'ゴールド会員' } });
    expect(fixValue(store)).toBe('ゴールド会員');
    expect(counter(value('textbox'))).toBe('6 / 200');
  });

  it('is one line counting to 200 while no item is chosen', () => {
    effectEditor(assign);
    expect(value('textbox').tagName).toBe('INPUT');
    expect(counter(value('textbox'))).toBe('0 / 200');
  });
});

describe('effect 6: the value follows the chosen item', () => {
  it('turns from a text input into the choices when a choice item is chosen (the value reset)', () => {
    const store = effectEditor({ ...assign, var_id: 3, var_type: 'string', fix_value: 'ゴールド' });
    fireEvent.change(screen.getByRole('spinbutton', { name: '友だち情報' }), { target: { value: '12' } });
    expect(fixValue(store)).toBeUndefined();
    expect(texts(valueSelect())).toEqual(['選択してください', 'A', 'B', 'O', 'AB']);
    fireEvent.change(screen.getByRole('spinbutton', { name: '友だち情報' }), { target: { value: '4' } });
    expect(value('spinbutton').max).toBe('9999999999.999');
  });
});
