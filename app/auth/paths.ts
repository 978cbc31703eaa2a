/** The login page's address. */
export const LOGIN_PATH = '/login';

/**
 * The login page's address that leads back to `from` after logging in (only app paths: never another site).
 *
 * @example loginPathFor('/actions/3') // '/login?next=%2Factions%2F3'
 */
export function loginPathFor(from: string): string {
  if (!from || from === '/' || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(from)}`;
}

/**
 * Where to go after logging in: the `next` app path when it is one of ours, else the home page.
 *
 * @example safeNext('/actions/3') // '/actions/3'
 * @example safeNext('//evil.example/') // '/'
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith(LOGIN_PATH)) return '/';
  return next;
}
