/**
 * The builder's view of the form settings (spec 002 §2 "Form settings panel", §3 "Form options"): which fields
 * each tab shows, when a field shows, and how it is drawn. The schema itself is the form document's
 * (documents/form-options.ts), the one the server validates with: the tabs are drawn by the engine's schema form
 * from slices of it.
 */
import { formOptionDefaults, formOptionsSchema } from '../../documents/form-options.ts';
import type { BlockSchema, PluginUi } from '../../engine/core/index.ts';
import type { FormOptions } from './form-wire.ts';

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
  // Colours and URLs are one line each, whatever their maxLength; the on/off settings are checkboxes.
  widgets: {
    deadline: 'checkbox',
    restore_last: 'checkbox',
    submit_confirm_dialog_visible: 'checkbox',
    has_colors: 'checkbox',
    hide_icon: 'checkbox',
    has_cccs: 'checkbox',
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
 * The options a new form starts with: the form document's defaults (the dialog shown, answers any number of
 * times, the design colours).
 *
 * @example initialOptions().button_color // '#2196F3'
 */
export function initialOptions(): FormOptions {
  return formOptionDefaults() as FormOptions;
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
