/**
 * The form settings of spec 002 §2 "Form settings panel" and §3 "Form options" as a schema: the builder's three
 * tabs are drawn by the engine's schema form from it (labels, counters, limits and messages from the schema, as
 * for every block), and the document's validator checks it on save. Limits are spec 002 §5's.
 */
import type { BlockSchema, PluginUi } from '../../engine/core/index.ts';
import type { FormOptions } from './form-wire.ts';

const flag = (title: string, en: string) =>
  ({ type: 'integer', enum: [0, 1], title, 'x-title-en': en, 'x-widget': 'checkbox' }) as const;
const text = (title: string, en: string, maxLength: number) =>
  ({ type: 'string', maxLength, title, 'x-title-en': en }) as const;
const url = (title: string, en: string) =>
  ({
    type: 'string',
    format: 'uri',
    pattern: '^https?://',
    maxLength: 2000,
    title,
    'x-title-en': en,
  }) as const;
const colour = (title: string, en: string) =>
  ({ type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', title, 'x-title-en': en }) as const;

/** The options object (all fields optional; an empty URL is "none"). */
export const formOptionsSchema = {
  type: 'object',
  title: 'フォーム設定',
  'x-title-en': 'Form options',
  properties: {
    // Tab 1: answers.
    answer_limit: {
      type: ['integer', 'null'],
      minimum: 1,
      title: '回答数の上限(先着)',
      'x-title-en': 'Answer limit (first come)',
    },
    answer_limit_text: text('上限に達したときの文章', 'Text when the limit is reached', 2000),
    ping: {
      type: 'integer',
      title: '回答できる回数',
      'x-title-en': 'Answers per person',
      oneOf: [
        { const: 0, title: '何度でも回答できる', 'x-title-en': 'Any number of times' },
        { const: 1, title: '1回だけ回答できる', 'x-title-en': 'Only once' },
      ],
    },
    ping_text: text('回答済みの人に表示する文章', 'Text for people who already answered', 2000),
    deadline: flag('回答期限を設定する', 'Set a deadline'),
    deadline_datetime: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$',
      title: '回答期限',
      'x-title-en': 'Deadline',
    },
    deadline_text: text('期限後に表示する文章', 'Text after the deadline', 2000),
    after_send_url: url('回答後に移動するURL(サンクスページ)', 'Thank-you page URL'),
    after_send_text: text('回答後に表示する文章', 'Text after answering', 2000),
    restore_last: flag('前回の回答を復元する', 'Restore the last answers'),
    send_user_message_copy: {
      type: 'integer',
      title: '回答内容を回答者に送る',
      'x-title-en': 'Send the answers to the friend',
      oneOf: [
        { const: 0, title: '送らない', 'x-title-en': 'No' },
        { const: 1, title: '送る', 'x-title-en': 'Send a copy' },
        { const: 2, title: '見出しを付けて送る', 'x-title-en': 'Send with a prefix label' },
      ],
    },
    next_button_text: text('次へボタンの文言', 'Next button text', 13),
    submit_button_text: text('送信ボタンの文言', 'Submit button text', 13),
    submit_confirm_dialog_visible: flag('送信前に確認ダイアログを表示する', 'Confirm before sending'),
    submit_confirm_dialog_text: text('確認ダイアログの文章', 'Confirm dialog text', 255),
    submit_confirm_dialog_submit_text: text('確認ダイアログの送信ボタン', 'Dialog submit button', 8),
    submit_confirm_dialog_cancel_text: text('確認ダイアログのキャンセルボタン', 'Dialog cancel button', 8),
    // Tab 2: design.
    has_colors: flag('色を設定する', 'Custom colours'),
    button_color: colour('ボタンの色', 'Button colour'),
    bg_color: colour('背景色', 'Background colour'),
    form_bg_color: colour('フォームの背景色', 'Form background colour'),
    header_bg_image: url('ヘッダー画像のURL', 'Header image URL'),
    bg_image: url('背景画像のURL', 'Background image URL'),
    hide_icon: flag('ヘッダーのアイコンを表示しない', 'Hide the header icon'),
    has_cccs: flag('カスタムCSSを使う', 'Use custom CSS'),
    custom_css: {
      type: 'string',
      maxLength: 20000,
      title: 'カスタムCSS',
      'x-title-en': 'Custom CSS',
      'x-widget': 'textarea',
    },
  },
  additionalProperties: true,
} as const satisfies BlockSchema;

/** The fields of each tab, in order. */
export const OPTION_TABS = {
  answers: [
    'answer_limit',
    'answer_limit_text',
    'ping',
    'ping_text',
    'deadline',
    'deadline_datetime',
    'deadline_text',
    'after_send_url',
    'after_send_text',
    'restore_last',
    'send_user_message_copy',
    'next_button_text',
    'submit_button_text',
    'submit_confirm_dialog_visible',
    'submit_confirm_dialog_text',
    'submit_confirm_dialog_submit_text',
    'submit_confirm_dialog_cancel_text',
  ],
  design: [
    'has_colors',
    'button_color',
    'bg_color',
    'form_bg_color',
    'header_bg_image',
    'bg_image',
    'hide_icon',
    'has_cccs',
    'custom_css',
  ],
} as const;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What each field shows with (spec 002 §4): the ping text only for "only once", the text after answering only
 * without a thank-you URL, the deadline's fields with the deadline on, colours with custom colours, the CSS
 * with custom CSS on, the dialog's texts with the dialog shown.
 */
export const formOptionsUi: PluginUi<FormOptions> = {
  visibleWhen: {
    ping_text: (o) => o.ping === 1,
    after_send_text: (o) => blank(o.after_send_url),
    deadline_datetime: (o) => o.deadline === 1,
    deadline_text: (o) => o.deadline === 1,
    answer_limit_text: (o) => !blank(o.answer_limit),
    button_color: (o) => o.has_colors === 1,
    bg_color: (o) => o.has_colors === 1,
    form_bg_color: (o) => o.has_colors === 1,
    custom_css: (o) => o.has_cccs === 1,
    submit_confirm_dialog_text: (o) => o.submit_confirm_dialog_visible !== 0,
    submit_confirm_dialog_submit_text: (o) => o.submit_confirm_dialog_visible !== 0,
    submit_confirm_dialog_cancel_text: (o) => o.submit_confirm_dialog_visible !== 0,
  },
  // Colours and URLs are one line each, whatever their maxLength.
  widgets: {
    ping: 'radio',
    deadline_datetime: 'text',
    button_color: 'text',
    bg_color: 'text',
    form_bg_color: 'text',
    after_send_url: 'text',
    header_bg_image: 'text',
    bg_image: 'text',
  },
};

/**
 * The options a new form starts with: the dialog shown (spec 002 §9), answers any number of times, the design
 * colours at their defaults.
 *
 * @example initialOptions().button_color // '#2196F3'
 */
export function initialOptions(): FormOptions {
  return {
    ping: 0,
    submit_confirm_dialog_visible: 1,
    has_colors: 0,
    button_color: '#2196F3',
    bg_color: '#C5CAE9',
    form_bg_color: '#CFD8DC',
    restore_last: 0,
    deadline: 0,
    hide_icon: 0,
    has_cccs: 0,
  };
}

/**
 * A tab's schema: the options schema limited to its fields, less those `leave` names (not offered to the account).
 *
 * @example tabSchema('design').properties.custom_css.title // 'カスタムCSS'
 */
export function tabSchema(tab: keyof typeof OPTION_TABS, leave: readonly string[] = []): BlockSchema {
  const all = formOptionsSchema.properties as Record<string, unknown>;
  const names = OPTION_TABS[tab].filter((name) => !leave.includes(name));
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, all[name]])),
  } as BlockSchema;
}
