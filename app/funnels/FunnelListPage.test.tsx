// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import FunnelListPage from './FunnelListPage.tsx';
import { fakeFunnelApi } from './fake-funnel-api.ts';
import { FunnelApiProvider } from './funnel-api.ts';

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/funnels'));

function renderList() {
  const funnels = fakeFunnelApi();
  funnels.state.funnels.set(1, { fid: 1, name: '購入者', group_id: 30, inputs: [], revision: 2 });
  funnels.state.funnels.set(2, { fid: 2, name: '新規', group_id: null, inputs: [], revision: 1 });
  // A condition set on an action effect: no name.
  funnels.state.funnels.set(3, { fid: 3, name: '', group_id: null, inputs: [], revision: 1 });
  const services = fakeServices(fakeApi().api);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <FunnelApiProvider api={funnels.api}>
          <FunnelListPage />
        </FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return funnels;
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('funnel list', () => {
  it('lists named funnels with links, filters by folder, and shows unnamed ones on request', async () => {
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: '購入者' }).getAttribute('href')).toBe('/funnels/1');
    expect(screen.getByRole('link', { name: /新規作成/ }).getAttribute('href')).toBe('/funnels/new');
    fireEvent.click(screen.getByRole('button', { name: '配信対象 1件' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(window.location.search).toBe('?folder=30');
    expect(screen.getByRole('link', { name: /新規作成/ }).getAttribute('href')).toBe(
      '/funnels/new?folder=30',
    );
    fireEvent.click(screen.getByRole('button', { name: /すべて/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /名前のない条件/ }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('link', { name: '(名称未設定 ID:3)' })).toBeTruthy();
  });

  it('copies, and deletes after confirmation', async () => {
    const funnels = renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '購入者をコピー' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('「購入者」をコピーしました')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新規を削除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('「新規」を削除しますか？');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(funnels.api.deleteFunnel).toHaveBeenCalledWith(2, 1);
  });

  it('says under a used funnel’s name which actions use it, and its 削除 explains instead of asking (was: asked, then refused)', async () => {
    const funnels = renderList();
    funnels.state.usedBy.set(1, {
      count: 4,
      documents: [
        { kind: 'action', id: 7, name: '誕生日のお祝い' },
        { kind: 'action', id: 8, name: '' },
        { kind: 'action', id: 9, name: '購入お礼' },
      ],
    });
    funnels.state.usedBy.set(2, { count: 1, documents: [{ kind: 'action', id: 8, name: '' }] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '購入者をコピー' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const used = rows().find((row) => row.getAttribute('data-fid') === '1');
    expect(used?.textContent).toContain('アクションで使用中: 「誕生日のお祝い」 ほか3件');
    expect(rows().find((row) => row.getAttribute('data-fid') === '2')?.textContent).toContain(
      'アクションで使用中: 名称未設定(ID 8)',
    );
    // The copy is used by no one: no line.
    expect(rows().find((row) => row.getAttribute('data-fid') === '200')?.textContent).not.toContain('使用中');
    // The delete button stays a Tab stop, and a screen reader hears why with it.
    const remove = screen.getByRole('button', { name: '購入者を削除' });
    expect(remove.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '購入者を削除', description: /アクションで使用中/ })).toBe(
      remove,
    );
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('削除できません');
    expect(dialog.textContent).toContain(
      'この絞り込み条件はアクション「誕生日のお祝い」(ID 7)、アクション(ID 8)、アクション「購入お礼」(ID 9)ほか1件で使われているため削除できません。先にアクションの条件を外してください',
    );
    // Nothing to confirm: only 閉じる, which has the focus.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['閉じる']);
    expect(document.activeElement?.textContent).toBe('閉じる');
    fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(funnels.api.deleteFunnel).not.toHaveBeenCalled();
  });

  it('still shows the server’s refusal when the list did not know (a stale list)', async () => {
    const funnels = renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    funnels.state.usedBy.set(2, { count: 1, documents: [{ kind: 'action', id: 8, name: '' }] });
    fireEvent.click(screen.getByRole('button', { name: '新規を削除' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await screen.findByText('削除に失敗しました');
    expect(screen.getByText('この絞り込み条件はアクションで使われているため削除できません')).toBeTruthy();
    // The list read again now knows.
    await waitFor(() => expect(screen.getByText('アクションで使用中: 名称未設定(ID 8)')).toBeTruthy());
  });
});
