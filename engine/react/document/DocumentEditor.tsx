import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import type { DocumentDefinition, EditorBlock, Lang, Registry } from '../../core/index.ts';
import type { SaveStatus } from '../../machines/index.ts';
import { BlockListEditor } from '../BlockListEditor.tsx';
import { firstField, focusIsLost } from '../focus.ts';
import type { WidgetRegistry } from '../form/widget-registry.ts';
import { uiText } from '../texts.ts';
import { useFocusBackAfter } from '../use-focus-back.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { Notice } from './Notice.tsx';
import { useBarClearance } from './useBarClearance.ts';
import type { DocumentEditorState } from './useDocumentEditor.ts';
import './document.css';

const SAVE_LABELS = { 0: 'docSave', 1: 'docSaving', 2: 'docSaved', 3: 'docSaveFailed' } as const;

/** Props of `SaveButton`. */
export interface SaveButtonProps {
  status: SaveStatus;
  onSave(): void;
  lang: Lang;
  /** The idle label (default 保存). */
  label?: string;
  /** The label while saving (default 保存中…; a funnel says 処理中…, spec 001 §4). */
  busyLabel?: string;
  /** The labels after a save (default 保存しました / 保存に失敗しました; a rich menu says 保存完了 / エラー!). */
  doneLabel?: string;
  failedLabel?: string;
}

/**
 * The save button with the spec's progress (disabled and busy while saving): 保存 / 保存中… / 保存しました.
 *
 * @example <SaveButton status={editor.saveStatus} onSave={editor.submit} lang="ja" />
 */
export function SaveButton({
  status,
  onSave,
  lang,
  label,
  busyLabel,
  doneLabel,
  failedLabel,
}: SaveButtonProps) {
  // Disabled while saving (spec 000 §2.1), the button drops the focus to <body>: it takes it back when the save
  // ends, unless the operator moved it elsewhere meanwhile, so the next Tab goes on from here.
  const button = useFocusBackAfter(status === 1);
  return (
    <button
      ref={button}
      type="button"
      className={`de-button de-button--primary de-save de-save--${status}`}
      disabled={status === 1}
      aria-busy={status === 1 || undefined}
      data-save-status={status}
      // Pressing it must not move focus first: the field losing focus is validated at once, its message goes,
      // the page gets shorter, the bar moves up under the pointer, and the release lands beside the button, so
      // the click that saves never fires (found by the e2e after typing into a field and saving within the
      // validation delay). Saving validates every field anyway.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSave}
    >
      {status === 1 && <span className="de-spinner" aria-hidden="true" />}
      {(status === 0 ? label : status === 1 ? busyLabel : status === 2 ? doneLabel : failedLabel) ??
        uiText(lang, SAVE_LABELS[status])}
    </button>
  );
}

/** Props of `DocumentEditor`. */
export interface DocumentEditorProps {
  editor: DocumentEditorState;
  definition: DocumentDefinition;
  registry: Registry;
  lang: Lang;
  /** Test ids start with it: `{prefix}-notice`, `{prefix}-save-result`, `{prefix}-load-failed`. */
  testPrefix: string;
  /** The heading of a failed load (読み込みに失敗しました…). */
  loadFailedHeading: string;
  /** The envelope fields, drawn by the host above the list. */
  envelope?: ReactNode;
  /** The IANA zone times are shown in (the host's account's, as DocumentListPage's); the browser's when not given. */
  timeZone?: string;
  /** Alerts of the host above everything (a folder list that did not load). */
  alerts?: ReactNode;
  /** The block list's heading and region name. */
  contentsLabel: string;
  /** Beside the contents heading (a reset button). */
  contentsTools?: ReactNode;
  /** Under the heading (a hint). */
  contentsHint?: ReactNode;
  widgets?: WidgetRegistry;
  renderBlockExtras?(block: EditorBlock): ReactNode;
  /**
   * Drawn in place of the plain block-list editor (e.g. a `GroupedBlockListEditor` over `editor.store`): the
   * heading, hint, summary, save bar and merge stay the document editor's.
   */
  list?: ReactNode;
  /** Under the list (a description). */
  afterList?: ReactNode;
  /** Draw the save bar (default true); without it the host calls `editor.submit()`. */
  saveBar?: boolean;
  /** Buttons beside the save button. */
  actions?: ReactNode;
  saveLabel?: string;
  /** The save button's label while saving (default 保存中…). */
  savingLabel?: string;
  /** The save button's labels after a save (defaults 保存しました / 保存に失敗しました). */
  savedLabel?: string;
  failedLabel?: string;
  /** What the save button and Ctrl+S do (default `editor.submit`): a host that finishes otherwise (an emit). */
  onSubmit?(): void;
  className?: string;
  /** Extra attributes of the root (data-aid…). */
  rootProps?: Record<string, string | number>;
}

