import { type BlockSchema, defineDocument, type FromBlockSchema, NON_BLANK } from '../engine/core/index.ts';
import { folderProperty } from './envelope.ts';
import {
  CANVAS_WIDTH,
  CHAT_BAR_TEXT_MAX,
  RICHMENU_MAX_BUTTONS,
  RICHMENU_NAME_MAX,
} from './richmenu-limits.ts';
import {
  actionUnset,
  areasOf,
  isExternalBuilder,
  lmpDataSchema,
  lmpMenuIdSchema,
  pagesOf,
  userMessageTooLong,
} from './richmenu-pages.ts';

export { CHAT_BAR_TEXT_MAX, RICHMENU_HEIGHTS, RICHMENU_MAX_BUTTONS } from './richmenu-limits.ts';

/**
 * The rich-menu rules' messages: the spec's own where it gives one, docs/decisions/richmenu-document.md otherwise.
 * The button limit's words state RICHMENU_MAX_BUTTONS (20: コンテンツを設定できるのは20個までです); the editor's
 * notice under the canvas shows these words too.
 */
export const richmenuDocumentMessages = {
  richmenu_button_required: { ja: 'ボタンは1つ以上必要です', en: 'At least one button is required' },
  richmenu_button_limit: {
    ja: `コンテンツを設定できるのは${RICHMENU_MAX_BUTTONS}個までです`,
    en: `A menu holds at most ${RICHMENU_MAX_BUTTONS} buttons`,
  },
  richmenu_image_required: { ja: '画像を選択してください', en: 'Choose an image' },
  richmenu_bounds_missing: {
    ja: 'ボタンの領域が設定されていません',
    en: 'The button has no area on the image',
  },
  richmenu_bounds_outside_menu: {
    ja: 'ボタンの領域がメニューの範囲からはみ出しています',
    en: 'The button area reaches outside the menu',
  },
  richmenu_lmp_message_max: {
    ja: 'ユーザーメッセージは60文字以内にしてください',
    en: 'A user message holds at most 60 characters',
  },
  richmenu_lmp_action_unset: { ja: 'アクションを設定してください', en: 'Set the action' },
} as const;

/**
 * The rich menu (spec 001 §3 "Rich menu"): an image on a 2500-wide canvas of height 1686 or 843, its chat-bar
 * text and initial state, and 1 to 20 buttons in `options`, each a rich-menu action (kind `richmenu-action`, type
 * field `actype`) with its `bounds`. The id is `rmid`; `media_id` names the uploaded image, `media_url` is the
 * server's address of it (never chosen by the client). An external-builder menu (`lmpData`, `lmpMenuId`) keeps
 * its images and buttons in its pages instead (documents/richmenu-pages.ts).
 */
