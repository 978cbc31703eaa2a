// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext, createEditorStore } from '../../../engine/core/index.ts';
import { BlockListEditor, preloadPluginWidgets } from '../../../engine/react/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { withRule, withTextType } from './RulesWidget.tsx';

/**
 * The rules widget edits the wire's `{ name, value }` list through controls an operator understands; these tests
 * drive the controls and read the store, so they fail when a control writes the wrong entry.
 */
const registry = createBuiltInRegistry();
afterEach(cleanup);

async function open(initial: Record<string, unknown>) {
  const store = createEditorStore({
    registry,
    kind: 'form-item',
    initial: [initial],
    ctx: createContext(demoContextInput),
    newId: () => 'b1',
  });
  await preloadPluginWidgets(registry.plugins('form-item'));
  render(<BlockListEditor store={store} label="項目" />);
  const rules = () => (store.serialize()[0] as { rules?: unknown[] }).rules;
  return { store, rules };
}

describe('withRule and withTextType', () => {
  it('sets, replaces and removes one entry, keeping the others and their order', () => {
    const list = [{ name: 'required' }, { name: 'future', value: 'x' }];
    expect(withRule(list, 'max', { name: 'max', value: 20 })).toEqual([...list, { name: 'max', value: 20 }]);
    expect(withRule([{ name: 'max', value: 5 }, ...list], 'max', { name: 'max', value: 9 })).toEqual([
      { name: 'max', value: 9 },
      ...list,
    ]);
    expect(withRule(list, 'required', undefined)).toEqual([{ name: 'future', value: 'x' }]);
  });
  it('changing the input format drops the other format and the range rules (spec 002 §4)', () => {
    expect(
      withTextType([{ name: 'required' }, { name: 'numeric' }, { name: 'max_value', value: 9 }], 'tel'),
    ).toEqual([{ name: 'required' }, { name: 'tel' }]);
    expect(withTextType([{ name: 'tel' }, { name: 'max', value: 3 }], '')).toEqual([]);
  });
});

describe('the rules widget of a form item', () => {
  it('a text item: required, the input format by its Japanese name, and length limits', async () => {
    const { rules } = await open({ swatch_id: 510, type: 'text', title: '電話', rules: [] });
    fireEvent.click(await screen.findByRole('checkbox', { name: '回答を必須にする' }));
    const format = screen.getByRole('combobox', { name: '入力の形式' });
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('電話番号');
    fireEvent.change(format, { target: { value: 'tel' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '最大文字数' }), { target: { value: '13' } });
    expect(rules()).toEqual([{ name: 'required' }, { name: 'tel' }, { name: 'max', value: 13 }]);
    // The number limits appear with the numeric format only.
    expect(screen.queryByRole('spinbutton', { name: '最大値' })).toBeNull();
    fireEvent.change(format, { target: { value: 'numeric' } });
    expect(rules()).toEqual([{ name: 'required' }, { name: 'numeric' }]);
    fireEvent.change(screen.getByRole('spinbutton', { name: '最大値' }), { target: { value: '120' } });
    expect(rules()).toContainEqual({ name: 'max_value', value: 120 });
  });

  it('keeps 1.5 typed in a length limit and refuses it: 整数で入力してください (walk 2026-11-26)', async () => {
    const { store, rules } = await open({ swatch_id: 510, type: 'text', title: 'お名前', rules: [] });
    const max = await screen.findByRole<HTMLInputElement>('spinbutton', { name: '最大文字数' });
    fireEvent.change(max, { target: { value: '1.5' } });
    // Not silently 1: the value typed stays, in the data and in the box.
    expect(rules()).toEqual([{ name: 'max', value: 1.5 }]);
    expect(max.value).toBe('1.5');
    let issues: ReturnType<typeof store.validateAll> = [];
    act(() => {
      issues = store.validateAll();
    });
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['/rules/0/value', 'ルールの値は整数で入力してください'],
    ]);
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ルールの値は整数で入力してください')).toBeTruthy();
    fireEvent.change(max, { target: { value: '15' } });
    expect(rules()).toEqual([{ name: 'max', value: 15 }]);
  });

  it('a checkbox item: the selection count, a minimum making it required', async () => {
    const { rules } = await open({
      swatch_id: 530,
      type: 'checkbox',
      title: '好きな色',
      choices: [{ id: 1, label: '赤' }],
      rules: [],
    });
    fireEvent.change(await screen.findByRole('spinbutton', { name: '最小選択数' }), {
      target: { value: '1' },
    });
    // A minimum above 0 makes the item required (the plugin's change rule, spec 002 §3).
    expect(rules()).toEqual(expect.arrayContaining([{ name: 'arr_min', value: 1 }, { name: 'required' }]));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '回答を必須にする' }).checked).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: '最小選択数' }), { target: { value: '' } });
    expect(rules()).toEqual([{ name: 'required' }]);
  });

  it('a date item: relative and fixed limits and the weekdays bitmask', async () => {
    const { rules } = await open({
      swatch_id: 590,
      type: 'datepicker',
      title: '来店日',
      rules: [{ name: 'weekdays', value: 127 }],
    });
    const first = await screen.findByRole('group', { name: '選択できる最初の日' });
    fireEvent.click(within(first).getByRole('radio', { name: '回答日から' }));
    fireEvent.change(within(first).getByRole('spinbutton'), { target: { value: '1' } });
    const last = screen.getByRole('group', { name: '選択できる最後の日' });
    // A fixed limit starts at the account's today: 15:30 UTC on the 25th is the 26th in Japan.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:30:00Z') });
    fireEvent.click(within(last).getByRole('radio', { name: '日付を指定' }));
    vi.useRealTimers();
    expect(rules()).toContainEqual({ name: 'max_date', value: '2026-11-26' });
    fireEvent.change(within(last).getByLabelText('選択できる最後の日(日付)'), {
      target: { value: '2027-03-31' },
    });
    const days = screen.getByRole('group', { name: '選択できる曜日' });
    fireEvent.click(within(days).getByRole('checkbox', { name: '日' }));
    expect(rules()).toEqual([
      { name: 'weekdays', value: 126 },
      { name: 'min_date', value: 1 },
      { name: 'max_date', value: '2027-03-31' },
    ]);
    fireEvent.click(within(first).getByRole('radio', { name: '制限なし' }));
    expect(rules()).not.toContainEqual(expect.objectContaining({ name: 'min_date' }));
  });

  it('keeps an entry it does not draw', async () => {
    const { rules } = await open({
      swatch_id: 540,
      type: 'radio',
      title: '性別',
      choices: [{ id: 1, label: '回答しない' }],
      rules: [{ name: 'required' }],
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: '回答を必須にする' }));
    expect(rules()).toEqual([]);
  });
});
