import { describe, expect, it } from 'vitest';
import type { DraftTab } from './draft-tab.ts';
import { memoryDraftStore } from './drafts.ts';
import { claimNewDraftKey } from './new-drafts.ts';

const NEW = '1:action:new';
const draft = (name: string, at: number) => ({ at, revision: undefined, document: { a_name: name } });

/** A tab `id` among the open tabs `open` (null: a browser that cannot tell). */
const tab = (id: string, open: string[] | null = [id]): DraftTab => ({
  id,
  openTabs: async () => (open ? new Set(open) : undefined),
});

describe('claimNewDraftKey: a new document’s draft, per tab', () => {
  it('keeps the tab’s own draft and leaves every other one where it is', async () => {
    const drafts = memoryDraftStore();
    await drafts.set(`${NEW}:a`, draft('A', 1));
    await drafts.set(`${NEW}:closed`, draft('closed', 5));
    await expect(claimNewDraftKey(drafts, NEW, tab('a'))).resolves.toBe(`${NEW}:a`);
    expect(drafts.entries.get(`${NEW}:a`)?.document).toEqual({ a_name: 'A' });
    expect(drafts.entries.has(`${NEW}:closed`)).toBe(true);
  });

  it('takes the newest draft of a closed tab, never one of a tab still open', async () => {
    const drafts = memoryDraftStore();
    await drafts.set(`${NEW}:open`, draft('open', 9));
    await drafts.set(`${NEW}:old`, draft('old', 1));
    await drafts.set(`${NEW}:closed`, draft('closed', 5));
    // Another kind's and a saved action's drafts are not this kind's new ones.
    await drafts.set('1:funnel:new:gone', draft('funnel', 7));
    await drafts.set('1:action:12', draft('saved', 8));
    const key = await claimNewDraftKey(drafts, NEW, tab('c', ['c', 'open']));
    expect(key).toBe(`${NEW}:c`);
    expect(drafts.entries.get(key)?.document).toEqual({ a_name: 'closed' });
    expect([...drafts.entries.keys()].sort()).toEqual(
      ['1:action:12', '1:funnel:new:gone', `${NEW}:c`, `${NEW}:old`, `${NEW}:open`].sort(),
    );
  });

  it('takes a draft kept before drafts were per tab (the kind’s one key)', async () => {
    const drafts = memoryDraftStore();
    await drafts.set(NEW, draft('legacy', 3));
    await expect(claimNewDraftKey(drafts, NEW, tab('a'))).resolves.toBe(`${NEW}:a`);
    expect(drafts.entries.get(`${NEW}:a`)?.document).toEqual({ a_name: 'legacy' });
    expect(drafts.entries.has(NEW)).toBe(false);
  });

  it('two tabs opening at once: only one of them gets the closed tab’s draft', async () => {
    const drafts = memoryDraftStore();
    await drafts.set(`${NEW}:closed`, draft('closed', 5));
    const [first, second] = await Promise.all([
      claimNewDraftKey(drafts, NEW, tab('a', ['a', 'b'])),
      claimNewDraftKey(drafts, NEW, tab('b', ['a', 'b'])),
    ]);
    const holders = [first, second].filter((key) => drafts.entries.has(key));
    expect(holders).toHaveLength(1);
    expect(drafts.entries.size).toBe(1);
  });

  it('takes nothing where open tabs cannot be told from closed ones (no Web Locks)', async () => {
    const drafts = memoryDraftStore();
    await drafts.set(`${NEW}:other`, draft('other', 5));
    await expect(claimNewDraftKey(drafts, NEW, tab('a', null))).resolves.toBe(`${NEW}:a`);
    expect([...drafts.entries.keys()]).toEqual([`${NEW}:other`]);
  });
});
