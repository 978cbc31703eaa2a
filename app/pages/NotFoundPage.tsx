import { useI18n } from '../page-i18n.ts';
import { Link } from '../router.tsx';

/** Any path the router does not know. The path shows as text, never as markup. */
export default function NotFoundPage({ path }: { path: string }) {
  const { t } = useI18n();
  return (
    <div className="app-page">
      <h1 className="app-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody', { path })}</p>
      <p>
        <Link to="/">{t('backHome')}</Link>
      </p>
    </div>
  );
}
