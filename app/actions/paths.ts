import { editorIdOfPath } from '../router.tsx';

/** The action list's path. */
export const ACTIONS_PATH = '/actions';

/**
 * The aid in an editor address: /actions/12 → 12, /actions/new → null, anything else → undefined (not an
 * action editor address). Kept apart from the page so the shell can route without loading the editor.
 *
 * @example aidOfPath('/actions/12') // 12
 */
export const aidOfPath = (path: string): number | null | undefined => editorIdOfPath(path, ACTIONS_PATH);
