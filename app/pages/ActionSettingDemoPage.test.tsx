// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsolePage } from '../test/render-console-page.tsx';
import ActionSettingDemoPage from './ActionSettingDemoPage.tsx';

afterEach(() => cleanup());

/** The demo page for an account that may use condition 115 (ability open-api). */
function open() {
  renderConsolePage(<ActionSettingDemoPage />, {
    address: '/widgets/action-setting',
    abilities: ['open-api'],
  });
}

/** Opens the widget's action editor, adds a text effect and answers what its condition's add menu offers. */
async function conditionTypes(): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: 'アクションを設定' }));
  const modal = await screen.findByRole('dialog', { name: 'アクション設定' });
  fireEvent.click(await within(modal).findByRole('button', { name: '要素を追加' }));
  fireEvent.click(within(modal).getByRole('menuitem', { name: /^テキスト送信/ }));
  fireEvent.click(within(modal).getByRole('button', { name: '条件 OFF(1. テキスト送信)' }));
  const shell = await screen.findByRole('dialog', { name: /条件設定/ });
  await waitFor(() => expect(shell.querySelector('.app-funnel-editor')).not.toBeNull());
  const add = within(shell).getAllByRole('button', { name: '要素を追加' }).at(-1)!;
  fireEvent.click(add);
  const names = within(shell)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.click(add);
  return names;
}

describe('action setting demo: the caller select (呼び出し元)', () => {
  it('lists 通常, 自動応答 and 外部API連携(イベント), 通常 first', () => {
    open();
    const select = screen.getByRole('combobox', { name: '呼び出し元' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '通常',
      '自動応答',
      '外部API連携(イベント)',
    ]);
    expect(select.value).toBe('plain');
  });

  it('hands an external context event to the editor: the effect’s condition offers 外部API連携', async () => {
    open();
    fireEvent.change(screen.getByRole('combobox', { name: '呼び出し元' }), { target: { value: 'event' } });
    expect(await conditionTypes()).toContain('外部API連携');
  });

  it('offers no 外部API連携 for the plain caller', async () => {
    open();
    expect(await conditionTypes()).not.toContain('外部API連携');
  });
});
