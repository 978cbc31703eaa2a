/**
 * One document of any kind in the browser: the document editor machine (engine/machines) bound to React, the
 * block list's store, the envelope, drafts kept within a second of every edit, the leave guard, and the live
 * error summary. DocumentEditor draws it; a host that needs more (a slide-in, an emit) uses the hook's parts.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { deepEqual } from '../../core/documents/deep-equal.ts';
import {
  type DocumentDefinition,
  type Issue,
  initialBlocks,
  joinDocument,
  type Lang,
  type PluginContext,
  pluginsOfList,
  type Registry,
  splitDocument,
  withBlockIds,
} from '../../core/index.ts';
import {
  type DraftRecord,
  documentEditorMachine,
  type IoResult,
  type LoadOutput,
  type SaveAnswer,
  type WireDocument,
} from '../../machines/index.ts';
import { awaitPluginWidgets, preloadPluginWidgets } from '../form/plugin-widgets.tsx';
import { useEditorSnapshot, useEditorStore } from '../hooks.ts';
import { loadVirtualList, VIRTUALIZE_ABOVE } from '../virtual-list.ts';
import { onPageGoing } from './draft-fallback.ts';
import { browserDraftTab, type DraftTab } from './draft-tab.ts';
import type { DraftStore } from './drafts.ts';
import { linkEnvelopeStep, pickFields } from './envelope-step.ts';
import { claimNewDraftKey } from './new-drafts.ts';
import { documentIssues, type SummaryEntry, summaryEntries } from './summary.ts';

/** The calls of one document kind (the console's API client answers in this shape). */
export interface DocumentIo {
  /** What must answer before the document loads (the session: abilities, the account); its failure is the load's. */
  ready?(signal: AbortSignal): Promise<IoResult<unknown>>;
  load(id: number, signal: AbortSignal): Promise<IoResult<WireDocument>>;
  save(document: WireDocument, signal: AbortSignal): Promise<IoResult<SaveAnswer>>;
  /** One earlier revision: the base of a draft's merge. */
  loadRevision(id: number, revision: number, signal: AbortSignal): Promise<IoResult<WireDocument>>;
}

/** Options of `useDocumentEditor`. */
export interface DocumentEditorOptions {
  definition: DocumentDefinition;
  registry: Registry;
  /** The document a save overwrites; null creates one. */
  id: number | null;
  /** The document to start from when it is not `id` (a copy): loaded without its id and revision. */
  source?: number | null;
  io: DocumentIo;
  ctx: PluginContext;
  lang: Lang;
  /** Where edits wait until saved; undefined keeps none (an embedded editor whose host keeps the edit). */
  drafts?: DraftStore;
  /**
   * The draft key of this document (account, kind, id): see draftKey. A new document's (id null) is the base of
   * the tab's own key (new-drafts.ts): two tabs writing new documents keep a draft each.
   */
  draftKeyOf?(id: number | null): string;
  /** This tab, as the drafts of new documents know it (tests pass their own; the browser's tab by default). */
  draftTab?(): Promise<DraftTab>;
  /** Envelope values of a new document beyond the kind's defaults (a template, the list's folder). */
  newEnvelope?: Record<string, unknown>;
  /**
   * What the loaded blocks' plugin load hooks judge by (the items they name): asked for when the load starts,
   * beside the document, and awaited before the blocks are shown.
   */
  beforeApply?(): Promise<unknown>;
  /** The host's own rules on the document (a name required in one mode): errors shown in the summary. */
  extraIssues?(document: WireDocument): Issue[];
  /** Envelope fields drawn, in page order (the summary follows it). */
  fields: readonly string[];
}

const DRAFT_DELAY_MS = 500;
/**
 * After a refused save, how long an edit waits before the summary re-reads the document's own rules (those that
 * read a block's data: a rich-menu button's area). The same order as the blocks' debounced re-validation.
 */
const DOCUMENT_RULES_DELAY_MS = 150;

