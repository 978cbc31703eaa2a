// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMessage } from '../../plugins/shared/composer/test-support.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { ActionSetting } from '../widgets/ActionSetting.tsx';
import ActionListPage from './ActionListPage.tsx';

// The editor in the modal draws the message composer of its text block (a plugin widget loaded lazily).
await preloadLazyParts();

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/actions'));

function renderList() {
  const fake = fakeApi();
  fake.server.actions.set(1, { aid: 1, a_name: 'ウェルカム', group_id: 20, inputs: [], revision: 2 });
  fake.server.actions.set(2, { aid: 2, a_name: '', group_id: null, inputs: [], revision: 1 });
  const services = fakeServices(fake.api);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <ActionListPage />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { ...fake, services };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('action list', () => {
  it('lists actions with links to open them, and filters by folder', async () => {
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'ウェルカム' }).getAttribute('href')).toBe('/actions/1');
    expect(screen.getByRole('link', { name: '(名称未設定 ID:2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /新規作成/ }).getAttribute('href')).toBe('/actions/new');
    fireEvent.click(screen.getByRole('button', { name: '配信用 1件' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(window.location.search).toBe('?folder=20');
    expect(screen.getByRole('link', { name: /新規作成/ }).getAttribute('href')).toBe(
      '/actions/new?folder=20',
    );
  });

  it('deletes after the confirm dialog: Escape cancels, Enter confirms', async () => {
    const { api } = renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'ウェルカムを削除' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('「ウェルカム」を削除しますか？');
    expect(document.activeElement?.textContent).toBe('削除');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => {});
    expect(api.deleteAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ウェルカムを削除' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(api.deleteAction).toHaveBeenCalledWith(1, 2));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toContain('「ウェルカム」を削除しました');
  });

  it('copies an action', async () => {
    const { api } = renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'ウェルカムをコピー' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.copyAction).toHaveBeenCalledWith(1);
    expect(screen.getByRole('link', { name: 'ウェルカムのコピー' })).toBeTruthy();
  });
});

describe('action setting widget', () => {
  it('opens the editor in a large modal that a click outside does not close, and sets the saved action', async () => {
    const fake = fakeApi();
    const services = fakeServices(fake.api);
    const onChange = vi.fn();
    const view = render(
      <I18nProvider initial="ja">
        <ServicesProvider services={services}>
          <ActionSetting label="フォーム回答後のアクション" value={null} onChange={onChange} />
        </ServicesProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'フォーム回答後のアクション' }).textContent).toContain(
      'アクションは設定されていません',
    );
    expect(screen.queryByRole('button', { name: '設定を解除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'アクションを設定' }));
    const modal = await screen.findByRole('dialog', { name: 'アクション設定' });
    expect(modal.className).toContain('app-modal--large');
    fireEvent.mouseDown(modal.parentElement!);
    expect(screen.getByRole('dialog', { name: 'アクション設定' })).toBe(modal);
    // Template mode is off in the widget: no name field.
    await within(modal).findByRole('button', { name: '要素を追加' });
    expect(within(modal).queryByRole('textbox', { name: /アクション名/ })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: '要素を追加' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /テキスト送信/ }));
    setMessage(within(modal).getByRole('textbox', { name: 'メッセージ本文' }), 'ありがとう');
    // The server lists the saved action among the action items (it has no name: not a template).
    fake.server.resources.action = { groups: [], items: [{ id: 100, name: '' }], ids: [100] };
    fireEvent.click(modal.querySelector('button[data-save-status]')!);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.api.registerAction).toHaveBeenCalledWith(
      expect.objectContaining({ is_template: 0, inputs: [expect.objectContaining({ text: 'ありがとう' })] }),
      expect.anything(),
    );

    view.rerender(
      <I18nProvider initial="ja">
        <ServicesProvider services={services}>
          <ActionSetting label="フォーム回答後のアクション" value={100} onChange={onChange} />
        </ServicesProvider>
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByText('設定中: (名称未設定 ID:100)')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '設定を解除' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('asks before closing the modal with unsaved edits', async () => {
    const fake = fakeApi();
    const services = fakeServices(fake.api);
    render(
      <I18nProvider initial="ja">
        <ServicesProvider services={services}>
          <ActionSetting label="回答後" value={null} onChange={vi.fn()} />
        </ServicesProvider>
      </I18nProvider>,
    );
    // Unedited: its cancel button closes it at once.
    fireEvent.click(screen.getByRole('button', { name: 'アクションを設定' }));
    const clean = await screen.findByRole('dialog', { name: 'アクション設定' });
    fireEvent.click(await within(clean).findByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'アクションを設定' }));
    const modal = await screen.findByRole('dialog', { name: 'アクション設定' });
    fireEvent.click(await within(modal).findByRole('button', { name: '要素を追加' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /テキスト送信/ }));
    fireEvent.keyDown(modal, { key: 'Escape' });
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('編集中の内容が破棄されます。よろしいですか？');
    fireEvent.click(within(question).getByRole('button', { name: 'キャンセル' }));
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'アクション設定' })).toBeTruthy();
    expect(within(modal).getByRole('textbox', { name: 'メッセージ本文' })).toBeTruthy();

    // Its own cancel button (in the editor's bar) asks too; OK closes and discards.
    fireEvent.click(within(modal).getByRole('button', { name: 'キャンセル' }));
    const again = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
