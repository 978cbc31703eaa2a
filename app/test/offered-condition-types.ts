/**
 * A step several console tests take: which condition types an action's effect may be given, as the operator
 * finds out (spec 001 §6: the caller's context decides, e.g. 外部API連携 only for an external context event).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * In the action editor inside `editor`, adds a text effect, opens its condition slide-in and answers the type
 * labels the slide-in's add menu offers. The menu is closed again; the slide-in stays open.
 *
 * @example expect((await offeredConditionTypes(document.body)).names).toContain('外部API連携');
 */
export async function offeredConditionTypes(
  editor: HTMLElement,
): Promise<{ names: string[]; shell: HTMLElement }> {
  fireEvent.click(await within(editor).findByRole('button', { name: '要素を追加' }));
  fireEvent.click(within(editor).getByRole('menuitem', { name: /^テキスト送信/ }));
  fireEvent.click(within(editor).getByRole('button', { name: '条件 OFF(1. テキスト送信)' }));
  const shell = await screen.findByRole('dialog', { name: /条件設定/ });
  await waitFor(() => expect(shell.querySelector('.app-funnel-editor')).not.toBeNull());
  const add = within(shell).getAllByRole('button', { name: '要素を追加' }).at(-1)!;
  fireEvent.click(add);
  const names = within(shell)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.click(add);
  return { names, shell };
}
