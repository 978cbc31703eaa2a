/**
 * The friend-info form builder (spec 000 §2.5, §3.8, §5.3): the fields a form asks to fill a friend's info,
 * swatches 5 textbox, 10 textarea, 20 dropdown (kind `friend-info-field`). The checks' messages are the
 * specification's, word for word.
 */
import type { ChangeRule, MessageTexts, PluginContext, Rule } from '../../engine/core/index.ts';
import { truncateWidth } from '../../engine/core/index.ts';
import { quoteIn } from './summary.ts';
import { itemId } from './time.ts';

/** The kind of the friend-info form fields. */
export const FRIEND_INFO_FIELD_KIND = 'friend-info-field';

/** The swatch ids of the friend-info form builder (spec 000 §9). */
export const FRIEND_INFO_SWATCHES = [5, 10, 20] as const;

/** The messages of spec 000 §5.3 "Form-field checks", exactly as quoted. */
export const friendInfoFieldMessages = {
  friend_field_label_required: {
    ja: '取得情報名 (表示名)を入力してください。',
    en: 'Enter the field name (display name).',
  },
  friend_field_type_required: {
    ja: '取得情報入力タイプを選択してください。',
    en: 'Choose the input type.',
  },
  friend_field_rule_required: {
    ja: '取得情報種別を選択してください。',
    en: 'Choose the kind of information.',
  },
  friend_field_var_required: { ja: '友だち情報を設定してください。', en: 'Set the friend-info field.' },
  friend_field_options_required: { ja: '選択肢を設定してください。', en: 'Set the choices.' },
  friend_field_option_empty: { ja: '空の選択肢は設定できません。', en: 'A choice must not be empty.' },
  // Our own words from here (docs/decisions/info-form.md): the spec has no text for these checks.
  friend_field_option_duplicated: {
    ja: '同じ選択肢が重複しています。',
    en: 'The same choice is listed twice.',
  },
  // {varName}, not {field}: the engine fills {field} with the title of the field the issue is at.
  friend_field_option_not_in_var: {
    ja: '「{choice}」は友だち情報「{varName}」の選択肢にありません。友だち情報の選択肢に追加するか、「{varName}」にある選択肢に直してください。',
    en: 'The friend-info field "{varName}" has no choice "{choice}". Add it to that field\'s choices, or change it to one of them.',
  },
  friend_field_var_type: {
    ja: 'この種類の友だち情報には保存できません。{types}の友だち情報を選択してください。',
    en: 'This field cannot be saved into friend info of this type. Choose a {types} one.',
  },
  friend_field_real_name_rule: {
    ja: '実名への同期は入力タイプが名前のときだけ設定できます',
    en: 'Syncing to the real name needs the name rule',
  },
} as const satisfies Record<string, MessageTexts>;

/** The fields every friend-info form field has (spec 000 §3.8). */
export const friendInfoFieldProperties = {
  id: { type: 'integer', minimum: 1, title: 'ID', 'x-title-en': 'Id', 'x-widget': 'hidden' },
  label: {
    type: 'string',
    maxLength: 100,
    title: '取得情報名 (表示名)',
    'x-title-en': 'Field name (display name)',
  },
  description: {
    type: 'string',
    maxLength: 500,
    title: '説明',
    'x-title-en': 'Description',
    'x-widget': 'textarea',
  },
  required: { type: 'boolean', default: true, title: '必須', 'x-title-en': 'Required' },
  syncGc: { type: 'boolean', default: false, title: '友だち情報に保存', 'x-title-en': 'Save to friend info' },
  var_id: itemId('varia', '友だち情報', 'Friend-info field'),
  var_name: { type: 'string', maxLength: 255, title: '友だち情報名', 'x-title-en': 'Friend-info name' },
  var_type: {
    type: 'integer',
    enum: [0, 1, 2, 10, 13, 20, 30],
    title: '友だち情報の種類',
    'x-title-en': 'Friend-info type',
  },
} as const;

/** The fields as the shared rules read them. */
interface FieldLike {
  label?: string;
  syncGc?: boolean;
  var_id?: number;
  var_name?: string;
  var_type?: number;
}

/** The label and the friend-info checks every field has (spec 000 §5.3). */
export function friendInfoFieldRules<D extends FieldLike>(): Rule<D>[] {
  return [
    {
      code: 'friend_field_label_required',
      path: '/label',
      unfilled: true,
      violated: (d) => (d.label ?? '').trim() === '',
    },
    {
      code: 'friend_field_var_required',
      path: '/var_id',
      unfilled: true,
      violated: (d) => d.syncGc === true && d.var_id === undefined,
    },
  ];
}

/** Not saving to friend info any more clears the chosen field. */
export function syncChange<D extends FieldLike>(): ChangeRule<D> {
  return {
    on: ['syncGc' as keyof D & string],
    description: {
      ja: '友だち情報に保存しないと友だち情報の指定を消します',
      en: 'Not syncing clears the field',
    },
    apply(draft) {
      if (draft.syncGc === true) return;
      delete draft.var_id;
      delete draft.var_name;
      delete draft.var_type;
    },
  };
}

/** The summary: the label, the kind of input, required. */
export function friendInfoFieldSummary(
  d: FieldLike & { required?: boolean },
  ctx: PluginContext,
  kind: { ja: string; en: string },
): string {
  const en = ctx.lang === 'en';
  const label = truncateWidth(d.label ?? '', 20);
  const name = label ? quoteIn(ctx.lang, label) : en ? '(no name)' : '(名前未設定)';
  const marks = [en ? kind.en : kind.ja, ...(d.required === false ? [] : [en ? 'required' : '必須'])];
  return `${name} ${marks.join(en ? ', ' : '・')}`;
}

/**
 * The input-type check of the builder (取得情報入力タイプを選択してください。): a field whose swatch_id is not one of
 * 5, 10, 20 has no type chosen. The registry cannot judge such a block (no plugin has its type), so the document
 * that holds the fields calls this over its raw list; findings are relative to the list (`/2/swatch_id`).
 *
 * @example friendInfoFieldTypeIssues([{ label: '名前' }]) // [{ path: '/0/swatch_id', code: 'friend_field_type_required' }]
 */
export function friendInfoFieldTypeIssues(fields: readonly unknown[]): { path: string; code: string }[] {
  return fields.flatMap((field, i) => {
    const swatch = (field as { swatch_id?: unknown } | null)?.swatch_id;
    return (FRIEND_INFO_SWATCHES as readonly unknown[]).includes(swatch)
      ? []
      : [{ path: `/${i}/swatch_id`, code: 'friend_field_type_required' }];
  });
}
