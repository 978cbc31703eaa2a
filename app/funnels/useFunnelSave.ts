/**
 * Saving a funnel through the engine's save-progress machine (spec 001 §4: idle 0, saving 1, done 2, error 3; a
 * second click while saving is ignored; 30 s timeout; 409 reloads). Its `save` actor posts to the caller's
 * `finishTo`. Failures read as spec 001 §8 words them: 登録に失敗しました, then the server's messages one per
 * line; without any, 操作権限がありません for a 403 and 不明なエラーが発生しました otherwise.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type Lang, messageText } from '../../engine/core/index.ts';
import {
  type SaveInput,
  type SaveStatus,
  type ServerAnswer,
  saveAlertLines,
  saveProgressMachine,
} from '../../engine/machines/index.ts';
import type { FunnelApi, FunnelDocument, FunnelRegisterAnswer } from './funnel-api.ts';

/** What the save shows: the button's status and the alert of the last result. */
export interface FunnelSaveState {
  status: SaveStatus;
  result: { tone: 'success' | 'error' | 'warning'; lines: string[] } | null;
  /** Starts a save (ignored while one runs). */
  save(document: FunnelDocument): void;
  dismiss(): void;
}

/**
 * The machine with the funnel API as its `save` actor, posting to `finishTo`.
 *
 * @example createActor(funnelSaveMachine(api, '/api/funnel/register', '操作権限がありません'), { input: { lang: 'ja' } })
 */
export function funnelSaveMachine(
  api: Pick<FunnelApi, 'registerFunnel'>,
  finishTo: string,
  forbidden: string,
) {
  return saveProgressMachine.provide({
    actors: {
      save: fromPromise<ServerAnswer, SaveInput>(async ({ input, signal }) => {
        const result = await api.registerFunnel(input.document as FunnelDocument, finishTo, signal);
        if (result.ok) return { status: result.status, result: result.data };
        const messages =
          result.fromServer || result.timedOut
            ? result.messages
            : result.status === 403
              ? [forbidden]
              : undefined;
        return { status: result.status, messages };
      }),
    },
  });
}

/**
 * The save of one funnel editor. `onSaved` runs once per successful save with the answer; `onConflict` on a 409
 * (the caller keeps the edit and reloads).
 *
 * @example const saver = useFunnelSave(api, { lang: 'ja', finishTo, forbidden }, { onSaved, onConflict });
 */
export function useFunnelSave(
  api: Pick<FunnelApi, 'registerFunnel'>,
  options: { lang: Lang; finishTo: string; forbidden: string },
  handlers: { onSaved(answer: FunnelRegisterAnswer): void; onConflict(): void },
): FunnelSaveState {
  const [machine] = useState(() => funnelSaveMachine(api, options.finishTo, options.forbidden));
  const actor = useActorRef(machine, { input: { lang: options.lang } });
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const [result, setResult] = useState<FunnelSaveState['result']>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let previous = actor.getSnapshot().value;
    const subscription = actor.subscribe((snapshot) => {
      const { value, context } = snapshot;
      if (value === previous) return;
      previous = value;
      if (value === 'saving') setResult(null);
      if (value === 'saved') {
        const answer = (context.result ?? {}) as FunnelRegisterAnswer;
        setResult({ tone: 'success', lines: [...saveAlertLines(context), ...(answer.warnings ?? [])] });
        latest.current.onSaved(answer);
      }
      if (value === 'failed') {
        const lines =
          context.code === 'save_timeout'
            ? [messageText('save_failed', context.lang), messageText('save_timeout', context.lang)]
            : saveAlertLines(context);
        setResult({ tone: 'error', lines });
      }
      if (value === 'reloadRequested') {
        setResult({ tone: 'warning', lines: saveAlertLines(context) });
        latest.current.onConflict();
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    status,
    result,
    // A save that leaves the page (redirect_to) keeps 処理中… shown until it goes.
    save: (document) => actor.send({ type: 'SAVE', document }),
    dismiss: () => setResult(null),
  };
}
