/**
 * What the page tabs of an external-builder menu do to `lmpData` (docs/decisions/richmenu-external-builder.md):
 * add, remove, move, rename, and the image and settings of one page, as plain functions over the list (no React)
 * so each is tested without a page. Every function answers a new list; the old one is left as it was.
 */
import { LMP_MAX_PAGES, type LmpPage, newPage } from '../../../documents/richmenu-pages.ts';

/** The pages of a document's envelope (an empty list when it has none). */
export const pagesIn = (envelope: Record<string, unknown>): LmpPage[] =>
  Array.isArray(envelope.lmpData) ? (envelope.lmpData as LmpPage[]) : [];

/**
 * A new page at the end, named after its number (ページ3); null at the limit of ten.
 *
 * @example addPage([newPage(1)])?.[1].data.name // 'ページ2'
 */
export function addPage(pages: readonly LmpPage[]): LmpPage[] | null {
  if (pages.length >= LMP_MAX_PAGES) return null;
  return [...pages, newPage(pages.length + 1)];
}

/**
 * The list without page `index`; null for the last page left (a menu has at least one).
 *
 * @example removePage([a, b, c], 1) // [a, c]
 */
export function removePage(pages: readonly LmpPage[], index: number): LmpPage[] | null {
  if (pages.length <= 1 || index < 0 || index >= pages.length) return null;
  return pages.filter((_, i) => i !== index);
}

/**
 * The list with page `from` moved to `to` (the tab order is the LINE tab order); null when either is outside.
 *
 * @example movePage([a, b, c], 2, 0) // [c, a, b]
 */
export function movePage(pages: readonly LmpPage[], from: number, to: number): LmpPage[] | null {
  if (from === to || from < 0 || to < 0 || from >= pages.length || to >= pages.length) return null;
  const next = [...pages];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/**
 * The list with page `index` changed by `patch`; `data` is merged (name, chat-bar text, initial state).
 *
 * @example updatePage(pages, 0, { data: { name: 'お知らせ' } })
 */
export function updatePage(
  pages: readonly LmpPage[],
  index: number,
  patch: Partial<Omit<LmpPage, 'data'>> & { data?: Partial<LmpPage['data']> },
): LmpPage[] {
  return pages.map((page, i) =>
    i === index ? { ...page, ...patch, data: { ...page.data, ...(patch.data ?? {}) } } : page,
  );
}

/**
 * The tab to show after page `removed` went: the one before it, or the first.
 *
 * @example pageAfterRemoval(2) // 1
 */
export const pageAfterRemoval = (removed: number): number => Math.max(0, removed - 1);
