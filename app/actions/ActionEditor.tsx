import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type EditorBlock, messageText } from '../../engine/core/index.ts';
import {
  DocumentEditor,
  type DocumentIo,
  EnvelopeForm,
  useDocumentEditor,
} from '../../engine/react/index.ts';
import { sessionDraftKey } from '../session-drafts.ts';
import '../../engine/react/editor.css';
import { actionDocument } from '../../documents/action.ts';
import type { ActionDocument, Folder } from '../api/types.ts';
import { documentApi } from '../documents/document-api.ts';
import { FoldersProvider } from '../documents/FolderWidget.tsx';
import { RevisionHistory } from '../documents/RevisionHistory.tsx';
import { consoleWidgets } from '../items/widget.ts';
import { useI18n } from '../page-i18n.ts';
import { useConsoleContext } from '../page-services.ts';
import { useServices, useSession } from '../services.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { ACCOUNT_TIME_ZONE } from '../ui/time.ts';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { actionApi } from './action-api.ts';
import type { ConditionChoice } from './ConditionShell.tsx';
import { ConditionToggle } from './ConditionToggle.tsx';
import { type ActionCaller, conditionFlags, withCaller } from './caller.ts';
import { DescriptionPanel, type DescriptionState } from './DescriptionPanel.tsx';
import { LazyConditionShell } from './LazyConditionShell.tsx';
import { LazyDryRunDialog } from './LazyDryRunDialog.tsx';
import { actionRegistry, effectItemKinds } from './registry.ts';
import { TwiceLine } from './TwiceLine.tsx';
import './actions.css';

const PAGE_FIELDS = actionDocument.ui.fields;
const MODAL_FIELDS = ['a_name'] as const;
const NO_FIELDS: readonly string[] = [];
const ENVELOPE_WIDGETS = { is_template: 'checkbox', group_id: 'folder' } as const;

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
 * The action editor (spec 000 §2.4, §5.3, §7, §8) on the engine's document editor: the action document
 * (documents/action.ts) with its effects, template name and folder; drafts, merges on a 409, the live
 * error summary and the save progress come from engine/react. What is the action's own: the condition per effect
 * (its slide-in), the description after a save, and the caller's context.
 *
 * @example <ActionEditor aid={12} mode="page" onSaved={({ aid }) => navigate(`/actions/${aid}`)} />
 * @example <ActionEditor aid={null} mode="modal" caller={{ contextEvent: true }} />
 */
