import type { MutableRefObject } from 'react';
import type { DraftStore } from '../../../engine/react/document/drafts.ts';
import { draftForm } from './wire.ts';

/**
 * The browser's drafts of rich menus, an external-builder menu's kept with its first page as the list: a draft is
 * restored when the editor opens, on its first page, whichever page was open when it was written.
 *
 * @example const drafts = pageDrafts(services.drafts, openPage);
 */
export function pageDrafts(drafts: DraftStore, openPage: MutableRefObject<number>): DraftStore {
  return {
    get: (key) => drafts.get(key),
    delete: (key) => drafts.delete(key),
    keys: (prefix) => drafts.keys(prefix),
    move: (from, to) => drafts.move(from, to),
    set: (key, draft) => drafts.set(key, { ...draft, document: draftForm(draft.document, openPage.current) }),
    setNow: (key, draft) =>
      drafts.setNow(key, { ...draft, document: draftForm(draft.document, openPage.current) }),
  };
}
