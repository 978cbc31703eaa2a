import { idOfText, matchPath } from '../router.tsx';

/**
 * A friend-info field's edit page, as spec 002 §2 names it among the form builder's referenced routes:
 * /line/var/edit/{id}, `var` being the spec's word for a friend-info field (spec 000 §3.1 "Friend info field
 * (variable)", POST /line/var/new). docs/decisions/info-form.md says why it is not the info form.
 */
export const VAR_EDIT_PATH = '/line/var/edit';

/**
 * The field of an edit address: /line/var/edit/12 → 12; anything else (a non-numeric id too) → undefined.
 *
 * @example varIdOfPath('/line/var/edit/12') // 12
 * @example varIdOfPath('/line/var/edit/new') // undefined
 */
export function varIdOfPath(path: string): number | undefined {
  return idOfText(matchPath(`${VAR_EDIT_PATH}/:id`, path)?.id);
}
