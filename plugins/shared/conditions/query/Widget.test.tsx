// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore, type EditorStore } from '../../../../engine/core/index.ts';
import { registry, renderEditor, sequentialIds } from '../../../../engine/react/test/setup.tsx';
import { demoContextInput } from '../../../../tests/support/demo-context.ts';

/** The query inputs of the conditions (spec 001 §4, §5), drawn by the `query` widget from `x-query`. */
function conditionEditor(initial: Record<string, unknown>): EditorStore {
  const store = createEditorStore({
    registry,
    kind: 'condition',
    initial: [initial],
    ctx: createContext(demoContextInput),
    newId: sequentialIds,
  });
  renderEditor(store);
  return store;
}

const data = (store: EditorStore) => store.serialize()[0] as Record<string, unknown>;
const queryLabel = /^検索する値/;
/** fireEvent answers false when a handler called preventDefault. */
const enterPasses = (element: Element, init: Record<string, unknown> = {}) =>
  fireEvent.keyDown(element, { key: 'Enter', ...init });

describe('query widget: text modes 0, 1, 4, 5', () => {
  it('is one line of text that ignores Enter (an IME commit passes) and writes what is typed', () => {
    const store = conditionEditor({ type: 75, var_id: 3, match: 1, query: 'ゴールド' });
    const input = screen.getByRole('textbox', { name: queryLabel }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.value).toBe('ゴールド');
    expect(enterPasses(input)).toBe(false);
    expect(enterPasses(input, { isComposing: true })).toBe(true);
    expect(enterPasses(input, { key: 'a' })).toBe(true);
    fireEvent.change(input, { target: { value: 'シルバー' } });
    expect(data(store).query).toBe('シルバー');
  });

  it('draws the search texts without a match (name 11, memo 20) and the API query (115) the same way', () => {
    conditionEditor({ type: 11, names: '山田', use_name: 1, use_short_name: 1, use_nickname: 1 });
    const names = screen.getByRole('textbox', { name: /^名前/ });
    expect(names.tagName).toBe('INPUT');
    expect(enterPasses(names)).toBe(false);
    cleanup();

    conditionEditor({ type: 20, memos: '要フォロー' });
    expect(screen.getByRole('textbox', { name: /^メモに含む文字/ }).tagName).toBe('INPUT');
    cleanup();

    conditionEditor({ type: 115, context: { key: 'course' }, match: 0, query: 'カット' });
    const query = screen.getByRole('textbox', { name: queryLabel });
    expect(query.tagName).toBe('INPUT');
    expect(enterPasses(query)).toBe(false);
  });
});

describe('query widget: numeric modes 10–13', () => {
  it('is a number input (inputMode decimal) that still writes a string, and ignores Enter', () => {
    const store = conditionEditor({ type: 75, var_id: 4, match: 10, query: '100' });
    const input = screen.getByRole('spinbutton', { name: queryLabel }) as HTMLInputElement;
    expect(input.type).toBe('number');
    expect(input.inputMode).toBe('decimal');
    expect(input.value).toBe('100');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(data(store).query).toBe('12.5');
    expect(enterPasses(input)).toBe(false);
  });

  it('shows a saved query that is no number as text, with its error, until it is corrected to a number', () => {
    const store = conditionEditor({ type: 75, var_id: 4, match: 10, query: 'abc' });
    const input = screen.getByRole('textbox', { name: queryLabel }) as HTMLInputElement;
    expect(input.value).toBe('abc');
    expect(input.inputMode).toBe('decimal');
    fireEvent.blur(input);
    expect(screen.getByText(/数値で入力してください/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '150' } });
    expect(data(store).query).toBe('150');
    const number = screen.getByRole('spinbutton', { name: queryLabel }) as HTMLInputElement;
    expect(number.value).toBe('150');
    expect(enterPasses(number)).toBe(false);
  });

  it('clears the query when the match goes from a text mode to a numeric one, and turns into a number input', () => {
    const store = conditionEditor({ type: 75, var_id: 4, match: 0, query: 'abc' });
    expect(screen.getByRole('textbox', { name: queryLabel })).toBeTruthy();
    const match = screen.getByRole('combobox', { name: /^条件/ }) as HTMLSelectElement;
    const gte = [...match.options].find((option) => option.text === '以上')!;
    fireEvent.change(match, { target: { value: gte.value } });
    expect(data(store).match).toBe(10);
    expect('query' in data(store)).toBe(false);
    expect((screen.getByRole('spinbutton', { name: queryLabel }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('textbox', { name: queryLabel })).toBeNull();
  });
});

describe('query widget: modes without a query', () => {
  it('draws no query for 2 (not registered) and 3 (registered): the if/then leaves the field out', () => {
    const store = conditionEditor({ type: 75, var_id: 3, match: 3 });
    expect(screen.queryByLabelText(queryLabel)).toBeNull();
    const match = screen.getByRole('combobox', { name: /^条件/ }) as HTMLSelectElement;
    const none = [...match.options].find((option) => option.text === '未登録')!;
    fireEvent.change(match, { target: { value: none.value } });
    expect(data(store).match).toBe(2);
    expect(screen.queryByLabelText(queryLabel)).toBeNull();
    const exact = [...match.options].find((option) => option.text === 'と一致する')!;
    fireEvent.change(match, { target: { value: exact.value } });
    expect(screen.getByRole('textbox', { name: queryLabel })).toBeTruthy();
  });
});

describe('query widget: choice-type friend info (type 20)', () => {
  it('is a select of the field’s choices (ctx.item(varia).choices) in modes 0 and 4, writing the choice', () => {
    const store = conditionEditor({ type: 75, var_id: 12, match: 0, query: 'B' });
    const select = screen.getByRole('combobox', { name: queryLabel }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['A', 'B', 'O', 'AB']);
    expect(select.value).toBe('B');
    fireEvent.change(select, { target: { value: 'AB' } });
    expect(data(store).query).toBe('AB');
  });

  it('keeps a saved value that is no longer a choice visible, and offers 選択してください when empty', () => {
    conditionEditor({ type: 75, var_id: 12, match: 4, query: 'C' });
    const select = screen.getByRole('combobox', { name: queryLabel }) as HTMLSelectElement;
    expect(select.value).toBe('C');
    expect([...select.options].map((option) => option.text)).toEqual(['C', 'A', 'B', 'O', 'AB']);
    cleanup();

    conditionEditor({ type: 75, var_id: 12, match: 0, query: '' });
    const empty = screen.getByRole('combobox', { name: queryLabel }) as HTMLSelectElement;
    expect(empty.value).toBe('');
    expect(empty.options[0].text).toBe('選択してください');
  });

  it('stays a text input for a choice-type field whose choices the context does not know', () => {
    conditionEditor({ type: 75, var_id: 8, match: 0, query: '赤' });
    expect(screen.getByRole('textbox', { name: queryLabel })).toBeTruthy();
  });
});

describe('query widget: a number with x-query (condition 77)', () => {
  it('is a number input that writes a number and ignores Enter (the engine’s number input does not)', () => {
    const store = conditionEditor({ type: 77, common_var_id: 1, match: 10, query: 5 });
    const input = screen.getByRole('spinbutton', { name: /^値/ }) as HTMLInputElement;
    expect(input.value).toBe('5');
    expect(enterPasses(input)).toBe(false);
    fireEvent.change(input, { target: { value: '7.5' } });
    expect(data(store).query).toBe(7.5);
  });
});
