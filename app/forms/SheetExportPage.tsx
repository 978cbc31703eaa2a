import { useI18n } from '../page-i18n.ts';
import { Link } from '../router.tsx';
import { FORM_EDIT_PATH } from './paths.ts';

/**
 * /googlesheet/lvf/settingExport/{id}: where a save with spreadsheet export on goes (spec 002 §2). The export
 * itself is not built: the page says what it will do and links back to the form.
 */
export default function SheetExportPage({ id }: { id: number }) {
  const { t } = useI18n();
  return (
    <div className="app-page">
      <h1 className="app-title">{t('formSheetExportTitle')}</h1>
      <p>{t('formSheetExportText', { id })}</p>
      <p>
        <Link to={`${FORM_EDIT_PATH}/${id}`}>{t('formEditTitle')}</Link>
      </p>
    </div>
  );
}
