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
import {
  type ContextFlags,
  createBlock,
  type Issue,
  initialBlocks,
  messageText,
  type PluginContext,
} from '../../engine/core/index.ts';
import type { SaveStatus } from '../../engine/machines/index.ts';
import {
  DocumentEditor,
  type DocumentIo,
  EnvelopeForm,
  useDocumentEditor,
} from '../../engine/react/index.ts';
import { sessionDraftKey } from '../session-drafts.ts';
import '../../engine/react/editor.css';
import '../actions/actions.css';
import { funnelDocument } from '../../documents/funnel.ts';
import type { Folder } from '../api/types.ts';
import { documentApi } from '../documents/document-api.ts';
import { FoldersProvider } from '../documents/FolderWidget.tsx';
import { RevisionHistory } from '../documents/RevisionHistory.tsx';
import type { ItemStore } from '../items/item-store.ts';
import { consoleWidgets } from '../items/widget.ts';
import { type TextKey, useI18n } from '../page-i18n.ts';
import { useConsoleContext } from '../page-services.ts';
import { navigate } from '../router.tsx';
import { useServices, useSession } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { ACCOUNT_TIME_ZONE } from '../ui/time.ts';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { type FunnelMode, initialEnvelope, modeFields, RESET_OPTIONS } from './document.ts';
import { useFunnelJsonLogic } from './FunnelJsonLogic.tsx';
import {
  DEFAULT_FINISH_TO,
  type FunnelDocument,
  type FunnelRegisterAnswer,
  useFunnelApi,
} from './funnel-api.ts';
import { LiveCount } from './LiveCount.tsx';
import { conditionItemKinds, funnelRegistry } from './registry.ts';
import './funnels.css';

// The search options are selects (spec 001 §2), whatever their number of choices.
const ENVELOPE_WIDGETS = {
  // A name is one line, however long it may be.
  name: 'text',
  group_id: 'folder',
  with_blocked: 'select',
  user_rate_type: 'select',
  sort_type: 'select',
  take_num: 'select',
} as const;

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
  flags?: Readonly<ContextFlags>;
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
  /**
   * An embedded condition (an action effect's): each save writes it unnamed, not a template and in no folder,
   * whichever funnel it started from (`source`), so a custom search picked and then changed is not listed twice.
   */
  embedded?: boolean;
  onDirtyChange?(dirty: boolean): void;
  onStatusChange?(status: SaveStatus): void;
  ref?: Ref<FunnelEditorHandle>;
}

/**
 * The funnel (friend search) editor (spec 001 §2–§5, §7–§9) on the engine's document editor, in three modes:
 * editor (name, folder, every option), funneling (the user-rate type and the blocked option) and board (no
 * options). An empty funnel starts with the initial condition types (the condition plugins marked `initial`), which are
 * validated and saved like any other. Drafts, merges on a 409, the error summary and the save progress come from
 * engine/react; what is the funnel's own: the modes, the reset, the finishers and the redirect after a save.
 *
 * @example <FunnelEditor mode="editor" fid={7} onSaved={({ fid }) => navigate(`/funnels/${fid}`)} />
 * @example <FunnelEditor mode="board" source={memberQueryId} finisher="postemit" onEmit={(doc) => use(doc.fid)} />
 */
