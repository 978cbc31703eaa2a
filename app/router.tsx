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
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

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
 * Goes to an app path (with an optional query), adding a history entry unless `replace`.
 *
 * @example navigate('/playground?plugin=effect:13', { replace: true })
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = href(to);
  if (target === readAddress()) return;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
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