const richmenuSchema = {
  type: 'object',
  title: 'リッチメニュー',
  'x-title-en': 'Rich menu',
  properties: {
    rmid: { type: 'integer', minimum: 0, title: 'リッチメニューID', 'x-title-en': 'Rich menu id' },
    name: {
      type: 'string',
      minLength: 1,
      // White space only is empty too: a menu saved as 「   」 was listed without a name.
      pattern: NON_BLANK,
      maxLength: RICHMENU_NAME_MAX,
      title: 'タイトル',
      'x-title-en': 'Title',
    },
    group_id: { ...folderProperty, default: 0 },
    chat_bar_text: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: CHAT_BAR_TEXT_MAX,
      title: 'メニューバーのテキスト',
      'x-title-en': 'Chat-bar text',
      default: 'メニュー',
    },
    selected: {
      type: 'integer',
      title: 'メニューの初期表示',
      'x-title-en': 'Initial state',
      oneOf: [
        { const: 0, title: '非表示', 'x-title-en': 'Hidden' },
        { const: 1, title: '表示', 'x-title-en': 'Shown' },
      ],
      default: 1,
    },
    height: {
      type: 'integer',
      title: '画像の高さ',
      'x-title-en': 'Image height',
      oneOf: [
        { const: 1686, title: '大 (2500×1686)', 'x-title-en': 'Full (2500×1686)' },
        { const: 843, title: '小 (2500×843)', 'x-title-en': 'Half (2500×843)' },
      ],
      default: 1686,
    },
    media_id: {
      type: ['integer', 'null'],
      minimum: 1,
      title: '画像',
      'x-title-en': 'Image',
    },
    media_url: {
      type: 'string',
      maxLength: 2000,
      title: '画像のURL',
      'x-title-en': 'Image URL',
    },
    options: {
      type: 'array',
      title: 'ボタン',
      'x-title-en': 'Buttons',
      items: { type: 'object', required: ['actype'], properties: { actype: { type: 'integer' } } },
    },
    // The external-builder mode (documents/richmenu-pages.ts): present on such menus only.
    lmpData: lmpDataSchema,
    lmpMenuId: lmpMenuIdSchema,
  },
  required: ['name', 'chat_bar_text', 'options'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A rich menu on the wire (GET /api/richmenu/data/{id}), as its schema says. */
export type RichmenuWire = FromBlockSchema<typeof richmenuSchema>;

/** One button's area, in image pixels. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Menu = Record<string, unknown>;

const buttonsOf = (menu: Menu): Record<string, unknown>[] =>
  Array.isArray(menu.options)
    ? menu.options.map((b) => (typeof b === 'object' && b !== null ? (b as Record<string, unknown>) : {}))
    : [];

/** The menu's height, or the full height when it names none (the server refuses other values by the schema). */
export const menuHeightOf = (menu: Menu): number => (menu.height === 843 ? 843 : 1686);

const isBounds = (value: unknown): value is Bounds =>
  typeof value === 'object' &&
  value !== null &&
  ['x', 'y', 'width', 'height'].every((k) => typeof (value as Record<string, unknown>)[k] === 'number');

/** A rule of the single-image menu only: an external-builder menu's pages are checked as menus of their own. */
const normalOnly =
  (violated: (menu: Menu) => boolean | { path: string }[]) =>
  (menu: Menu): boolean | { path: string }[] =>
    isExternalBuilder(menu) ? false : violated(menu);

/** Every page's buttons that match, as findings on `/lmpData/{page}/areas/{button}{suffix}`. */
const pageButtons = (menu: Menu, matches: (button: Record<string, unknown>) => boolean, suffix = '') =>
  pagesOf(menu).flatMap((page, p) =>
    areasOf(page).flatMap((button, b) =>
      matches(button) ? [{ path: `/lmpData/${p}/areas/${b}${suffix}` }] : [],
    ),
  );

/**
 * The rich-menu document kind: buttons of kind `richmenu-action` in `options`, 1 to 20, each with an area that
 * fits the menu's height; an image is required. An external-builder menu has no button minimum; each of its
 * buttons needs its action set and a user message of at most 60 (spec 001 §5); the rest of the normal rules
 * hold per page (documents/richmenu-page-view.ts).
 *
 * @example validateDocument(registry, 'richmenu', { name: 'メイン', chat_bar_text: 'メニュー', options: [] }) // ボタンは1つ以上必要です
 */
export const richmenuDocument = defineDocument({
  key: 'richmenu',
  label: { ja: 'リッチメニュー', en: 'Rich menu' },
  idField: 'rmid',
  nameField: 'name',
  blockKind: 'richmenu-action',
  listField: 'options',
  schema: richmenuSchema,
  defaults: () => ({
    name: '',
    group_id: 0,
    chat_bar_text: 'メニュー',
    selected: 1,
    height: 1686,
    media_id: null,
    options: [],
  }),
  omitWhenEmpty: ['name', 'chat_bar_text'],
  ui: { fields: ['name', 'group_id', 'chat_bar_text', 'selected'] },
  rules: [
    {
      code: 'richmenu_image_required',
      path: '/media_id',
      violated: normalOnly((menu) => typeof menu.media_id !== 'number'),
    },
    {
      code: 'richmenu_button_required',
      path: '/options',
      violated: normalOnly((menu) => buttonsOf(menu).length === 0),
    },
    {
      code: 'richmenu_button_limit',
      path: '/options',
      violated: normalOnly((menu) => buttonsOf(menu).length > RICHMENU_MAX_BUTTONS),
    },
    {
      code: 'richmenu_bounds_missing',
      violated: normalOnly((menu) =>
        buttonsOf(menu).flatMap((button, i) =>
          isBounds(button.bounds) ? [] : [{ path: `/options/${i}/bounds` }],
        ),
      ),
    },
    {
      code: 'richmenu_bounds_outside_menu',
      violated: normalOnly((menu) => {
        const height = menuHeightOf(menu);
        return buttonsOf(menu).flatMap((button, i) => {
          const b = button.bounds;
          return isBounds(b) && (b.x + b.width > CANVAS_WIDTH || b.y + b.height > height)
            ? [{ path: `/options/${i}/bounds` }]
            : [];
        });
      }),
    },
    {
      code: 'richmenu_lmp_action_unset',
      violated: (menu) => pageButtons(menu, actionUnset),
    },
    {
      code: 'richmenu_lmp_message_max',
      violated: (menu) => pageButtons(menu, userMessageTooLong, '/label'),
    },
  ],
  messages: richmenuDocumentMessages,
});
