// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConsolePage } from '../test/render-console-page.tsx';
import ActionEditorPage from './ActionEditorPage.tsx';

afterEach(() => cleanup());
beforeEach(() => {
  renderConsolePage(<ActionEditorPage />, { address: '/actions/new' });
});

const DISCARD = '編集中の内容が破棄されます。よろしいですか？';

/** The conditions of the funnel the slide-in edits (its top-level panels). */
const conditions = (shell: HTMLElement) =>
  shell.querySelectorAll('.be-editor > .be-list-area > .be-list > li > article.be-panel');

/** Adds a text effect to the new action and opens its condition slide-in, its funnel editor loaded. */
async function openShell(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: '要素を追加' }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^テキスト送信/ }));
  fireEvent.click(screen.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }));
  const shell = await screen.findByRole('dialog', { name: /条件設定/ });
  await waitFor(() => expect(shell.querySelector('.app-funnel-editor')).not.toBeNull());
  await waitFor(() => expect(conditions(shell).length).toBeGreaterThan(0));
  return shell;
}

/** Adds a name condition (名前) from the slide-in's add menu; answers how many conditions there are now. */
async function addCondition(shell: HTMLElement): Promise<number> {
  const before = conditions(shell).length;
  fireEvent.click(within(shell).getAllByRole('button', { name: '要素を追加' }).at(-1)!);
  fireEvent.click(within(shell).getByRole('menuitem', { name: /^名前/ }));
  await waitFor(() => expect(conditions(shell)).toHaveLength(before + 1));
  return before + 1;
}

/** Each way out of the slide-in without finishing. */
const closers: [string, (shell: HTMLElement) => void][] = [
  ['×', (shell) => fireEvent.click(within(shell).getByRole('button', { name: '閉じる' }))],
  [
    'Escape',
    (shell) =>
      fireEvent.keyDown(within(shell).getByRole('checkbox', { name: '2回目以降も実行する' }), {
        key: 'Escape',
      }),
  ],
  ['a click outside', (shell) => fireEvent.mouseDown(shell.parentElement!)],
  ['‹ 戻る', (shell) => fireEvent.click(within(shell).getByRole('button', { name: '戻る' }))],
];

describe('condition slide-in: closing with a condition being built', () => {
  it.each(closers)('%s closes it at once while nothing was changed', async (_, closeIt) => {
    const shell = await openShell();
    closeIt(shell);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each(closers)(
    '%s asks first once a condition was added: cancel keeps it, OK discards it',
    async (_, closeIt) => {
      const shell = await openShell();
      const count = await addCondition(shell);

      closeIt(shell);
      const question = await screen.findByRole('alertdialog');
      expect(question.textContent).toContain(DISCARD);
      fireEvent.click(within(question).getByRole('button', { name: 'キャンセル' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole('dialog', { name: /条件設定/ })).toBe(shell);
      expect(conditions(shell)).toHaveLength(count);

      closeIt(shell);
      const again = await screen.findByRole('alertdialog');
      await act(async () => {
        fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Discarded: the effect still has no condition.
      expect(screen.getByRole('button', { name: '条件 OFF(1. テキスト送信)' })).toBeTruthy();
    },
  );

  it('asks when only 2回目以降も実行する was changed, and not once it is changed back', async () => {
    const shell = await openShell();
    const twice = within(shell).getByRole('checkbox', { name: '2回目以降も実行する' });
    fireEvent.click(twice);
    fireEvent.click(within(shell).getByRole('button', { name: '戻る' }));
    const question = await screen.findByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(twice).toHaveProperty('checked', true);
    fireEvent.click(twice);
    fireEvent.click(within(shell).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
