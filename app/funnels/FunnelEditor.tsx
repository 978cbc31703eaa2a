import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createBlock, messageText, type PluginContext, type SchemaNode } from '../../engine/core/index.ts';
import type { SaveStatus } from '../../engine/machines/index.ts';
import { BlockListEditor, useEditorSnapshot, useEditorStore } from '../../engine/react/index.ts';
import '../../engine/react/editor.css';
import '../actions/actions.css';
import { initialConditionPlugins } from '../../plugins/conditions/index.ts';
import type { Folder } from '../api/types.ts';
import { type EditorPhase, notReadyView, RestoreBanner, SaveBar } from '../documents/EditorStates.tsx';
import { useDocumentSave } from '../documents/useDocumentSave.ts';
import { type TextKey, useI18n } from '../i18n.ts';
import { consoleWidgets } from '../items/widget.ts';
import { navigate } from '../router.tsx';
import { useConsoleContext, useServices, useSession } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import {
  type BlankBlocks,
  blankBlockIds,
  buildDocument,
  envelopeOf,
  extraFieldsOf,
  type FunnelEnvelope,
  type FunnelMode,
  initialEnvelope,
  inputsWithout,
  removeBlocks,
  resetEnvelope,
  sameEnvelope,
  validationLines,
} from './document.ts';
import { clearFunnelDraft, type FunnelDraft, readFunnelDraft, stashFunnelDraft } from './drafts.ts';
import { FunnelFields } from './FunnelFields.tsx';
import { FunnelSaveButton } from './FunnelSaveButton.tsx';
import {
  DEFAULT_FINISH_TO,
  type FunnelDocument,
  type FunnelRegisterAnswer,
  useFunnelApi,
} from './funnel-api.ts';
import { conditionItemKinds, funnelRegistry, initialInputs } from './registry.ts';
import './funnels.css';

/**
 * How the editor finishes (spec 001 §1, §7): post saves to `finishTo`; emit hands the document to the caller
 * without a call; postemit saves, then hands the saved document (with its fid) to the caller.
 */
export type FunnelFinisher = 'post' | 'emit' | 'postemit';

/** What a host can ask of an embedded editor whose own save bar is hidden. */
export interface FunnelEditorHandle {
  /** Validates and finishes (save, emit or both), as the save button does. */
  submit(): void;
}

/** Props of `FunnelEditor`. */
export interface FunnelEditorProps {
  mode: FunnelMode;
  /** The saved funnel this editor overwrites; null or absent: saving creates a new funnel. */
  fid?: number | null;
  /** The funnel to start from (default `fid`). Loaded without its fid, so another id starts a copy. */
  source?: number | null;
  /** Where a save posts (default /api/funnel/register). */
  finishTo?: string;
  finisher?: FunnelFinisher;
  /** emit and postemit: the document (postemit: as saved, with its fid). */
  onEmit?(document: FunnelDocument): void;
  /** After every successful save. */
  onSaved?(saved: { fid: number; revision: number | undefined; created: boolean }): void;
  /** The folder a new funnel starts in. */
  newFolder?: number | null;
  /** Context flags for the conditions offered, e.g. `{ externalContextEvent: true }` (spec 001 §6). */
  flags?: Readonly<Record<string, unknown>>;
  /**
   * The heading of a failed load (default funnelLoadFailed, 読み込みに失敗しました: spec 001 §8); an effect's
   * condition says 取得に失敗しました (spec 000 §8).
   */
  loadFailedText?: TextKey;
  /** The save button's label (default 保存). */
  submitLabel?: string;
  /** Buttons beside the save button. */
  actions?: ReactNode;
  /** Draw the editor's own save bar (default true); a host without it calls `ref.current.submit()`. */
  saveBar?: boolean;
  /** Ask before leaving with unsaved edits (default: in the editor mode). */
  leaveGuard?: boolean;
  onDirtyChange?(dirty: boolean): void;
  onStatusChange?(status: SaveStatus): void;
  ref?: Ref<FunnelEditorHandle>;
}

type Notice = { tone: 'error' | 'success' | 'warning'; lines: string[] } | null;

