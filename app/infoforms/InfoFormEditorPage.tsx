import { useEffect, useMemo, useState } from 'react';
import { messageText } from '../../engine/core/index.ts';
import {
  DocumentEditor,
  type DocumentIo,
  EnvelopeForm,
  useDocumentEditor,
} from '../../engine/react/index.ts';
import { sessionDraftKey } from '../session-drafts.ts';
import '../../engine/react/editor.css';
import type { Folder } from '../api/types.ts';
import { documentApi } from '../documents/document-api.ts';
import { FoldersProvider } from '../documents/FolderWidget.tsx';
import { consoleWidgets } from '../items/widget.ts';
import { useConsoleContext } from '../page-services.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { useServices, useSession } from '../services.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { ACCOUNT_TIME_ZONE } from '../ui/time.ts';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { createInfoFormApi, type InfoFormDocument } from './info-form-api.ts';
import { INFO_FORMS_PATH, infoFormIdOfPath } from './paths.ts';
import { infoFormRegistry } from './registry.ts';
import { useInfoFormTexts } from './texts.ts';

const FIELDS = ['name', 'group_id', 'description'] as const;
const FIELD_WIDGETS = { name: 'text', group_id: 'folder', description: 'textarea' } as const;

/**
 * /infoforms/new and /infoforms/{id}: the friend-info form builder of spec 000 (§2.5, §3.8, §5.3) on the engine's
 * document editor: the form's name, folder and description, and its fields (textbox, textarea, dropdown) with
 * their checks. After the first save the address becomes /infoforms/{id}.
 */
export default function InfoFormEditorPage() {
  const texts = useInfoFormTexts();
  const { lang } = texts;
  const { path } = useLocation();
  const id = infoFormIdOfPath(path) ?? null;
  const services = useServices();
  const forms = useMemo(() => createInfoFormApi(services.api), [services.api]);
  const { session } = useSession();
  const ctx = useConsoleContext(lang, session);
  const { registry, definition } = useMemo(() => infoFormRegistry(), []);
  const [folders, setFolders] = useState<Folder[]>([]);
  const [confirm, confirmDialog] = useConfirm();

  const io = useMemo<DocumentIo>(
    () => ({
      ready: () => services.api.session(),
      load: (docId, signal) => forms.load(docId, signal),
      save: (document, signal) => forms.save(document as InfoFormDocument, signal) as never,
      loadRevision: (docId, revision, signal) =>
        documentApi(services.api).documentRevision('infoform', docId, revision, signal),
    }),
    [forms, services.api],
  );
  const editor = useDocumentEditor({
    definition,
    registry,
    id,
    io,
    ctx,
    lang,
    drafts: services.drafts,
    draftKeyOf: (docId) => sessionDraftKey(services.api.currentSession(), 'infoform', docId),
    beforeApply: () => services.items.loadAll(['varia']),
    fields: FIELDS,
  });
  useLeaveGuard(editor.dirty, () => confirm(messageText('leave_unsaved', lang)));

  useEffect(() => {
    let live = true;
    void forms.folders().then((result) => live && result.ok && setFolders(result.data));
    return () => {
      live = false;
    };
  }, [forms]);

  // After the first save the address names the form, without reloading the editor.
  const saved = editor.saveStatus === 2 ? editor.id : null;
  useEffect(() => {
    if (saved !== null && id === null)
      navigate(`${INFO_FORMS_PATH}/${saved}`, { replace: true, force: true });
  }, [saved, id]);

  return (
    <div className="app-page">
      <p className="app-breadcrumb">
        <Link to={INFO_FORMS_PATH}>{texts.back}</Link>
      </p>
      <h1 className="app-title">
        {editor.id === null ? texts.newTitle : texts.editTitle}
        {editor.id !== null && <span className="app-title__id"> ID:{editor.id}</span>}
      </h1>
      <DocumentEditor
        editor={editor}
        definition={definition}
        registry={registry}
        lang={lang}
        timeZone={ACCOUNT_TIME_ZONE}
        testPrefix="infoform"
        loadFailedHeading={texts.loadFailed}
        envelope={
          <FoldersProvider folders={folders}>
            <EnvelopeForm
              editor={editor}
              definition={definition}
              fields={FIELDS}
              lang={lang}
              ctx={ctx}
              widgets={consoleWidgets}
              fieldWidgets={FIELD_WIDGETS}
            />
          </FoldersProvider>
        }
        contentsLabel={texts.fields}
        widgets={consoleWidgets}
      />
      {confirmDialog}
    </div>
  );
}
