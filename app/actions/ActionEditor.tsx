import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type EditorBlock, messageText, validateDocument } from '../../engine/core/index.ts';
import { BlockListEditor, useEditorSnapshot, useEditorStore } from '../../engine/react/index.ts';
import '../../engine/react/editor.css';
import type { ActionDocument, Folder, RegisterAnswer } from '../api/types.ts';
import { type EditorPhase, notReadyView, RestoreBanner, SaveBar } from '../documents/EditorStates.tsx';
import { useDocumentSave } from '../documents/useDocumentSave.ts';
import { useI18n } from '../i18n.ts';
import { consoleWidgets } from '../items/widget.ts';
import { useConsoleContext, useServices, useSession } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { type ConditionChoice, ConditionShell } from './ConditionShell.tsx';
import { ConditionToggle } from './ConditionToggle.tsx';
import { type ActionCaller, conditionFlags, withCaller } from './caller.ts';
import { DescriptionPanel, type DescriptionState } from './DescriptionPanel.tsx';
import {
  type ActionEnvelope,
  buildDocument,
  clearDraft,
  envelopeOf,
  extraFieldsOf,
  readDraft,
  type StashedDraft,
  sameEnvelope,
  stashDraft,
  validationLines,
} from './document.ts';
import { EnvelopeFields } from './EnvelopeFields.tsx';
import { actionRegistry, effectItemKinds } from './registry.ts';
import { SaveButton } from './SaveButton.tsx';
import './actions.css';

/** Props of `ActionEditor`. */
export interface ActionEditorProps {
  /** The action to edit; null creates one. */
  aid: number | null;
  /** page: the /actions editor (template mode, folder, leave guard); modal: inside the action setting widget. */
  mode: 'page' | 'modal';
  /** A new action starts as a template (page) or not (modal). */
  newAsTemplate?: boolean;
  /** The folder a new action starts in (the list's current folder). */
  newFolder?: number | null;
  /** After every successful save. */
  onSaved?(saved: { aid: number; revision: number; created: boolean }): void;
  onDirtyChange?(dirty: boolean): void;
  /** Buttons beside 保存 (the modal's cancel). */
  actions?: ReactNode;
  /**
   * Where the action will run, as the screen that opens the editor knows it (an auto-response reaction, an
   * external context event…): its flags go to the effects' context and, for conditions, to each slide-in.
   */
  caller?: ActionCaller;
}

/**
 * The action editor (spec 000 §2.4, §5.3, §7, §8): loads the action, edits its effects with the engine's
 * block-list editor (add menu by the account's abilities, panels, undo and redo, a condition per effect), its
 * template name and folder, validates and saves through the save-progress machine, shows the description, and
 * keeps an edit that a 409 could not save across the reload. A caller's context (`caller`) changes what the
 * effects allow and which conditions their slide-ins offer.
 *
 * @example <ActionEditor aid={12} mode="page" onSaved={({ aid }) => navigate(`/actions/${aid}`)} />
 * @example <ActionEditor aid={null} mode="modal" caller={{ contextEvent: true }} />
 */