/**
 * The editor of one document of any kind (DESIGN §8): the kept draft's offer, the live error summary, the
 * envelope, the block list, the save bar with its progress and result (a connection failure offers a retry), the
 * merge dialog, and Ctrl+S / ⌘S. Everything the document does is in `editor` (useDocumentEditor); the host gives
 * its envelope fields and its own panels.
 *
 * @example const editor = useDocumentEditor({ definition: actionDocument, … });
 * return <DocumentEditor editor={editor} definition={actionDocument} registry={registry} lang="ja" testPrefix="action" … />;
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const { editor, lang, testPrefix } = props;
  const root = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const saveBar = useRef<HTMLDivElement>(null);
  useBarClearance(saveBar, props.saveBar !== false && editor.phase === 'ready');
  const submit = useRef(props.onSubmit ?? editor.submit);
  submit.current = props.onSubmit ?? editor.submit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the root exists once the phase is ready.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      submit.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [editor.phase]);

  // 下書きを復元 and 破棄する take their notice (and the pressed button) away: the keyboard goes on at the
  // document's first field rather than falling to the page's start. Buttons count too: the keyboard goes on
  // where Tab would first stop in the document.
  const draftShown = Boolean(editor.draft);
  const hadDraft = useRef(false);
  useLayoutEffect(() => {
    if (hadDraft.current && !draftShown && focusIsLost())
      firstField(root.current, { buttons: true })?.focus();
    hadDraft.current = draftShown;
  }, [draftShown]);

  // A refused save brings the summary into view (the save bar may be far below it).
  const summaryShown = editor.summary.length > 0;
  useEffect(() => {
    if (summaryShown) summaryRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [summaryShown]);

  if (editor.phase === 'failed')
    return (
      <Notice
        tone="error"
        lines={[props.loadFailedHeading, ...(editor.loadError ?? [])]}
        testId={`${testPrefix}-load-failed`}
      />
    );
  if (editor.phase === 'loading')
    return (
      <p className="de-loading" role="status">
        <span className="de-spinner de-spinner--dark" aria-hidden="true" />
        {uiText(lang, 'docLoading')}
      </p>
    );

  const { notice, draft, merge } = editor;
  const result = notice && (
    <Notice
      tone={notice.tone}
      lines={notice.lines}
      onDismiss={editor.dismiss}
      dismissLabel={uiText(lang, 'dismiss')}
      testId={`${testPrefix}-save-result`}
    >
      {notice.retry && (
        <button type="button" className="de-button" onClick={() => submit.current()}>
          {uiText(lang, 'docRetry')}
        </button>
      )}
    </Notice>
  );

  return (
    <div ref={root} className={`de-document ${props.className ?? ''}`} {...props.rootProps}>
      {draft && (
        <Notice
          tone="warning"
          lines={[uiText(lang, 'docDraftFound', { time: clockTime(draft.at, lang, props.timeZone) })]}
          testId={`${testPrefix}-draft`}
        >
          <button type="button" className="de-button de-button--primary" onClick={editor.restoreDraft}>
            {uiText(lang, 'docDraftRestore')}
          </button>
          <button type="button" className="de-button" onClick={editor.discardDraft}>
            {uiText(lang, 'docDraftDiscard')}
          </button>
        </Notice>
      )}
      {props.alerts}
      <div ref={summaryRef}>
        <ErrorSummary
          entries={editor.summary}
          lang={lang}
          testId={`${testPrefix}-notice`}
          onExpand={(id) => editor.store.dispatch({ op: 'collapse', id, collapsed: false })}
        />
      </div>
      {props.saveBar === false && result}
      {props.envelope}
      <div className="de-contents">
        <div className="de-contents__head">
          <h2 className="de-heading">{props.contentsLabel}</h2>
          {props.contentsTools}
        </div>
        {props.contentsHint}
        {props.list ?? (
          <BlockListEditor
            store={editor.store}
            lang={lang}
            widgets={props.widgets}
            label={props.contentsLabel}
            renderBlockExtras={props.renderBlockExtras}
          />
        )}
      </div>
      {props.afterList}
      {props.saveBar !== false && (
        <div className="de-savebar" ref={saveBar}>
          {result}
          <div className="de-savebar__row">
            {editor.dirty && <span className="de-savebar__dirty">{uiText(lang, 'docUnsaved')}</span>}
            {props.actions}
            <SaveButton
              status={editor.saveStatus}
              onSave={() => submit.current()}
              lang={lang}
              label={props.saveLabel}
              busyLabel={props.savingLabel}
              doneLabel={props.savedLabel}
              failedLabel={props.failedLabel}
            />
          </div>
        </div>
      )}
      {merge && (
        <MergeDialog
          conflicts={merge.conflicts}
          definition={props.definition}
          registry={props.registry}
          ctx={editor.store.getContext()}
          lang={lang}
          then={merge.then === 'save' ? 'save' : 'draft'}
          onResolve={editor.resolve}
          onCancel={editor.cancelMerge}
        />
      )}
    </div>
  );
}

/**
 * A time for the draft offer in `timeZone` (the browser's when not given): the clock alone for a draft of the same
 * day as `now`, with the date before it otherwise (a draft left yesterday at 14:05 does not read as today's).
 *
 * @example clockTime(Date.parse('2026-11-26T05:05:00Z'), 'ja', 'Asia/Tokyo') // '14:05' on that day, '11/26 14:05' later
 */
export function clockTime(at: number, lang: Lang, timeZone?: string, now = Date.now()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const sameDay = day.format(at) === day.format(now);
  return new Date(at).toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone,
    ...(sameDay ? {} : { month: 'numeric', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}
