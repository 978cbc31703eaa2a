// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFunnelApi } from '../funnels/fake-funnel-api.ts';
import { FunnelApiProvider } from '../funnels/funnel-api.ts';
import { I18nProvider } from '../i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import ActionSettingDemoPage from './ActionSettingDemoPage.tsx';

afterEach(() => cleanup());

function open() {
  window.history.replaceState(null, '', '/widgets/action-setting');
  const fake = fakeApi();
  const session = { ...testSession, abilities: [...testSession.abilities, 'open-api'] };
  vi.mocked(fake.api.session).mockResolvedValue({ ok: true, status: 200, data: session });
  vi.mocked(fake.api.currentSession).mockReturnValue(session);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(fake.api)}>
        <FunnelApiProvider api={fakeFunnelApi().api}>
          <ActionSettingDemoPage />
        </FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
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
