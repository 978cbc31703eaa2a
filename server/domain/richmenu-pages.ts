import { externalPageIssues, pageView } from '../../documents/richmenu-page-view.ts';
import { isExternalBuilder, pagesOf } from '../../documents/richmenu-pages.ts';
import type { Issue } from '../../engine/core/index.ts';
import type { Account } from '../db/accounts.ts';
import { accountContext, resolveReferences } from './context.ts';
import { resolveContextItems, withContextItems } from './context-items.ts';
import type { ServerDeps } from './deps.ts';
import { collectContextReferences, collectReferences } from './references.ts';
import { validateForSave } from './validate.ts';

/**
 * An external-builder menu sent with buttons of its own: refused, not dropped (the editor in the browser holds
 * the open page's buttons as its list, so only the server's wire form is checked for this).
 */
export const LMP_OPTIONS_REFUSED = '複数ページのメニューでは、ボタンはページごとに設定してください';

/**
 * The external-builder save's server side (docs/decisions/richmenu-external-builder.md): each page's image is
 * the account's and as tall as the page (`imageUrl` is the server's, made from `media_id`; the client's is
 * dropped), and each page is validated as the one-page menu it would be in the normal mode — its buttons'
 * fields, the items they name (an action, a form that must exist), the account's abilities, their areas within
 * the page's height, at most 20 — with the issues at their place in `lmpData`. `prepareImage` is the normal
 * mode's image step (server/domain/richmenu.ts), run on each page's view.
 *
 * @example const issues = await prepareExternalPages(deps, account, menu, prepareImage);
 */
export async function prepareExternalPages(
  deps: ServerDeps,
  account: Account,
  menu: Record<string, unknown>,
  prepareImage: (view: Record<string, unknown>) => Promise<Issue[]>,
): Promise<Issue[]> {
  if (!isExternalBuilder(menu)) return [];
  const own: Issue[] =
    Array.isArray(menu.options) && menu.options.length > 0
      ? [{ path: '/options', code: 'richmenu_lmp_options', message: LMP_OPTIONS_REFUSED, severity: 'error' }]
      : [];
  const pages = pagesOf(menu);
  const found = await Promise.all(
    pages.map(async (page) => {
      delete page.imageUrl;
      const view = pageView(menu, page);
      const imageIssues = await prepareImage(view);
      if (typeof view.media_url === 'string') page.imageUrl = view.media_url;
      return [...imageIssues, ...(await validateView(deps, account, view))];
    }),
  );
  return [...own, ...externalPageIssues(menu, (_view, index) => found[index] ?? [])];
}

/** The normal save's validation of one view: rules, abilities, references that must exist. */
async function validateView(deps: ServerDeps, account: Account, view: Record<string, unknown>) {
  const { registry } = deps;
  const [resolved, extra] = await Promise.all([
    resolveReferences(deps, account.id, collectReferences(registry, 'richmenu', view)),
    resolveContextItems(deps.db, account.id, collectContextReferences(registry, 'richmenu', view)),
  ]);
  const references = withContextItems(resolved, extra);
  return validateForSave(registry, 'richmenu', view, accountContext(account, references), references.missing);
}
