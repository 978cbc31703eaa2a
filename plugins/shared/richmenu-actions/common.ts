/**
 * Schema fragments and rules every rich-menu button action shares (kind `richmenu-action`, spec 001 §3 "Menu
 * button option", §5 "Rich menu", §9). Wire names are the specification's; the choices where it is silent are in
 * docs/decisions/richmenu-actions.md.
 */
import { CANVAS_WIDTH, LABEL_MAX, RICHMENU_HEIGHTS } from '../../../documents/richmenu-limits.ts';
import type { MessageTexts, PluginContext, Rule } from '../../../engine/core/index.ts';

// The menu's own limits live with the rich-menu document (documents/), below the plugins.
export { CANVAS_WIDTH, LABEL_MAX } from '../../../documents/richmenu-limits.ts';

/** The taller of the two menu heights (spec 001 §9): no button can reach below it on any menu. */
export const CANVAS_MAX_HEIGHT = Math.max(...RICHMENU_HEIGHTS);

/**
 * A button's label (ラベル, at most 60): optional on every action but the user message, whose label is the
 * message itself (plugins/richmenu-actions/message.ts).
 */
export const labelSchema = {
  type: 'string',
  maxLength: LABEL_MAX,
  title: 'ラベル',
  'x-title-en': 'Label',
} as const;

/**
 * The keyboard behaviour when the button is tapped (spec 001 §9): none, close the rich menu, open the keyboard,
 * open voice input. The values are the LINE platform's `inputOption` names, `none` for no option.
 */
export const inputOptionSchema = {
  type: 'string',
  title: 'キーボードの動作',
  'x-title-en': 'Keyboard behaviour',
  oneOf: [
    { const: 'none', title: 'なし', 'x-title-en': 'None' },
    { const: 'closeRichMenu', title: 'リッチメニューを閉じる', 'x-title-en': 'Close the rich menu' },
    { const: 'openKeyboard', title: 'キーボードを開く', 'x-title-en': 'Open the keyboard' },
    { const: 'openVoice', title: '音声入力を開く', 'x-title-en': 'Open voice input' },
  ],
  default: 'none',
} as const;

/**
 * The button's area on the canvas (spec 001 §3 "bounds"), in image pixels. The canvas draws and edits it, so no
 * plugin panel shows it; the plugins keep it so a button round-trips. Whether it fits the menu's own height
 * (1686 or 843) is the rich-menu document's check.
 */
export const boundsSchema = {
  type: 'object',
  title: '領域',
  'x-title-en': 'Bounds',
  properties: {
    x: { type: 'integer', minimum: 0, maximum: CANVAS_WIDTH - 1, title: 'X', 'x-title-en': 'X' },
    y: { type: 'integer', minimum: 0, maximum: CANVAS_MAX_HEIGHT - 1, title: 'Y', 'x-title-en': 'Y' },
    width: { type: 'integer', minimum: 1, maximum: CANVAS_WIDTH, title: '幅', 'x-title-en': 'Width' },
    height: {
      type: 'integer',
      minimum: 1,
      maximum: CANVAS_MAX_HEIGHT,
      title: '高さ',
      'x-title-en': 'Height',
    },
  },
  required: ['x', 'y', 'width', 'height'],
  additionalProperties: false,
} as const;

/** The postback code the server gives a tapped button (spec 001 §3 `tap_code`): kept, never edited. */
export const tapCodeSchema = {
  type: 'string',
  maxLength: 255,
  title: 'タップコード',
  'x-title-en': 'Tap code',
} as const;

/** The properties every action has besides its own: label, keyboard behaviour, tap code and bounds. */
export const commonActionProperties = {
  label: labelSchema,
  input_option: inputOptionSchema,
  tap_code: tapCodeSchema,
  bounds: boundsSchema,
} as const;

/** Fields no action panel draws: the type, the server's tap code and the canvas's bounds. */
export const HIDDEN_ACTION_FIELDS = ['actype', 'tap_code', 'bounds'] as const;

/** The message codes of the rich-menu actions and their texts (decisions file: the wording chosen). */
export const richmenuActionMessages = {
  richmenu_bounds_outside: {
    ja: 'ボタンの領域がメニューの範囲からはみ出しています',
    en: 'The button area reaches outside the menu',
  },
  richmenu_url_format: {
    ja: 'URLはhttp(s)://から始まるURLか、LINEのURLスキームを入力してください',
    en: 'Enter a URL starting with http(s):// or a LINE URL scheme',
  },
  richmenu_form_size_missing: { ja: 'サイズが選択されていません', en: 'No size is selected' },
  richmenu_form_missing: { ja: '回答フォームが選択されていません', en: 'No answer form is selected' },
} as const satisfies Record<string, MessageTexts>;

interface WithBounds {
  bounds?: { x: number; y: number; width: number; height: number };
}

/**
 * The rules every action shares: its area must end inside the canvas (right edge ≤ 2500, bottom ≤ 1686; the
 * menu's own height is the document's check).
 */
export function commonActionRules<D extends WithBounds>(): Rule<D>[] {
  return [
    {
      code: 'richmenu_bounds_outside',
      path: '/bounds',
      violated: (d) =>
        d.bounds !== undefined &&
        (d.bounds.x + d.bounds.width > CANVAS_WIDTH || d.bounds.y + d.bounds.height > CANVAS_MAX_HEIGHT),
    },
  ];
}

/** The label of the button's keyboard behaviour for a summary, '' for none. */
export function keyboardNote(inputOption: string | undefined, ctx: PluginContext): string {
  const option = inputOptionSchema.oneOf.find((o) => o.const === inputOption);
  if (!option || option.const === 'none') return '';
  return ctx.lang === 'en' ? ` (${option['x-title-en'].toLowerCase()})` : `(${option.title})`;
}
