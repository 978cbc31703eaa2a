import type { Area } from '../areas.ts';
import { useI18n } from '../page-i18n.ts';
import { Link } from '../router.tsx';

/** What an area that is not built yet shows instead of a broken page. */
export default function ComingSoonPage({ area }: { area: Area }) {
  const { t } = useI18n();
  return (
    <div className="app-page">
      <h1 className="app-title">{t('comingTitle', { area: t(area.title) })}</h1>
      <p className="app-lead">{t(area.text)}</p>
      <p>{t('comingBody')}</p>
      <p>
        <Link to="/">{t('backHome')}</Link>
      </p>
    </div>
  );
}
