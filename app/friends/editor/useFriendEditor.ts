/**
 * The friend editor's state (spec 000 §2.1, §3.6, §4): the engine's document editor machine
 * (engine/machines/document) run over one friend's flat record (./friend-record.ts). It gives the editor IO
 * status (loading with the content hidden, saving, a second save refused), the dirty guard, kept drafts (a
 * reload or a closed tab loses no edit: the next open offers it back) and, on a 409, a three-way merge with what
 * another operator saved meanwhile, asking only where both changed the same tag, value or field.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Lang } from '../../../engine/core/index.ts';
import {
  type DraftRecord,
  documentEditorMachine,
  type IoResult,
  type SaveAnswer,
  type WireDocument,
} from '../../../engine/machines/index.ts';
import { type DraftStore, onPageGoing } from '../../../engine/react/index.ts';
import type { Session } from '../../api/types.ts';
import { sessionDraftKey } from '../../session-drafts.ts';
import type { FriendEditorApi } from './friend-editor-api.ts';
import {
  type FriendEditorAnswer,
  type FriendRecord,
  sameRecord,
  saveBody,
  toRecord,
} from './friend-record.ts';

/** Options of `useFriendEditor`. */
export interface FriendEditorOptions {
  memberId: number;
  api: FriendEditorApi;
  lang: Lang;
  /** Whose drafts: the logged-in account and operator (app/session-drafts.ts). */
  session: Session | undefined;
  drafts?: DraftStore;
  /** A save went through: the friend as the server now holds it (the list updates its row). */
  onSaved?(answer: FriendEditorAnswer): void;
}

const DRAFT_DELAY_MS = 500;
/** The machine needs no block list for a friend: every key merges on its own. */
const NO_LIST = '-';

/**
 * @example const editor = useFriendEditor({ memberId: 7, api, lang: 'ja', session, drafts });
 * editor.setRecord((r) => withTag(r, 3, true)); editor.submit();
 */
