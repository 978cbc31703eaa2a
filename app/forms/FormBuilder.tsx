import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  LOGIN_FORM_PERMISSION as LINE_LOGIN_PERMISSION,
  SHEET_EXPORT_FLAG,
} from '../../documents/form-rules.ts';
import { type Issue, messageText, type PluginContext } from '../../engine/core/index.ts';
import {
  type BlockGroup,
  DocumentEditor,
  type DocumentIo,
  EnvelopeForm,
  GroupedBlockListEditor,
  useDocumentEditor,
} from '../../engine/react/index.ts';
import { sessionDraftKey } from '../session-drafts.ts';
import '../../engine/react/editor.css';
import '../actions/actions.css';
import type { Folder } from '../api/types.ts';
import { FoldersProvider } from '../documents/FolderWidget.tsx';
import { consoleWidgets } from '../items/widget.ts';
import { useI18n } from '../page-i18n.ts';
import { useConsoleContext } from '../page-services.ts';
import { navigate } from '../router.tsx';
import { useServices, useSession } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { ACCOUNT_TIME_ZONE } from '../ui/time.ts';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { FormFooter } from './FormFooter.tsx';
import { FormSettings } from './FormSettings.tsx';
import { type FormDocument, useFormApi } from './form-api.ts';
import { initialOptions } from './form-options.ts';
import type { FormLoadAnswer, FormOptions } from './form-wire.ts';
import {
  FormSectionsContext,
  hiddenNextPageWidget,
  nextPageWidget,
  type SectionChoice,
} from './NextPageWidget.tsx';
import { SHEET_EXPORT_PATH } from './paths.ts';
import { formRegistry } from './registry.ts';
import {
  addSection,
  inSectionOrder,
  keepOneBranchPerSection,
  numberItems,
  removeSection,
  SECTION_FIELD,
  switchBranchingOff,
} from './sections.ts';
import './forms.css';

// The permission that shows the required-login toggle and the account ability (a feature flag) that shows the
// spreadsheet export (spec 002 §6): the form document's, which the server checks the save against.
export { LINE_LOGIN_PERMISSION, SHEET_EXPORT_FLAG };

const ENVELOPE_WIDGETS = {
  name: 'text',
  group_id: 'folder',
  title: 'text',
  description: 'textarea',
  export_google_sheet: 'checkbox',
  needs_line_login: 'checkbox',
} as const;
const formWidgets = consoleWidgets.extend(nextPageWidget).extend(hiddenNextPageWidget);

/** Props of `FormBuilder`. */
export interface FormBuilderProps {
  /** The saved form a save overwrites; null: a new form. */
  id: number | null;
  /** A new form copied from this one (?copy=). */
  copy?: number | null;
  /** After each successful save. */
  onSaved?(saved: { id: number; code: string; created: boolean }): void;
}

/**
 * The form builder (spec 002 §2 "Form builder screen", §4, §5, §7) on the engine's document editor: the form's
 * name, folder, title and description, the export and login toggles behind their flags, the items in sections
 * (the engine's grouped list, a palette of the account's allowed swatches per section, one item open at a time),
 * branching kept to one radio or select per section, the three settings tabs and the sticky footer.
 *
 * @example <FormBuilder id={12} onSaved={({ id }) => navigate(`/lvf/edit/${id}`, { replace: true })} />
 */
