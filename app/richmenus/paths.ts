import { editorIdOfPath } from '../router.tsx';

/** The rich-menu list (spec 001 §2: the editor's back link and the page a save goes to). */
export const RICHMENUS_PATH = '/line/richmenu';
/** A new rich menu (spec 001 §2: "a path containing new"). */
export const RICHMENU_NEW_PATH = '/line/richmenu/new';
/** A saved rich menu: /line/richmenu/edit/{rmid}. */
export const RICHMENU_EDIT_PATH = '/line/richmenu/edit';

/**
 * The rich menu in an editor address: /line/richmenu/edit/12 → 12, /line/richmenu/new → null, anything else →
 * undefined. Kept apart from the page so the shell routes without loading the editor.
 *
 * @example rmidOfPath('/line/richmenu/edit/12') // 12
 */
export const rmidOfPath = (path: string): number | null | undefined =>
  editorIdOfPath(path, RICHMENU_EDIT_PATH, RICHMENU_NEW_PATH);

/**
 * Where the editor goes after a save (spec 001 §2): the list with the saved notice, in the menu's folder.
 *
 * @example savedListPath(3) // '/line/richmenu?successed=1&group=3'
 */
export const savedListPath = (folder: number | null | undefined): string =>
  `${RICHMENUS_PATH}?successed=1&group=${typeof folder === 'number' && folder > 0 ? folder : 0}`;