export function ActionEditor(props: ActionEditorProps) {
  const { mode } = props;
  const { t, lang } = useI18n();
  const services = useServices();
  const { api, items } = services;
  const registry = actionRegistry();
  const { session } = useSession();
  const consoleCtx = useConsoleContext(lang, session);
  const { reaction, contextEvent, linkedData } = props.caller ?? {};
  const ctx = useMemo(
    () => withCaller(consoleCtx, { reaction, contextEvent, linkedData }),
    [consoleCtx, reaction, contextEvent, linkedData],
  );
  const [folders, setFolders] = useState<Folder[]>([]);
  const [description, setDescription] = useState<DescriptionState>({ state: 'none' });
  const [conditionFor, setConditionFor] = useState<string | null>(null);
  const [dryRunOpen, setDryRunOpen] = useState(false);

  const io = useMemo<DocumentIo>(
    () => ({
      ready: () => api.session(),
      load: (aid, signal) => actionApi(api).actionData(aid, signal),
      save: (document, signal) => actionApi(api).registerAction(document as ActionDocument, signal),
      loadRevision: (aid, revision, signal) =>
        documentApi(api).documentRevision('action', aid, revision, signal),
    }),
    [api],
  );
  const editor = useDocumentEditor({
    definition: actionDocument,
    registry,
    id: props.aid,
    io,
    ctx,
    lang,
    // The modal's host keeps its own state; drafts are for the page, where a reload or a closed tab loses work.
    drafts: mode === 'page' ? services.drafts : undefined,
    // Asked after the session answered (io.ready), so the account is known.
    draftKeyOf: (aid) => sessionDraftKey(services.api.currentSession(), 'action', aid),
    newEnvelope: {
      is_template: (props.newAsTemplate ?? mode === 'page') ? 1 : 0,
      group_id: props.newFolder ?? null,
    },
    beforeApply: () => items.loadAll(effectItemKinds(registry)),
    fields: mode === 'page' ? PAGE_FIELDS : MODAL_FIELDS,
  });
  const { dirty } = editor;
  useEffect(() => props.onDirtyChange?.(dirty), [dirty, props.onDirtyChange]);
  const [confirm, confirmDialog] = useConfirm();
  // A change in the condition slide-in, not yet finished, is unsaved work too (the action is not dirty yet).
  const [conditionDirty, setConditionDirty] = useState(false);
  useLeaveGuard(mode === 'page' && (dirty || conditionDirty), () =>
    confirm(messageText('leave_unsaved', lang)),
  );

  const loadDescription = useCallback(
    async (id: number) => {
      setDescription({ state: 'loading' });
      const result = await actionApi(api).actionText(id);
      setDescription(result.ok ? { state: 'loaded', text: result.data.text } : { state: 'failed' });
    },
    [api],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per editor; a new aid remounts it.
  useEffect(() => {
    let live = true;
    void documentApi(api)
      .folders('action')
      .then((result) => live && result.ok && setFolders(result.data));
    if (props.aid !== null) void loadDescription(props.aid);
    return () => {
      live = false;
    };
  }, []);

  // After each save: the description anew, and the host told.
  // Each successful save answers anew: once per answer.
  const savedAnswer = editor.saveStatus === 2 ? editor.answer : undefined;
  const savedRevision = editor.revision;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save's answer.
  useEffect(() => {
    if (savedAnswer === undefined || editor.id === null) return;
    void loadDescription(editor.id);
    props.onSaved?.({ aid: editor.id, revision: savedRevision ?? 0, created: props.aid === null });
  }, [savedAnswer]);

  const applyCondition = (blockId: string, choice: ConditionChoice) => {
    editor.store.update(blockId, ['member_query_id'], choice.memberQueryId);
    editor.setEnvelope({ a_twice_type: choice.twice });
    setConditionFor(null);
  };

  const { store } = editor;
  const renderExtras = useCallback(
    (block: EditorBlock) => (
      <ConditionToggle store={store} block={block} lang={lang} onOpen={setConditionFor} />
    ),
    [store, lang],
  );

  return (
    <>
      <DocumentEditor
        editor={editor}
        definition={actionDocument}
        registry={registry}
        lang={lang}
        timeZone={ACCOUNT_TIME_ZONE}
        testPrefix="action"
        loadFailedHeading={t('actionLoadFailed')}
        className={`app-action-editor app-action-editor--${mode}`}
        rootProps={{ 'data-aid': editor.id ?? 'new' }}
        envelope={
          <FoldersProvider folders={folders}>
            <EnvelopeForm
              editor={editor}
              definition={actionDocument}
              // The widget's modal shows only a template's name (spec 000 §2.3); the page every field.
              fields={
                mode === 'page' ? PAGE_FIELDS : editor.envelope.is_template === 1 ? MODAL_FIELDS : NO_FIELDS
              }
              lang={lang}
              ctx={ctx}
              widgets={consoleWidgets}
              fieldWidgets={ENVELOPE_WIDGETS}
              heading={t('actionSettings')}
              className="app-envelope"
            >
              {mode === 'page' && <TwiceLine twice={editor.envelope.a_twice_type === 1 ? 1 : 0} />}
            </EnvelopeForm>
          </FoldersProvider>
        }
        contentsLabel={t('actionContents')}
        widgets={consoleWidgets}
        renderBlockExtras={renderExtras}
        afterList={
          editor.id !== null && (
            <>
              <DescriptionPanel state={description} />
              {mode === 'page' && (
                <RevisionHistory
                  kind="action"
                  id={editor.id}
                  revision={editor.revision}
                  dirty={dirty}
                  registry={registry}
                  ctx={ctx}
                  confirm={confirm}
                  onRestored={editor.showCurrent}
                />
              )}
            </>
          )
        }
        actions={
          <>
            {/* The action as it stands in the editor, saved or not: a dry run writes nothing. */}
            <button
              type="button"
              className="app-button"
              onClick={() => setDryRunOpen(true)}
              disabled={editor.phase !== 'ready'}
              data-testid="action-dry-run"
            >
              {t('dryRunOpen')}
            </button>
            {props.actions}
          </>
        }
      />
      {conditionFor && (
        <LazyConditionShell
          store={store}
          blockId={conditionFor}
          lang={lang}
          twice={editor.envelope.a_twice_type === 1 ? 1 : 0}
          flags={conditionFlags({ contextEvent })}
          onApply={(choice) => applyCondition(conditionFor, choice)}
          onClose={() => setConditionFor(null)}
          onDirtyChange={setConditionDirty}
        />
      )}
      {dryRunOpen && (
        <LazyDryRunDialog document={editor.currentDocument} onClose={() => setDryRunOpen(false)} />
      )}
      {confirmDialog}
    </>
  );
}
