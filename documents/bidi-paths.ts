/**
 * The places of a document's names that hold a direction control (engine/core/bidi-controls.ts): one U+202E
 * shows the rest of a name backwards, so a form listed as 「W 全種 live」 holds 'W 全種 \u202Eevil'. The form and
 * friend-info form rules refuse them in what is shown as a name or a label, as the friend editor refuses them in
 * friends' names (docs/decisions/friend-name-bidi.md, docs/decisions/form-name-bidi.md).
 */

import { BIDI_CONTROL_MESSAGE, hasBidiControls } from '../engine/core/bidi-controls.ts';
import type { Lang } from '../engine/core/index.ts';

type Data = Record<string, unknown>;
type Finding = { path: string; params: { field: string } };
/** A field's name in both languages, as its schema titles it. */
type Named = { ja: string; en: string };

const FORM_NAME: Named = { ja: 'フォーム名(管理用)', en: 'Form name (admin only)' };
const FORM_TITLE: Named = { ja: 'フォームのタイトル', en: 'Title' };
const ITEM_TITLE: Named = { ja: 'タイトル', en: 'Title' };
const CHOICE_LABEL: Named = { ja: '選択肢名', en: 'Choice label' };
const INFO_FORM_NAME: Named = { ja: 'フォーム名', en: 'Form name' };
const FIELD_LABEL: Named = { ja: '取得情報名 (表示名)', en: 'Field name (display name)' };
const FIELD_OPTION: Named = { ja: '選択肢', en: 'Choice' };

const recordsOf = (list: unknown): Data[] =>
  Array.isArray(list)
    ? list.map((each) => (typeof each === 'object' && each !== null ? (each as Data) : {}))
    : [];

/** A finding when `value` is a text holding a direction control, naming its field (the message's {field}). */
const at = (lang: Lang, field: Named, path: string, value: unknown): Finding[] =>
  typeof value === 'string' && hasBidiControls(value) ? [{ path, params: { field: field[lang] } }] : [];

/**
 * The form's name and title, its items' titles and its choices' labels that hold a direction control.
 *
 * @example formBidiPaths({ name: 'a\u202Eb', attr: [{ title: 'ok' }] }) // [{ path: '/name', params: { field: 'フォーム名(管理用)' } }]
 */
export function formBidiPaths(form: Data, lang: Lang = 'ja'): Finding[] {
  return [
    ...at(lang, FORM_NAME, '/name', form.name),
    ...at(lang, FORM_TITLE, '/title', form.title),
    ...recordsOf(form.attr).flatMap((item, i) => [
      ...at(lang, ITEM_TITLE, `/attr/${i}/title`, item.title),
      ...recordsOf(item.choices).flatMap((choice, j) =>
        at(lang, CHOICE_LABEL, `/attr/${i}/choices/${j}/label`, choice.label),
      ),
    ]),
  ];
}

/**
 * The friend-info form's name, its fields' names and its dropdowns' choices that hold a direction control.
 *
 * @example infoFormBidiPaths({ name: 'ok', fields: [{ label: 'a\u202Eb' }] }) // [{ path: '/fields/0/label', params: { field: '取得情報名 (表示名)' } }]
 */
export function infoFormBidiPaths(form: Data, lang: Lang = 'ja'): Finding[] {
  return [
    ...at(lang, INFO_FORM_NAME, '/name', form.name),
    ...recordsOf(form.fields).flatMap((field, i) => [
      ...at(lang, FIELD_LABEL, `/fields/${i}/label`, field.label),
      ...(Array.isArray(field.options) ? field.options : []).flatMap((option, j) =>
        at(lang, FIELD_OPTION, `/fields/${i}/options/${j}`, option),
      ),
    ]),
  ];
}

/**
 * A document kind's rule refusing a direction control in its name (the field lists, pickers and the delete dialog
 * show): `code`'s message is `bidiControlMessage`, which the kind registers under it.
 *
 * @example nameBidiRule('action_name_bidi_control', { ja: 'アクション名', en: 'Action name' }, 'a_name')
 */
export function nameBidiRule(code: string, field: Named, name: string) {
  return {
    code,
    violated: (document: Data, ctx: { lang: Lang }) => at(ctx.lang, field, `/${name}`, document[name]),
  };
}

/** The rule's message, shared by every document kind, naming the field (the summary names the item before it). */
export const bidiControlMessage = BIDI_CONTROL_MESSAGE;
