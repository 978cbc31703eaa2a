/**
 * Where a document editor keeps every edit until it is saved (issue: no edit ever lost): IndexedDB through
 * idb-keyval (a 600-byte, well-kept wrapper), one entry per account, kind and document. localStorage would do for
 * small documents, but it is synchronous (a 100-block action written every second would stall typing) and
 * capped at about 5 MB per origin; IndexedDB is neither.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DraftRecord } from '../../machines/index.ts';

/** A place for drafts. Every call settles (a refusing browser reads as "no draft", never as an error). */
export interface DraftStore {
  get(key: string): Promise<DraftRecord | undefined>;
  set(key: string, draft: DraftRecord): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * The draft key of a document: account, kind and id ('new' before its first save).
 *
 * @example draftKey(1, 'action', 12) // '1:action:12'
 */
export function draftKey(account: number | string, kind: string, id: number | null): string {
  return `${account}:${kind}:${id ?? 'new'}`;
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
    async delete(key) {
      try {
        await del(key, db());
      } catch {
        // Nothing to forget.
      }
    },
  };
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
    delete: async (key) => {
      entries.delete(key);
    },
  };
}
