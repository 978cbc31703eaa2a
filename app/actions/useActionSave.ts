/**
 * Saving an action through the engine's save-progress machine (spec 000 §4: idle 0, saving 1, saved 2,
 * failed 3; a second save is ignored while one runs; 30 s timeout; 409 reloads). Its `save` actor is the API
 * client's POST /api/action/register.
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
import type { ApiClient } from '../api/client.ts';
import type { ActionDocument, RegisterAnswer } from '../api/types.ts';

/** What the save shows: the button's status and the alert of the last result. */
export interface ActionSaveState {
  status: SaveStatus;
  /** The alert of the last result: 登録にしました, or 登録に失敗しました with the server's lines. */
  result: { tone: 'success' | 'error' | 'warning'; lines: string[] } | null;
  /** Starts a save (ignored while one runs). */
  save(document: ActionDocument): void;
  dismiss(): void;
}

/** The machine with the API client as its `save` actor. Failures keep the server's lines only when it sent some. */
export function actionSaveMachine(api: Pick<ApiClient, 'registerAction'>) {
  return saveProgressMachine.provide({
    actors: {
      save: fromPromise<ServerAnswer, SaveInput>(async ({ input, signal }) => {
        const result = await api.registerAction(input.document as ActionDocument, signal);
        if (result.ok) return { status: result.status, result: result.data };
        return {
          status: result.status,
          messages: result.fromServer || result.timedOut ? result.messages : undefined,
        };
      }),
    },
  });
}

/**
 * The save of one editor. `onSaved` runs once per successful save with the server's answer; `onConflict` runs on
 * a 409 (the caller keeps the edit and reloads).
 *
 * @example const { status, result, save } = useActionSave(api, 'ja', { onSaved, onConflict });
 */
export function useActionSave(
  api: Pick<ApiClient, 'registerAction'>,
  lang: Lang,
  handlers: { onSaved(answer: RegisterAnswer): void; onConflict(): void },
): ActionSaveState {
  const [machine] = useState(() => actionSaveMachine(api));
  const actor = useActorRef(machine, { input: { lang } });
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const [result, setResult] = useState<ActionSaveState['result']>(null);
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
        const answer = context.result as RegisterAnswer;
        setResult({ tone: 'success', lines: [...saveAlertLines(context), ...(answer?.warnings ?? [])] });
        latest.current.onSaved(answer);
      }
      if (value === 'failed') {
        // A timeout has no server lines: it reads 登録に失敗しました, then why.
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
    save: (document) => actor.send({ type: 'SAVE', document }),
    dismiss: () => setResult(null),
  };
}