function withoutRevision(document: WireDocument | undefined): WireDocument {
  const { revision: _revision, ...rest } = document ?? {};
  return rest;
}

/**
 * The document editor's state and commands.
 *
 * @example const editor = useDocumentEditor({ definition: actionDocument, registry, id: 12, io, ctx, lang, drafts, fields });
 * editor.submit();
 */
export function useDocumentEditor(options: DocumentEditorOptions) {
  const { definition, registry, ctx, lang } = options;
  const latest = useRef(options);
  latest.current = options;
  const store = useEditorStore({
    registry,
    kind: definition.blockKind,
    initial: [],
    ctx,
    checkAbilities: true,
  });
  useEffect(() => {
    if (store.getContext() !== ctx) store.setContext(ctx);
  }, [store, ctx]);
  // A new document's envelope is fixed when it opens.
  const [envelope, setEnvelopeState] = useState<Record<string, unknown>>(
    () => splitDocument(definition, undefined, options.newEnvelope).envelope,
  );
  const envelopeNow = useRef(envelope);
  envelopeNow.current = envelope;
  // Envelope fields tied to undo steps of the list (replaceList); a load starts a new history and drops them.
  const envelopeSteps = useRef<(() => void)[]>([]);
  const dropEnvelopeSteps = useCallback(() => {
    for (const stop of envelopeSteps.current) stop();
    envelopeSteps.current = [];
  }, []);
  useEffect(() => dropEnvelopeSteps, [dropEnvelopeSteps]);
  const [submitted, setSubmitted] = useState(false);
  // The initial blocks an empty document started with, by id, with their data as added: while a block's data is
  // still that object, the operator has not touched it, and it is neither checked nor saved (spec 001 §4).
  const blank = useRef<ReadonlyMap<string, unknown>>(new Map());
  const untouched = useCallback(
    () =>
      new Set(
        store
          .getChildIds(null)
          .filter((id) => blank.current.has(id) && blank.current.get(id) === store.getBlock(id)?.data),
      ),
    [store],
  );

  // This tab's key for the new document's draft, settled while it loads (a closed tab's draft may move there).
  const newDraftKey = useRef<string | undefined>(undefined);
  const draftKeyNow = useCallback(
    (id: number | null): string | undefined =>
      id === null ? newDraftKey.current : latest.current.draftKeyOf?.(id),
    [],
  );

  // `beforeApply` as the load started: the apply waits for that answer rather than asking again.
  const preparing = useRef<Promise<unknown> | undefined>(undefined);
  const withIds = (result: IoResult<WireDocument>): IoResult<WireDocument> =>
    result.ok ? { ...result, data: withBlockIds(registry, definition, result.data) } : result;
  const [machine] = useState(() =>
    documentEditorMachine.provide({
      actors: {
        load: fromPromise<IoResult<LoadOutput>, { id: number | null }>(async ({ input, signal }) => {
          const { io, source, drafts, draftKeyOf } = latest.current;
          const from = source ?? input.id;
          const before = await io.ready?.(signal);
          if (before && !before.ok) return before;
          // The document is asked for first (a browser sends six requests to a server at once, the rest wait),
          // then, beside it, what showing it waits for. The kind's widget chunks: which of them its blocks use is
          // known only once it has arrived, and fetching them then added a round trip to every open (issue 14); a
          // new document fetches none (its widgets load when a block first shows them). And what the blocks'
          // load hooks judge by (the items they name); a failure there surfaces where it is awaited.
          const answer = from === null ? undefined : io.load(from, signal);
          if (from !== null)
            void preloadPluginWidgets(registry.plugins(definition.blockKind)).catch(() => undefined);
          const prepared = latest.current.beforeApply?.();
          prepared?.catch(() => undefined);
          preparing.current = prepared;
          let document: WireDocument | undefined;
          if (answer) {
            const result = await answer;
            if (!result.ok) return result;
            const loaded = withBlockIds(registry, definition, result.data);
            document = from === input.id ? loaded : copyOf(definition, loaded);
          }
          if (drafts && draftKeyOf && input.id === null) {
            const tab = await (latest.current.draftTab ?? browserDraftTab)();
            newDraftKey.current = await claimNewDraftKey(drafts, draftKeyOf(null), tab);
          }
          const key = draftKeyNow(input.id);
          const draft = drafts && key !== undefined ? await drafts.get(key) : undefined;
          const newer = draft && !deepEqual(withoutRevision(draft.document), withoutRevision(document ?? {}));
          return { ok: true, status: 200, data: { document, draft: newer ? draft : undefined } };
        }),
        save: fromPromise<IoResult<SaveAnswer>, { document: WireDocument }>(({ input, signal }) =>
          latest.current.io.save(input.document, signal),
        ),
        // What the server holds now, its blocks without a stored id matched to the base's by content (never by
        // place: the base's ids came from places in another revision); and what it held then, with the same ids a
        // load gives its blocks.
        loadCurrent: fromPromise<IoResult<WireDocument>, { id: number; base?: WireDocument }>(
          async ({ input, signal }) => {
            const result = await latest.current.io.load(input.id, signal);
            return result.ok
              ? { ...result, data: withBlockIds(registry, definition, result.data, input.base ?? {}) }
              : result;
          },
        ),
        loadRevision: fromPromise<IoResult<WireDocument>, { id: number; revision: number }>(
          async ({ input, signal }) =>
            withIds(await latest.current.io.loadRevision(input.id, input.revision, signal)),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      id: options.id,
      lang,
      listField: definition.listField,
      idField: definition.idField,
      afterMerge: definition.afterMerge,
    },
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

  /** Shows a wire document: its envelope and its blocks (an empty list starts with the kind's initial types). */
  const show = useCallback(
    (document: WireDocument | undefined, saved: boolean) => {
      const parts = splitDocument(definition, document, latest.current.newEnvelope);
      if (parts.blocks.length > VIRTUALIZE_ABOVE) void loadVirtualList();
      const initial = parts.blocks.length === 0 && saved;
      dropEnvelopeSteps();
      store.load(initial ? initialBlocks(registry, definition, store.getContext()) : parts.blocks, { saved });
      blank.current = initial
        ? new Map(store.getChildIds(null).map((id) => [id, store.getBlock(id)?.data] as const))
        : new Map();
      setEnvelopeState(parts.envelope);
    },
    [definition, registry, store, dropEnvelopeSteps],
  );

  // The loaded document, once: the items its blocks name come first (load hooks judge by them).
  const applied = useRef(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (phase !== 'ready' || applied.current) return;
    applied.current = true;
    void (async () => {
      // The widgets its blocks use load first (a bounded wait), so every field is drawn in the first commit; a
      // long list waits for the virtualiser (a chunk of its own), so it opens windowed.
      const list = (context.loaded as Record<string, unknown> | undefined)?.[definition.listField];
      await Promise.all([
        preparing.current ?? latest.current.beforeApply?.(),
        awaitPluginWidgets(pluginsOfList(registry, definition.blockKind, list)),
        Array.isArray(list) && list.length > VIRTUALIZE_ABOVE ? loadVirtualList() : undefined,
      ]);
      show(context.loaded, true);
      setShown(true);
    })();
  }, [phase, context.loaded, show, definition, registry]);

  // The blocks of the save under way: when it succeeds, they are what the server holds.
  const sentBlocks = useRef<unknown>(null);

  // A merge or a restored draft: the page shows what the machine settled on.
  const replacementSeq = context.replacement?.seq;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per replacement (its seq).
  useEffect(() => {
    const replacement = context.replacement;
    if (!replacement) return;
    show(replacement.document, !replacement.unsaved);
    // A merge after a 409 is saved at once: the page now shows what that save sends, so its success marks these
    // blocks saved (the blocks sent before the merge are gone from the page).
    if (replacement.document === actor.getSnapshot().context.sending) sentBlocks.current = store.getBlocks();
  }, [replacementSeq]);

  // The base's envelope: what "unchanged" means for the dirty mark and the guard.
  const baseEnvelope = useMemo(
    () => splitDocument(definition, context.base, latest.current.newEnvelope).envelope,
    [definition, context.base],
  );
  const storeDirty = useEditorSnapshot(store, (snapshot) => snapshot.dirty);
  // The page tells the machine whether it differs from the base; the machine's `changes` region is what the
  // dirty mark, the leave guard and the drafts read.
  const changed = shown && (storeDirty || !deepEqual(envelope, baseEnvelope));
  useEffect(() => actor.send({ type: 'CHANGED', dirty: changed }), [actor, changed]);
  const dirty = useSelector(actor, (snapshot) => snapshot.matches({ changes: 'dirty' }));

  const currentDocument = useCallback((): WireDocument => {
    const skip = untouched();
    const ids = store.getChildIds(null);
    return joinDocument(definition, {
      id: actor.getSnapshot().context.id,
      revision: actor.getSnapshot().context.revision,
      envelope,
      blocks: store.serialize({ ids: true }).filter((_, index) => !skip.has(ids[index])),
    });
  }, [actor, definition, envelope, store, untouched]);

  // Every edit is kept within a second (DRAFT_DELAY_MS after the last one); a save or a discard forgets it. An
  // edit still waiting for its delay is written at once when the page goes (a reload, a closed tab) and when a
  // save fails, so not even the last keystroke before either is lost.
  // The list's edits restart the delay through a store subscription, not React state: a keystroke must wake its
  // block's panel only (DESIGN §6), never this hook's host.
  const idNow = context.id;
  const flush = useRef<((asPageGoes: boolean) => void) | null>(null);
  useEffect(() => {
    const { drafts } = latest.current;
    const key = draftKeyNow(idNow);
    if (!drafts || key === undefined || !dirty) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = (asPageGoes: boolean) => {
      flush.current = null;
      const record: DraftRecord = { at: Date.now(), revision: context.revision, document: currentDocument() };
      // As the page goes, synchronously: an IndexedDB write begun by a reload is cut off (draft-fallback.ts).
      if (asPageGoes) drafts.setNow(key, record);
      else void drafts.set(key, record);
    };
    const restart = () => {
      clearTimeout(timer);
      flush.current = write;
      timer = setTimeout(() => write(false), DRAFT_DELAY_MS);
    };
    restart();
    const stop = store.subscribe(restart);
    return () => {
      stop();
      clearTimeout(timer);
      if (flush.current === write) flush.current = null;
    };
  }, [dirty, store, currentDocument, context.revision, idNow, draftKeyNow]);
  // beforeunload too: the leave guard's question comes after it, so the draft is there whatever is answered.
  useEffect(() => {
    const now = () => flush.current?.(true);
    window.addEventListener('beforeunload', now);
    const stop = onPageGoing(now);
    return () => {
      window.removeEventListener('beforeunload', now);
      stop();
    };
  }, []);
  useEffect(() => {
    if (context.saveStatus === 3) flush.current?.(false);
  }, [context.saveStatus]);

  // A successful save: the sent blocks are the saved ones (edits made meanwhile stay unsaved), drafts go.
  const savedRevision = context.saveStatus === 2 ? context.revision : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per saved revision.
  useEffect(() => {
    if (savedRevision === undefined) return;
    if (store.getBlocks() === sentBlocks.current) store.markSaved();
    // The tab's new-document draft goes with the first save: from now on the edit is kept under the id.
    const { drafts } = latest.current;
    for (const key of [draftKeyNow(context.id), newDraftKey.current]) {
      if (drafts && key !== undefined) void drafts.delete(key);
    }
  }, [savedRevision]);

  // The error summary: after the first save attempt, recomputed when issues or the list's structure change (a
  // block's validation, an add, a move), not on every keystroke.
  const submittedRef = useRef(false);
  submittedRef.current = submitted;
  const [issueVersion, setIssueVersion] = useState(0);
  const documentNow = useRef(currentDocument);
  documentNow.current = currentDocument;
  const issuesOf = useCallback(
    (document: WireDocument) => [
      ...documentIssues(registry, definition, document, store.getContext()),
      ...(latest.current.extraIssues?.(document) ?? []),
    ],
    [registry, definition, store],
  );
  // The document's rules shown now, as one key: an edit that changes none of them leaves the host alone.
  const shownIssues = useRef('');
  useEffect(() => {
    const bump = () => {
      if (submittedRef.current) setIssueVersion((n) => n + 1);
    };
    const stopStructure = store.subscribeStructure(bump);
    const stopIssues = store.subscribeIssues(bump);
    // A document rule may read a block's data that no block rule does (a rich-menu button's area, set just after
    // the add): such an edit changes what the summary must say without a structure or block-issue change. Read at
    // most once per DOCUMENT_RULES_DELAY_MS, off the keystroke: it serialises the whole document.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopData = store.subscribe(() => {
      if (!submittedRef.current || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (submittedRef.current && issueKey(issuesOf(documentNow.current())) !== shownIssues.current) bump();
      }, DOCUMENT_RULES_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      stopStructure();
      stopIssues();
      stopData();
    };
  }, [store, issuesOf]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: issueVersion re-reads the list (its own rules).
  const envelopeIssues = useMemo(() => {
    if (!submitted) return [];
    const issues = issuesOf(currentDocument());
    shownIssues.current = issueKey(issues);
    return issues;
  }, [submitted, currentDocument, issuesOf, issueVersion]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: issueVersion re-reads the store's issues.
  const summary: SummaryEntry[] = useMemo(
    () =>
      submitted
        ? summaryEntries({
            registry,
            store,
            envelopeIssues,
            fields: options.fields,
            lang,
            skip: untouched(),
            listField: definition.listField,
          })
        : [],
    [submitted, registry, store, envelopeIssues, options.fields, lang, issueVersion, definition],
  );

  /** Validates everything and answers the document when it may be saved (else the summary shows why). */
  const check = useCallback((): WireDocument | undefined => {
    setSubmitted(true);
    // Untouched initial blocks are not saved: no red on them, here or in the summary.
    store.setQuiet(untouched());
    store.validateAll();
    const document = currentDocument();
    const blockErrors = hasBlockErrors(store, untouched());
    const envelopeErrors =
      documentIssues(registry, definition, document, store.getContext()).length > 0 ||
      (latest.current.extraIssues?.(document) ?? []).some((issue) => issue.severity === 'error');
    return blockErrors || envelopeErrors ? undefined : document;
  }, [currentDocument, definition, registry, store, untouched]);

  const removeUntouched = useCallback(() => {
    const key = `blank:${Date.now()}`;
    for (const id of untouched()) store.dispatch({ op: 'remove', id }, key);
    blank.current = new Map();
  }, [store, untouched]);

  const submit = useCallback((): boolean => {
    const snapshot = actor.getSnapshot();
    if (snapshot.context.saveStatus === 1 || !snapshot.matches({ io: 'editing' })) return false;
    const document = check();
    if (!document) return false;
    // Only now do the untouched initial blocks go (one undo step): a refused save keeps them to fill in.
    removeUntouched();
    sentBlocks.current = store.getBlocks();
    actor.send({ type: 'SAVE', document });
    return true;
  }, [actor, check, store, removeUntouched]);

  const withEnvelope = (fields: Record<string, unknown>, change: () => void) => {
    const before = store.getBlocks();
    const previous = pickFields(envelopeNow.current, fields);
    change();
    setEnvelopeState((current) => ({ ...current, ...fields }));
    envelopeSteps.current.push(
      linkEnvelopeStep({
        store,
        before,
        after: store.getBlocks(),
        previous,
        next: fields,
        updateEnvelope: setEnvelopeState,
      }),
    );
  };

  return {
    actor,
    store,
    phase: phase === 'ready' && !shown ? ('loading' as const) : phase,
    loadError: context.loadError,
    id: context.id,
    revision: context.revision,
    saveStatus: context.saveStatus,
    notice: context.notice,
    answer: context.answer,
    draft: context.draft,
    merge: resolving ? context.merge : null,
    envelope,
    dirty,
    submitted,
    summary,
    /** The envelope's and the document's own errors (after a save attempt): a field shows its own. */
    envelopeIssues,
    setEnvelope: (patch: Record<string, unknown>) =>
      setEnvelopeState((current) => ({ ...current, ...patch })),
    /** Every envelope field at once (a reset). */
    replaceEnvelope: setEnvelopeState,
    /**
     * Replaces the list with wire blocks (store.replace: one undo step, the blocks shown as imported) and sets
     * envelope fields with it: undo of that step puts the fields back, redo sets them again (an import).
     */
    replaceList: (raw: unknown, fields: Record<string, unknown>) =>
      withEnvelope(fields, () => store.replace(raw)),
    /**
     * Runs `change` — one undo step of the list (one commit, or commits merged by one mergeKey) — and sets envelope
     * fields with it: undo of that step puts them back, redo sets them again (a reset, an import).
     */
    withEnvelope,
    /** Marks blocks as a fresh start again (a reset added the initial ones): untouched, they are not saved. */
    markBlank(ids: readonly string[]) {
      blank.current = new Map(ids.map((id) => [id, store.getBlock(id)?.data] as const));
    },
    currentDocument,
    check,
    submit,
    /** The page now holds what the host took (an emitted document): nothing is unsaved. */
    markTaken() {
      removeUntouched();
      store.markSaved();
      setSubmitted(false);
    },
    /**
     * Shows what the server holds now as the saved state, in place (no reload: focus and scroll stay): after a
     * write made beside the editor, such as a restored revision. False when there is nothing to load or the
     * load failed (the page then still shows what it had).
     */
    async showCurrent(): Promise<boolean> {
      const id = actor.getSnapshot().context.id;
      if (id === null) return false;
      const result = withIds(await latest.current.io.load(id, new AbortController().signal));
      if (!result.ok) return false;
      actor.send({ type: 'SERVER_DOCUMENT', document: result.data });
      return true;
    },
    dismiss: () => actor.send({ type: 'DISMISS' }),
    resolve: (choices: Readonly<Record<string, 'ours' | 'theirs'>>) =>
      actor.send({ type: 'RESOLVE', choices }),
    cancelMerge: () => actor.send({ type: 'CANCEL_MERGE' }),
    restoreDraft: () => actor.send({ type: 'RESTORE_DRAFT', current: currentDocument() }),
    discardDraft() {
      const { drafts } = latest.current;
      const key = draftKeyNow(actor.getSnapshot().context.id);
      if (drafts && key !== undefined) void drafts.delete(key);
      actor.send({ type: 'DISCARD_DRAFT' });
    },
  };
}

/** The hook's answer. */
export type DocumentEditorState = ReturnType<typeof useDocumentEditor>;

/** A loaded document as the start of a new one: without its id and revision. */
function copyOf(definition: DocumentDefinition, document: WireDocument): WireDocument {
  const { [definition.idField]: _id, revision: _revision, ...rest } = document;
  return rest;
}

function hasBlockErrors(store: ReturnType<typeof useEditorStore>, skip: ReadonlySet<string>): boolean {
  const visit = (ids: readonly string[]): boolean =>
    ids.some(
      (id) =>
        !skip.has(id) &&
        (store.getIssues(id).some((issue) => issue.severity === 'error') || visit(store.getChildIds(id))),
    );
  return visit(store.getChildIds(null));
}

/** A list of issues as one comparable string: what a summary shows of them. */
const issueKey = (issues: readonly Issue[]): string =>
  issues.map((issue) => `${issue.code}@${issue.path}:${issue.message}`).join('\n');
