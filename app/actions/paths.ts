import { matchPath } from '../router.tsx';

/** The action list's path. */
export const ACTIONS_PATH = '/actions';

/**
 * The aid in an editor address: /actions/12 → 12, /actions/new → null, anything else → undefined (not an
 * action editor address). Kept apart from the page so the shell can route without loading the editor.
 *
 * @example aidOfPath('/actions/12') // 12
 */
export function aidOfPath(path: string): number | null | undefined {
  if (path === '/actions/new') return null;
  const params = matchPath('/actions/:aid', path);
  if (!params || !/^[1-9][0-9]{0,9}$/.test(params.aid)) return undefined;
  return Number(params.aid);
}
