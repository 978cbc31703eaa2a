// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { actionRegistry } from '../actions/registry.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { RevisionHistory } from './RevisionHistory.tsx';

afterEach(() => cleanup());

function renderHistory(options: { dirty?: boolean; confirm?: boolean; shown?: boolean } = {}) {
  const fake = fakeApi();
  const text = (body: string) => ({ type: 1, text: body, delay_type: 0 });
  for (const [revision, body] of [
    [1, '最初'],
    [2, '二度目'],
  ] as const) {
    fake.server.history.set(`5:${revision}`, {
      aid: 5,
      a_name: `名前${revision}`,
      inputs: [text(body)],
      revision,
    });
  }
  const onRestored = vi.fn(async () => options.shown ?? true);
  const services = fakeServices(fake.api);
  const confirm = vi.fn(async () => options.confirm ?? true);
  (fake.api.restoreRevision as ReturnType<typeof vi.fn>).mockResolvedValue({
    ok: true,
    status: 200,
    data: { revision: 3 },
  });
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <RevisionHistory
          kind="action"
          id={5}
          revision={2}
          dirty={options.dirty ?? false}
          registry={actionRegistry()}
          ctx={createContext({ lang: 'ja' })}
          confirm={confirm}
          onRestored={onRestored}
        />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { ...fake, onRestored, confirm, services };
}

describe('保存履歴', () => {
  it('lists the revisions newest first with who saved them, and opens one', async () => {
    renderHistory();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = screen.getAllByRole('listitem');
    expect(newest.textContent).toContain('版 2');
    // Saved at 03:04 UTC (the fake's saved_at): 12:04 in the account's zone, Japan, whatever the process's zone.
    const saved = newest.querySelector('time');
    expect(saved?.getAttribute('datetime')).toBe('2026-11-02T03:04:05.000Z');
    expect(saved?.textContent).toBe('2026/11/02 12:04');
    expect(newest.textContent).toContain('現在の版');
    expect(older.textContent).toContain('テスト オーナー');
    fireEvent.click(screen.getAllByRole('button', { name: '開く' })[1]);
    const shown = await screen.findByTestId('revision-shown');
    expect(shown.textContent).toContain('名前1');
    expect(shown.textContent).toContain('テキスト送信');
  });

  it('restores an older revision after asking, as a new revision from the current one', async () => {
    const { api, onRestored, confirm } = renderHistory();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    // The current revision has nothing to restore.
    expect(screen.getAllByRole('button', { name: 'この版に戻す' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'この版に戻す' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith('第1版の内容を新しい版として保存します。よろしいですか？');
    expect(api.restoreRevision).toHaveBeenCalledWith('action', 5, 1, 2);
    // Shown in place by the host: the status line says so, and the page is not reloaded.
    expect((await screen.findByRole('status')).textContent).toBe('第1版の内容を新しい版として保存しました');
  });

  it('reloads the page when the host cannot show the restored document in place', async () => {
    const { onRestored, services } = renderHistory({ shown: false });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'この版に戻す' }));
    await waitFor(() => expect(services.reload).toHaveBeenCalled());
    expect(onRestored).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('asks to save or discard unsaved edits before restoring', async () => {
    const { api } = renderHistory({ dirty: true });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'この版に戻す' }));
    await screen.findByText('編集中の内容があります。保存するか破棄してから復元してください。');
    expect(api.restoreRevision).not.toHaveBeenCalled();
  });
});
