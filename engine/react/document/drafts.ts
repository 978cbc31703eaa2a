/**
 * Where a document editor keeps every edit until it is saved (issue: no edit ever lost): IndexedDB through
 * idb-keyval (a 600-byte, well-kept wrapper), one entry per account, operator, kind and document. localStorage
 * would do for small documents, but it is synchronous (a 100-block action written every second would stall
 * typing) and capped at about 5 MB per origin; IndexedDB is neither.
 */
import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { DraftRecord } from '../../machines/index.ts';

/** A place for drafts. Every call settles (a refusing browser reads as "no draft", never as an error). */
export interface DraftStore {
  get(key: string): Promise<DraftRecord | undefined>;
  set(key: string, draft: DraftRecord): Promise<void>;
  /**
   * Writes as the page goes (pagehide, hidden): begun before it returns, as nothing after a pagehide may run.
   * IndexedDB's write may still be cut off by the unload; withSessionFallback (draft-fallback.ts) adds a
   * synchronous copy a reload finds.
   */
  setNow(key: string, draft: DraftRecord): void;
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix` (the new-document drafts of one kind: one per tab, see new-drafts.ts). */
  keys(prefix: string): Promise<string[]>;
  /**
   * Moves the draft at `from` to `to` in one step, so two tabs taking the same draft cannot both get it: the
   * second finds nothing. Answers the draft moved, or undefined when there was none.
   */
  move(from: string, to: string): Promise<DraftRecord | undefined>;
}

/** Whose drafts: the account and the operator (another operator on the same browser is never offered them). */
export interface DraftOwner {
  account: number | string;
  operator: number | string;
}

/**
 * The draft key of a document: account, operator, kind and id ('new' before its first save). Drafts are the
 * operator's: one logged in after another on the same browser sees none of the other's (they could hold what the
 * second may not see or change). A new document's draft is kept per tab under this key and the tab's id
 * (`1:7:action:new:<tab>`, see claimNewDraftKey), so two tabs each writing a new action keep both.
 *
 * @example draftKey({ account: 1, operator: 7 }, 'action', 12) // '1:7:action:12'
 */
export function draftKey(owner: DraftOwner, kind: string, id: number | null): string {
  return `${owner.account}:${owner.operator}:${kind}:${id ?? 'new'}`;
}

function isDraft(value: unknown): value is DraftRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.at === 'number' && typeof record.document === 'object' && record.document !== null;
}

/**
 * Drafts in the browser's IndexedDB (database `console-drafts`); undefined where the browser has none.
 *
 * @example const drafts = createIdbDraftStore(); await drafts?.set('1:action:3', { at: Date.now(), revision: 2, document });
 */
export function createIdbDraftStore(database = 'console-drafts'): DraftStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: UseStore | undefined;
  const db = () => {
    store ??= createStore(database, 'drafts');
    return store;
  };
  return {
    async get(key) {
      try {
        const value = await get(key, db());
        return isDraft(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, draft) {
      try {
        await set(key, draft, db());
      } catch {
        // A full or refused store loses only the safety net, never the edit on the page.
      }
    },
    setNow(key, draft) {
      void set(key, draft, db()).catch(() => undefined);
    },
    async delete(key) {
      try {
        await del(key, db());
      } catch {
        // Nothing to forget.
      }
    },
    async keys(prefix) {
      try {
        // Every string starting with the prefix sorts between it and it followed by the highest code unit.
        const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
        const found = await db()('readonly', (store) => promisifyRequest(store.getAllKeys(range)));
        return found.filter((key): key is string => typeof key === 'string');
      } catch {
        return [];
      }
    },
    async move(from, to) {
      try {
        // One readwrite transaction: IndexedDB runs overlapping ones on a store one after the other, across
        // tabs too, so the second of two tabs moving the same draft reads nothing.
        return await db()('readwrite', (store) => moveIn(store, from, to));
      } catch {
        return undefined;
      }
    },
  };
}

/** Reads, writes and deletes with request callbacks only: a promise's await could let the transaction close. */
function moveIn(store: IDBObjectStore, from: string, to: string): Promise<DraftRecord | undefined> {
  return new Promise((resolve, reject) => {
    const read = store.get(from);
    read.onerror = () => reject(read.error);
    read.onsuccess = () => {
      const value: unknown = read.result;
      if (!isDraft(value)) return resolve(undefined);
      store.put(value, to);
      store.delete(from);
      store.transaction.oncomplete = () => resolve(value);
      store.transaction.onabort = store.transaction.onerror = () => reject(store.transaction.error);
    };
  });
}

/**
 * Drafts in memory (tests, and browsers without IndexedDB: then they last as long as the page).
 *
 * @example const drafts = memoryDraftStore(); await drafts.get('1:action:3') // undefined
 */
export function memoryDraftStore(): DraftStore & { entries: Map<string, DraftRecord> } {
  const entries = new Map<string, DraftRecord>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, draft) => {
      entries.set(key, draft);
    },
    setNow: (key, draft) => {
      entries.set(key, draft);
    },
    delete: async (key) => {
      entries.delete(key);
    },
    keys: async (prefix) => [...entries.keys()].filter((key) => key.startsWith(prefix)),
    move: async (from, to) => {
      const draft = entries.get(from);
      if (!draft) return undefined;
      entries.delete(from);
      entries.set(to, draft);
      return draft;
    },
  };
}
