// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../engine/core/index.ts';
import type { ApiResult, OperatorsAnswer } from '../api/types.ts';
import { I18nProvider } from '../page-i18n.ts';
import { navigate } from '../router.tsx';
import { ServicesProvider } from '../services.tsx';
import { failure, fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import RolesPage from './RolesPage.tsx';

afterEach(() => cleanup());

const answer = (): OperatorsAnswer => ({
  operators: [],
  roles: [
    { id: 1, name: 'オーナー', permissions: ['tag-write', 'operator-manage'], revision: 1 },
    { id: 2, name: '閲覧者', permissions: [], revision: 1 },
  ],
  permissions: [
    { name: 'tag-write', source: 'tag', ja: 'タグの編集', en: 'Edit tags' },
    { name: 'operator-manage', source: 'operator', ja: 'オペレーターの管理', en: 'Manage operators' },
  ] as OperatorsAnswer['permissions'],
});

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
/** What app/api/http.ts answers when fetch throws (the server is down). */
const noAnswer = () => failure(0, ['不明なエラーが発生しました'], false);
const CONNECTION = 'サーバーに接続できません。接続を確認して、もう一度保存してください。';

/** The page over the fake client, its operator calls answering from `data` (changed by the test as it goes). */
function setup(change: (api: ReturnType<typeof fakeApi>['api']) => void = () => {}) {
  window.history.replaceState(null, '', '/operators/roles');
  const { api } = fakeApi();
  vi.mocked(api.session).mockResolvedValue(ok(testSession));
  vi.mocked(api.currentSession).mockReturnValue(testSession);
  const data = answer();
  api.operators = vi.fn(async () => ok(structuredClone(data)));
  api.createRole = vi.fn(async () => ok({ id: 3, revision: 1 }));
  api.updateRole = vi.fn(async (id: number) => ok({ id, revision: 2 }));
  api.deleteRole = vi.fn(async (id: number) => ok({ id, deleted: true as const }));
  change(api);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(api)}>
        <RolesPage />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { api, data };
}

const form = (testId: string) => within(screen.getByTestId(testId));
const nameOf = (testId: string) =>
  form(testId).getByRole('textbox', { name: 'ロール名' }) as HTMLInputElement;

describe('roles page', () => {
  it('asks before leaving with an edited role, in the app and on reload; not once the edit is undone', async () => {
    setup();
    await screen.findByTestId('role-2');
    fireEvent.change(nameOf('role-2'), { target: { value: '閲覧者2' } });
    await act(async () => navigate('/operators'));
    expect(await screen.findByText(messageText('leave_unsaved', 'ja'))).toBeTruthy();
    expect(window.location.pathname).toBe('/operators/roles');
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    // Back to what is saved: nothing to lose.
    fireEvent.change(nameOf('role-2'), { target: { value: '閲覧者' } });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('asks about a permission ticked in the new role too', async () => {
    setup();
    await screen.findByTestId('role-new');
    fireEvent.click(form('role-new').getByRole('checkbox', { name: /タグの編集/ }));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('says the connection failed when a save or a new role gets no answer', async () => {
    setup((api) => {
      api.updateRole = vi.fn(async () => noAnswer());
      api.createRole = vi.fn(async () => noAnswer());
    });
    await screen.findByTestId('role-2');
    fireEvent.change(nameOf('role-2'), { target: { value: '閲覧者2' } });
    fireEvent.click(form('role-2').getByRole('button', { name: '保存' }));
    expect(await form('role-2').findByText(CONNECTION)).toBeTruthy();
    fireEvent.change(nameOf('role-new'), { target: { value: '新しい役' } });
    fireEvent.click(form('role-new').getByRole('button', { name: 'ロールを追加' }));
    expect(await form('role-new').findByText(CONNECTION)).toBeTruthy();
    expect(screen.queryByText('不明なエラーが発生しました')).toBeNull();
  });

  it('saves on Enter in the name, and says 追加しました for a new role', async () => {
    const { api } = setup();
    await screen.findByTestId('role-new');
    fireEvent.change(nameOf('role-new'), { target: { value: '新しい役' } });
    fireEvent.submit(nameOf('role-new'));
    await waitFor(() => expect(api.createRole).toHaveBeenCalledWith('新しい役', []));
    expect(await form('role-new').findByText('ロールを追加しました')).toBeTruthy();
    expect(form('role-new').queryByText('変更しました')).toBeNull();
    fireEvent.change(nameOf('role-2'), { target: { value: '閲覧者2' } });
    fireEvent.submit(nameOf('role-2'));
    await waitFor(() =>
      expect(api.updateRole).toHaveBeenCalledWith(2, { revision: 1, name: '閲覧者2', permissions: [] }),
    );
    expect(await form('role-2').findByText('変更しました')).toBeTruthy();
  });

  it('clears a refusal of the name once the name changes', async () => {
    const taken = '同じ名前のロールが既にあります';
    setup((api) => {
      api.createRole = vi.fn(async () => ({ ...failure(422, [taken]), errors: { '/name': [taken] } }));
    });
    await screen.findByTestId('role-new');
    fireEvent.change(nameOf('role-new'), { target: { value: 'オーナー' } });
    fireEvent.submit(nameOf('role-new'));
    expect(await form('role-new').findByText(taken)).toBeTruthy();
    fireEvent.change(nameOf('role-new'), { target: { value: 'オーナー2' } });
    expect(form('role-new').queryByText(taken)).toBeNull();
  });

  it('deletes a role after the confirm dialog, and not on cancel', async () => {
    const { api, data } = setup();
    await screen.findByTestId('role-2');
    fireEvent.click(form('role-2').getByRole('button', { name: 'ロール「閲覧者」を削除' }));
    expect(
      await screen.findByText('ロール「閲覧者」を削除しますか？元に戻すことはできません。'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(api.deleteRole).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(form('role-2').getByRole('button', { name: 'ロール「閲覧者」を削除' }));
    data.roles = data.roles.filter((r) => r.id !== 2);
    fireEvent.click(
      await within(await screen.findByRole('alertdialog')).findByRole('button', { name: '削除' }),
    );
    await waitFor(() => expect(api.deleteRole).toHaveBeenCalledWith(2));
    expect(await screen.findByText('ロール「閲覧者」を削除しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('role-2')).toBeNull());
    // The new role form has no 削除.
    expect(form('role-new').queryByRole('button', { name: /削除/ })).toBeNull();
  });

  it("shows the server's refusal of a held role beside it, and keeps the role", async () => {
    const held =
      'このロールは1人のオペレーターに割り当てられているため削除できません。先にオペレーターのロールを変更してください';
    setup((api) => {
      api.deleteRole = vi.fn(async () => failure(422, [held]));
    });
    await screen.findByTestId('role-1');
    fireEvent.click(form('role-1').getByRole('button', { name: 'ロール「オーナー」を削除' }));
    fireEvent.click(
      await within(await screen.findByRole('alertdialog')).findByRole('button', { name: '削除' }),
    );
    expect(await form('role-1').findByText(held)).toBeTruthy();
    expect(screen.getByTestId('role-1')).toBeTruthy();
  });
});
