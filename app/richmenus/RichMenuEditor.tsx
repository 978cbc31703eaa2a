import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { menuHeightOf, RICHMENU_MAX_BUTTONS } from '../../documents/richmenu.ts';
import { newPage } from '../../documents/richmenu-pages.ts';
import { type EditorBlock, messageText, type PluginContext } from '../../engine/core/index.ts';
import {
  DocumentEditor,
  type DocumentIo,
  EnvelopeForm,
  useDocumentEditor,
} from '../../engine/react/index.ts';
import { URL_OPENS_EXTERNAL_FLAG } from '../../plugins/shared/flags.ts';
import { sessionDraftKey } from '../session-drafts.ts';
import '../../engine/react/editor.css';
import '../actions/actions.css';
import type { Folder } from '../api/types.ts';
import { documentApi } from '../documents/document-api.ts';
import { FoldersProvider } from '../documents/FolderWidget.tsx';
import { consoleWidgets } from '../items/widget.ts';
import { useConsoleContext } from '../page-services.ts';
import { Link } from '../router.tsx';
import { useServices, useSession } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { ACCOUNT_TIME_ZONE } from '../ui/time.ts';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { ButtonLayout } from './ButtonLayout.tsx';
import {
  addButton,
  applyTemplate,
  BUTTON_KIND,
  buttonsFit,
  clearButtons,
  DEFAULT_BUTTON_BOUNDS,
  retypeButton,
} from './buttons.ts';
import { type CanvasArea, useCanvasTexts } from './canvas/index.ts';
import { ImageField } from './ImageField.tsx';
import { LineExport } from './LineExport.tsx';
import { pageDrafts } from './pages/drafts.ts';
import { ExternalPagesPanel } from './pages/ExternalPagesPanel.tsx';
import { pageIssues } from './pages/issues.ts';
import { usePageTexts } from './pages/texts.ts';
import { useExternalPages } from './pages/useExternalPages.ts';
import { editorForm, wireForm } from './pages/wire.ts';
import { RICHMENUS_PATH } from './paths.ts';
import { richmenuRegistry } from './registry.ts';
import { type RichmenuImage, useRichmenuApi } from './richmenu-api.ts';
import { useRichmenuTexts } from './texts.ts';
import './richmenus.css';

const ENVELOPE_FIELDS = ['name', 'group_id', 'chat_bar_text', 'selected'] as const;
const ENVELOPE_WIDGETS = { name: 'text', group_id: 'folder', chat_bar_text: 'text' } as const;
const MANUAL_URL = 'https://www.lycbiz.com/jp/manual/OfficialAccountManager/rich-menus/';

/** Props of `RichMenuEditor`. */
export interface RichMenuEditorProps {
  /** The saved menu a save overwrites; null: a new menu. */
  rmid: number | null;
  /** A new menu's folder (from the list's folder). */
  folder?: number | null;
  /**
   * A new menu in the external-builder (multi-page) mode (spec 001 §2 `is_lmenuplus`); a saved menu opens in the
   * mode its data has.
   */
  externalBuilder?: boolean;
  /** After a save, with the list address the server answered (spec 001 §2). */
  onSaved(saved: { rmid: number; redirectTo: string; release(): void }): void;
}

/**
 * The rich-menu editor (spec 001 §2 "Rich-menu edit page", §4, §5; issue 16 points 2–4) on the engine's
 * document editor: the image (uploaded through the upload machine), the title, folder, chat-bar text and initial
 * state, the layout templates, the canvas with the list of areas, a panel per button with its action type and the
 * action's fields, the phone preview, and the sticky save bar (登録 / 保存, 保存中..., 保存完了, エラー!).
 *
 * @example <RichMenuEditor rmid={null} onSaved={({ redirectTo }) => navigate(redirectTo)} />
 */
