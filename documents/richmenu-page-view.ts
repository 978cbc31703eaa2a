/**
 * Each page of an external-builder menu is checked as a one-page menu of its own ("the page's view"): its image,
 * its height, its buttons in `options`, so every rule of the normal mode — the action plugins' fields, the areas
 * within the page's height, at most 20 buttons, the image — holds per page, on the server and in the browser,
 * without a second copy of those rules. The view's issues are then moved to where they are in `lmpData`.
 */
import type { Issue } from '../engine/core/index.ts';
import { ACTION_TARGET_FIELD, actionUnset, areasOf, pagesOf, userMessageTooLong } from './richmenu-pages.ts';

/** Codes of the normal mode's menu-level rules that do not hold for a page (spec 001 §5: no button minimum). */
const NOT_FOR_PAGES = new Set(['richmenu_button_required']);

/**
 * The one-page menu a page is checked as: the menu's own name and chat-bar text (checked on the menu itself),
 * the page's image, height and buttons.
 *
 * @example pageView({ name: 'タブ', chat_bar_text: 'メニュー' }, { height: 843, media_id: 4, areas: [] }).height // 843
 */
export function pageView(
  menu: Record<string, unknown>,
  page: Record<string, unknown>,
): Record<string, unknown> {
  return {
    name: typeof menu.name === 'string' && menu.name !== '' ? menu.name : 'page',
    chat_bar_text: 'page',
    selected: 1,
    group_id: 0,
    height: page.height === 843 ? 843 : 1686,
    media_id: typeof page.media_id === 'number' ? page.media_id : null,
    options: areasOf(page),
  };
}

/**
 * Where a view's issue is in the menu: `/options…` → `/lmpData/{i}/areas…`, `/media_id` → `/lmpData/{i}/media_id`;
 * undefined for the view's own envelope (its name and chat-bar text are the menu's, checked there).
 *
 * @example pathInMenu('/options/2/url', 1) // '/lmpData/1/areas/2/url'
 */
export function pathInMenu(viewPath: string, page: number): string | undefined {
  if (viewPath === '/options' || viewPath.startsWith('/options/'))
    return `/lmpData/${page}/areas${viewPath.slice('/options'.length)}`;
  if (viewPath === '/media_id') return `/lmpData/${page}/media_id`;
  return undefined;
}

/**
 * The paths whose normal-mode issues the external builder's own messages replace, so one fault reads once: the
 * unset action's field (アクションを設定してください instead of, say, アクションを選択してください) and the over-long
 * user message (ユーザーメッセージは60文字以内にしてください).
 */
function replacedPaths(page: Record<string, unknown>, index: number): Set<string> {
  const replaced = new Set<string>();
  areasOf(page).forEach((button, k) => {
    const field = typeof button.actype === 'number' ? ACTION_TARGET_FIELD[button.actype] : undefined;
    if (field && (actionUnset(button) || (field === 'label' && userMessageTooLong(button))))
      replaced.add(`/lmpData/${index}/areas/${k}/${field}`);
  });
  return replaced;
}

/**
 * Every page's issues as a one-page menu, in the menu's paths. `validate` checks one view: the browser passes the
 * registry's document validation, the server the answers of its save validation (references, abilities, stored
 * images), computed beforehand.
 *
 * @example externalPageIssues(menu, (view) => validateDocument(registry, 'richmenu', view, ctx))
 */
export function externalPageIssues(
  menu: Record<string, unknown>,
  validate: (view: Record<string, unknown>, page: number) => readonly Issue[],
): Issue[] {
  return pagesOf(menu).flatMap((page, index) => {
    const replaced = replacedPaths(page, index);
    const found: Issue[] = [];
    for (const issue of validate(pageView(menu, page), index)) {
      const path = pathInMenu(issue.path, index);
      if (path === undefined || NOT_FOR_PAGES.has(issue.code) || replaced.has(path)) continue;
      found.push({ ...issue, path });
    }
    return found;
  });
}
