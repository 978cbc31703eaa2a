// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, OperatorsAnswer } from '../api/types.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { failure, fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import OperatorsPage from './OperatorsPage.tsx';

afterEach(() => cleanup());

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const CONNECTION = 'サーバーに接続できません。接続を確認して、もう一度保存してください。';

const answer: OperatorsAnswer = {
  operators: [
    { id: 1, login_id: 'owner', name: 'オーナー', disabled: false, role_id: 1, self: true, manageable: true },
    { id: 2, login_id: 'sato', name: '佐藤', disabled: false, role_id: 2, self: false, manageable: true },
  ],
  roles: [
    { id: 1, name: 'オーナー', permissions: ['operator-manage'], revision: 1 },
    { id: 2, name: 'スタッフ', permissions: [], revision: 1 },
  ],
  permissions: [],
};

describe('operators page', () => {
  it('says the connection failed when a change or a new operator gets no answer (status 0)', async () => {
    window.history.replaceState(null, '', '/operators');
    const { api } = fakeApi();
    vi.mocked(api.session).mockResolvedValue(ok(testSession));
    vi.mocked(api.currentSession).mockReturnValue(testSession);
    // What app/api/http.ts answers when fetch throws.
    const noAnswer = () => failure(0, ['不明なエラーが発生しました'], false);
    api.operators = vi.fn(async () => ok(structuredClone(answer)));
    api.updateOperator = vi.fn(async () => noAnswer());
    api.createOperator = vi.fn(async () => noAnswer());
    render(
      <I18nProvider initial="ja">
        <ServicesProvider services={fakeServices(api)}>
          <OperatorsPage />
        </ServicesProvider>
      </I18nProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '無効にする' }));
    expect(await screen.findByText(CONNECTION)).toBeTruthy();
    cleanup();
    render(
      <I18nProvider initial="ja">
        <ServicesProvider services={fakeServices(api)}>
          <OperatorsPage />
        </ServicesProvider>
      </I18nProvider>,
    );
    const add = (await screen.findByRole('button', { name: '追加する' })).closest('form') as HTMLFormElement;
    fireEvent.submit(add);
    expect(await within(add).findByText(CONNECTION)).toBeTruthy();
    expect(screen.queryByText('不明なエラーが発生しました')).toBeNull();
  });
});
