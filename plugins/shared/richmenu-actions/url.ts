/**
 * The URL check of the rich-menu URL button (spec 000 §5.4 `url_http_or_line`, spec 001 §5 "URL must be http or
 * a line scheme (a form tag is allowed)"), and the phone number format of the TEL button (spec 000 §5.4 `tel`).
 */

/** A form placeholder (spec 000 §5.4): `[FORM_` and six word characters, the whole value. */
const FORM_TAG = /^\[FORM_\w{6}\]$/;
const LINE_SCHEME = /^line:\/\/\S+$/i;
const HTTP = /^https?:\/\/([^/?#\s]+)(?:[/?#]\S*)?$/i;
/** A host name with a top-level domain: labels of letters, digits and inner hyphens, a letter-only TLD. */
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/**
 * Whether `value` is an http(s) URL with a host and a top-level domain and no credentials, or a `line://` URL;
 * braces are refused in both. With `allowFormTag`, a form placeholder `[FORM_xxxxxx]` is accepted as well.
 *
 * @example isHttpOrLineUrl('https://example.com/a?b=1') // true
 * @example isHttpOrLineUrl('https://user:pw@example.com') // false
 * @example isHttpOrLineUrl('[FORM_ab12cd]', { allowFormTag: true }) // true
 */
export function isHttpOrLineUrl(value: string, options: { allowFormTag?: boolean } = {}): boolean {
  if (options.allowFormTag && FORM_TAG.test(value)) return true;
  if (/[{}]/.test(value)) return false;
  if (LINE_SCHEME.test(value)) return true;
  const authority = HTTP.exec(value)?.[1];
  if (authority === undefined || authority.includes('@')) return false;
  return HOST.test(authority.replace(/:\d{1,5}$/, ''));
}

/**
 * A phone number's characters as spec 000 §5.4 `tel` says: an optional +, then digits (full-width too) and
 * hyphens, at least one of them a digit. A schema `pattern`, so the server and the docs see it; the empty text
 * passes it (the field's minLength says "required" for that). The length, 3 to 20 characters in all, is the
 * field's maxLength and the TEL button's rule (`TEL_MIN_LENGTH`).
 */
export const TEL_PATTERN = '^(?:\\+?[0-9０-９-]*[0-9０-９][0-9０-９-]*)?$';

/** The shortest phone number, the + counted (spec 000 §5.4). */
export const TEL_MIN_LENGTH = 3;
