import type { messagingApi } from '@line/bot-sdk';
import { CANVAS_WIDTH } from '../../plugins/shared/richmenu-actions/common.ts';
import { SCHEME_URLS, type SchemeCode } from '../../plugins/shared/richmenu-actions/schemes.ts';

/**
 * The LINE export of a rich menu (issue 16 point 6): the saved menu as a LINE Messaging API rich-menu object
 * (`POST /v2/bot/richmenu` body), each button an area with its action. Pure: the caller gives the server's origin
 * and the account's form codes. A button that LINE cannot express is left out and says why in `problems`; what
 * LINE would silently ignore is said in `warnings`. docs/decisions/richmenu-server.md has the mapping.
 */

/** LINE's documented limits of a rich-menu object and its actions (characters are grapheme clusters). */
export const LINE_LIMITS = {
  name: 300,
  chatBarText: 14,
  areas: 20,
  uri: 1000,
  messageText: 300,
  postbackData: 300,
  displayText: 300,
  fillInText: 300,
  /** An action's label: optional on rich menus (read aloud by accessibility features). */
  label: 20,
} as const;

/** One finding of the export: the button's index in `options` (null for the menu itself) and why. */
export interface ExportProblem {
  button: number | null;
  path: string;
  message: string;
}

/** What the export needs besides the menu. */
export interface ExportContext {
  /** The server's origin, e.g. 'https://console.example.com': forms are answered at {origin}/f/{code}. */
  origin: string;
  /** The account's forms: their code by form id. */
  formCodes: ReadonlyMap<number, string>;
  /** The account's LINE basic id (@xxx), for the recommend scheme; none on this server. */
  basicId?: string;
}

/** The export: the object (buttons with problems left out), the problems and the warnings. */
export interface LineExport {
  object: messagingApi.RichMenuRequest;
  problems: ExportProblem[];
  warnings: ExportProblem[];
}

type Action = messagingApi.Action;
type Button = Record<string, unknown>;

const segmenter = new Intl.Segmenter('ja', { granularity: 'grapheme' });
/** Length as LINE counts action texts and the rich-menu object: grapheme clusters. @example lineLength('👍🏽a') // 2 */
export const lineLength = (text: string): number => [...segmenter.segment(text)].length;

const FORM_TAG = /\[FORM_(\w{6})\]/g;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
type Bounds = Required<messagingApi.RichMenuBounds>;
const isBounds = (b: unknown): b is Bounds =>
  typeof b === 'object' &&
  b !== null &&
  ['x', 'y', 'width', 'height'].every((k) => Number.isInteger((b as Record<string, unknown>)[k]));

/**
 * The form answering page's address.
 *
 * @example formUrl('https://c.example.com', 'aB3kPq') // 'https://c.example.com/f/aB3kPq'
 */
export const formUrl = (origin: string, code: string): string => `${origin.replace(/\/+$/, '')}/f/${code}`;

/** Full-width digits and plus to ASCII; spaces gone. @example telUri('０３-1234-5678') // 'tel:03-1234-5678' */
export function telUri(tel: string): string {
  const ascii = tel
    .replace(/[０-９＋]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s/g, '');
  return `tel:${ascii}`;
}

/** Why a button cannot be exported, or its LINE action. */
type Mapped = { action: Action; warnings: string[] } | { problem: string };

function uriAction(uri: string, extra: string[] = []): Mapped {
  if (uri === '') return { problem: 'URLが設定されていません' };
  if (uri.length > LINE_LIMITS.uri)
    return { problem: `URLがLINEの上限(${LINE_LIMITS.uri}文字)を超えています(${uri.length}文字)` };
  if (!/^(https?:\/\/|line:\/\/|tel:)/i.test(uri))
    return { problem: 'LINEで開けるURLはhttp(s)://、line://、tel:で始まるものだけです' };
  return { action: { type: 'uri', uri } as messagingApi.URIAction, warnings: extra };
}

/** Form tags `[FORM_xxxxxx]` replaced by the forms' addresses; unknown codes listed. */
function resolveFormTags(url: string, ctx: ExportContext): { url: string; unknown: string[] } {
  const known = new Set(ctx.formCodes.values());
  const unknown: string[] = [];
  const resolved = url.replace(FORM_TAG, (tag, code: string) => {
    if (known.has(code)) return formUrl(ctx.origin, code);
    unknown.push(tag);
    return tag;
  });
  return { url: resolved, unknown };
}

