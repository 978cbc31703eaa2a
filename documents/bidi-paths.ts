/**
 * The places of a document's names that hold a direction control (plugins/shared/bidi-controls.ts): one U+202E
 * shows the rest of a name backwards, so a form listed as 「W 全種 live」 holds 'W 全種 \u202Eevil'. The form and
 * friend-info form rules refuse them in what is shown as a name or a label, as the friend editor refuses them in
 * friends' names (docs/decisions/friend-name-bidi.md, docs/decisions/form-name-bidi.md).
 */
import { hasBidiControls } from '../plugins/shared/bidi-controls.ts';

type Data = Record<string, unknown>;

const recordsOf = (list: unknown): Data[] =>
  Array.isArray(list)
    ? list.map((each) => (typeof each === 'object' && each !== null ? (each as Data) : {}))
    : [];

/** A finding when `value` is a text holding a direction control. */
const at = (path: string, value: unknown): { path: string }[] =>
  typeof value === 'string' && hasBidiControls(value) ? [{ path }] : [];

/**
 * The form's name and title, its items' titles and its choices' labels that hold a direction control.
 *
 * @example formBidiPaths({ name: 'a\u202Eb', attr: [{ title: 'ok' }] }) // [{ path: '/name' }]
 */
export function formBidiPaths(form: Data): { path: string }[] {
  return [
    ...at('/name', form.name),
    ...at('/title', form.title),
    ...recordsOf(form.attr).flatMap((item, i) => [
      ...at(`/attr/${i}/title`, item.title),
      ...recordsOf(item.choices).flatMap((choice, j) => at(`/attr/${i}/choices/${j}/label`, choice.label)),
    ]),
  ];
}

/**
 * The friend-info form's name, its fields' names and its dropdowns' choices that hold a direction control.
 *
 * @example infoFormBidiPaths({ name: 'ok', fields: [{ label: 'a\u202Eb' }] }) // [{ path: '/fields/0/label' }]
 */
export function infoFormBidiPaths(form: Data): { path: string }[] {
  return [
    ...at('/name', form.name),
    ...recordsOf(form.fields).flatMap((field, i) => [
      ...at(`/fields/${i}/label`, field.label),
      ...(Array.isArray(field.options) ? field.options : []).flatMap((option, j) =>
        at(`/fields/${i}/options/${j}`, option),
      ),
    ]),
  ];
}

/** The rule's message, shared by both document kinds; the summary names the field before it. */
export const bidiControlMessage = {
  ja: '文字の表示の向きを変える見えない文字(U+202E など)は使えません',
  en: 'Invisible characters that change the direction text is shown in (such as U+202E) cannot be used',
} as const;
