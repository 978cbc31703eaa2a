import { menuHeightOf } from '../../documents/richmenu.ts';
import { areasOf, isExternalBuilder, pagesOf } from '../../documents/richmenu-pages.ts';
import type { Issue } from '../../engine/core/index.ts';
import type { Account } from '../db/accounts.ts';
import { findMedia } from '../db/media.ts';
import type { ServerDeps } from './deps.ts';
import { prepareExternalPages } from './richmenu-pages.ts';

/** The ability an account needs to have and edit rich menus (spec 001 §6). */
export const RICHMENU_ABILITY = 'richmenu';
/**
 * The account setting "open links in the external browser" (spec 001 §7 GET /api/line/account/setting/message
 * answers 1 with it): a feature flag among the account's abilities, like the spreadsheet export. Without it links
 * open in LINE's in-chat browser, which changes the URL button's default size label.
 */
export const URL_EXTERNAL_SETTING = 'line-url-external';
/** The media kind of rich-menu images. */
export const RICHMENU_MEDIA_KIND = 'richmenu';

/** The server's rich-menu texts (docs/decisions/richmenu-server.md). */
export const RICHMENU_SERVER_MESSAGES = {
  mediaMissing: '画像が見つかりません。画像を選択し直してください',
  mediaHeight:
    '画像の高さ({image})がメニューの高さ({menu})と合っていません。同じ高さの画像を選択するか、メニューの高さを変えてください',
  noAbility: 'このアカウントではリッチメニューを使用できません',
} as const;

/**
 * The address a stored rich-menu image is served at (GET /api/richmenu/media/{id}).
 *
 * @example richmenuMediaUrl(4) // '/api/richmenu/media/4'
 */
export const richmenuMediaUrl = (id: number): string => `/api/richmenu/media/${id}`;

/**
 * Before a rich menu is validated and stored: `media_url` is the server's, made from `media_id` (whatever the
 * client sent is dropped); the image must be the account's and as tall as the menu. Answers the refusals as
 * issues on /media_id; the registry's rules say when no image is chosen. An external-builder menu's pages get
 * the same per page, and their validation (server/domain/richmenu-pages.ts).
 *
 * @example const issues = await prepareRichmenu(deps, account, document); // document.media_url set when fine
 */
export async function prepareRichmenu(
  deps: ServerDeps,
  account: Account,
  document: Record<string, unknown>,
): Promise<Issue[]> {
  const pages = await prepareExternalPages(deps, account, document, (view) =>
    prepareImage(deps, account, view),
  );
  return [...(await prepareImage(deps, account, document)), ...pages];
}

/** The image step of one menu (or one page's view): `media_url` from `media_id`, the image checked. */
async function prepareImage(deps: ServerDeps, account: Account, document: Record<string, unknown>) {
  delete document.media_url;
  const id = document.media_id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return [];
  const media = await findMedia(deps.db, account.id, RICHMENU_MEDIA_KIND, id);
  const refuse = (message: string): Issue[] => [
    { path: '/media_id', code: 'richmenu_media', message, severity: 'error' },
  ];
  if (!media) return refuse(RICHMENU_SERVER_MESSAGES.mediaMissing);
  const height = menuHeightOf(document);
  if (media.height !== height)
    return refuse(
      RICHMENU_SERVER_MESSAGES.mediaHeight
        .replace('{image}', String(media.height))
        .replace('{menu}', String(height)),
    );
  document.media_url = richmenuMediaUrl(id);
  return [];
}

/**
 * What a rich-menu list row carries beside the generic fields: the thumbnail's address, the height and the
 * number of buttons (the list page's thumbnails and counts); an external-builder menu is marked `is_lmp` (spec 002
 * §3's flag) with its page count, its first page's image and all its pages' buttons.
 *
 * @example richmenuListFields({ media_url: '/api/richmenu/media/4', height: 843, options: [{}, {}] })
 * // { media_id: null, media_url: '/api/richmenu/media/4', height: 843, button_count: 2, chat_bar_text: '', selected: 0, is_lmp: false, page_count: 0 }
 */
export function richmenuListFields(body: Record<string, unknown>): Record<string, unknown> {
  const common = {
    chat_bar_text: typeof body.chat_bar_text === 'string' ? body.chat_bar_text : '',
    selected: body.selected === 1 ? 1 : 0,
  };
  if (isExternalBuilder(body)) {
    const pages = pagesOf(body);
    const first = pages[0] ?? {};
    return {
      media_id: typeof first.media_id === 'number' ? first.media_id : null,
      media_url: typeof first.imageUrl === 'string' ? first.imageUrl : null,
      height: menuHeightOf(first),
      button_count: pages.reduce((sum, page) => sum + areasOf(page).length, 0),
      ...common,
      is_lmp: true,
      page_count: pages.length,
    };
  }
  return {
    media_id: typeof body.media_id === 'number' ? body.media_id : null,
    media_url: typeof body.media_url === 'string' ? body.media_url : null,
    height: menuHeightOf(body),
    button_count: Array.isArray(body.options) ? body.options.length : 0,
    ...common,
    is_lmp: false,
    page_count: 0,
  };
}

/**
 * What a rich-menu picker item carries beside the generic fields (spec 002 §3 "Item picker item"): `is_lmp`.
 *
 * @example richmenuPickerFields({ lmpData: [] }) // { is_lmp: true }
 */
export const richmenuPickerFields = (body: Record<string, unknown>): Record<string, unknown> => ({
  is_lmp: isExternalBuilder(body),
});