export function useFriendEditor(options: FriendEditorOptions) {
  const latest = useRef(options);
  latest.current = options;
  const key = sessionDraftKey(options.session, 'friend', options.memberId);
  /** The latest answer: the friend's card, authorizations and permissions (not part of the merged record). */
  const [answer, setAnswer] = useState<FriendEditorAnswer | undefined>(undefined);

  const [machine] = useState(() =>
    documentEditorMachine.provide({
      actors: {
        load: fromPromise(async ({ signal }) => {
          const { api, memberId, drafts } = latest.current;
          const result = await api.load(memberId, signal);
          if (!result.ok) return result;
          setAnswer(result.data);
          const document = toRecord(result.data);
          const draft = drafts ? await drafts.get(key).catch(() => undefined) : undefined;
          const newer = draft && !sameRecord(draft.document, document) ? draft : undefined;
          return { ok: true as const, status: 200, data: { document, draft: newer } };
        }),
        save: fromPromise<IoResult<SaveAnswer>, { document: WireDocument; base?: WireDocument }>(
          async ({ input, signal }) => {
            const result = await latest.current.api.save(saveBody(input.document, input.base), signal);
            if (!result.ok) return result;
            setAnswer(result.data);
            latest.current.onSaved?.(result.data);
            return { ok: true, status: result.status, data: { revision: result.data.revision } };
          },
        ),
        loadCurrent: fromPromise<IoResult<WireDocument>, { id: number }>(async ({ signal }) => {
          const result = await latest.current.api.load(latest.current.memberId, signal);
          if (!result.ok) return result;
          setAnswer(result.data);
          return { ok: true, status: 200, data: toRecord(result.data) };
        }),
        // A friend keeps no earlier revisions: a draft of a revision that moved on merges over the current one.
        loadRevision: fromPromise<IoResult<WireDocument>, { id: number; revision: number }>(async () => ({
          ok: false,
          status: 404,
          messages: [],
        })),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { id: options.memberId, lang: options.lang, listField: NO_LIST, idField: 'member_id' },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches({ io: 'loading' })
      ? 'loading'
      : snapshot.matches({ io: 'loadFailed' })
        ? 'failed'
        : 'ready',
  );
  const resolving = useSelector(actor, (snapshot) => snapshot.matches({ io: 'resolving' }));
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ io: { editing: 'idle' } }));

  const [record, setRecord] = useState<FriendRecord | undefined>(undefined);
  useEffect(() => {
    if (phase === 'ready' && record === undefined && context.loaded) setRecord(context.loaded);
  }, [phase, record, context.loaded]);
  const replacementSeq = context.replacement?.seq;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per replacement (a merge, a restored draft).
  useEffect(() => {
    if (context.replacement) setRecord(context.replacement.document);
  }, [replacementSeq]);

  const changed = record !== undefined && !sameRecord(record, context.base);
  useEffect(() => actor.send({ type: 'CHANGED', dirty: changed }), [actor, changed]);
  const dirty = useSelector(actor, (snapshot) => snapshot.matches({ changes: 'dirty' }));

  // Every edit is kept within half a second, and at once when the page goes (synchronously: an IndexedDB write
  // begun by a reload is cut off with the page, draft-fallback.ts); a save forgets it.
  const pending = useRef<((asPageGoes: boolean) => void) | null>(null);
  useEffect(() => {
    const { drafts } = latest.current;
    if (!dirty) pending.current = null;
    if (!drafts || !dirty || !record) return;
    const write = (asPageGoes: boolean) => {
      pending.current = null;
      const draft: DraftRecord = { at: Date.now(), revision: context.revision, document: record };
      if (asPageGoes) drafts.setNow(key, draft);
      else void drafts.set(key, draft).catch(() => undefined);
    };
    pending.current = write;
    const timer = setTimeout(() => write(false), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, record, context.revision, key]);
  useEffect(() => {
    const stop = onPageGoing(() => pending.current?.(true));
    return () => {
      stop();
      pending.current?.(false);
    };
  }, []);
  const savedRevision = context.saveStatus === 2 ? context.revision : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per saved revision.
  useEffect(() => {
    if (savedRevision === undefined) return;
    pending.current = null;
    void latest.current.drafts?.delete(key).catch(() => undefined);
  }, [savedRevision]);

  const submit = useCallback((): 'sent' | 'busy' | 'not-ready' => {
    const snapshot = actor.getSnapshot();
    if (snapshot.context.saveStatus === 1 || !snapshot.matches({ io: 'editing' })) return 'busy';
    if (!record) return 'not-ready';
    actor.send({ type: 'SAVE', document: { ...record, revision: snapshot.context.revision } });
    return 'sent';
  }, [actor, record]);

  const updateRecord = useCallback(
    (update: (current: FriendRecord) => FriendRecord) =>
      setRecord((current) => (current ? update(current) : current)),
    [],
  );

  return {
    phase,
    answer,
    record,
    setRecord: updateRecord,
    base: context.base,
    loadError: context.loadError,
    /** 0 idle, 1 saving, 2 saved, 3 failed (spec 000 §4). */
    saveStatus: context.saveStatus,
    /** The editor takes a save now (spec 000 §2.1: the save button is disabled unless idle). */
    idle: phase === 'ready' && (idle || context.saveStatus === 2 || context.saveStatus === 3),
    notice: context.notice,
    dirty,
    draft: context.draft,
    merge: resolving ? context.merge : null,
    /** Counts the records put in from outside the inputs (a merge, a restored draft): fields that hold their own state remount on it. */
    generation: context.replacement?.seq ?? 0,
    submit,
    dismiss: () => actor.send({ type: 'DISMISS' }),
    resolve: (choices: Readonly<Record<string, 'ours' | 'theirs'>>) =>
      actor.send({ type: 'RESOLVE', choices }),
    cancelMerge: () => actor.send({ type: 'CANCEL_MERGE' }),
    restoreDraft: () => record && actor.send({ type: 'RESTORE_DRAFT', current: record }),
    discardDraft() {
      void latest.current.drafts?.delete(key).catch(() => undefined);
      actor.send({ type: 'DISCARD_DRAFT' });
    },
    /** The operator closed the editor and chose to discard the edit: its draft goes too. */
    forgetDraft() {
      pending.current = null;
      void latest.current.drafts?.delete(key).catch(() => undefined);
    },
  };
}
export type FriendEditorState = ReturnType<typeof useFriendEditor>;
