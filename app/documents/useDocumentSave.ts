/**
 * Saving a document (an action, a funnel) through the engine's save-progress machine (spec 000 §4, 001 §4: idle 0,
 * saving 1, saved 2, failed 3; a second save is ignored while one runs; 30 s timeout; 409 reloads). Its `save`
 * actor is the kind's register call. The alerts read as spec 000 §8 and 001 §8 word them: 登録にしました; 登録に
 * 失敗しました, then the server's messages one per line, or 不明なエラーが発生しました without any.
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
import type { ApiResult } from '../api/types.ts';

/** A kind's register call: posts the document, given up when the signal aborts. */
export type RegisterCall<D, A> = (document: D, signal: AbortSignal) => Promise<ApiResult<A>>;

/** What the save shows: the button's status and the alert of the last result. */
export interface DocumentSaveState<D> {
  status: SaveStatus;
  /** The alert of the last result: 登録にしました, or 登録に失敗しました with the server's lines. */
  result: { tone: 'success' | 'error' | 'warning'; lines: string[] } | null;
  /** Starts a save (ignored while one runs). */
  save(document: D): void;
  dismiss(): void;
}

/**
 * The machine with the register call as its `save` actor. Failures keep the server's lines only when it sent
 * some (or the call timed out); a 403 without any reads `forbidden` when given.
 *
 * @example createActor(documentSaveMachine((doc, signal) => api.registerAction(doc, signal)), { input: { lang: 'ja' } })
 */
export function documentSaveMachine<D, A>(register: RegisterCall<D, A>, forbidden?: string) {
  return saveProgressMachine.provide({
    actors: {
      save: fromPromise<ServerAnswer, SaveInput>(async ({ input, signal }) => {
        const result = await register(input.document as D, signal);
        if (result.ok) return { status: result.status, result: result.data };
        const messages =
          result.fromServer || result.timedOut
            ? result.messages
            : result.status === 403 && forbidden !== undefined
              ? [forbidden]
              : undefined;
        return { status: result.status, messages };
      }),
    },
  });
}

/**
 * The save of one editor. The register call is read once, when the editor mounts. `onSaved` runs once per
 * successful save with the server's answer; `onConflict` runs on a 409 (the caller keeps the edit and reloads).
 *
 * @example const saver = useDocumentSave((doc, signal) => api.registerAction(doc, signal), { lang: 'ja' }, { onSaved, onConflict });
 */
export function useDocumentSave<D, A extends { warnings?: string[] }>(
  register: RegisterCall<D, A>,
  options: { lang: Lang; forbidden?: string },
  handlers: { onSaved(answer: A): void; onConflict(): void },
): DocumentSaveState<D> {
  const [machine] = useState(() => documentSaveMachine(register, options.forbidden));
  const actor = useActorRef(machine, { input: { lang: options.lang } });
  const status = useSelector(actor, (snapshot) => snapshot.context.status);
  const [result, setResult] = useState<DocumentSaveState<D>['result']>(null);
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
        const answer = (context.result ?? {}) as A;
        setResult({ tone: 'success', lines: [...saveAlertLines(context), ...(answer.warnings ?? [])] });
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
    // A save that leaves the page (a funnel's redirect_to) keeps the saving status shown until it goes.
    save: (document) => actor.send({ type: 'SAVE', document }),
    dismiss: () => setResult(null),
  };
}
