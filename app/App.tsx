import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { MANAGE_OPERATORS } from '../access/operator-manage.ts';
import { aidOfPath } from './actions/paths.ts';
import { UNAUTHORIZED_EVENT } from './api/client.ts';
import { ACTION_SETTING_DEMO_PATH, areas, PLAYGROUND_PATH } from './areas.ts';
import { LOGIN_PATH, loginPathFor } from './auth/paths.ts';
import { FORMS_PATH, formIdOfPath, SHEET_EXPORT_PATH } from './forms/paths.ts';
import { FUNNEL_DEMO_PATH, FUNNELS_PATH, fidOfPath } from './funnels/paths.ts';
import { type I18n, loadLang, useI18n } from './i18n.ts';
import { INFO_FORMS_PATH, infoFormIdOfPath } from './infoforms/paths.ts';
import HomePage from './pages/HomePage.tsx';
import { RICHMENUS_PATH, rmidOfPath } from './richmenus/paths.ts';
import { addressReplaced, idOfText, Link, matchPath, navigate, useLocation } from './router.tsx';
import { useServices, useSession } from './services.tsx';
import { LazyBoundary } from './ui/LazyBoundary.tsx';
import { lazyPart } from './ui/lazy-part.tsx';
import { Toasts } from './ui/Toasts.tsx';

// Every page but the home page is its own chunk (DESIGN §6): the home page is the first route, drawn with the shell
// (its own chunk cost the first route about 290 B of gzip and a round trip; every other route pays its 0.2 kB), and it
// never loads the engine.

/**
 * A page's chunk with the services only pages use (./page-services.ts: the item store, the drafts), fetched side
 * by side; the home page, the first route, needs neither.
 */
const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyPart(() => Promise.all([load(), import('./page-services.ts')]).then(([module]) => module.default))
    .Component;

const PlaygroundPage = page(() => import('./playground/PlaygroundPage.tsx'));
const ComingSoonPage = page(() => import('./pages/ComingSoonPage.tsx'));
const NotFoundPage = page(() => import('./pages/NotFoundPage.tsx'));
const ActionListPage = page(() => import('./actions/ActionListPage.tsx'));
const ActionEditorPage = page(() => import('./actions/ActionEditorPage.tsx'));
const ActionSettingDemoPage = page(() => import('./pages/ActionSettingDemoPage.tsx'));
const FunnelListPage = page(() => import('./funnels/FunnelListPage.tsx'));
const FunnelEditorPage = page(() => import('./funnels/FunnelEditorPage.tsx'));
const FunnelDemoPage = page(() => import('./funnels/FunnelDemoPage.tsx'));
const FormListPage = page(() => import('./forms/FormListPage.tsx'));
const FormBuilderPage = page(() => import('./forms/FormBuilderPage.tsx'));
const SheetExportPage = page(() => import('./forms/SheetExportPage.tsx'));
const LoginPage = page(() => import('./auth/LoginPage.tsx'));
const OperatorsPage = page(() => import('./operators/OperatorsPage.tsx'));
const RolesPage = page(() => import('./operators/RolesPage.tsx'));
const FormAnswersPage = page(() => import('./form-answers/FormAnswersPage.tsx'));
const RichMenuListPage = page(() => import('./richmenus/RichMenuListPage.tsx'));
const RichMenuEditorPage = page(() => import('./richmenus/RichMenuEditorPage.tsx'));
const InfoFormListPage = page(() => import('./infoforms/InfoFormListPage.tsx'));
const FriendsListPage = page(() => import('./friends/FriendsListPage.tsx'));
const InfoFormEditorPage = page(() => import('./infoforms/InfoFormEditorPage.tsx'));
const VarEditPage = page(() => import('./vars/VarEditPage.tsx'));

/**
 * Pages of one item named by its id in the address, the id given to the page (another id mounts it anew: pages are
 * keyed by their address): the spreadsheet export, a form's answers, and the info item pages of spec 002 §2, the
 * friend-info field /line/var/edit/{id} and the common-info item /line/common_var/edit/{id} (`var` is the spec's
 * word for a friend-info field, docs/decisions/info-form.md), one page told the kind.
 */
const ID_PAGES = [
  [`${SHEET_EXPORT_PATH}/:id`, 'formSheetExportTitle', SheetExportPage],
  ['/lvf/answers/:id', 'formAnswersTitle', FormAnswersPage],
  ['/line/var/edit/:id', 'varEditTitle', VarEditPage],
  [
    '/line/common_var/edit/:id',
    'cvarEditTitle',
    ({ id }: { id: number }) => <VarEditPage id={id} kind="common_vars" />,
  ],
] as const;

interface ResolvedRoute {
  title: string;
  render(): ReactNode;
  /** Pages with the same key stay mounted across an address change (default: the path). */
  key?: string;
}

