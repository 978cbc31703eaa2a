import { useRef, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import { idOfText, Link, navigate, useLocation } from '../router.tsx';
import { FormBuilder } from './FormBuilder.tsx';
import { FORM_EDIT_PATH, FORMS_PATH, formIdOfPath } from './paths.ts';

/**
 * /lvf/edit/new[?copy={id}] and /lvf/edit/{id}: the form builder. After the first save the address becomes
 * /lvf/edit/{id} without reloading the builder (spec 002 §2).
 */
export default function FormBuilderPage() {
  const { t } = useI18n();
  const { path, query } = useLocation();
  const id = formIdOfPath(path);
  const copy = idOfText(query.get('copy')) ?? null;
  const [opened, setOpened] = useState<{ id: number | null; copy: number | null; key: string }>({
    id: id ?? null,
    copy,
    key: path + query.toString(),
  });
  const created = useRef<number | null>(null);
  if (id !== undefined && id !== opened.id && id !== created.current)
    setOpened({ id, copy: null, key: path });
  const shownId = created.current ?? opened.id;
  const title =
    shownId !== null ? t('formEditTitle') : opened.copy !== null ? t('formCopyTitle') : t('formNewTitle');
  return (
    <div className="app-page app-form-page">
      <p className="app-breadcrumb">
        <Link to={FORMS_PATH}>{t('formBackToList')}</Link>
      </p>
      <h1 className="app-title">
        {title}
        {shownId !== null && <span className="app-title__id"> ID:{shownId}</span>}
      </h1>
      {shownId !== null && (
        <p className="app-form-links">
          <Link to={`/lvf/answers/${shownId}`}>{t('formAnswersLink')}</Link>
        </p>
      )}
      <FormBuilder
        key={opened.key}
        id={opened.id}
        copy={opened.copy}
        onSaved={({ id: saved, created: isNew }) => {
          if (!isNew) return;
          created.current = saved;
          navigate(`${FORM_EDIT_PATH}/${saved}`, { replace: true, force: true });
        }}
      />
    </div>
  );
}
