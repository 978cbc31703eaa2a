/**
 * The form's options (spec 002 §3 "Form options", limits of §5 "Form builder"): settings tabs 1 and 2 of the
 * builder. Every field is optional on the wire; `formOptionDefaults` is what a new form starts with.
 */

/**
 * A 0/1 setting (しない / する).
 *
 * @example flag('LINEログインを必須にする', 'Require LINE login')
 */
export const flag = (title: string, titleEn: string, fallback: 0 | 1 = 0) =>
  ({
    type: 'integer',
    title,
    'x-title-en': titleEn,
    oneOf: [
      { const: 0, title: 'しない', 'x-title-en': 'Off' },
      { const: 1, title: 'する', 'x-title-en': 'On' },
    ],
    default: fallback,
  }) as const;

const text = (maxLength: number, title: string, titleEn: string) =>
  ({ type: 'string', maxLength, title, 'x-title-en': titleEn }) as const;

/**
 * A text shown to a friend the form knows (after answering, or having answered), which may hold placeholders
 * (spec 002 §3 "Placeholders"): written with the message composer (`x-widget: 'message'`), the wire a plain
 * string; no context selector, as no action's trigger is behind it (docs/decisions/composer-context.md).
 */
const friendText = (maxLength: number, title: string, titleEn: string) =>
  ({
    ...text(maxLength, title, titleEn),
    'x-widget': 'message',
    'x-message-contexts': false,
    // Its placeholders name items (plugins/shared/placeholder-references.ts reads them).
    'x-placeholders': true,
  }) as const;

/** An http(s) URL without spaces, or '' for none (a settings field left empty). */
const url = (title: string, titleEn: string) =>
  ({
    type: 'string',
    maxLength: 2000,
    pattern: '^(https?://[^\\s/?#]+[^\\s]*)?$',
    title,
    'x-title-en': titleEn,
  }) as const;

/** A colour as #RRGGBB. */
const colour = (title: string, titleEn: string, fallback: string) =>
  ({
    type: 'string',
    pattern: '^#[0-9A-Fa-f]{6}$',
    title,
    'x-title-en': titleEn,
    default: fallback,
  }) as const;

/** The design colours' defaults (spec 002 §3: btn_color, bg_color, form_bg_color). */
export const FORM_COLOURS = { button: '#2196F3', background: '#C5CAE9', form: '#CFD8DC' } as const;

/** The schema of `options`. */
export const formOptionsSchema = {
  type: 'object',
  title: 'フォームの設定',
  'x-title-en': 'Form options',
  properties: {
    next_button_text: text(13, '次へボタンの文言', 'Next button text'),
    submit_button_text: text(13, '送信ボタンの文言', 'Submit button text'),
    submit_confirm_dialog_visible: flag('送信確認ダイアログを表示', 'Show the confirm dialog', 1),
    submit_confirm_dialog_text: text(255, '送信確認ダイアログの文言', 'Confirm dialog text'),
    submit_confirm_dialog_submit_text: text(8, '確認ダイアログの送信ボタン', 'Dialog submit button'),
    submit_confirm_dialog_cancel_text: text(8, '確認ダイアログのキャンセルボタン', 'Dialog cancel button'),
    send_user_message_copy: {
      type: 'integer',
      title: '回答内容のコピーを送信',
      'x-title-en': 'Send the answers to the friend',
      oneOf: [
        { const: 0, title: '送信しない', 'x-title-en': 'None' },
        { const: 1, title: '送信する', 'x-title-en': 'Send a copy' },
        { const: 2, title: 'ラベルを付けて送信する', 'x-title-en': 'Send with a prefix label' },
      ],
      default: 0,
    },
    deadline: flag('回答期限を設定', 'Has a deadline'),
    deadline_datetime: {
      type: 'string',
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$',
      title: '回答期限',
      'x-title-en': 'Deadline (yyyy-MM-dd HH:mm)',
    },
    deadline_text: text(2000, '期限後の文言', 'Text after the deadline'),
    answer_limit: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 999999999,
      title: '回答数の上限(先着)',
      'x-title-en': 'Answer limit (first come)',
    },
    answer_limit_text: text(2000, '上限に達したときの文言', 'Text when the limit is reached'),
    ping: {
      type: 'integer',
      title: '回答できる回数',
      'x-title-en': 'Answers per friend',
      oneOf: [
        { const: 0, title: '何度でも', 'x-title-en': 'Any number of times' },
        { const: 1, title: '1回のみ', 'x-title-en': 'Only once' },
      ],
      default: 0,
    },
    ping_text: friendText(2000, '回答済みの人への文言', 'Text for those who already answered'),
    after_send_url: url('サンクスページURL', 'Thank-you page URL'),
    after_send_text: friendText(20000, '回答後の文言', 'Text after answering'),
    restore_last: flag('前回の回答を復元', 'Restore the last answers'),
    allow_annon: flag('匿名の回答を許可', 'Allow anonymous answers'),
    has_colors: flag('デザインをカスタマイズ', 'Custom design'),
    button_color: colour('ボタンの色', 'Button colour', FORM_COLOURS.button),
    bg_color: colour('背景色', 'Background colour', FORM_COLOURS.background),
    form_bg_color: colour('フォームの背景色', 'Form background colour', FORM_COLOURS.form),
    header_bg_image: url('ヘッダー画像URL', 'Header image URL'),
    bg_image: url('背景画像URL', 'Background image URL'),
    hide_icon: flag('ヘッダーのアイコンを隠す', 'Hide the header icon'),
    has_cccs: flag('カスタムCSSを使う', 'Use custom CSS'),
    custom_css: text(20000, 'カスタムCSS', 'Custom CSS'),
    formcode: text(255, 'フォームコード', 'Form code (design)'),
    // Older names, kept as saved (spec 002 §3: cccs.css and colors).
    cccs: {
      type: 'object',
      title: 'カスタムCSS(旧形式)',
      'x-title-en': 'Custom CSS (older name)',
      properties: { css: text(20000, 'CSS', 'CSS') },
      additionalProperties: false,
    },
    colors: {
      type: 'object',
      title: '色(旧形式)',
      'x-title-en': 'Colours (older names)',
      properties: {
        btn_color: colour('ボタンの色', 'Button colour', FORM_COLOURS.button),
        bg_color: colour('背景色', 'Background colour', FORM_COLOURS.background),
        form_bg_color: colour('フォームの背景色', 'Form background colour', FORM_COLOURS.form),
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { deadline: { const: 1 } }, required: ['deadline'] },
      then: { required: ['deadline_datetime'] },
    },
  ],
} as const;

/**
 * The options of a new form: the dialog shown, answers any number of times, the design colours' defaults.
 *
 * @example formOptionDefaults().button_color // '#2196F3'
 */
export function formOptionDefaults() {
  return {
    next_button_text: '次へ',
    submit_button_text: '送信',
    submit_confirm_dialog_visible: 1,
    submit_confirm_dialog_text: '回答を送信します。よろしいですか?',
    submit_confirm_dialog_submit_text: '送信',
    submit_confirm_dialog_cancel_text: 'キャンセル',
    send_user_message_copy: 0,
    deadline: 0,
    answer_limit: null,
    ping: 0,
    after_send_url: '',
    after_send_text: 'ご回答ありがとうございました。',
    restore_last: 0,
    allow_annon: 0,
    has_colors: 0,
    button_color: FORM_COLOURS.button,
    bg_color: FORM_COLOURS.background,
    form_bg_color: FORM_COLOURS.form,
    header_bg_image: '',
    bg_image: '',
    hide_icon: 0,
    has_cccs: 0,
    custom_css: '',
  };
}
