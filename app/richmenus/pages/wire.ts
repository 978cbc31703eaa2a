/**
 * The external-builder menu between the server and the editor (docs/decisions/richmenu-external-builder.md). The
 * editor's block list holds the open page's buttons only (the canvas, the area list and the panels are the
 * normal mode's, unchanged); the other pages' buttons wait in `lmpData`, which the editor keeps up to date with
 * the open page. So a document the editor works with has `options` = the open page's buttons, and these
 * functions turn the server's document into that and back.
 */
import type { WireDocument } from '../../../engine/machines/index.ts';
import { pagesIn } from './operations.ts';

const isExternal = (document: WireDocument): boolean => Array.isArray(document.lmpData);

/**
 * The server's document as the editor holds it with page `page` open: that page's buttons as the list.
 *
 * @example editorForm({ lmpData: [{ areas: [a] }, { areas: [b] }], options: [] }, 1).options // [b]
 */
export function editorForm(document: WireDocument, page: number): WireDocument {
  if (!isExternal(document)) return document;
  const pages = pagesIn(document);
  const open = pages[Math.min(page, pages.length - 1)];
  return { ...document, options: Array.isArray(open?.areas) ? open.areas : [] };
}

/**
 * The editor's document as the server keeps it: the open page's buttons (the list, the latest) in their page,
 * no list of the menu's own. Buttons keep their stable block ids (`_bid`): the server stores them, so a merge
 * after a 409 matches the open page's buttons by id, never by place. A document of the normal mode is answered
 * as it is.
 *
 * @example wireForm({ lmpData: [{ areas: [] }], options: [{ actype: 1, _bid: 'x' }] }, 0).lmpData[0].areas // [{ actype: 1, _bid: 'x' }]
 */
export function wireForm(document: WireDocument, page: number): WireDocument {
  if (!isExternal(document)) return document;
  const { options, ...rest } = document;
  const lmpData = pagesIn(document).map((p, index) => ({
    ...p,
    areas: index === page && Array.isArray(options) ? options : p.areas,
  }));
  return { ...rest, lmpData };
}

/**
 * A document for the browser's drafts: with the first page as the list, the page a reopened editor shows first
 * (the draft is restored before any tab is chosen).
 */
export const draftForm = (document: WireDocument, page: number): WireDocument =>
  isExternal(document) ? editorForm(wireForm(document, page), 0) : document;