export function RichMenuEditor(props: RichMenuEditorProps) {
  const texts = useRichmenuTexts();
  const pageTexts = usePageTexts();
  const canvasTexts = useCanvasTexts();
  const { lang } = texts;
  const services = useServices();
  const menus = useRichmenuApi();
  const { session } = useSession();
  const consoleCtx = useConsoleContext(lang, session);
  // The URL button's default size is named after how the account opens links (spec 001 §7).
  const [opensExternal, setOpensExternal] = useState(false);
  const ctx: PluginContext = useMemo(
    () => ({ ...consoleCtx, flags: { ...consoleCtx.flags, [URL_OPENS_EXTERNAL_FLAG]: opensExternal } }),
    [consoleCtx, opensExternal],
  );
  const { registry, definition } = useMemo(() => richmenuRegistry(), []);
  const [folders, setFolders] = useState<Folder[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An area drawn past the 20th: said under the canvas, where it was drawn (the page's alerts are far above it on a phone).
  const [drawRefused, setDrawRefused] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirm, confirmDialog] = useConfirm();

  // The open page of an external-builder menu: the editor's list holds its buttons (pages/wire.ts).
  const openPage = useRef(0);
  const io = useMemo<DocumentIo>(() => {
    const opened = <R extends { ok: boolean }>(result: R): R =>
      result.ok && 'data' in result
        ? { ...result, data: editorForm(result.data as never, openPage.current) }
        : result;
    return {
      ready: () => services.api.session(),
      load: async (id, signal) => opened(await menus.loadMenu(id, signal)),
      save: (document, signal) =>
        menus.saveMenu(wireForm(document, openPage.current) as never, signal) as never,
      loadRevision: async (id, revision, signal) =>
        opened(await documentApi(services.api).documentRevision('richmenu', id, revision, signal)),
    };
  }, [menus, services.api]);
  const drafts = useMemo(
    () => (services.drafts ? pageDrafts(services.drafts, openPage) : undefined),
    [services.drafts],
  );
  const editor = useDocumentEditor({
    definition,
    registry,
    id: props.rmid,
    io,
    ctx,
    lang,
    drafts,
    draftKeyOf: (id) => sessionDraftKey(services.api.currentSession(), 'richmenu', id),
    newEnvelope: props.externalBuilder
      ? { group_id: props.folder ?? 0, lmpData: [newPage(1)] }
      : { group_id: props.folder ?? 0 },
    beforeApply: () => services.items.loadAll(['action', 'form']),
    extraIssues: (document) =>
      Array.isArray(document.lmpData) ? pageIssues(registry, document, ctx, openPage.current) : [],
    fields: ENVELOPE_FIELDS,
  });
  const { store, envelope, setEnvelope, dirty } = editor;
  const external = Array.isArray(envelope.lmpData);
  const pages = useExternalPages(editor, openPage, external);
  // The image, height and buttons on the canvas: the menu's, or the open page's in the external-builder mode.
  const shown = external ? (pages.page ?? newPage(1)) : undefined;
  const height = menuHeightOf(shown ?? envelope);
  const source = shown
    ? { id: shown.media_id, url: shown.imageUrl }
    : { id: envelope.media_id, url: envelope.media_url };
  const mediaId = typeof source.id === 'number' ? source.id : null;
  const mediaUrl = typeof source.url === 'string' && source.url ? source.url : null;

  // Spec 001 §4: the new page warns once an image is chosen, the edit page once something changed.
  const guarded = (props.rmid === null ? mediaId !== null || dirty : dirty) || uploading;
  const release = useLeaveGuard(guarded, () => confirm(messageText('leave_unsaved', lang)));

  useEffect(() => {
    let live = true;
    void menus.folders().then((result) => live && result.ok && setFolders(result.data));
    // Unknown (a failed call) reads as the in-chat browser, what an account without the setting has.
    void menus.urlSetting().then((result) => live && setOpensExternal(result.ok && result.data === 1));
    return () => {
      live = false;
    };
  }, [menus]);

  // After a save the browser goes to the list in the menu's folder (spec 001 §2).
  const savedAnswer = editor.saveStatus === 2 ? editor.answer : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save's answer.
  useEffect(() => {
    if (savedAnswer === undefined || editor.id === null) return;
    const answer = savedAnswer as { redirect_to?: string };
    props.onSaved({ rmid: editor.id, redirectTo: answer.redirect_to ?? '', release });
  }, [savedAnswer]);

  const onChange = useCallback(
    (key: string, bounds: NonNullable<CanvasArea['bounds']>) => store.update(key, ['bounds'], bounds),
    [store],
  );
  const onCreate = useCallback(
    (bounds: NonNullable<CanvasArea['bounds']>) => {
      const id = addButton(store, registry, bounds, RICHMENU_MAX_BUTTONS);
      if (id) setSelected(id);
      setDrawRefused(!id);
    },
    [store, registry],
  );

  // A button added from the add menu gets the spec's default area (400×400 at the top left).
  useEffect(() => {
    const unsubscribe = store.subscribeStructure(() =>
      // After the notification, not inside it: an update from a listener would reach the other listeners
      // before the add that caused it.
      queueMicrotask(() => {
        for (const id of store.getChildIds(null)) {
          const block = store.getBlock(id);
          if (block && !block.broken && block.data.bounds === undefined)
            store.dispatch(
              { op: 'update', id, path: ['bounds'], value: { ...DEFAULT_BUTTON_BOUNDS } },
              `add:${id}`,
            );
        }
      }),
    );
    return () => {
      unsubscribe();
    };
  }, [store]);

  const updatePage = pages.update;
  const onImage = useCallback(
    async (image: RichmenuImage) => {
      const next = image.height === 843 ? 843 : 1686;
      const buttons = store.getChildIds(null);
      if (next !== height && buttons.length > 0) {
        // Spec 001 §4: an image of another height clears all buttons; the operator may keep the old image.
        if (!(await confirm(texts.heightChangeConfirm))) return;
        clearButtons(store);
      } else if (!buttonsFit(store.serialize() as { bounds?: unknown }[], next)) clearButtons(store);
      // An external-builder menu's image is the open page's.
      if (external) updatePage({ media_id: image.media_id, imageUrl: image.media_url, height: next });
      else setEnvelope({ media_id: image.media_id, media_url: image.media_url, height: next });
    },
    [store, height, confirm, setEnvelope, texts.heightChangeConfirm, external, updatePage],
  );

  const chooseTemplate = async (areasOfTemplate: readonly NonNullable<CanvasArea['bounds']>[] | null) => {
    if (store.getChildIds(null).length > 0) {
      const question = areasOfTemplate ? texts.templateConfirm : texts.resetConfirm;
      if (!(await confirm(question))) return;
    }
    if (areasOfTemplate) applyTemplate(store, registry, areasOfTemplate);
    else clearButtons(store);
    setSelected(null);
  };

  const actionTypes = useMemo(() => registry.plugins(BUTTON_KIND), [registry]);
  const typeOffered = useCallback(
    (plugin: (typeof actionTypes)[number]) =>
      !plugin.offered || plugin.offered(ctx, { kind: BUTTON_KIND, ancestors: [] }),
    [ctx],
  );
  const renderBlockExtras = useCallback(
    (block: EditorBlock) => (
      <label className="rm-action-type">
        <span>{texts.actionType}</span>
        <select
          className="be-input be-select"
          value={block.type}
          onChange={(event) => retypeButton(store, block.id, Number(event.target.value))}
        >
          {actionTypes
            .filter((plugin) => plugin.type === block.type || typeOffered(plugin))
            .map((plugin) => (
              <option key={plugin.type} value={plugin.type}>
                {plugin.label[lang]}
              </option>
            ))}
        </select>
      </label>
    ),
    [actionTypes, typeOffered, store, lang, texts.actionType],
  );

  const imagePath = external ? `/lmpData/${pages.current}/media_id` : '/media_id';
  const imageIssues = editor.envelopeIssues.filter((issue) => issue.path === imagePath);
  const chatBar = shown ? shown.data.chatBarText : String(envelope.chat_bar_text ?? '');
  const initialState = shown ? shown.data.selected : envelope.selected;

  const imageSection = (
    <section className="rm-section" aria-labelledby="rm-image-heading">
      <h2 id="rm-image-heading" className="de-heading">
        {texts.image}
      </h2>
      <ImageField
        // A page's image field starts from that page's image.
        key={external ? `page-${pages.current}` : 'menu'}
        api={menus}
        mediaId={mediaId}
        onUploaded={onImage}
        onBusy={setUploading}
        invalid={imageIssues.length > 0}
      />
      {imageIssues.map((issue) => (
        <p key={issue.code} className="rm-error">
          {issue.message}
        </p>
      ))}
    </section>
  );
  const layout = (
    <ButtonLayout
      store={store}
      registry={registry}
      height={height}
      imageUrl={mediaUrl}
      chatBarText={chatBar}
      initialState={initialState === 0 ? 0 : 1}
      selected={selected}
      onSelect={setSelected}
      onChange={onChange}
      onCreate={onCreate}
      onTemplate={(areas) => void chooseTemplate(areas)}
      canvasNotice={
        drawRefused && (
          <AlertBox
            tone="warning"
            // The limit's own message (documents/richmenu.ts), as the add menu and the save say it.
            lines={[registry.message('richmenu_button_limit', lang)]}
            onDismiss={() => setDrawRefused(false)}
            dismissLabel={canvasTexts.close}
            testId="richmenu-draw-refusal"
          />
        )
      }
    />
  );

  return (
    <>
      <DocumentEditor
        editor={editor}
        definition={definition}
        registry={registry}
        lang={lang}
        timeZone={ACCOUNT_TIME_ZONE}
        testPrefix="richmenu"
        loadFailedHeading={texts.loadFailed}
        className="rm-editor"
        rootProps={{ 'data-rmid': editor.id ?? 'new' }}
        alerts={
          refusal && (
            <AlertBox
              tone="warning"
              lines={[refusal]}
              onDismiss={() => setRefusal(null)}
              dismissLabel={canvasTexts.close}
              testId="richmenu-refusal"
            />
          )
        }
        envelope={
          <div className="rm-top">
            <p className="rm-manual">
              <a href={MANUAL_URL} target="_blank" rel="noopener noreferrer">
                {texts.manual}
              </a>
            </p>
            {!external && imageSection}
            <FoldersProvider folders={folders}>
              <EnvelopeForm
                editor={editor}
                definition={definition}
                fields={ENVELOPE_FIELDS}
                lang={lang}
                ctx={ctx}
                widgets={consoleWidgets}
                fieldWidgets={ENVELOPE_WIDGETS}
                className="rm-fields"
              />
            </FoldersProvider>
            {external ? (
              <ExternalPagesPanel
                pages={pages}
                issues={editor.envelopeIssues}
                menuId={typeof envelope.lmpMenuId === 'string' ? envelope.lmpMenuId : ''}
                onMenuId={(value) => setEnvelope({ lmpMenuId: value })}
                confirm={confirm}
                onRefusal={setRefusal}
              >
                {imageSection}
                {layout}
              </ExternalPagesPanel>
            ) : (
              layout
            )}
          </div>
        }
        afterList={
          editor.id !== null ? (
            <LineExport
              api={menus}
              rmid={editor.id}
              dirty={dirty}
              pageNames={external ? pages.pages.map((p) => p.data.name) : undefined}
            />
          ) : undefined
        }
        contentsLabel={external ? pageTexts.buttons(shown?.data.name ?? '') : texts.buttons}
        renderBlockExtras={renderBlockExtras}
        widgets={consoleWidgets}
        actions={
          // Spec 001 §2: the footer's back link, in the menu's folder when one is chosen.
          <Link
            to={
              typeof envelope.group_id === 'number' && envelope.group_id > 0
                ? `${RICHMENUS_PATH}?group=${envelope.group_id}`
                : RICHMENUS_PATH
            }
            className="app-button app-button--quiet"
          >
            {texts.back}
          </Link>
        }
        saveLabel={props.rmid === null ? texts.register : texts.save}
        savingLabel={texts.saving}
        savedLabel={texts.savedShort}
        failedLabel={texts.failed}
      />
      {confirmDialog}
    </>
  );
}
