import { describe, expect, it } from 'vitest';
import type { DraftRecord } from '../../machines/index.ts';
import { type FallbackStorage, withSessionFallback } from './draft-fallback.ts';
import { type DraftStore, memoryDraftStore } from './drafts.ts';

/** sessionStorage in a Map. */
function mapStorage(): FallbackStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
  };
}

/** A store whose setNow is lost, as an IndexedDB write begun by a reload is. */
function cutOff(): DraftStore & { entries: Map<string, DraftRecord> } {
  const store = memoryDraftStore();
  return { ...store, setNow: () => undefined };
}

const draft = (at: number, memo: string): DraftRecord => ({ at, revision: 1, document: { memo } });

describe('withSessionFallback', () => {
  it('keeps the write as the page goes when the store loses it, and moves it into the store on the next read', async () => {
    const storage = mapStorage();
    const store = cutOff();
    withSessionFallback(store, storage).setNow('1:7:friend:3', draft(2, '直前'));
    expect(store.entries.size).toBe(0);
    // The reloaded page: a new wrapper over the same storage.
    const reloaded = withSessionFallback(store, storage);
    expect((await reloaded.get('1:7:friend:3'))?.document).toEqual({ memo: '直前' });
    expect(store.entries.get('1:7:friend:3')?.document).toEqual({ memo: '直前' });
    expect(storage.map.size).toBe(0);
  });

  it('answers the newer of the two, and a later set replaces the fallback', async () => {
    const storage = mapStorage();
    const store = cutOff();
    const drafts = withSessionFallback(store, storage);
    drafts.setNow('k', draft(1, 'old'));
    await store.set('k', draft(5, 'new'));
    expect((await drafts.get('k'))?.document).toEqual({ memo: 'new' });
    drafts.setNow('k', draft(6, 'going'));
    await drafts.set('k', draft(7, 'later'));
    expect(storage.map.size).toBe(0);
    // An older set finishing after a setNow leaves the setNow's draft in place.
    drafts.setNow('k', draft(9, 'last'));
    await drafts.set('k', draft(8, 'slow'));
    expect((await drafts.get('k'))?.document).toEqual({ memo: 'last' });
  });

  it('lists, moves and deletes the fallback’s drafts with the store’s', async () => {
    const storage = mapStorage();
    const store = cutOff();
    const drafts = withSessionFallback(store, storage);
    drafts.setNow('1:7:action:new:a', draft(3, 'a'));
    await store.set('1:7:action:new:b', draft(2, 'b'));
    expect((await drafts.keys('1:7:action:new')).sort()).toEqual(['1:7:action:new:a', '1:7:action:new:b']);
    expect((await drafts.move('1:7:action:new:a', '1:7:action:new:c'))?.document).toEqual({ memo: 'a' });
    expect(await drafts.get('1:7:action:new:a')).toBeUndefined();
    drafts.setNow('x', draft(1, 'x'));
    await drafts.delete('x');
    expect(await drafts.get('x')).toBeUndefined();
  });

  it('finishes a delete the reload cut off: the discarded draft is not offered again', async () => {
    const storage = mapStorage();
    const store = memoryDraftStore();
    await store.set('1:7:action:12', draft(5, '破棄した下書き'));
    // The IndexedDB delete never completes: the page reloads right after 破棄する.
    void withSessionFallback({ ...store, delete: () => new Promise<void>(() => undefined) }, storage).delete(
      '1:7:action:12',
    );
    const reloaded = withSessionFallback(store, storage);
    expect(await reloaded.get('1:7:action:12')).toBeUndefined();
    expect(await store.get('1:7:action:12')).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('keeps a draft written after the delete began (another tab’s, later)', async () => {
    const storage = mapStorage();
    const store = memoryDraftStore();
    void withSessionFallback({ ...store, delete: () => new Promise<void>(() => undefined) }, storage).delete(
      'k',
    );
    await store.set('k', draft(Date.now() + 1000, 'later'));
    expect((await withSessionFallback(store, storage).get('k'))?.document).toEqual({ memo: 'later' });
  });

  it('is the store itself without a storage', () => {
    const store = memoryDraftStore();
    expect(withSessionFallback(store, undefined)).toBe(store);
  });
});
