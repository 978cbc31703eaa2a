/**
 * A small history-API router: the console needs paths, `:param` patterns, query strings and links that keep
 * ctrl/middle-click behaviour, nothing more, so it carries no routing dependency. Paths are relative to vite's
 * `base` (import.meta.env.BASE_URL), so the build can be served under a prefix.
 *
 * @example
 * const { path, query } = useLocation();
 * const params = matchPath('/actions/:aid', path); // { aid: '12' } or null
 * <Link to="/playground?plugin=effect:1">…</Link>
 */
import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useRef, useSyncExternalStore } from 'react';

const BASE = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');
const NAVIGATE_EVENT = 'console:navigate';

/** The app-relative path and query of the current address. */
export interface AppLocation {
  /** Always starts with '/', without the base and without a trailing slash (except '/'). */
  path: string;
  query: URLSearchParams;
}

/** The href for an app path, with the base prepended. @example href('/playground') // '/playground' */
export function href(to: string): string {
  return BASE + (to.startsWith('/') ? to : `/${to}`);
}

function appPath(pathname: string): string {
  const path = BASE && pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  if (path === '' || path === '/') return '/';
  return path.replace(/\/+$/, '') || '/';
}

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATE_EVENT, listener);
  };
}

// A string snapshot keeps useSyncExternalStore stable between renders.
const readAddress = () => window.location.pathname + window.location.search;

/** The current location; re-renders on links, `navigate` and the browser's back/forward. */
export function useLocation(): AppLocation {
  const address = useSyncExternalStore(subscribe, readAddress, () => '/');
  const url = new URL(address, 'http://local');
  return { path: appPath(decodeURI(url.pathname)), query: url.searchParams };
}

/**
 * Asked before the app leaves the current page (a link, `navigate`, the browser's back and forward): answers
 * true to let it go. Used by editors with unsaved edits (spec 000 §2.1 leave guard).
 */
export type NavigationBlocker = (to: string) => boolean | Promise<boolean>;

const blockers = new Set<{ current: NavigationBlocker | null }>();
// The address the app shows: where back/forward is undone to when a blocker says no.
let shownAddress = typeof window === 'undefined' ? '/' : readAddress();

/** Whether some mounted page holds an active blocker now. */
function guarded(): boolean {
  return [...blockers].some((blocker) => blocker.current !== null);
}

async function allowed(to: string): Promise<boolean> {
  for (const blocker of [...blockers]) {
    if (blocker.current && !(await blocker.current(to))) return false;
  }
  return true;
}

// Whether the last change of address replaced the history entry (the page stays, its address changes: a new
// document's first save, a filter in the query) rather than adding one or moving through the history.
let replacedInPlace = false;

/**
 * Whether the current address came from a `navigate(…, { replace: true })`: the same page under a new address,
 * so the shell leaves the focus and the scroll where they are (a new action's first save goes from /actions/new
 * to /actions/12 and the focus stays on 保存).
 *
 * @example if (!addressReplaced()) mainRef.current?.focus();
 */
export function addressReplaced(): boolean {
  return replacedInPlace;
}

function go(target: string, replace: boolean | undefined): void {
  replacedInPlace = Boolean(replace);
  if (replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  shownAddress = target;
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/**
 * Goes to an app path (with an optional query), adding a history entry unless `replace`. When a page holds a
 * blocker (unsaved edits), the blocker is asked first and may keep the operator where they are.
 *
 * @example navigate('/playground?plugin=effect:13', { replace: true })
 */
export function navigate(to: string, options: { replace?: boolean; force?: boolean } = {}): void {
  const target = href(to);
  if (target === readAddress()) return;
  if (options.force || !guarded()) {
    go(target, options.replace);
    return;
  }
  void allowed(target).then((ok) => {
    if (ok) go(target, options.replace);
  });
}

// Registered when the module loads, so before any `useLocation` listener: a blocked back/forward is undone
// before React sees it.
if (typeof window !== 'undefined') {
  // The address a confirmed back/forward goes to: its popstate passes through.
  let passing: string | null = null;
  window.addEventListener('popstate', (event) => {
    replacedInPlace = false;
    const target = readAddress();
    if (target === passing || !guarded() || target === shownAddress) {
      passing = null;
      shownAddress = target;
      return;
    }
    event.stopImmediatePropagation();
    // Put the page's address back while the blocker asks; if it says yes, step back out again.
    window.history.pushState(null, '', shownAddress);
    void allowed(target).then((ok) => {
      if (!ok) return;
      passing = target;
      window.history.back();
    });
  });
}

/**
 * Holds a navigation blocker while the component is mounted (pass null for none). The latest function is
 * used, so it may close over fresh state.
 *
 * @example useNavigationBlocker(dirty ? () => confirm('内容が編集されています。破棄して移動しますか？') : null);
 */
export function useNavigationBlocker(blocker: NavigationBlocker | null): void {
  const ref = useRef<NavigationBlocker | null>(blocker);
  ref.current = blocker;
  useEffect(() => {
    blockers.add(ref);
    return () => {
      blockers.delete(ref);
    };
  }, []);
}

/**
 * Matches a pattern such as '/actions/:aid' against a path; answers the params or null.
 *
 * @example matchPath('/actions/:aid', '/actions/7') // { aid: '7' }
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = have[i];
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/**
 * The document id in an editor address under `base`: `{base}/12` → 12, the new document's address (`{base}/new`
 * unless given) → null, anything else → undefined (not that editor's address). Every kind's paths module names
 * its own with it, so the shell routes without loading an editor.
 *
 * @example editorIdOfPath('/actions/12', '/actions') // 12
 * @example editorIdOfPath('/line/richmenu/new', '/line/richmenu/edit', '/line/richmenu/new') // null
 */
export function editorIdOfPath(
  path: string,
  base: string,
  newPath = `${base}/new`,
): number | null | undefined {
  if (path === newPath) return null;
  return idOfText(matchPath(`${base}/:id`, path)?.id);
}

/**
 * A saved record's id as an address or its query writes it: '12' → 12; anything else ('0', '012', '-1', '1e3',
 * more than ten digits, none) → undefined.
 *
 * @example idOfText(new URLSearchParams('fid=12').get('fid')) // 12
 */
export function idOfText(value: string | null | undefined): number | undefined {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

/** Props of `Link`: an anchor whose `to` is an app path. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/**
 * An anchor that navigates in the page. Modified clicks (new tab, new window, download) stay the browser's.
 *
 * @example <Link to="/" aria-current={path === '/' ? 'page' : undefined}>ホーム</Link>
 */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={href(to)} onClick={handle} />;
}