/**
 * The funnel (friend search) editor (spec 001 §2–§5, §7–§9) in three modes: editor (name, folder, every
 * option), funneling (the user-rate type and the blocked option) and board (no options). Conditions are the
 * engine's block list (add menu by the account's abilities and the context, single-use types refused with
 * 既に追加されています, or-groups holding their own list and open on creation, undo and redo); an empty list
 * starts with the initial types. It loads GET /api/funnel/data/{id}, saves through the save-progress machine
 * (処理中… while saving, redirect_to followed, 403 → 操作権限がありません, 409 reloads with the edit kept),
 * or hands the document over (emit, postemit).
 *
 * @example <FunnelEditor mode="editor" fid={7} onSaved={({ fid }) => navigate(`/funnels/${fid}`)} />
 * @example <FunnelEditor mode="board" source={memberQueryId} finisher="postemit" onEmit={(doc) => use(doc.fid)} />
 */
export function FunnelEditor(props: FunnelEditorProps) {
  const { mode, finisher = 'post', loadFailedText: failedText = 'funnelLoadFailed' } = props;
  const { t, lang } = useI18n();
  const services = useServices();
  const { items, storage } = services;
  const funnels = useFunnelApi();
  const { session, failure: sessionFailure } = useSession();
  const consoleCtx = useConsoleContext(lang, session);
  const ctx = useMemo<PluginContext>(
    () => (props.flags ? { ...consoleCtx, flags: { ...consoleCtx.flags, ...props.flags } } : consoleCtx),
    [consoleCtx, props.flags],
  );
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const registry = funnelRegistry();
  const schema = registry.document('funnel')?.schema as SchemaNode;
  const store = useEditorStore({ registry, kind: 'condition', initial: [], ctx });
  const [phase, setPhase] = useState<EditorPhase>({ state: 'loading' });
  const [fid, setFid] = useState<number | null>(props.fid ?? null);
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const blank = useRef<BlankBlocks>(new Map());
  const fresh = initialEnvelope(mode, props.newFolder ?? null);
  const [envelope, setEnvelope] = useState<FunnelEnvelope>(fresh);
  const [savedEnvelope, setSavedEnvelope] = useState<FunnelEnvelope>(fresh);
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const [folders, setFolders] = useState<Folder[]>([]);
  const [foldersFailed, setFoldersFailed] = useState(false);
  const [draft, setDraft] = useState<FunnelDraft | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [submitted, setSubmitted] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const noticeRef = useRef<HTMLDivElement>(null);
  // Without the save bar (embedded), the result shows at the top, far from the host's button.
  const resultRef = useRef<HTMLDivElement>(null);
  const sent = useRef<{ blocks: unknown; envelope: FunnelEnvelope; document: FunnelDocument } | null>(null);
  const draftKey = mode === 'editor' ? fid : null;
  const useDrafts = mode === 'editor' && finisher !== 'emit';

  useEffect(() => {
    if (store.getContext() !== ctx) store.setContext(ctx);
  }, [store, ctx]);

  const storeDirty = useEditorSnapshot(store, (snapshot) => snapshot.dirty);
  const dirty = storeDirty || restored || !sameEnvelope(envelope, savedEnvelope);
  useEffect(() => props.onDirtyChange?.(dirty), [dirty, props.onDirtyChange]);
  const release = useLeaveGuard((props.leaveGuard ?? mode === 'editor') && dirty, () =>
    confirm(messageText('leave_unsaved', lang)),
  );

  /** Loads a condition list; an empty one starts with the initial types, remembered as blank. */
  const loadInputs = useCallback(
    (inputs: unknown[], startCtx: PluginContext) => {
      const empty = inputs.length === 0;
      store.load(empty ? initialInputs(startCtx) : inputs);
      blank.current = empty
        ? new Map(store.getChildIds(null).map((id) => [id, store.getBlock(id)?.data ?? {}]))
        : new Map();
    },
    [store],
  );

  // Load once: the session (abilities: add menu, initial types), the funnel, its folders, the items conditions name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per editor; another funnel remounts it.
  useEffect(() => {
    let live = true;
    const itemsIn = items.loadAll(conditionItemKinds());
    if (mode === 'editor')
      void funnels.funnelGroups().then((result) => {
        if (!live) return;
        if (result.ok && Array.isArray(result.data)) setFolders(result.data);
        else setFoldersFailed(true);
      });
    void (async () => {
      const sessionResult = await services.api.session();
      if (!live) return;
      if (!sessionResult.ok) {
        setPhase({ state: 'failed', lines: [t(failedText), ...sessionResult.messages] });
        return;
      }
      // The context of this render may predate the session: build the start from the session itself.
      const startCtx: PluginContext = {
        ...ctxRef.current,
        abilities: new Set(sessionResult.data.abilities),
        permissions: new Set(sessionResult.data.permissions),
      };
      const source = props.source ?? props.fid ?? null;
      if (source === null) {
        loadInputs([], startCtx);
        if (useDrafts) setDraft(readFunnelDraft(storage, draftKey));
        setPhase({ state: 'ready' });
        return;
      }
      const result = await funnels.funnelData(source);
      if (!live) return;
      if (!result.ok) {
        if (result.status === 409) services.reload();
        setPhase({ state: 'failed', lines: [t(failedText), ...result.messages] });
        return;
      }
      // The conditions' load hooks judge saved data by the items (a deleted journey resets, spec 001 §4).
      await itemsIn;
      if (!live) return;
      // The loaded fid is dropped: which funnel a save overwrites is the caller's `fid`, not the source's.
      const { fid: _loaded, revision: loadedRevision, ...data } = result.data;
      loadInputs(Array.isArray(data.inputs) ? data.inputs : [], startCtx);
      const loaded = envelopeOf(data, fresh);
      setEnvelope(loaded);
      setSavedEnvelope(loaded);
      setExtra(extraFieldsOf(data));
      if (source === props.fid) setRevision(loadedRevision);
      if (useDrafts) setDraft(readFunnelDraft(storage, draftKey));
      setPhase({ state: 'ready' });
    })();
    return () => {
      live = false;
    };
  }, []);

  const saver = useDocumentSave(
    (document: FunnelDocument, signal) =>
      funnels.registerFunnel(document, props.finishTo ?? DEFAULT_FINISH_TO, signal),
    { lang, forbidden: t('funnelForbidden') },
    {
      onSaved(answer: FunnelRegisterAnswer) {
        const created = fid === null;
        const savedFid = answer.fid ?? answer.id ?? fid;
        if (typeof savedFid === 'number') setFid(savedFid);
        setRevision(answer.revision);
        // Edits made while the request ran stay unsaved.
        if (sent.current && store.getBlocks() === sent.current.blocks) store.markSaved();
        if (sent.current) setSavedEnvelope(sent.current.envelope);
        setRestored(false);
        setSubmitted(false);
        if (useDrafts) clearFunnelDraft(storage, draftKey);
        if (typeof savedFid === 'number') {
          props.onSaved?.({ fid: savedFid, revision: answer.revision, created });
          if (finisher === 'postemit' && sent.current)
            props.onEmit?.({ ...sent.current.document, fid: savedFid, revision: answer.revision });
        }
        if (typeof answer.redirect_to === 'string' && answer.redirect_to !== '') {
          release();
          follow(answer.redirect_to);
        }
      },
      onConflict() {
        // Nothing is lost: the edit waits in this tab's storage and is offered again after the reload.
        stashFunnelDraft(storage, { fid: draftKey, at: Date.now(), envelope, inputs: store.serialize() });
        release();
        services.reload();
      },
    },
  );
  useEffect(() => props.onStatusChange?.(saver.status), [saver.status, props.onStatusChange]);
  // The list of what to fix is at the top of the editor, the save button at the bottom: bring the list into view.
  useEffect(() => {
    if (notice?.tone === 'error')
      noticeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  useEffect(() => {
    if (saver.result?.tone !== 'success')
      resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [saver.result]);

  const submit = () => {
    if (saver.status === 1 || phase.state !== 'ready') return;
    const blanks = blankBlockIds(store, blank.current);
    const skip = new Set(blanks);
    const document = buildDocument({ fid, revision, envelope, extra, inputs: inputsWithout(store, skip) });
    const lines = validationLines({
      registry,
      store,
      document,
      ctx,
      skip,
      nameRequired: mode === 'editor' ? t('funnelNameRequired') : undefined,
    });
    setSubmitted(true);
    if (lines.length > 0) {
      saver.dismiss();
      setNotice({ tone: 'error', lines: [t('validationHeading'), ...lines] });
      return;
    }
    setNotice(null);
    // Only now do the blank initial conditions go: a refused save keeps the list as it was.
    removeBlocks(store, blanks);
    if (finisher === 'emit') {
      store.markSaved();
      setSavedEnvelope(envelope);
      props.onEmit?.(document);
      return;
    }
    sent.current = { blocks: store.getBlocks(), envelope, document };
    saver.save(document);
  };
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  useImperativeHandle(props.ref, () => ({ submit: () => latestSubmit.current() }), []);

  const reset = async () => {
    if (!(await confirm(t('funnelResetConfirm'), t('funnelReset')))) return;
    setEnvelope((current) => resetEnvelope(current));
    // One undo step: every condition out, the initial ones in.
    const mergeKey = `reset:${Date.now()}`;
    for (const id of store.getChildIds(null)) store.dispatch({ op: 'remove', id }, mergeKey);
    const added = initialConditionPlugins(ctx).map((plugin) =>
      createBlock(registry, 'condition', plugin.type, ctx),
    );
    for (const block of added) store.dispatch({ op: 'add', block }, mergeKey);
    blank.current = new Map(
      added.map((block) => [block.id, store.getBlock(block.id)?.data ?? block.data] as const),
    );
    setNotice(null);
  };

  const restore = () => {
    if (!draft) return;
    store.load(draft.inputs);
    blank.current = new Map();
    setEnvelope(draft.envelope);
    setRestored(true);
    clearFunnelDraft(storage, draftKey);
    setDraft(undefined);
    setNotice({ tone: 'success', lines: [t('restored')] });
  };

  const nameError =
    submitted && mode === 'editor' && envelope.name.trim() === '' ? t('funnelNameRequired') : undefined;

  const notReady = notReadyView({
    phase,
    sessionFailure,
    failedText,
    lang,
    testId: 'funnel-load-failed',
  });
  if (notReady) return notReady;

  return (
    <div className={`app-funnel-editor app-funnel-editor--${mode}`} data-fid={fid ?? 'new'} data-mode={mode}>
      {draft && (
        <RestoreBanner
          at={draft.at}
          lang={lang}
          onRestore={restore}
          onDiscard={() => {
            clearFunnelDraft(storage, draftKey);
            setDraft(undefined);
          }}
        />
      )}
      {foldersFailed && (
        <AlertBox
          tone="warning"
          lines={[t('funnelFoldersFailed')]}
          onDismiss={() => setFoldersFailed(false)}
          dismissLabel={t('close')}
          testId="funnel-folders-failed"
        />
      )}
      {notice && (
        <div ref={noticeRef}>
          <AlertBox
            tone={notice.tone}
            lines={notice.lines}
            onDismiss={() => setNotice(null)}
            dismissLabel={t('close')}
            testId="funnel-notice"
          />
        </div>
      )}
      {props.saveBar === false && saver.result && (
        <div ref={resultRef}>
          <AlertBox
            tone={saver.result.tone}
            lines={saver.result.lines}
            onDismiss={saver.dismiss}
            dismissLabel={t('close')}
            testId="funnel-save-result"
          />
        </div>
      )}
      <FunnelFields
        mode={mode}
        envelope={envelope}
        onChange={setEnvelope}
        lang={lang}
        schema={schema}
        folders={folders}
        nameError={nameError}
      />
      {/* A div, not a section: the editor also opens inside the action's condition slide-in, and two regions
          named 絞り込み条件 would not be told apart (axe landmark-unique). */}
      <div className="app-funnel-conditions">
        <div className="app-funnel-conditions__head">
          <h2 id="funnel-conditions-heading" className="app-heading">
            {t('funnelConditions')}
          </h2>
          <button type="button" className="app-button app-button--quiet" onClick={() => void reset()}>
            {t('funnelReset')}
          </button>
        </div>
        <p className="app-funnel-conditions__hint">{t('funnelConditionsHint')}</p>
        <BlockListEditor store={store} lang={lang} widgets={consoleWidgets} label={t('funnelConditions')} />
      </div>
      {props.saveBar !== false && (
        <SaveBar
          result={saver.result}
          onDismiss={saver.dismiss}
          dirty={dirty}
          lang={lang}
          testId="funnel-save-result"
        >
          {props.actions}
          <FunnelSaveButton
            status={saver.status}
            label={props.submitLabel ?? t('saveIdle')}
            onSave={submit}
          />
        </SaveBar>
      )}
      {confirmDialog}
    </div>
  );
}

/** Goes where the save's answer says: an app path in the page, anything else by the browser. */
function follow(to: string) {
  if (to.startsWith('/') && !to.startsWith('//')) navigate(to, { force: true });
  else window.location.assign(to);
}
