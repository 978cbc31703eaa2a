import type { SetStateAction } from 'react';
import { type MutableRefObject, useCallback, useEffect, useState } from 'react';
import type { LmpPage } from '../../../documents/richmenu-pages.ts';
import { deepEqual } from '../../../engine/core/documents/deep-equal.ts';
import { type EditorStore, withoutBlockIds } from '../../../engine/core/index.ts';
import { addPage, movePage, pageAfterRemoval, pagesIn, removePage, updatePage } from './operations.ts';

/** What the page tabs need from the document editor. */
export interface PagesEditor {
  store: EditorStore;
  envelope: Record<string, unknown>;
  replaceEnvelope(next: SetStateAction<Record<string, unknown>>): void;
}

/** The open page and what the tabs do. */
export interface ExternalPages {
  pages: LmpPage[];
  /** The open page's index (clamped to the pages there are). */
  current: number;
  page: LmpPage | undefined;
  select(index: number): void;
  /** False at the limit of ten pages. */
  add(): boolean;
  remove(): void;
  move(to: number): void;
  update(patch: Parameters<typeof updatePage>[2]): void;
}

/**
 * The pages of an external-builder menu in the editor (docs/decisions/richmenu-external-builder.md): the block
 * list holds the open page's buttons and every change of it is written into that page in `lmpData` at once, so
 * the envelope always holds the whole menu; opening another page loads its buttons into the list (a new undo
 * history per page). `openPage` is the editor's ref of the open page, which its calls read (wire.ts).
 *
 * @example const pages = useExternalPages(editor, openPage, external);
 */
export function useExternalPages(
  editor: PagesEditor,
  openPage: MutableRefObject<number>,
  external: boolean,
): ExternalPages {
  const { store, envelope, replaceEnvelope } = editor;
  const pages = pagesIn(envelope);
  const [chosen, setChosen] = useState(0);
  const current = Math.max(0, Math.min(chosen, pages.length - 1));
  openPage.current = current;

  // The list as it is now, written into the open page of lmpData (unchanged when nothing differs).
  const commitOpen = useCallback(() => {
    // With their stable ids, as the save sends the open page (pages/wire.ts); a page that differs only by ids (its
    // buttons stored without them) is left as it is, so opening a menu does not make it unsaved.
    const areas = store.serialize({ ids: true }) as LmpPage['areas'];
    const at = openPage.current;
    replaceEnvelope((now) => {
      const all = pagesIn(now);
      const open = all[at];
      if (!open || deepEqual(withoutBlockIds(open.areas), withoutBlockIds(areas))) return now;
      return { ...now, lmpData: updatePage(all, at, { areas }) };
    });
  }, [store, replaceEnvelope, openPage]);

  // The open page follows every edit of the list, so the envelope always holds the whole menu (the dirty mark,
  // the drafts, the summary read it).
  useEffect(() => {
    if (!external) return;
    const stop = store.subscribe(commitOpen);
    return () => {
      stop();
    };
  }, [external, store, commitOpen]);

  /** Opens page `index`, its buttons from `list` (a page not open is up to date there). */
  const open = useCallback(
    (index: number, list: readonly LmpPage[]) => {
      openPage.current = index;
      setChosen(index);
      store.load(list[index]?.areas ?? [], { saved: true });
    },
    [store, openPage],
  );
  /** Changes the list of pages from what it is when React applies it (after any commit queued before). */
  const change = (next: (all: LmpPage[]) => LmpPage[] | null) =>
    replaceEnvelope((now) => {
      const changed = next(pagesIn(now));
      return changed ? { ...now, lmpData: changed } : now;
    });

  return {
    pages,
    current,
    page: pages[current],
    select: (index) => {
      if (index === current || !pages[index]) return;
      // Once more before leaving the page: a merged document shown after a 409 loads the list before the envelope.
      commitOpen();
      open(index, pages);
    },
    add: () => {
      const next = addPage(pages);
      if (!next) return false;
      commitOpen();
      change((all) => addPage(all));
      open(next.length - 1, next);
      return true;
    },
    remove: () => {
      const next = removePage(pages, current);
      if (!next) return;
      change((all) => removePage(all, current));
      open(pageAfterRemoval(current), next);
    },
    move: (to) => {
      if (!movePage(pages, current, to)) return;
      commitOpen();
      change((all) => movePage(all, current, to));
      openPage.current = to;
      setChosen(to);
    },
    update: (patch) => change((all) => updatePage(all, current, patch)),
  };
}
