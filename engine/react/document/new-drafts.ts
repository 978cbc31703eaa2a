/**
 * Where a new document's draft is kept: per tab (docs/decisions/drafts-per-tab.md). With one key per kind, two
 * tabs each writing a new action overwrote each other's draft; now each tab writes under its own id, a reload
 * finds its tab's draft again, and a tab that was closed leaves its draft to the next tab that opens a new
 * document of that kind — never to one while it is still open.
 */
import type { DraftTab } from './draft-tab.ts';
import type { DraftStore } from './drafts.ts';

/**
 * The key of this tab's new-document draft: `newKey` (see draftKey with a null id) and the tab's id.
 *
 * @example tabDraftKey('1:action:new', tab) // '1:action:new:c0a8…'
 */
export const tabDraftKey = (newKey: string, tab: DraftTab): string => `${newKey}:${tab.id}`;

/**
 * The key this tab keeps its new document's draft under. When the tab has no draft there, the newest draft of a
 * tab that is closed now (a crash, an accidental close; or one kept before drafts were per tab, under `newKey`
 * itself) is moved there first, in one step, so it is offered here and no other tab takes it as well. A browser
 * that cannot tell open tabs from closed ones (no Web Locks) takes none.
 *
 * @example const key = await claimNewDraftKey(drafts, draftKey(1, 'action', null), await browserDraftTab());
 */
export async function claimNewDraftKey(drafts: DraftStore, newKey: string, tab: DraftTab): Promise<string> {
  const own = tabDraftKey(newKey, tab);
  if (await drafts.get(own)) return own;
  const open = await tab.openTabs();
  if (!open) return own;
  const tabOf = (key: string) => (key === newKey ? undefined : key.slice(newKey.length + 1));
  const left = (await drafts.keys(newKey)).filter((key) => {
    if (key !== newKey && !key.startsWith(`${newKey}:`)) return false;
    const owner = tabOf(key);
    return owner === undefined || !open.has(owner);
  });
  const dated = await Promise.all(left.map(async (key) => ({ key, at: (await drafts.get(key))?.at ?? 0 })));
  // The newest first; when another tab takes it meanwhile, the next one.
  for (const { key } of dated.sort((a, b) => b.at - a.at)) {
    if (await drafts.move(key, own)) return own;
  }
  return own;
}
