import { editorIdOfPath } from '../router.tsx';

/** The form list's path (spec 002 §2 names /lvf/edit/{id}; the list beside it is /lvf). */
export const FORMS_PATH = '/lvf';
/** The builder's path: /lvf/edit/new and /lvf/edit/{id}. */
export const FORM_EDIT_PATH = '/lvf/edit';

/**
 * The form id in a builder address: /lvf/edit/12 → 12, /lvf/edit/new → null, anything else → undefined. Kept
 * apart from the page so the shell routes without loading the builder.
 *
 * @example formIdOfPath('/lvf/edit/12') // 12
 */
export const formIdOfPath = (path: string): number | null | undefined => editorIdOfPath(path, FORM_EDIT_PATH);

/** The page a save with spreadsheet export on goes to (spec 002 §2). */
export const SHEET_EXPORT_PATH = '/googlesheet/lvf/settingExport';
