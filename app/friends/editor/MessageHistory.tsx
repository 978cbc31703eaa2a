import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { focusIsLost } from '../../../engine/react/index.ts';
import { AlertBox } from '../../ui/AlertBox.tsx';
import { accountTime } from '../../ui/time.ts';
import type { FriendEditorApi, FriendMessage } from './friend-editor-api.ts';
import { keepAt, screenTop, scrollToBottomOf } from './history-scroll.ts';
import { type FriendEditorTexts, fill } from './texts.ts';

/** Props of `MessageHistory`. */
export interface MessageHistoryProps {
  memberId: number;
  api: FriendEditorApi;
  texts: FriendEditorTexts;
  lang: Lang;
}

/** A message's element in the history, if shown. */
function messageIn(section: HTMLElement | null, id: string | number): HTMLElement | null {
  const all = section?.querySelectorAll<HTMLElement>('[data-message]') ?? [];
  return [...all].find((each) => each.dataset.message === String(id)) ?? null;
}

type History =
  | { state: 'loading'; messages: FriendMessage[] }
  | { state: 'loaded'; messages: FriendMessage[]; before: string | number | null; last: boolean }
  | { state: 'failed'; messages: FriendMessage[]; lines: string[] };

/**
 * The friend's messages as a read-only timeline (GET /api/v1/member/messages/{member_id}, spec 000 §3.9, §7):
 * oldest at the top, newest at the bottom, opened at the newest; earlier pages on request, above the message the
 * operator was at, which stays put. Texts are shown as text, never as markup; a
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
  const section = useRef<HTMLElement>(null);
  // A chat's history opens at its newest message, at the bottom (docs/decisions/friend-message-history.md).
  const opened = useRef(false);
  /** While older messages load: the message that was at the top and where it was on the screen. */
  const anchor = useRef<{ id: string | number; top: number } | null>(null);
  /** Before さらに前のメッセージ: the first message (null: none was), to tell how many came. */
  const topBefore = useRef<string | number | null | undefined>(undefined);
  const [olderShown, setOlderShown] = useState(0);
  // Before paint, so the operator never sees the list jump: older messages come above the one the operator was
  // looking at, which stays where it was on the screen, as in any chat.
  useLayoutEffect(() => {
    if (!section.current) return;
    const kept = anchor.current && messageIn(section.current, anchor.current.id);
    if (anchor.current && kept) keepAt(kept, anchor.current.top);
    if (!opened.current && history.state === 'loaded' && history.messages.length > 0) {
      opened.current = true;
      scrollToBottomOf(section.current);
    }
    if (topBefore.current === undefined || history.state === 'loading') return;
    const top = topBefore.current;
    topBefore.current = undefined;
    anchor.current = null;
    const count = top === null ? history.messages.length : history.messages.findIndex((m) => m.id === top);
    setOlderShown(Math.max(count, 0));
    // さらに前のメッセージ leaves the page while the page loads, and the focus fell to <body> with it: the message
    // the operator was at takes it (Shift+Tab reaches the button again, the arrow keys of a screen reader read
    // the older ones above), else the first one brought, else the list. Never scrolled to: the place stays.
    if (!focusIsLost()) return;
    const first = history.messages[0];
    const target = kept || (first !== undefined ? messageIn(section.current, first.id) : null);
    (target ?? section.current).focus({ preventScroll: true });
  }, [history]);
  const older = (before: string | number | null, kept: FriendMessage[]) => {
    const top = kept[0];
    topBefore.current = top?.id ?? null;
    const shown = top === undefined ? null : messageIn(section.current, top.id);
    anchor.current = top && shown ? { id: top.id, top: screenTop(shown) } : null;
    setOlderShown(0);
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
      {/* Said to a screen reader, whose focus stays on the message it was at: the older ones are above it. */}
      <p className="app-visually-hidden" role="status">
        {olderShown > 0 ? fill(texts.historyOlderShown, { count: olderShown }) : ''}
      </p>
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
