import { useEffect, useId, useRef, useState } from 'react';
import type { DryRunEffect } from '../../plugins/effects/dry-runs.ts';
import type { Member } from '../friends/friends-api.ts';
import { useI18n } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ShownName } from '../ui/ShownName.tsx';
import { createDryRunApi, type DryRunAnswer } from './dry-run-api.ts';
import { conditionText, lineText } from './dry-run-text.ts';
import { useDryRunTexts } from './dry-run-texts.ts';

/** Props of `DryRunDialog`. */
export interface DryRunDialogProps {
  /** The action as the editor would save it now (asked when a friend is chosen). */
  document(): unknown;
  onClose(): void;
}

/** How long the name search waits after the last keystroke. */
export const DRY_RUN_SEARCH_DELAY_MS = 250;

type Friends =
  | { state: 'loading' }
  | { state: 'loaded'; members: Member[] }
  | { state: 'failed'; messages: string[] };
type Run =
  | { state: 'choosing' }
  | { state: 'running'; name: string }
  | { state: 'done'; answer: DryRunAnswer }
  | { state: 'failed'; messages: string[] };

/**
 * The action dry run (issue 19 point 6): choose a friend by name (the first 20 the friends list gives), then see
 * each effect in order with its number, type, summary, its condition's verdict for that friend and what it would
 * change. Nothing is written; every name and message is shown as text.
 *
 * @example {open && <DryRunDialog document={() => editor.currentDocument()} onClose={() => setOpen(false)} />}
 */
export function DryRunDialog({ document, onClose }: DryRunDialogProps) {
  const { t: page } = useI18n();
  const t = useDryRunTexts();
  const { api } = useServices();
  const [calls] = useState(() => createDryRunApi(api));
  const [query, setQuery] = useState('');
  const [friends, setFriends] = useState<Friends>({ state: 'loading' });
  const [run, setRun] = useState<Run>({ state: 'choosing' });
  const searchId = useId();
  const listId = useId();

  // Each keystroke supersedes the search before it: its timer is cleared and its call aborted.
  useEffect(() => {
    const abort = new AbortController();
    setFriends({ state: 'loading' });
    const timer = setTimeout(async () => {
      const result = await calls.friends(query, abort.signal);
      if (abort.signal.aborted) return;
      setFriends(
        result.ok
          ? { state: 'loaded', members: result.data }
          : { state: 'failed', messages: result.messages },
      );
    }, DRY_RUN_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [calls, query]);

  // The button just pressed is gone either way (a friend chosen, 別の友だちを選ぶ): the keyboard follows to what
  // replaced it — the result (its progress, then its lines) or the search again — instead of falling to the page.
  const choosing = run.state === 'choosing';
  const resultRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    (choosing ? searchRef.current : resultRef.current)?.focus();
  }, [choosing]);

  const choose = async (member: Member) => {
    setRun({ state: 'running', name: member.name });
    const result = await calls.run(document(), member.id);
    setRun(
      result.ok
        ? { state: 'done', answer: result.data }
        : { state: 'failed', messages: [t('failed'), ...result.messages] },
    );
  };

  return (
    <Modal
      title={page('dryRunTitle')}
      closeLabel={page('close')}
      onClose={onClose}
      size="large"
      className="app-dry-run"
      footer={(close) => (
        <button type="button" className="app-button" onClick={close}>
          {page('close')}
        </button>
      )}
    >
      {run.state === 'choosing' ? (
        <div className="app-dry-run__choose">
          <p className="app-note">{t('intro')}</p>
          <label htmlFor={searchId} className="app-dry-run__label">
            {t('search')}
          </label>
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            className="app-input"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="dry-run-search"
          />
          <h3 id={listId} className="app-dry-run__subheading">
            {t('friends')}
          </h3>
          {friends.state === 'loading' && (
            <p role="status" className="app-note">
              {t('loadingFriends')}
            </p>
          )}
          {friends.state === 'failed' && <AlertBox tone="error" lines={friends.messages} />}
          {friends.state === 'loaded' &&
            (friends.members.length === 0 ? (
              <p className="app-note">{t('noFriends')}</p>
            ) : (
              <ul aria-labelledby={listId} className="app-dry-run__friends" data-testid="dry-run-friends">
                {friends.members.map((member) => (
                  <li key={member.id}>
                    <button
                      type="button"
                      className="app-button app-dry-run__friend"
                      onClick={() => void choose(member)}
                    >
                      {member.name ? <ShownName text={member.name} /> : `ID:${member.id}`}
                    </button>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      ) : (
        <div className="app-dry-run__result" ref={resultRef} tabIndex={-1}>
          {run.state === 'running' && (
            <p role="status" className="app-note">
              {t('running')}
            </p>
          )}
          {run.state === 'failed' && <AlertBox tone="error" lines={run.messages} />}
          {run.state === 'done' && <DryRunResult answer={run.answer} />}
          {run.state !== 'running' && (
            <button type="button" className="app-button" onClick={() => setRun({ state: 'choosing' })}>
              {t('again')}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}

function DryRunResult({ answer }: { answer: DryRunAnswer }) {
  const t = useDryRunTexts();
  return (
    <section aria-label={t('for', { name: answer.name })} data-testid="dry-run-result">
      <h3 className="app-dry-run__subheading">{t('for', { name: answer.name })}</h3>
      <ol className="app-dry-run__effects">
        {answer.effects.map((effect) => (
          <EffectResult key={effect.number} effect={effect} />
        ))}
      </ol>
    </section>
  );
}

function EffectResult({ effect }: { effect: DryRunEffect }) {
  const t = useDryRunTexts();
  return (
    <li
      className={`app-dry-run__effect${effect.runs ? '' : ' app-dry-run__effect--skipped'}`}
      data-testid="dry-run-effect"
    >
      <h4 className="app-dry-run__effect-title">
        {t('effect', { number: effect.number, label: effect.label })}
      </h4>
      {effect.summary && <p className="app-dry-run__summary">{effect.summary}</p>}
      <p className="app-dry-run__condition" data-matches={String(effect.condition?.matches ?? 'none')}>
        {conditionText(effect.condition, t)}
      </p>
      {effect.runs && (
        <ul className="app-dry-run__lines">
          {effect.lines.length === 0 && <li>{t('noChange')}</li>}
          {effect.lines.map((line, i) => {
            const words = lineText(line, t);
            return (
              // Lines have no identity of their own; their order is the effect's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per answer.
              <li key={i} data-kind={line.kind}>
                {words.text}
                {words.body !== undefined && <div className="app-dry-run__message">{words.body}</div>}
                {words.details.map((detail) => (
                  <div key={detail} className="app-dry-run__detail">
                    {detail}
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
