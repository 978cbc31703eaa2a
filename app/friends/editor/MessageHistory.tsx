import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { focusIsLost } from '../../../engine/react/index.ts';
import { AlertBox } from '../../ui/AlertBox.tsx';
import { accountTime } from '../../ui/time.ts';
import type { FriendEditorApi, FriendMessage } from './friend-editor-api.ts';
import { type FriendEditorTexts, fill } from './texts.ts';

/** Props of `MessageHistory`. */
export interface MessageHistoryProps {
  memberId: number;
  api: FriendEditorApi;
  texts: FriendEditorTexts;
  lang: Lang;
}

type History =
  | { state: 'loading'; messages: FriendMessage[] }
  | { state: 'loaded'; messages: FriendMessage[]; before: string | number | null; last: boolean }
  | { state: 'failed'; messages: FriendMessage[]; lines: string[] };

/**
 * The friend's messages as a read-only timeline (GET /api/v1/member/messages/{member_id}, spec 000 §3.9, §7):
 * oldest at the top, newest at the bottom, earlier pages on request. Texts are shown as text, never as markup; a
 * retracted message (rate 4) says so.
 */
export function MessageHistory({ memberId, api, texts, lang }: MessageHistoryProps) {
  const [history, setHistory] = useState<History>({ state: 'loading', messages: [] });
  const running = useRef<AbortController | null>(null);
  const load = (before: string | number | null, kept: FriendMessage[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setHistory({ state: 'loading', messages: kept });
    void api.messages(memberId, before, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setHistory({ state: 'failed', messages: kept, lines: result.messages });
      // A page holds the messages before `before`, oldest first, as the timeline reads.
      const older = result.data.messages;
      setHistory({
        state: 'loaded',
        messages: [...older, ...kept],
        before: result.data.next_past_time,
        last: result.data.lastpage,
      });
    });
  };
  // さらに前のメッセージ leaves the page while the page loads, and the focus fell to <body> with it: the first
  // message it brought takes the focus (Shift+Tab reaches the button again), or the list when none came.
  const section = useRef<HTMLElement>(null);
  /** While older messages load: the id of the message that was at the top (null: none was). */
  const topBefore = useRef<string | number | null | undefined>(undefined);
  useEffect(() => {
    if (topBefore.current === undefined || history.state === 'loading') return;
    const top = topBefore.current;
    topBefore.current = undefined;
    if (!focusIsLost()) return;
    const first = history.messages[0];
    const brought = first !== undefined && first.id !== top;
    const shown = brought
      ? section.current?.querySelector<HTMLElement>(`[data-message="${CSS.escape(String(first.id))}"]`)
      : null;
    (shown ?? section.current)?.focus();
  }, [history]);
  const older = (before: string | number | null, kept: FriendMessage[]) => {
    topBefore.current = kept[0]?.id ?? null;
    load(before, kept);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one friend's history, loaded once.
  useEffect(() => {
    load(null, []);
    return () => running.current?.abort();
  }, [memberId]);
  const at = (message: FriendMessage) =>
    new Date(typeof message.timestamp === 'number' ? message.timestamp : message.date);
  const time = (message: FriendMessage) =>
    accountTime(typeof message.timestamp === 'number' ? message.timestamp : message.date, lang, 'minute');
  return (
    <section
      ref={section}
      className="fe-section fe-history"
      data-section="history"
      aria-busy={history.state === 'loading'}
      aria-label={texts.tabHistory}
      tabIndex={-1}
    >
      {history.state === 'loaded' && !history.last && (
        <button type="button" className="app-button" onClick={() => older(history.before, history.messages)}>
          {texts.historyOlder}
        </button>
      )}
      {history.state === 'failed' && (
        <AlertBox tone="error" lines={[texts.historyFailed, ...history.lines]} />
      )}
      {history.state === 'loading' && (
        <p className="app-loading" role="status">
          <span className="app-spinner" aria-hidden="true" />
          {texts.loading}
        </p>
      )}
      {history.state === 'loaded' && history.messages.length === 0 && (
        <p className="app-muted">{texts.historyEmpty}</p>
      )}
      <ol className="fe-history__list">
        {history.messages.map((message) => {
          const fromFriend = message.direction !== 'out';
          return (
            <li
              key={message.id}
              className={`fe-message fe-message--${fromFriend ? 'in' : 'out'}`}
              data-message={message.id}
              tabIndex={-1}
            >
              <span className="fe-message__who">{fromFriend ? texts.fromFriend : texts.fromAccount}</span>
              <time
                className="fe-message__time"
                dateTime={Number.isNaN(at(message).getTime()) ? undefined : at(message).toISOString()}
              >
                {time(message)}
              </time>
              <p className="fe-message__text">
                {message.rate === 4
                  ? texts.retracted
                  : message.type === 'text'
                    ? message.text
                    : fill(texts.mediaMessage, { type: message.type })}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
