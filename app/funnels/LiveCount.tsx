import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { BLOCK_ID_FIELD, type EditorStore } from '../../engine/core/index.ts';
import { type IoResult, liveQueryMachine } from '../../engine/machines/index.ts';
import { useI18n } from '../page-i18n.ts';
import { href, Link } from '../router.tsx';
import { useServices } from '../services.tsx';
import { type CountedFunnel, createFunnelCountApi, type FunnelCount } from './count-api.ts';

/** Props of `LiveCount`. */
export interface LiveCountProps {
  store: EditorStore;
  /** The funnel as it would be saved now (read when a count is asked, not on every keystroke). */
  current(): CountedFunnel;
  /** Envelope values that change the count (display options): a new value asks again. */
  envelope: unknown;
  /** The saved funnel, when the editor shows it unchanged: its matches can be listed. */
  savedFid: number | null;
}

/** The pause after an edit before the count is asked (an operator typing a name waits once). */
const PAUSE_MS = 400;

/** What the count line shows: the server's count, or that the conditions must be mended first. */
type CountAnswer = FunnelCount | { invalid: true };
const INVALID: IoResult<CountAnswer> = { ok: true, status: 422, data: { invalid: true } };

/**
 * Whether a condition as it would be saved has an error: the count is then not asked, since the server would
 * refuse it (422) and the line would only say it failed. The store answers (the inputs carry their block ids):
 * its validation still waiting after typing runs now, once, and the panels then show what this judged by. A
 * read-only block of an unknown type goes out as it came, without an id: it is no error but a condition the
 * server cannot evaluate, counted as no match and named on the line, like the unreadable condition (-1).
 */
function invalidIn(store: EditorStore, funnel: CountedFunnel): boolean {
  const ids = funnel.inputs.flatMap((data) => {
    const id = (data as Record<string, unknown> | null)?.[BLOCK_ID_FIELD];
    return typeof id === 'string' ? [id] : [];
  });
  return store.flushValidation(ids);
}

/**
 * The funnel editor's live count (issue 19 point 4): how many friends match the conditions as they stand, asked
 * when edits pause and never twice at once (liveQueryMachine), with its IO state; conditions that cannot be
 * evaluated are named (they match nobody, never an error); 該当する友だちを見る opens the friends list filtered by
 * the saved funnel. It follows the store by subscription, so a keystroke does not re-render the editor.
 */
export function LiveCount({ store, current, envelope, savedFid }: LiveCountProps) {
  const { t, lang } = useI18n();
  const { api } = useServices();
  const counts = useMemo(() => createFunnelCountApi(api), [api]);
  const actor = useActorRef(
    liveQueryMachine.provide({
      actors: {
        query: fromPromise<IoResult<unknown>, { input: unknown }>(async ({ input, signal }) => {
          const funnel = (input.input as () => CountedFunnel)();
          if (invalidIn(store, funnel)) return INVALID;
          const answer = await counts.count(funnel, signal);
          // A refusal the page's validators did not foresee (the account's items changed meanwhile) says the same.
          return !answer.ok && answer.status === 422 ? INVALID : answer;
        }),
      },
    }),
    { input: { delayMs: PAUSE_MS } },
  );
  // The input is a reader of the funnel: the document is built once per request, not once per keystroke.
  useEffect(() => {
    const ask = () => actor.send({ type: 'CHANGED', input: current });
    ask();
    const stop = store.subscribe(ask);
    return () => {
      stop();
    };
  }, [actor, store, current]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new envelope (display options) asks again.
  useEffect(() => actor.send({ type: 'CHANGED', input: current }), [envelope]);
  const state = useSelector(actor, (s) => s.value as 'idle' | 'waiting' | 'running');
  const answer = useSelector(actor, (s) => s.context.result as CountAnswer | undefined);
  const invalid = answer !== undefined && 'invalid' in answer;
  const result = invalid ? undefined : (answer as FunnelCount | undefined);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = state !== 'idle';
  const numbers = (result?.unknown ?? [])
    .map((path) => /^\/inputs\/(\d+)/.exec(path)?.[1])
    .filter((n): n is string => n !== undefined)
    .map((n) => String(Number(n) + 1));
  const format = new Intl.NumberFormat(lang === 'en' ? 'en' : 'ja-JP');
  return (
    <div className="app-funnel-count" data-testid="funnel-count" aria-busy={busy}>
      <p className="app-funnel-count__line" role="status" aria-live="polite">
        <span className="app-funnel-count__label">{t('funnelCount')}: </span>
        {result ? (
          <strong className="app-funnel-count__value" data-count={result.count}>
            {t('funnelCountValue', { count: format.format(result.count) })}
          </strong>
        ) : invalid ? (
          <span className="app-funnel-count__invalid">{t('funnelCountInvalid')}</span>
        ) : (
          !error && <span>{t('funnelCountWaiting')}</span>
        )}
        {result && busy && <span className="app-funnel-count__stale"> {t('funnelCountStale')}</span>}
        {error && !busy && <span className="app-funnel-count__error"> {t('funnelCountFailed')}</span>}
      </p>
      {numbers.length > 0 && (
        <p className="app-funnel-count__unknown">
          {t('funnelCountUnknown', { numbers: numbers.join(', ') })}
        </p>
      )}
      {savedFid !== null ? (
        <>
          <Link to={`/friends?funnel_id=${savedFid}`} className="app-button app-button--quiet">
            {t('funnelCountShow')}
          </Link>
          <a
            href={href(`/api/funnel/${savedFid}/friends.csv`)}
            className="app-button app-button--quiet"
            download
          >
            {t('funnelCountCsv')}
          </a>
        </>
      ) : (
        <p className="app-muted">{t('funnelCountSaveFirst')}</p>
      )}
    </div>
  );
}
