import type { MessageTexts } from '../../../engine/core/index.ts';

/**
 * The form items' own message codes (spec 002 §5 "Form builder"). The specification gives most of these checks
 * in English only; the Japanese texts are ours (docs/form-items.md lists each with its English source). A
 * duplicate destination uses the catalogue's `already_added` (既に追加されています, spec 000 §5.3) as it is.
 */
export const formItemMessages = {
  form_rule_duplicated: { ja: '同じルールが重複しています', en: 'The same rule is set twice' },
  form_text_rule_multiple: {
    ja: '入力ルールは1つだけ選択してください',
    en: 'Choose only one input rule',
  },
  form_rule_not_applicable: {
    ja: 'この入力ルールでは数値の範囲を設定できません',
    en: 'A number range needs the numeric input rule',
  },
  form_length_over: {
    ja: '文字数の上限は{limit}文字以下で入力してください',
    en: 'The length limit may be at most {limit} characters',
  },
  form_min_above_max: {
    ja: '下限は上限以下の値を入力してください',
    en: 'The minimum must not exceed the maximum',
  },
  form_selection_over: {
    ja: '選択数は選択肢の数({limit})以下で入力してください',
    en: 'The selection count may be at most the number of choices ({limit})',
  },
  form_date_order: {
    ja: '開始日は終了日より前の日付を指定してください',
    en: 'The start date must be before the deadline',
  },
  form_date_invalid: {
    ja: '日付は正しい日付(yyyy-MM-dd)で入力してください',
    en: 'Enter a real date as yyyy-MM-dd',
  },
  form_weekdays_none: {
    ja: '曜日を1つ以上選択してください',
    en: 'Select at least one weekday',
  },
  form_choices_min_one: {
    ja: '選択肢は最低1つ必要です',
    en: 'At least one choice is required',
  },
  form_default_choice_multiple: {
    ja: '初期状態で選択できる選択肢は1つだけです',
    en: 'Only one choice may be pre-selected',
  },
  form_other_choice_multiple: {
    ja: '「その他」の選択肢は1つだけ設定できます',
    en: 'Only one "other" choice is allowed',
  },
  form_choice_id_duplicated: {
    ja: '選択肢のIDが重複しています',
    en: 'Two choices have the same id',
  },
  form_destination_mail_forbidden: {
    ja: 'メールアドレスへの登録はこのアカウントでは利用できません',
    en: 'This account cannot save answers to e-mail addresses',
  },
  form_destination_var_type: {
    ja: 'この項目には登録できない種類の友だち情報です',
    en: 'This friend-info field cannot take this answer',
  },
} as const satisfies Record<string, MessageTexts>;
