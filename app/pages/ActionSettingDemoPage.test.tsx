// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offeredConditionTypes } from '../test/offered-condition-types.ts';
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

/** Opens the widget's action editor and answers the condition types a new text effect may be given. */
async function conditionTypes(): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: 'アクションを設定' }));
  const modal = await screen.findByRole('dialog', { name: 'アクション設定' });
  return (await offeredConditionTypes(modal)).names;
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