/** The page for a path; a new area adds its entry here (see app/areas.ts). */
function resolveRoute(path: string, t: I18n['t']): ResolvedRoute {
  if (path === '/') return { title: t('homeTitle'), render: () => <HomePage /> };
  if (path === LOGIN_PATH) return { title: t('loginTitle'), render: () => <LoginPage /> };
  if (path === '/operators') return { title: t('operatorsTitle'), render: () => <OperatorsPage /> };
  if (path === '/operators/roles') return { title: t('rolesTitle'), render: () => <RolesPage /> };
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
  if (path === FORMS_PATH) return { title: t('formsTitle'), render: () => <FormListPage /> };
  if (formIdOfPath(path) !== undefined)
    // One key for every builder address, as for actions: /lvf/edit/new becomes /lvf/edit/12 on save.
    return {
      title: formIdOfPath(path) === null ? t('formNewTitle') : t('formEditTitle'),
      render: () => <FormBuilderPage />,
      key: 'form-builder',
    };
  for (const [pattern, title, Page] of ID_PAGES) {
    const id = idOfText(matchPath(pattern, path)?.id);
    if (id !== undefined) return { title: t(title), render: () => <Page id={id} /> };
  }
  if (path === FUNNEL_DEMO_PATH) return { title: t('funnelDemoTitle'), render: () => <FunnelDemoPage /> };
  if (path === '/friends') return { title: t('areaFriends'), render: () => <FriendsListPage /> };
  if (path === INFO_FORMS_PATH) return { title: t('areaForms'), render: () => <InfoFormListPage /> };
  if (infoFormIdOfPath(path) !== undefined)
    // One key for both addresses: /infoforms/new becomes /infoforms/12 on the first save.
    return { title: t('areaForms'), render: () => <InfoFormEditorPage />, key: 'info-form-editor' };
  if (path === RICHMENUS_PATH) return { title: t('areaRichMenus'), render: () => <RichMenuListPage /> };
  if (rmidOfPath(path) !== undefined)
    return {
      title: t('areaRichMenus'),
      render: () => <RichMenuEditorPage />,
      key: `richmenu-editor:${path}`,
    };
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
  { to: FORMS_PATH, label: 'navForms' },
  { to: RICHMENUS_PATH, label: 'navRichMenus' },
  { to: '/friends', label: 'navFriends' },
  { to: PLAYGROUND_PATH, label: 'navPlayground' },
] as const;

/**
 * The console shell: skip link, header (product name, main menu, language switch), and the routed page in
 * <main>. Pages load lazily behind 読み込み中....
 *
 * @example createRoot(root).render(<I18nProvider><App /></I18nProvider>)
 */
export function App() {
  const { path } = useLocation();
  // Any answer 401 (never logged in, the session expired or was ended elsewhere) opens the login page, which
  // brings the operator back here afterwards. Unsaved edits wait in the editor's drafts.
  useEffect(() => {
    const toLogin = () => {
      const here = window.location.pathname + window.location.search;
      if (new URL(here, 'http://x').pathname.endsWith(LOGIN_PATH)) return;
      navigate(loginPathFor(currentAppPath()), { force: true });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, toLogin);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, toLogin);
  }, []);
  if (path === LOGIN_PATH) return <Shell path={path} session={false} />;
  return <Shell path={path} session />;
}

/** The app path and query of the current address, for the login page's way back. */
function currentAppPath(): string {
  const path = window.location.pathname;
  const base = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');
  return (base && path.startsWith(base) ? path.slice(base.length) : path) + window.location.search;
}

/** English is a chunk of its own: the button starts loading it when the pointer or focus reaches it. */
const preloadEnglish = () => {
  loadLang('en').catch(() => undefined);
};