export function FormBuilder(props: FormBuilderProps) {
  const { t, lang } = useI18n();
  const services = useServices();
  const forms = useFormApi();
  const { session } = useSession();
  const ctx: PluginContext = useConsoleContext(lang, session);
  const { registry, definition } = useMemo(() => formRegistry(), []);
  const [folders, setFolders] = useState<Folder[]>([]);
  const [allowed, setAllowed] = useState<readonly number[] | null>(null);
  const [permissionsFailed, setPermissionsFailed] = useState(false);
  const [branchRefused, setBranchRefused] = useState(false);
  const [code, setCode] = useState<string | undefined>(undefined);
  /** The last save was refused on the page (nothing sent): the footer says 保存に失敗しました. */
  const [refused, setRefused] = useState(false);
  /** The settings a copy could not take (spec 002 §8), as the load answered them. */
  const [notCopied, setNotCopied] = useState<string[]>([]);
  const [confirm, confirmDialog] = useConfirm();
  const preview = useRef(false);
  const counters = useRef<{ nameCounter: number; choiceCounter: number } | null>(null);

  const io = useMemo<DocumentIo>(
    () => ({
      ready: () => services.api.session(),
      load: async (id, signal) => {
        const copying = props.copy != null && id === props.copy;
        const result = await forms.loadForm(copying ? null : id, { copy: copying ? id : undefined, signal });
        if (!result.ok) return result;
        // What the call says about a copy is not part of the form: the page shows it, the document never holds it.
        // The server answers a form it has not numbered yet (a copy, or a form saved outside the builder) with
        // `code` null: the code is the server's, given at the first save, so the document leaves it out rather
        // than hold a value its schema (6 letters and digits) refuses with no field to correct.
        const {
          not_copied: dropped,
          messages: _messages,
          copied_from: _source,
          code: loadedCode,
          ...form
        } = result.data as FormLoadAnswer & { messages?: unknown; copied_from?: unknown };
        setNotCopied(copying && Array.isArray(dropped) ? dropped : []);
        const kept = !copying && typeof loadedCode === 'string' ? loadedCode : undefined;
        setCode(kept);
        // The list is kept in section order (the grouped list moves within a section by the core's moves).
        return {
          ...result,
          data: {
            ...form,
            ...(kept === undefined ? {} : { code: kept }),
            // Options a saved form lacks read as their defaults (the dialog shown, spec 002 §9).
            options: { ...initialOptions(), ...form.options },
            attr: inSectionOrder(form.attr ?? [], form.pages?.length ? form.pages : [1]),
          },
        };
      },
      save: async (document, signal) => {
        const rest = document as unknown as FormDocument;
        const counted = counters.current;
        // The counters as numbered, or as a merge renumbered further (documents/form-merge.ts).
        const sent = counted
          ? {
              ...rest,
              name_counter: Math.max(counted.nameCounter, Number(rest.name_counter ?? 0)),
              choice_counter: Math.max(counted.choiceCounter, Number(rest.choice_counter ?? 0)),
            }
          : rest;
        const result = await forms.saveForm(sent as FormDocument, signal);
        if (result.ok) setCode(result.data.code);
        return result as never;
      },
      // The spec names no call for an earlier revision: a kept draft is offered without a three-way merge base.
      loadRevision: async () => ({ ok: false, status: 404, messages: [t('formNoRevision')] }),
    }),
    [forms, services.api, props.copy, t],
  );

  const fields = useMemo(() => {
    const shown = ['name', 'group_id', 'title', 'description'];
    if (ctx.abilities.has(SHEET_EXPORT_FLAG)) shown.push('export_google_sheet');
    if (ctx.permissions.has(LINE_LOGIN_PERMISSION)) shown.push('needs_line_login');
    return shown;
  }, [ctx.permissions, ctx.abilities]);

  const editor = useDocumentEditor({
    definition,
    registry,
    id: props.id,
    source: props.copy ?? undefined,
    io,
    ctx,
    lang,
    drafts: services.drafts,
    draftKeyOf: (id) => sessionDraftKey(services.api.currentSession(), 'form', id),
    newEnvelope: { options: initialOptions() },
    extraIssues: (document): Issue[] => {
      const issues: Issue[] = [];
      // Only a name of spaces: an empty one is left off the wire and the schema's required already says so
      // (both would show the same line twice, under the field and in the summary).
      const name = typeof document.name === 'string' ? document.name : '';
      if (name !== '' && name.trim() === '')
        issues.push({ path: '/name', code: 'required', message: t('formNameRequired'), severity: 'error' });
      // "At least one question" is the form document's own rule (form_question_required), said once by it.
      return issues;
    },
    fields,
  });
  const { store, envelope, setEnvelope, dirty } = editor;
  const pages = (
    Array.isArray(envelope.pages) && envelope.pages.length > 0 ? envelope.pages : [1]
  ) as number[];
  const options = (envelope.options ?? {}) as FormOptions;

  const release = useLeaveGuard(dirty, () => confirm(messageText('leave_unsaved', lang)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per builder.
  useEffect(() => {
    let live = true;
    void forms.formFolders().then((result) => {
      if (live && result.ok) setFolders(result.data);
    });
    void forms.swatchPermissions().then((result) => {
      if (!live) return;
      if (result.ok) setAllowed(result.data);
      else setPermissionsFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => keepOneBranchPerSection(store, () => setBranchRefused(true)), [store]);

  // After each save: the host told, the preview opened, the spreadsheet export set up (spec 002 §2).
  const savedAnswer = editor.saveStatus === 2 ? editor.answer : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save's answer.
  useEffect(() => {
    if (savedAnswer === undefined || editor.id === null) return;
    const answer = savedAnswer as { code?: string };
    props.onSaved?.({ id: editor.id, code: answer.code ?? code ?? '', created: props.id === null });
    const url = formUrl(answer.code ?? code);
    if (preview.current && url) window.open(`${url}?mode=example`, '_blank', 'noopener');
    preview.current = false;
    if (envelope.export_google_sheet === 1) {
      release();
      navigate(`${SHEET_EXPORT_PATH}/${editor.id}`, { force: true });
    }
  }, [savedAnswer]);

  const submit = (withPreview = false) => {
    preview.current = withPreview;
    // Names and choice ids the form numbers (spec 002 §3 editor counters), then the document editor's own save
    // (validation, summary, machine); the counters ride with the save. They count on from the last save of this
    // page too: the envelope holds the counters as loaded, and an item added, saved, deleted and saved again must
    // not give its name to the next one (answers are stored under names).
    counters.current = numberItems(
      store,
      Math.max(Number(envelope.name_counter ?? 0), counters.current?.nameCounter ?? 0),
      Math.max(Number(envelope.choice_counter ?? 0), counters.current?.choiceCounter ?? 0),
    );
    // Spec 002 §8: a save the page refuses (client validation) sets the progress to error, as a refused server
    // save does; the editor's own status stays idle then, since nothing was sent.
    const sent = editor.submit();
    setRefused(!sent && editor.phase === 'ready' && editor.saveStatus !== 1 && editor.merge === null);
  };

  const sections = useMemo<SectionChoice[]>(
    () => pages.map((page, index) => ({ page, label: t('formSection', { number: index + 1 }) })),
    [pages, t],
  );
  // The section that takes the focus after a delete: its セクションを削除 button (the control used) is gone with it,
  // and the browser would drop the focus to <body>. The section now in its place (or the last one) takes it.
  const sectionToFocus = useRef<number | null>(null);
  const withEnvelope = useRef(editor.withEnvelope);
  withEnvelope.current = editor.withEnvelope;
  const deleteSection = useCallback(
    async (page: number, label: string) => {
      if (!(await confirm(t('formSectionDeleteConfirm', { section: label }), t('formSectionDelete')))) return;
      const left = pages.filter((each) => each !== page);
      sectionToFocus.current = left[Math.min(pages.indexOf(page), left.length - 1)] ?? null;
      // The section goes in its items' undo step: 元に戻す brings both back (the items alone landed in the first).
      withEnvelope.current({ pages: left }, () => removeSection(store, pages, page));
    },
    [confirm, pages, store, t],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sections changed.
  useLayoutEffect(() => {
    const key = sectionToFocus.current;
    sectionToFocus.current = null;
    if (key === null) return;
    const group = document.querySelector(`.be-grouped .be-group[data-group="${key}"]`);
    group?.querySelector<HTMLElement>('.be-group__head button, .be-panel, .be-palette button')?.focus();
  }, [pages.length]);
  // Spec 002 §8: deleting an item asks first, as deleting a section does (one dialog, Escape cancels and the
  // focus goes back to 削除); the removal itself stays one undo step.
  const confirmItemRemove = useCallback(
    (block: { type: string | number; data: Record<string, unknown> }) => {
      const title = typeof block.data.title === 'string' ? block.data.title.trim() : '';
      const label =
        typeof block.type === 'number' ? (registry.get('form-item', block.type)?.label[lang] ?? '') : '';
      return confirm(t('formItemDeleteConfirm', { item: title || label }), t('formItemDelete'));
    },
    [confirm, registry, lang, t],
  );
  const groups = useMemo<BlockGroup[]>(
    () =>
      sections.map((section) => ({
        key: section.page,
        label: section.label,
        tools:
          sections.length > 1 ? (
            <button
              type="button"
              className="app-button app-button--quiet app-button--danger"
              aria-label={t('formSectionDeleteLabel', { section: section.label })}
              onClick={() => void deleteSection(section.page, section.label)}
            >
              {t('formSectionDelete')}
            </button>
          ) : undefined,
      })),
    [sections, deleteSection, t],
  );
  const offered = useCallback(
    (plugin: { type: number }) => allowed?.includes(plugin.type) ?? false,
    [allowed],
  );
  const onMoved = useCallback(
    (id: string, _from: unknown, _to: unknown, mergeKey: string) => switchBranchingOff(store, id, mergeKey),
    [store],
  );

  return (
    <FormSectionsContext.Provider value={sections}>
      <DocumentEditor
        editor={editor}
        definition={definition}
        registry={registry}
        lang={lang}
        timeZone={ACCOUNT_TIME_ZONE}
        testPrefix="form"
        loadFailedHeading={t('formLoadFailed')}
        className="app-form-builder"
        rootProps={{ 'data-form-id': editor.id ?? 'new' }}
        alerts={
          <>
            {permissionsFailed && (
              <AlertBox
                tone="error"
                lines={[messageText('unknown_error', lang), t('formPermissionsFailed')]}
                testId="form-permissions-failed"
              />
            )}
            {notCopied.length > 0 && (
              <AlertBox tone="warning" lines={[t('formNotCopied'), ...notCopied]} testId="form-not-copied" />
            )}
            {branchRefused && (
              <AlertBox
                tone="warning"
                lines={[t('formOneBranch')]}
                onDismiss={() => setBranchRefused(false)}
                dismissLabel={t('close')}
                testId="form-one-branch"
              />
            )}
          </>
        }
        envelope={
          <FoldersProvider folders={folders}>
            <EnvelopeForm
              editor={editor}
              definition={definition}
              fields={fields}
              lang={lang}
              ctx={ctx}
              widgets={consoleWidgets}
              fieldWidgets={ENVELOPE_WIDGETS}
              className="app-form-fields"
            />
          </FoldersProvider>
        }
        contentsLabel={t('formItems')}
        contentsTools={
          <button
            type="button"
            className="app-button"
            onClick={() => setEnvelope({ pages: addSection(pages) })}
          >
            {t('formSectionAdd')}
          </button>
        }
        list={
          <GroupedBlockListEditor
            store={store}
            lang={lang}
            widgets={formWidgets}
            label={t('formItems')}
            groupField={SECTION_FIELD}
            groups={groups}
            offered={offered}
            singleExpanded
            onMovedToGroup={onMoved}
            confirmRemove={confirmItemRemove}
            paletteLabel={t('formPalette')}
          />
        }
        afterList={
          <FormSettings
            options={options}
            onChange={(next) => setEnvelope({ options: next })}
            actionId={envelope.form_action_id as number | null | undefined}
            onActionChange={(aid) => setEnvelope({ form_action_id: aid })}
            messageCopy={
              !ctx.permissions.has(LINE_LOGIN_PERMISSION)
                ? 'hidden'
                : envelope.needs_line_login === 1
                  ? 'enabled'
                  : 'disabled'
            }
            issues={editor.envelopeIssues}
            store={store}
            lang={lang}
            ctx={ctx}
          />
        }
        actions={
          <FormFooter
            url={formUrl(code)}
            status={refused ? 3 : editor.saveStatus}
            onSaveAndPreview={() => submit(true)}
          />
        }
        onSubmit={() => submit(false)}
      />
      {confirmDialog}
    </FormSectionsContext.Provider>
  );
}

/**
 * The public address of a saved form (its code), where friends answer it; undefined before the first save.
 * The answering page's path is ours (docs/decisions/forms-console.md): /f/{code}.
 *
 * @example formUrl('abc123') // 'https://console.example/f/abc123'
 */
export function formUrl(code: string | undefined): string | undefined {
  return code ? `${window.location.origin}/f/${encodeURIComponent(code)}` : undefined;
}