export function ActionEditor(props: ActionEditorProps) {
  const { mode } = props;
  const { t, lang } = useI18n();
  const services = useServices();
  const { api, items, storage } = services;
  const registry = actionRegistry();
  const { session, failure: sessionFailure } = useSession();
  const consoleCtx = useConsoleContext(lang, session);
  const { reaction, contextEvent, linkedData } = props.caller ?? {};
  const ctx = useMemo(
    () => withCaller(consoleCtx, { reaction, contextEvent, linkedData }),
    [consoleCtx, reaction, contextEvent, linkedData],
  );
  const store = useEditorStore({ registry, kind: 'effect', initial: [], ctx });
  const [phase, setPhase] = useState<EditorPhase>({ state: 'loading' });
  const [aid, setAid] = useState(props.aid);
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const blank = envelopeOf(undefined, {
    is_template: (props.newAsTemplate ?? mode === 'page') ? 1 : 0,
    group_id: props.newFolder ?? null,
  });
  const [envelope, setEnvelope] = useState<ActionEnvelope>(blank);
  const [savedEnvelope, setSavedEnvelope] = useState<ActionEnvelope>(blank);
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const [folders, setFolders] = useState<Folder[]>([]);
  const [description, setDescription] = useState<DescriptionState>({ state: 'none' });
  const [draft, setDraft] = useState<StashedDraft | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; lines: string[] } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [conditionFor, setConditionFor] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const sent = useRef<{ blocks: unknown; envelope: ActionEnvelope } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (store.getContext() !== ctx) store.setContext(ctx);
  }, [store, ctx]);

  const storeDirty = useEditorSnapshot(store, (snapshot) => snapshot.dirty);
  const dirty = storeDirty || restored || !sameEnvelope(envelope, savedEnvelope);
  useEffect(() => props.onDirtyChange?.(dirty), [dirty, props.onDirtyChange]);
  const release = useLeaveGuard(mode === 'page' && dirty, () => confirm(messageText('leave_unsaved', lang)));

  const loadDescription = useCallback(
    async (id: number) => {
      setDescription({ state: 'loading' });
      const result = await api.actionText(id);
      setDescription(result.ok ? { state: 'loaded', text: result.data.text } : { state: 'failed' });
    },
    [api],
  );

  // Load once: the session (abilities for the add menu), the action, its folders, the items its effects name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per editor; a new aid remounts it.
  useEffect(() => {
    let live = true;
    void items.loadAll(effectItemKinds(registry));
    void api.folders('action').then((result) => live && result.ok && setFolders(result.data));
    void (async () => {
      const sessionResult = await api.session();
      if (!live) return;
      if (!sessionResult.ok) {
        setPhase({ state: 'failed', lines: [t('actionLoadFailed'), ...sessionResult.messages] });
        return;
      }
      if (props.aid === null) {
        setDraft(readDraft(storage, null));
        setPhase({ state: 'ready' });
        return;
      }
      const result = await api.actionData(props.aid);
      if (!live) return;
      if (!result.ok) {
        if (result.status === 409) services.reload();
        setPhase({ state: 'failed', lines: [t('actionLoadFailed'), ...result.messages] });
        return;
      }
      store.load(Array.isArray(result.data.inputs) ? result.data.inputs : []);
      const loaded = envelopeOf(result.data);
      setEnvelope(loaded);
      setSavedEnvelope(loaded);
      setExtra(extraFieldsOf(result.data));
      setRevision(result.data.revision);
      setDraft(readDraft(storage, props.aid));
      setPhase({ state: 'ready' });
      void loadDescription(props.aid);
    })();
    return () => {
      live = false;
    };
  }, []);

  const currentDocument = () => buildDocument({ aid, revision, envelope, extra, inputs: store.serialize() });

  const saver = useDocumentSave(
    (document: ActionDocument, signal) => api.registerAction(document, signal),
    { lang },
    {
      onSaved(answer: RegisterAnswer) {
        const created = aid === null;
        setAid(answer.aid);
        setRevision(answer.revision);
        // Edits made while the request ran stay unsaved.
        if (sent.current && store.getBlocks() === sent.current.blocks) store.markSaved();
        if (sent.current) setSavedEnvelope(sent.current.envelope);
        setRestored(false);
        setSubmitted(false);
        clearDraft(storage, aid);
        void loadDescription(answer.aid);
        props.onSaved?.({ aid: answer.aid, revision: answer.revision, created });
      },
      onConflict() {
        // Nothing is lost: the edit waits in this tab's storage and is offered again after the reload.
        stashDraft(storage, { aid, at: Date.now(), envelope, inputs: store.serialize() });
        release();
        services.reload();
      },
    },
  );

  const save = () => {
    if (saver.status === 1 || phase.state !== 'ready') return;
    const document = currentDocument();
    const lines = validationLines(registry, store, document, ctx);
    setSubmitted(true);
    if (lines.length > 0) {
      saver.dismiss();
      setNotice({ tone: 'error', lines: [t('validationHeading'), ...lines] });
      // The list is at the top of the editor: bring it into view (the save bar may be far below it).
      requestAnimationFrame(() =>
        noticeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
      );
      return;
    }
    setNotice(null);
    sent.current = { blocks: store.getBlocks(), envelope };
    saver.save(document);
  };

  const nameError = useMemo(() => {
    if (!submitted) return undefined;
    const probe = buildDocument({ aid: null, revision: undefined, envelope, extra: {}, inputs: [] });
    return validateDocument(registry, 'action', probe, ctx).find((issue) => issue.path === '/a_name')
      ?.message;
  }, [submitted, envelope, registry, ctx]);

  const restore = () => {
    if (!draft) return;
    store.load(draft.inputs);
    setEnvelope(draft.envelope);
    setRestored(true);
    clearDraft(storage, aid);
    setDraft(undefined);
    setNotice({ tone: 'success', lines: [t('restored')] });
  };

  const applyCondition = (blockId: string, choice: ConditionChoice) => {
    store.update(blockId, ['member_query_id'], choice.memberQueryId);
    setEnvelope((current) => ({ ...current, a_twice_type: choice.twice }));
    setConditionFor(null);
  };

  const renderExtras = useCallback(
    (block: EditorBlock) => (
      <ConditionToggle store={store} block={block} lang={lang} onOpen={setConditionFor} />
    ),
    [store, lang],
  );

  const notReady = notReadyView({
    phase,
    sessionFailure,
    failedText: 'actionLoadFailed',
    lang,
    testId: 'action-load-failed',
  });
  if (notReady) return notReady;

  return (
    <div className={`app-action-editor app-action-editor--${mode}`} data-aid={aid ?? 'new'}>
      {draft && (
        <RestoreBanner
          at={draft.at}
          lang={lang}
          onRestore={restore}
          onDiscard={() => {
            clearDraft(storage, aid);
            setDraft(undefined);
          }}
        />
      )}
      <div ref={noticeRef}>
        {notice && (
          <AlertBox
            tone={notice.tone}
            lines={notice.lines}
            onDismiss={() => setNotice(null)}
            dismissLabel={t('close')}
            testId="action-notice"
          />
        )}
      </div>
      <EnvelopeFields
        envelope={envelope}
        onChange={setEnvelope}
        lang={lang}
        folders={folders}
        full={mode === 'page'}
        nameError={nameError}
      />
      {/* Not a landmark of its own: the block-list editor inside is the region named アクション内容. */}
      <div className="app-action-contents">
        <h2 className="app-heading">{t('actionContents')}</h2>
        <BlockListEditor
          store={store}
          lang={lang}
          widgets={consoleWidgets}
          label={t('actionContents')}
          renderBlockExtras={renderExtras}
        />
      </div>
      {aid !== null && <DescriptionPanel state={description} />}
      <SaveBar
        result={saver.result}
        onDismiss={saver.dismiss}
        dirty={dirty}
        lang={lang}
        testId="action-save-result"
      >
        {props.actions}
        <SaveButton status={saver.status} onSave={save} />
      </SaveBar>
      {conditionFor && (
        <ConditionShell
          store={store}
          blockId={conditionFor}
          lang={lang}
          twice={envelope.a_twice_type}
          flags={conditionFlags({ contextEvent })}
          onApply={(choice) => applyCondition(conditionFor, choice)}
          onClose={() => setConditionFor(null)}
        />
      )}
      {confirmDialog}
    </div>
  );
}
