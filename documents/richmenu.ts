import { type BlockSchema, defineDocument, type FromBlockSchema } from '../engine/core/index.ts';
import { CANVAS_WIDTH } from '../plugins/shared/richmenu-actions/common.ts';
import { folderProperty } from './envelope.ts';

/** The two menu heights on the 2500-wide canvas (spec 001 §9): full and half. */
export const RICHMENU_HEIGHTS = [1686, 843] as const;
/** The most buttons one menu holds (spec 001 §5, §9). */
export const RICHMENU_MAX_BUTTONS = 20;
/** The longest chat-bar text (spec 001 §5). */
export const CHAT_BAR_TEXT_MAX = 14;

/** The rich-menu rules' messages: the spec's own where it gives one, docs/decisions/richmenu-document.md otherwise. */
export const richmenuDocumentMessages = {
  richmenu_button_required: { ja: 'ボタンは1つ以上必要です', en: 'At least one button is required' },
  richmenu_button_limit: {
    ja: 'コンテンツを設定できるのは20個までです',
    en: 'A menu holds at most 20 buttons',
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
} as const;

/**
 * The rich menu (spec 001 §3 "Rich menu"): an image on a 2500-wide canvas of height 1686 or 843, its chat-bar
 * text and initial state, and 1 to 20 buttons in `options`, each a rich-menu action (kind `richmenu-action`, type
 * field `actype`) with its `bounds`. The id is `rmid`; `media_id` names the uploaded image, `media_url` is the
 * server's address of it (never chosen by the client).
 */
const richmenuSchema = {
  type: 'object',
  title: 'リッチメニュー',
  'x-title-en': 'Rich menu',
  properties: {
    rmid: { type: 'integer', minimum: 0, title: 'リッチメニューID', 'x-title-en': 'Rich menu id' },
    name: { type: 'string', minLength: 1, maxLength: 255, title: 'タイトル', 'x-title-en': 'Title' },
    group_id: { ...folderProperty, default: 0 },
    chat_bar_text: {
      type: 'string',
      minLength: 1,
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

/**
 * The rich-menu document kind: buttons of kind `richmenu-action` in `options`, 1 to 20, each with an area that
 * fits the menu's height; an image is required.
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
      violated: (menu) => typeof menu.media_id !== 'number',
    },
    {
      code: 'richmenu_button_required',
      path: '/options',
      violated: (menu) => buttonsOf(menu).length === 0,
    },
    {
      code: 'richmenu_button_limit',
      path: '/options',
      violated: (menu) => buttonsOf(menu).length > RICHMENU_MAX_BUTTONS,
    },
    {
      code: 'richmenu_bounds_missing',
      violated: (menu) =>
        buttonsOf(menu).flatMap((button, i) =>
          isBounds(button.bounds) ? [] : [{ path: `/options/${i}/bounds` }],
        ),
    },
    {
      code: 'richmenu_bounds_outside_menu',
      violated: (menu) => {
        const height = menuHeightOf(menu);
        return buttonsOf(menu).flatMap((button, i) => {
          const b = button.bounds;
          return isBounds(b) && (b.x + b.width > CANVAS_WIDTH || b.y + b.height > height)
            ? [{ path: `/options/${i}/bounds` }]
            : [];
        });
      },
    },
  ],
  messages: richmenuDocumentMessages,
});