function Shell({ path, session: withSession }: { path: string; session: boolean }) {
  const { t, lang, setLang } = useI18n();
  const { session, failure } = useSessionIf(withSession);
  // Pages wait for the session: without one (401) the login page opens instead of a page of failed calls.
  const waiting = withSession && !session && (!failure || failure.status === 401);
  const route = resolveRoute(path, t);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(path);
  const [menuOpen, setMenuOpen] = useState(false);
  // A page chosen from the folded menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new path.
  useEffect(() => setMenuOpen(false), [path]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Escape inside the open menu closes it and gives the focus to メニュー.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      const inside =
        menuRef.current?.contains(document.activeElement) || document.activeElement === toggleRef.current;
      if (event.key !== 'Escape' || !inside) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);

  useEffect(() => {
    document.title = `${route.title} | ${t('productName')}`;
  }, [route.title, t]);

  // After an in-app navigation, focus moves to the new content, as a page load would put it at the top. Not
  // after an address replaced in place (a new document's first save): the page stays, and so does the focus.
  useEffect(() => {
    if (firstPath.current === path) return;
    firstPath.current = '';
    if (addressReplaced()) return;
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
        {withSession && (
          <button
            type="button"
            ref={toggleRef}
            className="app-button app-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="app-header-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('menuToggle')}
          </button>
        )}
        {/* On a phone (app.css) the menu, the operator and the language fold behind メニュー: open, they took a
            third of a 390 × 844 screen above every page. Wider, the wrapper lays out as if it were not there. */}
        <div
          id="app-header-menu"
          className={`app-header__menu${withSession ? ' app-header__menu--folding' : ''}${menuOpen ? ' app-header__menu--open' : ''}`}
          ref={menuRef}
        >
          {withSession && <SessionNav path={path} />}
          {withSession && <OperatorMenu />}
          <fieldset className="app-lang">
            <legend className="app-visually-hidden">{t('language')}</legend>
            <button type="button" lang="ja" aria-pressed={lang === 'ja'} onClick={() => setLang('ja')}>
              日本語
            </button>
            <button
              type="button"
              lang="en"
              aria-pressed={lang === 'en'}
              onClick={() => setLang('en')}
              onPointerEnter={preloadEnglish}
              onFocus={preloadEnglish}
            >
              English
            </button>
          </fieldset>
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="app-main">
        {/* A page chunk that fails to load (an old tab after a deploy, a dropped connection) offers a reload. */}
        <LazyBoundary
          key={route.key ?? path}
          loading={<Loading label={t('loading')} />}
          failed={() => (
            <div className="app-page" role="alert">
              <p>{t('loadFailed')}</p>
              <button type="button" className="app-button" onClick={() => window.location.reload()}>
                {t('reload')}
              </button>
            </div>
          )}
        >
          {waiting ? (
            <Loading label={t('loading')} />
          ) : withSession && !session && failure?.status === 403 ? (
            // The session acts for an account the operator no longer belongs to: only logging out helps.
            <div className="app-page" role="alert">
              <p>{failure.messages.join(' ')}</p>
              <p>{t('sessionUnusable')}</p>
              <LogoutButton />
            </div>
          ) : (
            route.render()
          )}
        </LazyBoundary>
      </main>
      <Toasts dismissLabel={t('toastDismiss')} />
    </div>
  );
}

/** The session when the shell needs one (every page but the login page). */
function useSessionIf(wanted: boolean) {
  const { session, failure } = useSession({ skip: !wanted });
  return wanted ? { session, failure } : { session: undefined, failure: undefined };
}

/** The main menu; the operator pages are listed for those who manage operators. */
function SessionNav({ path }: { path: string }) {
  const { t } = useI18n();
  const { session } = useSession();
  const items: { to: string; label: Parameters<typeof t>[0] }[] = [...navItems];
  if (session?.permissions.includes(MANAGE_OPERATORS))
    items.push({ to: '/operators', label: 'navOperators' });
  return (
    <nav className="app-nav" aria-label={t('mainNav')}>
      <ul>
        {items.map((item) => {
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
  );
}

/** Who is logged in, the account (a switch when the operator belongs to several), and ログアウト. */
function OperatorMenu() {
  const { t } = useI18n();
  const { api } = useServices();
  const { session } = useSession();
  const [busy, setBusy] = useState(false);
  // The account chosen in the list, switched to by 切り替える: an arrow key on the closed list changes its value,
  // and switching at once reloaded the page from one keypress.
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState('');
  if (!session) return null;
  const accounts = session.accounts ?? [session.account];
  const target = chosen ?? session.account.id;
  const switchTo = async (id: number) => {
    setBusy(true);
    setRefusal('');
    const result = await api.switchAccount(id);
    if (result.ok) window.location.reload();
    else {
      setBusy(false);
      setRefusal(result.messages.join(' '));
    }
  };
  return (
    <div className="app-operator">
      <span className="app-operator__name" data-testid="operator-name">
        {session.operator?.name}
        {session.role && <span className="app-muted">({session.role.name})</span>}
      </span>
      {accounts.length > 1 ? (
        <label className="app-operator__account">
          <span className="app-visually-hidden">{t('accountLabel')}</span>
          <select
            className="app-select"
            value={target}
            disabled={busy}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="app-operator__account">{session.account.name}</span>
      )}
      {target !== session.account.id && (
        <button type="button" className="app-button" disabled={busy} onClick={() => void switchTo(target)}>
          {t('accountSwitch')}
        </button>
      )}
      {refusal && (
        <span className="app-operator__refusal" role="alert">
          {refusal}
        </span>
      )}
      <LogoutButton disabled={busy} />
    </div>
  );
}

/** ログアウト: ends the session, then the login page on a fresh page (nothing of the session stays in memory). */
function LogoutButton({ disabled }: { disabled?: boolean }) {
  const { t } = useI18n();
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    await api.logout();
    window.location.assign(`${(import.meta.env.BASE_URL ?? '/').replace(/\/$/, '')}${LOGIN_PATH}`);
  };
  return (
    <button type="button" className="app-button" disabled={disabled || busy} onClick={() => void logout()}>
      {t('logout')}
    </button>
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
