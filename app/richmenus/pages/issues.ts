import { richmenuDocumentMessages } from '../../../documents/richmenu.ts';
import { externalPageIssues } from '../../../documents/richmenu-page-view.ts';
import {
  type Issue,
  type PluginContext,
  parsePointer,
  type Registry,
  validateDocument,
} from '../../../engine/core/index.ts';
import type { WireDocument } from '../../../engine/machines/index.ts';
import { wireForm } from './wire.ts';

/** The menu-level rules of the normal mode, which a page's view also answers (its image, areas, 20 buttons). */
const MENU_RULES = new Set(Object.keys(richmenuDocumentMessages));

/**
 * The pages' issues for the editor's summary (spec 001 §5): every page checked as a one-page menu
 * (documents/richmenu-page-view.ts). The open page's buttons are the editor's own list, whose panels already
 * answer their fields: of that page only the menu-level findings are added (its image, its 20 buttons, areas
 * within its height), so no fault reads twice.
 *
 * @example pageIssues(registry, document, ctx, 0)
 */
export function pageIssues(
  registry: Registry,
  document: WireDocument,
  ctx: PluginContext,
  openPage: number,
): Issue[] {
  const menu = wireForm(document, openPage);
  return externalPageIssues(menu, (view) => validateDocument(registry, 'richmenu', view, ctx)).filter(
    (issue) => parsePointer(issue.path)[1] !== String(openPage) || MENU_RULES.has(issue.code),
  );
}
