/**
 * The rules over a whole form (spec 002 §4 "Form builder behaviour", §5 "Form builder", §6): the checks no single
 * item can make. Each answers findings with paths into the form (`/attr/3/page`). They also run on forms the
 * envelope schema refused (the editor's summary), so they read every field defensively.
 */
import type { DocumentRule, PluginContext, RuleFinding } from '../engine/core/index.ts';
import { bidiControlMessage, formBidiPaths } from './bidi-paths.ts';
import { duplicateFormDestinations } from './form-destinations.ts';

/** Headings (small 500, medium 501): they take no answer. */
export const HEADING_SWATCHES: readonly number[] = [500, 501];
/** The items that may branch: radio (540) and select (550). */
export const BRANCHING_SWATCHES: readonly number[] = [540, 550];
/** The permission that shows the required-login toggle (spec 002 §6). */
export const LOGIN_FORM_PERMISSION = 'use-line-login-form';
/** The feature flag (an account ability) that shows the spreadsheet export (spec 002 §6). */
export const SHEET_EXPORT_FLAG = 'google-sheet-export';

/** The form rules' messages; docs/decisions/form-document.md says where each text comes from. */
export const formDocumentMessages = {
  form_question_required: {
    ja: '質問項目(見出し以外)を1つ以上追加してください',
    en: 'Add at least one question element (not a heading)',
  },
  form_branch_not_allowed: {
    ja: '分岐できるのはラジオボタンとプルダウンだけです',
    en: 'Only radio and select items may branch',
  },
  form_branch_multiple: {
    ja: '分岐する項目は1つのセクションに1つだけです',
    en: 'Only one branching item per section',
  },
  form_next_page_missing: {
    ja: '分岐先のセクションがありません',
    en: 'The branch names a section that does not exist',
  },
  form_page_missing: {
    ja: '項目のセクションがありません',
    en: 'The item is in a section that does not exist',
  },
  form_item_name_duplicated: {
    ja: '項目名が重複しています',
    en: 'The item name is used twice',
  },
  form_copy_needs_login: {
    ja: '回答内容のコピー送信はLINEログイン必須のフォームでのみ設定できます',
    en: 'Sending a copy of the answers needs a form that requires LINE login',
  },
  form_login_forbidden: {
    ja: 'LINEログイン必須のフォームを作成する権限がありません',
    en: 'The account may not require LINE login',
  },
  form_sheet_export_forbidden: {
    ja: 'スプレッドシート連携はこのアカウントでは使用できません',
    en: 'Spreadsheet export is not enabled for this account',
  },
  form_bidi_control: bidiControlMessage,
} as const;

type Form = Record<string, unknown>;
type Item = Record<string, unknown>;

const itemsOf = (form: Form): Item[] =>
  Array.isArray(form.attr)
    ? form.attr.map((item) => (typeof item === 'object' && item !== null ? (item as Item) : {}))
    : [];

/** The form's sections (`pages`); a form without the list has the one section 1. */
export function sectionsOf(form: Form): Set<number> {
  return new Set(Array.isArray(form.pages) ? form.pages.filter((p) => typeof p === 'number') : [1]);
}

/** An item's section: `page`, or the first section when it names none. */
const pageOf = (item: Item): number => (typeof item.page === 'number' ? item.page : 1);

const branches = (item: Item) => item.do_branch_page === 1;

/** The rules of the form document kind, in the order their issues show. */
export const formRules: readonly DocumentRule[] = [
  {
    code: 'form_question_required',
    path: '/attr',
    violated: (form) =>
      !itemsOf(form).some(
        (item) => typeof item.swatch_id === 'number' && !HEADING_SWATCHES.includes(item.swatch_id),
      ),
  },
  {
    code: 'already_added',
    violated: (form) =>
      duplicateFormDestinations(itemsOf(form)).map((found) => ({ path: `/attr${found.path}` })),
  },
  {
    code: 'form_page_missing',
    violated: (form) => {
      const sections = sectionsOf(form);
      return itemsOf(form).flatMap((item, i) =>
        typeof item.page === 'number' && !sections.has(item.page) ? [{ path: `/attr/${i}/page` }] : [],
      );
    },
  },
  {
    code: 'form_branch_not_allowed',
    violated: (form) =>
      itemsOf(form).flatMap((item, i) =>
        branches(item) && !BRANCHING_SWATCHES.includes(Number(item.swatch_id))
          ? [{ path: `/attr/${i}/do_branch_page` }]
          : [],
      ),
  },
  {
    code: 'form_branch_multiple',
    violated: (form) => {
      const branching = new Set<number>();
      const found: RuleFinding[] = [];
      itemsOf(form).forEach((item, i) => {
        if (!branches(item)) return;
        if (branching.has(pageOf(item))) found.push({ path: `/attr/${i}/do_branch_page` });
        branching.add(pageOf(item));
      });
      return found;
    },
  },
  {
    code: 'form_next_page_missing',
    violated: (form) => {
      const sections = sectionsOf(form);
      return itemsOf(form).flatMap((item, i) =>
        !branches(item) || !Array.isArray(item.choices)
          ? []
          : item.choices.flatMap((choice: unknown, j) => {
              const next = (choice as { next_page?: unknown } | null)?.next_page;
              return typeof next === 'number' && !sections.has(next)
                ? [{ path: `/attr/${i}/choices/${j}/next_page` }]
                : [];
            }),
      );
    },
  },
  {
    code: 'form_item_name_duplicated',
    violated: (form) => {
      const seen = new Set<string>();
      return itemsOf(form).flatMap((item, i) => {
        if (typeof item.name !== 'string' || item.name === '') return [];
        const repeated = seen.has(item.name);
        seen.add(item.name);
        return repeated ? [{ path: `/attr/${i}/name` }] : [];
      });
    },
  },
  {
    code: 'form_copy_needs_login',
    path: '/options/send_user_message_copy',
    violated: (form) => {
      const copy = (form.options as { send_user_message_copy?: unknown } | undefined)?.send_user_message_copy;
      return typeof copy === 'number' && copy > 0 && form.needs_line_login !== 1;
    },
  },
  {
    code: 'form_login_forbidden',
    path: '/needs_line_login',
    violated: (form, ctx: PluginContext) =>
      form.needs_line_login === 1 && !ctx.permissions.has(LOGIN_FORM_PERMISSION),
  },
  {
    code: 'form_sheet_export_forbidden',
    path: '/export_google_sheet',
    violated: (form, ctx: PluginContext) =>
      form.export_google_sheet === 1 && !ctx.abilities.has(SHEET_EXPORT_FLAG),
  },
  { code: 'form_bidi_control', violated: (form, ctx) => formBidiPaths(form, ctx.lang) },
];
