/**
 * The last edit before a reload, kept where a reload cannot lose it. A draft is written to IndexedDB half a
 * second (friend editor) or a second (documents) after an edit, and at once when the page goes; but an IndexedDB
 * write started as the page unloads is asynchronous, and Chromium drops it with the page: a reload 50 ms after
 * the last key offered no draft. sessionStorage is written synchronously, and a reload of the tab keeps it, so the
 * write as the page goes lands there too; the next read of the key takes the newer of the two and moves it into
 * IndexedDB. Only that one write goes to sessionStorage: it is synchronous and capped at about 5 MB, no place
 * for a write every second of typing (see drafts.ts).
 */
import type { DraftRecord } from '../../machines/index.ts';
import type { DraftStore } from './drafts.ts';

/** The part of sessionStorage used here (tests pass a Map-backed one). */
export interface FallbackStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

const PREFIX = 'console-draft:';
/**
 * A delete's mark: when the delete began. An IndexedDB delete started just before a reload is cut off as a write
 * is (a draft discarded with 破棄する and the page reloaded at once was offered again); the mark, written
 * synchronously, makes the next read finish it. A draft written after it (another tab's, later) is kept.
 */
const DELETED = 'console-draft-deleted:';

function deletedAt(storage: FallbackStorage, key: string): number | undefined {
  try {
    const text = storage.getItem(DELETED + key);
    const at = text === null ? Number.NaN : Number(text);
    return Number.isFinite(at) ? at : undefined;
  } catch {
    return undefined;
  }
}

function read(storage: FallbackStorage, key: string): DraftRecord | undefined {
  try {
    const text = storage.getItem(PREFIX + key);
    const value: unknown = text === null ? undefined : JSON.parse(text);
    const draft = value as DraftRecord | undefined;
    return draft && typeof draft.at === 'number' && typeof draft.document === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

function remove(storage: FallbackStorage, key: string, prefix = PREFIX): void {
  try {
    storage.removeItem(prefix + key);
  } catch {
    // Nothing to forget.
  }
}

/**
 * `store` with its `setNow` also written synchronously to `storage` (this tab's sessionStorage): a reload right
 * after it finds the draft even when the IndexedDB write was cut off. Without a storage, `store` as it is.
 *
 * @example const drafts = withSessionFallback(createIdbDraftStore(), sessionStorage);
 * addEventListener('pagehide', () => drafts.setNow('1:7:friend:3', draft));
 */
export function withSessionFallback(store: DraftStore, storage: FallbackStorage | undefined): DraftStore {
  if (!storage) return store;
  /** The fallback's draft of `key` moves into the store when it is the newer; answers the newer of the two. */
  const get = async (key: string): Promise<DraftRecord | undefined> => {
    const kept = read(storage, key);
    let stored = await store.get(key);
    const deleted = deletedAt(storage, key);
    if (deleted !== undefined) {
      // A delete this tab began and may not have finished: a draft not newer than it is gone.
      if (stored && stored.at <= deleted) {
        await store.delete(key);
        stored = undefined;
      }
      remove(storage, key, DELETED);
    }
    if (!kept) return stored;
    if (stored && stored.at > kept.at) {
      remove(storage, key);
      return stored;
    }
    await store.set(key, kept);
    remove(storage, key);
    return kept;
  };
  return {
    get,
    async set(key, draft) {
      await store.set(key, draft);
      // A later setNow's draft stays until the store holds it.
      if ((read(storage, key)?.at ?? Number.POSITIVE_INFINITY) <= draft.at) remove(storage, key);
    },
    setNow(key, draft) {
      try {
        storage.setItem(PREFIX + key, JSON.stringify(draft));
      } catch {
        // Full or refused: the store's own write below is all there is.
      }
      store.setNow(key, draft);
    },
    async delete(key) {
      try {
        storage.setItem(DELETED + key, String(Date.now()));
      } catch {
        // Full or refused: the store's delete below is all there is.
      }
      remove(storage, key);
      await store.delete(key);
      remove(storage, key, DELETED);
    },
    async keys(prefix) {
      const found = new Set(await store.keys(prefix));
      try {
        for (let index = 0; index < storage.length; index += 1) {
          const name = storage.key(index);
          if (name?.startsWith(PREFIX + prefix)) found.add(name.slice(PREFIX.length));
        }
      } catch {
        // A refusing storage holds nothing.
      }
      return [...found];
    },
    async move(from, to) {
      // The fallback's draft joins the store first, so the move takes whichever is the newer.
      if (read(storage, from)) await get(from);
      return store.move(from, to);
    },
  };
}

/**
 * Calls `write` as the page goes: pagehide (a reload, a closed tab, a link away) and the page hidden (a phone
 * switching apps may discard a hidden tab with no pagehide). Answers the function that stops listening.
 *
 * @example useEffect(() => onPageGoing(() => pending.current?.(true)), []);
 */
export function onPageGoing(write: () => void): () => void {
  const hidden = () => {
    if (document.visibilityState === 'hidden') write();
  };
  window.addEventListener('pagehide', write);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    window.removeEventListener('pagehide', write);
    document.removeEventListener('visibilitychange', hidden);
  };
}
