import type { messagingApi } from '@line/bot-sdk';
import { pageView, pathInMenu } from '../../documents/richmenu-page-view.ts';
import { areasOf, pagesOf } from '../../documents/richmenu-pages.ts';
import { CANVAS_WIDTH } from '../../plugins/shared/richmenu-actions/common.ts';
import { type ExportContext, type ExportProblem, LINE_LIMITS, toLineRichMenu } from './richmenu-line.ts';

/**
 * The LINE export of an external-builder (multi-page) menu (docs/decisions/richmenu-external-builder.md): one
 * rich-menu object per page, each page's own buttons and, across the top of every page, the tabs — one
 * `richmenuswitch` area per page, switching to that page's alias. LINE links pages by aliases
 * (POST /v2/bot/richmenu/alias { richMenuAliasId, richMenuId }), made after the objects are created, so the
 * export names each page's alias and leaves the rich-menu id to the deployment.
 */

/** The tab strip across the top of every page's image, in image pixels: the operator's image draws the tabs there. */
export const LMP_TAB_HEIGHT = 250;

/** A finding of a page: `page` is its index in lmpData; paths point into the stored menu. */
export interface PageExportProblem extends ExportProblem {
  page: number;
}

/** One page for LINE: its alias, the image to upload to it, its object. */
export interface LinePage {
  page: number;
  richMenuAliasId: string;
  imageUrl: string | null;
  object: messagingApi.RichMenuRequest;
}

/** The export of a multi-page menu: the first page's object as `object` (the default menu), all pages in `pages`. */
export interface LinePagesExport {
  object: messagingApi.RichMenuRequest;
  pages: LinePage[];
  problems: PageExportProblem[];
  warnings: PageExportProblem[];
}

/**
 * The alias of page `index`: the external menu's id (lmpMenuId) or `richmenu-{rmid}`, then the page's number
 * (LINE: 1–32 of a–z, A–Z, 0–9, `_` and `-`; lmpMenuId is at most 24 of those).
 *
 * @example aliasOf({ lmpMenuId: 'tabs' }, 7, 0) // 'tabs-1'
 */
export function aliasOf(menu: Record<string, unknown>, rmid: number, index: number): string {
  const base =
    typeof menu.lmpMenuId === 'string' && menu.lmpMenuId !== '' ? menu.lmpMenuId : `richmenu-${rmid}`;
  return `${base}-${index + 1}`;
}

/** The tab areas of a menu of `count` pages: equal widths across the top, tab k switching to page k. */
function tabAreas(aliases: readonly string[]): messagingApi.RichMenuArea[] {
  const count = aliases.length;
  return aliases.map((alias, k) => {
    const x = Math.round((k * CANVAS_WIDTH) / count);
    const next = Math.round(((k + 1) * CANVAS_WIDTH) / count);
    const action: messagingApi.RichMenuSwitchAction = {
      type: 'richmenuswitch',
      richMenuAliasId: alias,
      data: `richmenu-page=${k + 1}`,
    };
    return { bounds: { x, y: 0, width: next - x, height: LMP_TAB_HEIGHT }, action };
  });
}

/** The view's paths (a one-page menu) in the stored menu: its name and chat-bar text are the page's data. */
function pagePath(path: string, page: number): string {
  if (path === '/name') return `/lmpData/${page}/data/name`;
  if (path === '/chat_bar_text') return `/lmpData/${page}/data/chatBarText`;
  return pathInMenu(path, page) ?? `/lmpData/${page}`;
}

/**
 * Every page as LINE's rich-menu object (the normal export of its view: server/domain/richmenu-line.ts) with the
 * tabs added; findings say their page.
 *
 * @example toLinePages(menu, 7, { origin: 'https://c.example.com', formCodes: new Map() }).pages[1].richMenuAliasId // 'richmenu-7-2'
 */
export function toLinePages(
  menu: Record<string, unknown>,
  rmid: number,
  ctx: ExportContext,
): LinePagesExport {
  const pages = pagesOf(menu);
  const aliases = pages.map((_, index) => aliasOf(menu, rmid, index));
  const tabs = tabAreas(aliases);
  const problems: PageExportProblem[] = [];
  const warnings: PageExportProblem[] = [];
  const exported = pages.map((page, index): LinePage => {
    const data = (typeof page.data === 'object' && page.data !== null ? page.data : {}) as Record<
      string,
      unknown
    >;
    const view = {
      ...pageView(menu, page),
      name: data.name,
      chat_bar_text: data.chatBarText,
      selected: data.selected,
    };
    const one = toLineRichMenu(view, ctx);
    const at = (p: ExportProblem): PageExportProblem => ({
      ...p,
      page: index,
      path: pagePath(p.path, index),
    });
    problems.push(...one.problems.map(at));
    warnings.push(...one.warnings.map(at));
    const areas = one.object.areas ?? [];
    areasOf(page).forEach((button, k) => {
      const bounds = button.bounds as { y?: unknown } | undefined;
      if (typeof bounds?.y === 'number' && bounds.y < LMP_TAB_HEIGHT)
        warnings.push({
          page: index,
          button: k,
          path: `/lmpData/${index}/areas/${k}/bounds`,
          message: `ボタンの領域がタブ(画像の上端から${LMP_TAB_HEIGHT}ピクセル)に重なっています。重なった所をタップしたときの動作はLINEでは決まりません`,
        });
    });
    if (areas.length + tabs.length > LINE_LIMITS.areas)
      problems.push({
        page: index,
        button: null,
        path: `/lmpData/${index}/areas`,
        message: `ボタンとタブ(${tabs.length}個)の合計がLINEの上限の${LINE_LIMITS.areas}個を超えています`,
      });
    return {
      page: index,
      richMenuAliasId: aliases[index] ?? '',
      imageUrl:
        typeof page.imageUrl === 'string' ? `${ctx.origin.replace(/\/+$/, '')}${page.imageUrl}` : null,
      object: { ...one.object, areas: [...tabs, ...areas].slice(0, LINE_LIMITS.areas) },
    };
  });
  const first = exported[0]?.object ?? {
    size: { width: CANVAS_WIDTH, height: 1686 },
    selected: false,
    name: '',
    chatBarText: '',
    areas: [],
  };
  return { object: first, pages: exported, problems, warnings };
}

/**
 * One line per finding for the console's alert: "予約: 3番目のボタン: …".
 *
 * @example pageProblemLines(menu, [{ page: 1, button: 2, path: '…', message: 'アクションが選択されていません' }])
 */
export function pageProblemLines(
  menu: Record<string, unknown>,
  problems: readonly PageExportProblem[],
): string[] {
  const pages = pagesOf(menu);
  return problems.map((p) => {
    const data = pages[p.page]?.data as { name?: unknown } | undefined;
    const name = typeof data?.name === 'string' && data.name !== '' ? data.name : `${p.page + 1}ページ目`;
    return p.button === null ? `${name}: ${p.message}` : `${name}: ${p.button + 1}番目のボタン: ${p.message}`;
  });
}
