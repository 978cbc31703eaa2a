// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { effectStore, renderEditor } from './test/setup.tsx';

/** Warnings show as soon as they apply (on add, on load, after the change), untouched and unsaved. */
const QUOTA = 'イベント予約の操作で送信されるメッセージは、メッセージ通数を消費する場合があります';
const BLOCK_WARNING =
  'ブロックした友だちは友だちリストに表示されなくなり、メッセージも届かなくなります。また、タグと友だち情報はすべて削除されます';

const panels = () => screen.getAllByRole('article');
const toggle = (name: string) => fireEvent.click(screen.getByRole('button', { name: `詳細(${name})` }));

describe('BlockListEditor: warnings', () => {
  it('shows the quota warning in a reservation panel right after adding it, its errors still hidden', () => {
    renderEditor(effectStore([], { abilities: ['event_reserve'] }));
    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'イベント予約操作' }));
    const panel = panels()[0];
    expect(within(panel).getByText(QUOTA)).toBeTruthy();
    // Drawn as a warning (amber), not in the red of an error box.
    expect(within(panel).getByText(QUOTA).closest('.be-form__issues')?.className).toContain(
      'be-form__issues--warning',
    );
    // The slot is still to choose, but that error waits for a touch or a save.
    expect(within(panel).queryByText('イベント予約枠を選択してください')).toBeNull();
  });

  it('marks a collapsed panel with only warnings 警告あり, and one with errors エラーあり', () => {
    renderEditor(
      effectStore([
        { type: 31, fire_type: 0, event_slot_id: 2, num_of_takes: 1 },
        { type: 31, fire_type: 0, num_of_takes: 1 },
      ]),
    );
    toggle('1. イベント予約操作');
    toggle('2. イベント予約操作');
    const [warned, failing] = panels();
    expect(within(warned).getByText('警告あり')).toBeTruthy();
    expect(within(warned).queryByText('エラーあり')).toBeNull();
    expect(within(failing).getByText('エラーあり')).toBeTruthy();
    expect(within(failing).queryByText('警告あり')).toBeNull();
  });

  it('shows the block warning after choosing ブロック, without a blur or a save', () => {
    vi.useFakeTimers();
    renderEditor(effectStore([{ type: 7, notify: -10, user_rate: -10 }]));
    expect(screen.queryByText(BLOCK_WARNING)).toBeNull();
    const rate = screen.getByRole('combobox', { name: '表示状態' }) as HTMLSelectElement;
    const block = [...rate.options].find((option) => option.text === 'ブロック');
    fireEvent.change(rate, { target: { value: block?.value } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const field = rate.closest('.be-field') as HTMLElement;
    expect(within(field).getByText(BLOCK_WARNING)).toBeTruthy();
    // A warning informs: the control is not marked invalid.
    expect(rate.getAttribute('aria-invalid')).toBeNull();
  });
});
