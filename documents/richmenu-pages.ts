/**
 * The external-builder mode of the rich menu (spec 001 §2 `is_lmenuplus`, §3 "External-builder data", §5, §7): a
 * menu of several pages switched by tabs, each page its own image, chat-bar text, initial state, name and
 * buttons. On the wire and stored: `lmpData`, the list of pages, and `lmpMenuId`, the external menu's id.
 * docs/decisions/richmenu-external-builder.md gives the choices where the spec is silent.
 */
import { type BlockSchema, type FromBlockSchema, NON_BLANK } from '../engine/core/index.ts';
import { CHAT_BAR_TEXT_MAX, LABEL_MAX, RICHMENU_NAME_MAX } from './richmenu-limits.ts';

/** The most pages one external-builder menu has (ours: ten tabs still read on a phone's width). */
export const LMP_MAX_PAGES = 10;
/**
 * The most buttons a page may be sent with before the rules count them (the rules refuse more than 20 with the
 * spec's message); bounds what one request makes the server read.
 */
export const LMP_AREAS_CAP = 100;

/** One page of an external-builder menu (spec 001 §3: imageUrl and data { chatBarText, selected, name }). */
export const lmpPageSchema = {
  type: 'object',
  title: 'ページ',
  'x-title-en': 'Page',
  properties: {
    imageUrl: { type: 'string', maxLength: 2000, title: '画像のURL', 'x-title-en': 'Image URL' },
    media_id: { type: ['integer', 'null'], minimum: 1, title: '画像', 'x-title-en': 'Image' },
    height: {
      type: 'integer',
      title: '画像の高さ',
      'x-title-en': 'Image height',
      oneOf: [
        { const: 1686, title: '大 (2500×1686)', 'x-title-en': 'Full (2500×1686)' },
        { const: 843, title: '小 (2500×843)', 'x-title-en': 'Half (2500×843)' },
      ],
    },
    data: {
      type: 'object',
      title: 'ページの設定',
      'x-title-en': 'Page settings',
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          pattern: NON_BLANK,
          maxLength: RICHMENU_NAME_MAX,
          title: 'ページ名',
          'x-title-en': 'Page name',
        },
        chatBarText: {
          type: 'string',
          minLength: 1,
          pattern: NON_BLANK,
          maxLength: CHAT_BAR_TEXT_MAX,
          title: 'メニューバーのテキスト',
          'x-title-en': 'Chat-bar text',
        },
        selected: {
          type: 'integer',
          title: 'メニューの初期表示',
          'x-title-en': 'Initial state',
          oneOf: [
            { const: 0, title: '非表示', 'x-title-en': 'Hidden' },
            { const: 1, title: '表示', 'x-title-en': 'Shown' },
          ],
        },
      },
      required: ['name', 'chatBarText', 'selected'],
      additionalProperties: false,
    },
    areas: {
      type: 'array',
      maxItems: LMP_AREAS_CAP,
      title: 'ボタン',
      'x-title-en': 'Buttons',
      items: { type: 'object', required: ['actype'], properties: { actype: { type: 'integer' } } },
    },
  },
  required: ['height', 'data', 'areas'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** `lmpData`: the pages, one to ten. */
export const lmpDataSchema = {
  type: 'array',
  minItems: 1,
  maxItems: LMP_MAX_PAGES,
  title: 'ページ',
  'x-title-en': 'Pages',
  items: lmpPageSchema,
} as const satisfies BlockSchema;

/** `lmpMenuId`: the external menu's id (also the base of the LINE aliases the export names). */
export const lmpMenuIdSchema = {
  type: 'string',
  maxLength: 24,
  pattern: '^[a-z0-9_-]*$',
  title: '外部メニューID',
  'x-title-en': 'External menu id',
} as const satisfies BlockSchema;

/** One page as its schema says. */
export type LmpPage = FromBlockSchema<typeof lmpPageSchema>;
type Button = Record<string, unknown>;

/**
 * Whether a menu is an external-builder menu: it has `lmpData` (a list), whatever else it holds.
 *
 * @example isExternalBuilder({ lmpData: [] }) // true
 */
export const isExternalBuilder = (menu: Record<string, unknown>): boolean => Array.isArray(menu.lmpData);

/** The pages of a menu, each read defensively (rules also run on documents the schema refused). */
export function pagesOf(menu: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(menu.lmpData)
    ? menu.lmpData.map((p) => (typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : {}))
    : [];
}

/** A page's buttons. */
export function areasOf(page: Record<string, unknown>): Button[] {
  return Array.isArray(page.areas)
    ? page.areas.map((b) => (typeof b === 'object' && b !== null ? (b as Button) : {}))
    : [];
}

/**
 * The field that holds what a button does, by action type (catalogue "Rich-menu button actions"): the URL, the
 * message, the action, the scheme, the form, the number.
 */
export const ACTION_TARGET_FIELD: Readonly<Record<number, string>> = {
  0: 'url',
  1: 'label',
  2: 'action_id',
  3: 'scheme',
  4: 'form_id',
  5: 'tel',
};

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const unchosen = (value: unknown) => typeof value !== 'number' || value < 1;

/**
 * Whether a button has no action set (spec 001 §5 external builder: アクションを設定してください): no known action
 * type, or its target empty — a blank URL, message or number, action or form 0, no scheme.
 *
 * @example actionUnset({ actype: 2, action_id: 0 }) // true
 * @example actionUnset({ actype: 0, url: 'https://example.com' }) // false
 */
export function actionUnset(button: Button): boolean {
  const field = typeof button.actype === 'number' ? ACTION_TARGET_FIELD[button.actype] : undefined;
  if (field === undefined) return true;
  const value = button[field];
  if (field === 'action_id' || field === 'form_id') return unchosen(value);
  if (field === 'scheme') return typeof value !== 'number';
  return blank(value);
}

/**
 * Whether a user-message button's message is over 60 characters (spec 001 §5 external builder:
 * ユーザーメッセージは60文字以内にしてください), counted in code points as the schema's maxLength counts.
 *
 * @example userMessageTooLong({ actype: 1, label: 'あ'.repeat(61) }) // true
 */
export const userMessageTooLong = (button: Button): boolean =>
  button.actype === 1 && typeof button.label === 'string' && [...button.label].length > LABEL_MAX;

/**
 * A new page: the defaults of a new menu (メニュー, shown), full height, no image, no buttons.
 *
 * @example newPage(2).data.name // 'ページ2'
 */
export function newPage(number: number): LmpPage {
  return {
    height: 1686,
    media_id: null,
    data: { name: `ページ${number}`, chatBarText: 'メニュー', selected: number === 1 ? 1 : 0 },
    areas: [],
  };
}
