// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../page-i18n.ts';
import type { FriendEditorApi, FriendMessage } from './friend-editor-api.ts';
import { MessageHistory } from './MessageHistory.tsx';
import { useFriendEditorTexts } from './texts.ts';

afterEach(() => cleanup());

const message = (id: number, at: string): FriendMessage => ({
  id,
  member_id: 7,
  timestamp: Date.parse(at),
  date: at,
  text: `本文${id}`,
  type: 'text',
  notify: 0,
  rate: 0,
  media: null,
  quoted_message_id: null,
  line_message_id: null,
  direction: 'in',
});

function History({ api }: { api: FriendEditorApi }) {
  return <MessageHistory memberId={7} api={api} texts={useFriendEditorTexts()} lang="ja" />;
}

describe('MessageHistory', () => {
  it('shows each message’s time in the account’s zone (Japan), whatever the process’s', async () => {
    // 15:30 UTC is 00:30 the next day in Japan; the process (UTC here, New York in a browser) reads the 25th.
    const messages = vi.fn(async () => ({
      ok: true as const,
      status: 200,
      data: {
        messages: [message(1, '2026-11-25T15:30:00.000Z'), message(2, '2026-11-26T02:05:00.000Z')],
        sendings: [],
        reserve_count: 0,
        lastpage: true,
        next_past_time: null,
      },
    }));
    render(
      <I18nProvider initial="ja">
        <History api={{ messages } as unknown as FriendEditorApi} />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByText('本文1')).toBeTruthy());
    const times = [...document.querySelectorAll('time')];
    expect(times.map((each) => each.textContent)).toEqual(['2026/11/26 0:30', '2026/11/26 11:05']);
    expect(times[0]?.getAttribute('datetime')).toBe('2026-11-25T15:30:00.000Z');
  });

  it('after さらに前のメッセージ the message the operator was at keeps the focus, and a status says how many came', async () => {
    const page = (messages: FriendMessage[], lastpage: boolean) => ({
      ok: true as const,
      status: 200,
      data: { messages, sendings: [], reserve_count: 0, lastpage, next_past_time: lastpage ? null : 'p2' },
    });
    const messages = vi.fn(async (_id: number, before: string | number | null) =>
      before === null
        ? page([message(3, '2026-11-26T01:00:00.000Z'), message(4, '2026-11-26T02:00:00.000Z')], false)
        : page([message(1, '2026-11-25T01:00:00.000Z'), message(2, '2026-11-25T02:00:00.000Z')], true),
    );
    render(
      <I18nProvider initial="ja">
        <History api={{ messages } as unknown as FriendEditorApi} />
      </I18nProvider>,
    );
    // The button leaves the page while the older page loads: the focus falls to <body>, as a key press leaves it.
    fireEvent.click(await screen.findByRole('button', { name: 'さらに前のメッセージ' }));
    await waitFor(() => expect(screen.getByText('本文1')).toBeTruthy());
    expect(messages).toHaveBeenLastCalledWith(7, 'p2', expect.anything());
    expect(document.activeElement?.getAttribute('data-message')).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('前のメッセージを2件表示しました');
    expect(
      [...document.querySelectorAll('[data-message]')].map((li) => li.getAttribute('data-message')),
    ).toEqual(['1', '2', '3', '4']);
  });
});
