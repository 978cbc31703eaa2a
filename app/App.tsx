import { Component, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { aidOfPath } from './actions/paths.ts';
import { ACTION_SETTING_DEMO_PATH, areas, PLAYGROUND_PATH } from './areas.ts';
import { FUNNEL_DEMO_PATH, FUNNELS_PATH, fidOfPath } from './funnels/paths.ts';
import { type I18n, useI18n } from './i18n.ts';
import { Link, matchPath, useLocation } from './router.tsx';

// Every page is its own chunk (DESIGN §6): the home page never loads the engine, the playground loads it once.
const HomePage = lazy(() => import('./pages/HomePage.tsx'));
const PlaygroundPage = lazy(() => import('./playground/PlaygroundPage.tsx'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const ActionListPage = lazy(() => import('./actions/ActionListPage.tsx'));
const ActionEditorPage = lazy(() => import('./actions/ActionEditorPage.tsx'));
const ActionSettingDemoPage = lazy(() => import('./pages/ActionSettingDemoPage.tsx'));
const FunnelListPage = lazy(() => import('./funnels/FunnelListPage.tsx'));
const FunnelEditorPage = lazy(() => import('./funnels/FunnelEditorPage.tsx'));
const FunnelDemoPage = lazy(() => import('./funnels/FunnelDemoPage.tsx'));

interface ResolvedRoute {
  title: string;
  render(): ReactNode;
  /** Pages with the same key stay mounted across an address change (default: the path). */
  key?: string;
}

/** The page for a path; a new area adds its entry here (see app/areas.ts). */
function resolveRoute(path: string, t: I18n['t']): ResolvedRoute {
  if (path === '/') return { title: t('homeTitle'), render: () => <HomePage /> };
  if (matchPath(PLAYGROUND_PATH, path))
    return { title: t('playgroundTitle'), render: () => <PlaygroundPage /> };
  if (path === '/actions') return { title: t('actionsTitle'), render: () => <ActionListPage /> };
  if (aidOfPath(path) !== undefined)
    // One key for every action editor address: saving a new action moves from /actions/new to /actions/12
    // without remounting the editor (the page itself remounts the editor when another action is opened).
    return {
      title: aidOfPath(path) === null ? t('actionNewTitle') : t('actionEditTitle'),
      render: () => <ActionEditorPage />,
      key: 'action-editor',
    };
  if (path === FUNNELS_PATH) return { title: t('funnelsTitle'), render: () => <FunnelListPage /> };
  if (fidOfPath(path) !== undefined)
    // One key for every funnel editor address, as for actions: /funnels/new becomes /funnels/12 on save.
    return {
      title: fidOfPath(path) === null ? t('funnelNewTitle') : t('funnelEditTitle'),
      render: () => <FunnelEditorPage />,
      key: 'funnel-editor',
    };
  if (path === FUNNEL_DEMO_PATH) return { title: t('funnelDemoTitle'), render: () => <FunnelDemoPage /> };
  if (path === ACTION_SETTING_DEMO_PATH)
    return { title: t('actionSettingDemoTitle'), render: () => <ActionSettingDemoPage /> };
  const area = areas.find((candidate) => matchPath(candidate.path, path));
  if (area) return { title: t(area.title), render: () => <ComingSoonPage area={area} /> };
  return { title: t('notFoundTitle'), render: () => <NotFoundPage path={path} /> };
}

const navItems = [
  { to: '/', label: 'navHome' },
  { to: '/actions', label: 'navActions' },
  { to: FUNNELS_PATH, label: 'navFunnels' },
  { to: PLAYGROUND_PATH, label: 'navPlayground' },
] as const;

/**
 * The console shell: skip link, header (product name, main menu, language switch), and the routed page in
 * <main>. Pages load lazily behind 読み込み中....
 *
 * @example createRoot(root).render(<I18nProvider><App /></I18nProvider>)
 */
export function App() {
  const { t, lang, setLang } = useI18n();
  const { path } = useLocation();
  const route = resolveRoute(path, t);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(path);

  useEffect(() => {
    document.title = `${route.title} | ${t('productName')}`;
  }, [route.title, t]);

  // After an in-app navigation, focus moves to the new content, as a page load would put it at the top.
  useEffect(() => {
    if (firstPath.current === path) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    mainRef.current?.focus();
  }, [path]);

  return (
    <div className="app-shell">
      <a className="app-skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="app-brand">
          {t('productName')}
        </Link>
        <nav className="app-nav" aria-label={t('mainNav')}>
          <ul>
            {navItems.map((item) => {
              const current = item.to === '/' ? path === '/' : path.startsWith(item.to);
              return (
                <li key={item.to}>
                  <Link to={item.to} aria-current={current ? 'page' : undefined}>
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <fieldset className="app-lang">
          <legend className="app-visually-hidden">{t('language')}</legend>
          <button type="button" lang="ja" aria-pressed={lang === 'ja'} onClick={() => setLang('ja')}>
            日本語
          </button>
          <button type="button" lang="en" aria-pressed={lang === 'en'} onClick={() => setLang('en')}>
            English
          </button>
        </fieldset>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="app-main">
        <PageErrorBoundary key={route.key ?? path} message={t('loadFailed')} reload={t('reload')}>
          <Suspense fallback={<Loading label={t('loading')} />}>{route.render()}</Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p className="app-loading" role="status">
      <span className="app-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

interface BoundaryProps {
  children: ReactNode;
  message: string;
  reload: string;
}

/** A page chunk that fails to load (an old tab after a deploy, a dropped connection) offers a reload. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="app-page" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="app-button" onClick={() => window.location.reload()}>
          {this.props.reload}
        </button>
      </div>
    );
  }
}