function mapAction(button: Button, ctx: ExportContext): Mapped {
  const label = text(button.label);
  const option = text(button.input_option) || 'none';
  const optionWarning =
    option !== 'none' && button.actype !== 2
      ? ['キーボードの動作はLINEではアクション(ポストバック)のボタンでだけ使えるため、書き出されません']
      : [];
  switch (button.actype) {
    case 0: {
      const { url, unknown } = resolveFormTags(text(button.url), ctx);
      if (unknown.length > 0) return { problem: `回答フォーム${unknown.join('、')}が見つかりません` };
      return uriAction(url, optionWarning);
    }
    case 1: {
      if (label === '') return { problem: 'ユーザーメッセージが設定されていません' };
      if (lineLength(label) > LINE_LIMITS.messageText)
        return { problem: `ユーザーメッセージがLINEの上限(${LINE_LIMITS.messageText}文字)を超えています` };
      const warnings = [...optionWarning];
      if (text(button.fill_in_text) !== '')
        warnings.push('初期メッセージはLINEのメッセージアクションにないため、書き出されません');
      return { action: { type: 'message', text: label } as messagingApi.MessageAction, warnings };
    }
    case 2: {
      const actionId = button.action_id;
      if (typeof actionId !== 'number' || actionId <= 0) return { problem: 'アクションが選択されていません' };
      const data = text(button.tap_code) || `aid=${actionId}`;
      if (lineLength(data) > LINE_LIMITS.postbackData)
        return { problem: `ポストバックのデータがLINEの上限(${LINE_LIMITS.postbackData}文字)を超えています` };
      const action: messagingApi.PostbackAction = { type: 'postback', data };
      if (label !== '') {
        if (lineLength(label) > LINE_LIMITS.displayText)
          return { problem: `表示テキストがLINEの上限(${LINE_LIMITS.displayText}文字)を超えています` };
        action.displayText = label;
      }
      if (option !== 'none') action.inputOption = option as messagingApi.PostbackAction.InputOptionEnum;
      const fill = text(button.fill_in_text);
      if (fill !== '') {
        if (lineLength(fill) > LINE_LIMITS.fillInText)
          return { problem: `初期メッセージがLINEの上限(${LINE_LIMITS.fillInText}文字)を超えています` };
        action.fillInText = fill;
      }
      return { action, warnings: [] };
    }
    case 3: {
      const template = SCHEME_URLS[button.scheme as SchemeCode];
      if (!template) return { problem: `不明なスキームです(${String(button.scheme)})` };
      if (template.includes('{basic_id}')) {
        if (!ctx.basicId)
          return {
            problem: '友だちへの紹介にはLINEのベーシックIDが必要ですが、このアカウントには設定されていません',
          };
        return uriAction(template.replace('{basic_id}', encodeURIComponent(ctx.basicId)), optionWarning);
      }
      return uriAction(template, optionWarning);
    }
    case 4: {
      const formId = button.form_id;
      const code = typeof formId === 'number' ? ctx.formCodes.get(formId) : undefined;
      if (!code) return { problem: '回答フォームが選択されていないか、見つかりません' };
      return uriAction(formUrl(ctx.origin, code), optionWarning);
    }
    case 5: {
      const tel = text(button.tel);
      if (tel === '') return { problem: '電話番号が設定されていません' };
      return uriAction(telUri(tel), optionWarning);
    }
    default:
      return { problem: `LINEに書き出せない種類のボタンです(種別 ${String(button.actype)})` };
  }
}

/**
 * The LINE rich-menu object of a saved menu, with what could not be expressed.
 *
 * @example
 * toLineRichMenu({ name: 'メイン', chat_bar_text: 'メニュー', selected: 1, height: 843, options: [
 *   { actype: 1, label: '予約する', bounds: { x: 0, y: 0, width: 2500, height: 843 } }] }, ctx).object
 * // { size: { width: 2500, height: 843 }, selected: true, name: 'メイン', chatBarText: 'メニュー',
 * //   areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: 'message', text: '予約する' } }] }
 */
export function toLineRichMenu(menu: Record<string, unknown>, ctx: ExportContext): LineExport {
  const problems: ExportProblem[] = [];
  const warnings: ExportProblem[] = [];
  const name = text(menu.name);
  const chatBarText = text(menu.chat_bar_text);
  if (lineLength(name) > LINE_LIMITS.name)
    problems.push({
      button: null,
      path: '/name',
      message: `タイトルがLINEの上限(${LINE_LIMITS.name}文字)を超えています`,
    });
  if (chatBarText === '' || lineLength(chatBarText) > LINE_LIMITS.chatBarText)
    problems.push({
      button: null,
      path: '/chat_bar_text',
      message: `メニューバーのテキストは1〜${LINE_LIMITS.chatBarText}文字にしてください`,
    });
  if (typeof menu.media_id !== 'number')
    problems.push({ button: null, path: '/media_id', message: '画像が設定されていません' });
  const buttons = Array.isArray(menu.options) ? (menu.options as Button[]) : [];
  if (buttons.length > LINE_LIMITS.areas)
    problems.push({
      button: null,
      path: '/options',
      message: `ボタンはLINEの上限の${LINE_LIMITS.areas}個までです`,
    });
  const height = menu.height === 843 ? 843 : 1686;
  const areas: messagingApi.RichMenuArea[] = [];
  buttons.forEach((button, i) => {
    const path = `/options/${i}`;
    if (!isBounds(button?.bounds)) {
      problems.push({ button: i, path: `${path}/bounds`, message: 'ボタンの領域が設定されていません' });
      return;
    }
    const b = button.bounds;
    if (b.x + b.width > CANVAS_WIDTH || b.y + b.height > height) {
      problems.push({
        button: i,
        path: `${path}/bounds`,
        message: 'ボタンの領域がメニューの範囲からはみ出しています',
      });
      return;
    }
    const mapped = mapAction(button, ctx);
    if ('problem' in mapped) {
      problems.push({ button: i, path, message: mapped.problem });
      return;
    }
    // The label is only read aloud on rich menus; LINE allows 20 characters, so a longer one is left out.
    const label = text(button.label);
    const action =
      label !== '' && lineLength(label) <= LINE_LIMITS.label ? { ...mapped.action, label } : mapped.action;
    for (const message of mapped.warnings) warnings.push({ button: i, path, message });
    areas.push({ bounds: { x: b.x, y: b.y, width: b.width, height: b.height }, action });
  });
  return {
    object: {
      size: { width: CANVAS_WIDTH, height },
      selected: menu.selected === 1,
      name,
      chatBarText,
      areas,
    },
    problems,
    warnings,
  };
}

/**
 * One line per problem for the console's alert: "3番目のボタン: …" or the menu's own text.
 *
 * @example problemLines([{ button: 2, path: '/options/2', message: 'アクションが選択されていません' }]) // ['3番目のボタン: アクションが選択されていません']
 */
export function problemLines(problems: readonly ExportProblem[]): string[] {
  return problems.map((p) => (p.button === null ? p.message : `${p.button + 1}番目のボタン: ${p.message}`));
}
