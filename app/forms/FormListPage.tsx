import { useMemo } from 'react';
import type { DocumentListCalls, DocumentListTexts } from '../../engine/react/document-list.ts';
import { ConsoleDocumentList } from '../documents/DocumentListPage.tsx';
import { INFO_FORMS_PATH } from '../infoforms/paths.ts';
import { useI18n } from '../page-i18n.ts';
import { Link, navigate } from '../router.tsx';
import { useFormApi } from './form-api.ts';
import { FORM_EDIT_PATH, FORMS_PATH } from './paths.ts';
import { formRegistry } from './registry.ts';

/**
 * /lvf: the saved forms by folder (the engine's document list). コピー opens the builder on a copy
 * (/lvf/edit/new?copy={id}, spec 002 §2), which is saved as a new form.
 */
export default function FormListPage() {
  const forms = useFormApi();
  const { t } = useI18n();
  const { definition } = useMemo(() => formRegistry(), []);
  const calls = useMemo<DocumentListCalls>(
    () => ({
      list: () => forms.listForms() as ReturnType<DocumentListCalls['list']>,
      copy: async (id) => {
        navigate(`${FORM_EDIT_PATH}/new?copy=${id}`);
        return { ok: true, status: 200, data: {} };
      },
      remove: (id, revision) => forms.deleteForm(id, revision),
    }),
    [forms],
  );
  const texts = useMemo<DocumentListTexts>(
    () => ({
      title: t('formsTitle'),
      lead: t('formsLead'),
      create: t('formsNew'),
      listLabel: t('formsListLabel'),
      empty: t('formsEmpty'),
      loadFailed: t('formsLoadFailed'),
      unnamed: (fid) => t('formsUnnamed', { fid }),
    }),
    [t],
  );
  return (
    <ConsoleDocumentList
      definition={definition}
      calls={calls}
      texts={texts}
      path={FORMS_PATH}
      editorPath={FORM_EDIT_PATH}
      banner={
        <p className="app-form-links">
          <Link to={INFO_FORMS_PATH}>{t('infoFormsLink')}</Link>
        </p>
      }
    />
  );
}
