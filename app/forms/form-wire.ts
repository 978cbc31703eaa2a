/**
 * The client's view of a form on the wire (spec 002 §3 Form, Form options). The `form` document kind itself
 * (documents/form.ts, its schema and server validation) is another branch's: this is only what the console reads
 * and sends, so the builder can be wired to that server when both merge. Items (`attr`) are form-item blocks,
 * typed by their plugins.
 */

/** Spec 002 §3 Form options, as the builder's three tabs edit them (all optional on the wire). */
export interface FormOptions {
  next_button_text?: string;
  submit_button_text?: string;
  submit_confirm_dialog_visible?: 0 | 1;
  submit_confirm_dialog_text?: string;
  submit_confirm_dialog_submit_text?: string;
  submit_confirm_dialog_cancel_text?: string;
  send_user_message_copy?: 0 | 1 | 2;
  deadline?: 0 | 1;
  deadline_datetime?: string;
  deadline_text?: string;
  answer_limit?: number | null;
  answer_limit_text?: string;
  /** 0: answered any number of times, 1: only once. */
  ping?: 0 | 1;
  ping_text?: string;
  after_send_url?: string;
  after_send_text?: string;
  /** The action run after an answer (the action setting widget's action id). */
  after_send_action_id?: number | null;
  restore_last?: 0 | 1;
  allow_annon?: 0 | 1;
  has_colors?: 0 | 1;
  button_color?: string;
  bg_color?: string;
  form_bg_color?: string;
  header_bg_image?: string;
  bg_image?: string;
  hide_icon?: 0 | 1;
  has_cccs?: 0 | 1;
  custom_css?: string;
}

/** One form item as the builder keeps it on the wire (its plugin's data). */
export type FormItemWire = Record<string, unknown> & { swatch_id: number; page?: number; name?: string };

/** GET /api/v1/forms/{id|new}: a form as the builder loads it. */
export interface FormWire {
  id?: number;
  code?: string;
  /** The admin name (required, ≤ 255). */
  name: string;
  group_id?: number | null;
  title?: string;
  description?: string;
  /** Section numbers, in order (1, 2, …). */
  pages: number[];
  attr: FormItemWire[];
  options?: FormOptions;
  revision?: number;
  generation?: number;
  form_action_id?: number | null;
  export_google_sheet?: 0 | 1;
  needs_line_login?: 0 | 1;
  /** Editor counters (spec 002 §3): the last item number given (`text7`) and the last choice id. */
  name_counter?: number;
  choice_counter?: number;
  /** A copy (?copy=): the settings that were not copied (spec 002 §8 copy alert). */
  not_copied?: string[];
}

/**
 * What GET /api/v1/forms/{id|new} answers: a form, where a form the server has not numbered yet (`new`, a copy,
 * a form saved outside the builder) has `id`, `code` or `revision` null.
 */
export type FormLoadAnswer = Omit<FormWire, 'id' | 'code' | 'revision'> & {
  id?: number | null;
  code?: string | null;
  revision?: number | null;
};

/** Design defaults (spec 002 §3: btn_color, bg_color, form_bg_color). */
export const DESIGN_DEFAULTS = { button_color: '#2196F3', bg_color: '#C5CAE9', form_bg_color: '#CFD8DC' };