export function FunnelEditor(props: FunnelEditorProps) {
  const { mode, finisher = 'post', loadFailedText: failedText = 'funnelLoadFailed' } = props;
  const { t, lang } = useI18n();
  const services = useServices();
  const funnels = useFunnelApi();
  const { session } = useSession();
  const consoleCtx = useConsoleContext(lang, session);
  const ctx = useMemo<PluginContext>(
    () => (props.flags ? { ...consoleCtx, flags: { ...consoleCtx.flags, ...props.flags } } : consoleCtx),
    [consoleCtx, props.flags],
  );
  const registry = funnelRegistry();
  const [folders, setFolders] = useState<Folder[]>([]);
  const [foldersFailed, setFoldersFailed] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const finishTo = props.finishTo ?? DEFAULT_FINISH_TO;
  const embedded = props.embedded === true;

  const io = useMemo<DocumentIo>(
    () => ({
      ready: () => services.api.session(),
      load: (fid, signal) => funnels.funnelData(fid, signal),
      save: async (document, signal) => {
        const sent = (embedded ? asEmbedded(document) : document) as unknown as FunnelDocument;
        const result = await funnels.registerFunnel(sent, finishTo, signal);
        // The register answer names the saved funnel fid (or id): the machine reads `fid`.
        if (result.ok) {
          const fid = result.data.fid ?? result.data.id;
          if (typeof fid === 'number') knowSavedFunnel(services.items, fid, sent);
          return { ...result, data: { ...result.data, fid } };
        }
        // A 403 without the server's own lines reads 操作権限がありません (spec 001 §8).
        if (result.status === 403 && !result.fromServer)
          return { ...result, messages: [t('funnelForbidden')], fromServer: true };
        return result;
      },
      loadRevision: (fid, revision, signal) =>
        documentApi(services.api).documentRevision('funnel', fid, revision, signal),
    }),
    [funnels, finishTo, services.api, services.items, t, embedded],
  );
  const nameRequired = mode === 'editor';
  const fields = modeFields(mode);
  const editor = useDocumentEditor({
    definition: funnelDocument,
    registry,
    id: props.fid ?? null,
    source: props.source,
    io,
    ctx,
    lang,
    drafts: mode === 'editor' && finisher !== 'emit' ? services.drafts : undefined,
    // Asked after the session answered (io.ready), so the account is known.
    draftKeyOf: (fid) => sessionDraftKey(services.api.currentSession(), 'funnel', fid),
    newEnvelope: { ...initialEnvelope(mode, props.newFolder ?? null) },
    // The conditions' load hooks judge saved data by the items (a deleted journey resets, spec 001 §4).
    beforeApply: () => services.items.loadAll(conditionItemKinds()),
    extraIssues: (document): Issue[] =>
      nameRequired && String(document.name ?? '').trim() === ''
        ? [{ path: '/name', code: 'required', message: t('funnelNameRequired'), severity: 'error' }]
        : [],
    fields:
      mode === 'editor'
        ? ['name', 'group_id', 'with_blocked', 'user_rate_type', 'sort_type', 'take_num']
        : [],
  });
  const { dirty, saveStatus } = editor;
  useEffect(() => props.onDirtyChange?.(dirty), [dirty, props.onDirtyChange]);
  useEffect(() => props.onStatusChange?.(saveStatus), [saveStatus, props.onStatusChange]);
  const release = useLeaveGuard((props.leaveGuard ?? mode === 'editor') && dirty, () =>
    confirm(messageText('leave_unsaved', lang)),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per editor; another funnel remounts it.
  useEffect(() => {
    let live = true;
    if (mode === 'editor')
      void funnels.funnelGroups().then((result) => {
        if (!live) return;
        if (result.ok && Array.isArray(result.data)) setFolders(result.data);
        else setFoldersFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  // After each save: the host told, the document handed over (postemit), the answer's redirect followed.
  const sent = useRef<FunnelDocument | null>(null);
  // Each successful save answers anew: once per answer.
  const savedAnswer = editor.saveStatus === 2 ? editor.answer : undefined;
  const savedRevision = editor.revision;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save's answer.
  useEffect(() => {
    if (savedAnswer === undefined || editor.id === null) return;
    const answer = (editor.answer ?? {}) as FunnelRegisterAnswer;
    props.onSaved?.({ fid: editor.id, revision: savedRevision, created: props.fid == null });
    if (finisher === 'postemit' && sent.current)
      props.onEmit?.({ ...sent.current, fid: editor.id, revision: savedRevision });
    if (typeof answer.redirect_to === 'string' && answer.redirect_to !== '') {
      release();
      follow(answer.redirect_to);
    }
  }, [savedAnswer]);

  const submit = () => {
    if (finisher === 'emit') {
      const document = editor.check();
      if (!document) return;
      // The caller gets the wire document as an integrator would write it: no stable block ids.
      const emitted = { ...document, inputs: editor.store.serialize() } as unknown as FunnelDocument;
      editor.markTaken();
      props.onEmit?.(emitted);
      return;
    }
    sent.current = {
      ...editor.currentDocument(),
      inputs: editor.store.serialize(),
    } as unknown as FunnelDocument;
    editor.submit();
  };
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  useImperativeHandle(props.ref, () => ({ submit: () => latestSubmit.current() }), []);

  const reset = async () => {
    if (!(await confirm(t('funnelResetConfirm'), t('funnelReset')))) return;
    // One undo step: every condition out, the initial ones in, the four options with them (undo puts them back).
    const { store } = editor;
    const mergeKey = `reset:${Date.now()}`;
    const added: string[] = [];
    editor.withEnvelope(RESET_OPTIONS, () => {
      for (const id of store.getChildIds(null)) store.dispatch({ op: 'remove', id }, mergeKey);
      for (const data of initialBlocks(registry, funnelDocument, ctx)) {
        const block = createBlock(registry, 'condition', (data as { type: number }).type, ctx);
        store.dispatch({ op: 'add', block }, mergeKey);
        added.push(block.id);
      }
    });
    editor.markBlank(added);
  };

  // What the live count reads when it asks: the conditions and display options as they would be saved.
  const latestDocument = useRef(editor.currentDocument);
  latestDocument.current = editor.currentDocument;
  const countedFunnel = useCallback(() => {
    const document = latestDocument.current();
    return {
      inputs: Array.isArray(document.inputs) ? document.inputs : [],
      with_blocked: document.with_blocked,
      user_rate_type: document.user_rate_type,
    };
  }, []);

  const json = useFunnelJsonLogic({
    registry,
    fid: editor.id,
    current: countedFunnel,
    // The conditions and the two display filters the JSON Logic holds (absent: the defaults), as one undo step
    // (docs/decisions/funnel-json-import.md); sort_type and take_num are no filters and are not in it.
    apply: (funnel) =>
      editor.replaceList(funnel.inputs, {
        with_blocked: funnel.with_blocked ?? 0,
        user_rate_type: funnel.user_rate_type ?? 0,
      }),
  });

  return (
    <>
      <DocumentEditor
        editor={editor}
        definition={funnelDocument}
        registry={registry}
        lang={lang}
        timeZone={ACCOUNT_TIME_ZONE}
        testPrefix="funnel"
        loadFailedHeading={t(failedText)}
        className={`app-funnel-editor app-funnel-editor--${mode}`}
        rootProps={{ 'data-fid': editor.id ?? 'new', 'data-mode': mode }}
        alerts={
          foldersFailed && (
            <AlertBox
              tone="warning"
              lines={[t('funnelFoldersFailed')]}
              onDismiss={() => setFoldersFailed(false)}
              dismissLabel={t('close')}
              testId="funnel-folders-failed"
            />
          )
        }
        envelope={
          <FoldersProvider folders={folders}>
            <EnvelopeForm
              editor={editor}
              definition={funnelDocument}
              fields={fields}
              lang={lang}
              ctx={ctx}
              widgets={consoleWidgets}
              fieldWidgets={ENVELOPE_WIDGETS}
              className="app-funnel-fields"
            />
          </FoldersProvider>
        }
        contentsLabel={t('funnelConditions')}
        contentsTools={
          <div className="app-funnel-json__tools">
            <button type="button" className="app-button app-button--quiet" onClick={() => void reset()}>
              {t('funnelReset')}
            </button>
            {mode === 'editor' && json.tools}
          </div>
        }
        contentsHint={
          <>
            <p className="app-funnel-conditions__hint">{t('funnelConditionsHint')}</p>
            {mode === 'editor' && json.panel}
            {editor.phase === 'ready' && (
              <LiveCount
                store={editor.store}
                current={countedFunnel}
                envelope={editor.envelope}
                savedFid={editor.id !== null && !editor.dirty ? editor.id : null}
              />
            )}
          </>
        }
        widgets={consoleWidgets}
        afterList={
          mode === 'editor' &&
          editor.id !== null && (
            <RevisionHistory
              kind="funnel"
              id={editor.id}
              revision={editor.revision}
              dirty={editor.dirty}
              registry={registry}
              ctx={ctx}
              confirm={(text) => confirm(text)}
              onRestored={editor.showCurrent}
            />
          )
        }
        saveBar={props.saveBar}
        saveLabel={props.submitLabel}
        savingLabel={t('funnelSaving')}
        actions={props.actions}
        onSubmit={submit}
      />
      {confirmDialog}
    </>
  );
}

/** Goes where the save's answer says: an app path in the page, anything else by the browser. */
function follow(to: string) {
  if (to.startsWith('/') && !to.startsWith('//')) navigate(to, { force: true });
  else window.location.assign(to);
}

/**
 * The document as an embedded condition is saved: without the name, folder and template flag of the funnel it
 * was copied from (an action effect's condition is no custom search; the list hides it as unnamed).
 *
 * @example asEmbedded({ name: 'ブロックした友だち', is_template: 1, group_id: 22, inputs: [] })
 *   // { is_template: 0, group_id: null, inputs: [] }
 */
function asEmbedded<T extends Record<string, unknown>>(document: T): Omit<T, 'name'> {
  const { name: _name, ...rest } = document;
  return { ...rest, is_template: 0, group_id: null };
}

/**
 * A saved funnel joins the funnel pickers' items at once (when they are loaded): a condition made in an action's
 * slide-in and reopened before a reload read 削除済みの絞り込み条件 (its id was missing from items loaded before it
 * existed). A known funnel keeps its other fields (favourite, writable).
 *
 * @example knowSavedFunnel(services.items, 21, { inputs: [] }) // the pickers now know funnel 21, unnamed
 */
function knowSavedFunnel(
  items: Pick<ItemStore, 'get' | 'add'>,
  fid: number,
  document: { name?: unknown; group_id?: unknown },
) {
  const known = items.get('funnel')?.byId.get(String(fid));
  const groupId = typeof document.group_id === 'number' ? document.group_id : null;
  items.add('funnel', { ...known, id: fid, name: String(document.name ?? ''), group_id: groupId });
}
