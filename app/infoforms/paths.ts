import { editorIdOfPath } from '../router.tsx';

/** The friend-info forms' list (docs/decisions/info-form.md: the spec names no address). */
export const INFO_FORMS_PATH = '/infoforms';

/**
 * The form in an editor address: /infoforms/12 → 12, /infoforms/new → null, anything else → undefined.
 *
 * @example infoFormIdOfPath('/infoforms/12') // 12
 */
export const infoFormIdOfPath = (path: string): number | null | undefined =>
  editorIdOfPath(path, INFO_FORMS_PATH);
