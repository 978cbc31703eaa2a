import { ACTION_SETTING_DEMO_PATH, areas, PLAYGROUND_PATH } from '../areas.ts';
import { useI18n } from '../i18n.ts';
import { Link } from '../router.tsx';

/** The start page: every area of the console, those not built yet marked 準備中. */
export default function HomePage() {
  const { t } = useI18n();
  return (
    <div className="app-page">
      <h1 className="app-title">{t('homeTitle')}</h1>
      <p className="app-lead">{t('homeLead')}</p>
      <section aria-labelledby="home-areas">
        <h2 id="home-areas" className="app-heading">
          {t('areasHeading')}
        </h2>
        <ul className="app-cards">
          {areas.map((area) => (
            <li key={area.id} className={`app-card app-area--${area.id}`}>
              <Link to={area.path} className="app-card-link">
                <span className="app-card-title">{t(area.title)}</span>
                {!area.ready && <span className="app-badge">{t('coming')}</span>}
              </Link>
              <p className="app-card-text">{t(area.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-dev">
        <h2 id="home-dev" className="app-heading">
          {t('devHeading')}
        </h2>
        <ul className="app-cards">
          <li className="app-card app-area--playground">
            <Link to={PLAYGROUND_PATH} className="app-card-link">
              <span className="app-card-title">{t('playgroundTitle')}</span>
            </Link>
            <p className="app-card-text">{t('playgroundText')}</p>
          </li>
          <li className="app-card app-area--action-setting">
            <Link to={ACTION_SETTING_DEMO_PATH} className="app-card-link">
              <span className="app-card-title">{t('actionSettingDemoTitle')}</span>
            </Link>
            <p className="app-card-text">{t('actionSettingDemoText')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
