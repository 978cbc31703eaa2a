/**
 * Which browser tab this is, for the drafts of new documents (docs/decisions/drafts-per-tab.md): an id kept in
 * sessionStorage (a reload keeps it, a new tab gets its own), and a Web Lock named after it that the tab holds
 * while it lives, so another tab can tell a draft of an open tab (never taken) from one of a tab that was closed
 * or crashed (offered to the next new document of its kind).
 */

/** The part of `navigator.locks` used here (tests pass a fake; browsers without Web Locks have none). */
export interface TabLocks {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

/** The part of sessionStorage used here. */
export interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** This tab, as the drafts of new documents know it. */
export interface DraftTab {
  /** This tab's id: the same after a reload, another in every other tab. */
  id: string;
  /**
   * The ids of the tabs open now (their locks, held or waited for); undefined where the browser cannot tell
   * (no Web Locks): then no other tab's draft may be taken.
   */
  openTabs(): Promise<ReadonlySet<string> | undefined>;
}

/** Options of `openDraftTab`: the browser's own by default. */
export interface DraftTabOptions {
  /** null: none (every page is then a new tab). */
  storage?: TabStorage | null;
  /** null: none (a browser without Web Locks, or a page that is not a secure context). */
  locks?: TabLocks | null;
  newId?: () => string;
  /** How long a tab waits for its id's lock before taking it for a copied tab's (a duplicated tab). */
  claimMs?: number;
}

const STORAGE_KEY = 'console-draft-tab';
const LOCK_PREFIX = 'console-draft-tab:';
/** A reload's earlier page lets go of its lock as it unloads; a copy of a tab never does. */
const CLAIM_MS = 1500;

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

function browserStorage(): TabStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // A browser refusing storage (some private modes) throws on the mere access.
    return undefined;
  }
}

function browserLocks(): TabLocks | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as TabLocks) : undefined;
}

/**
 * Holds the lock until the page goes: 'held'; 'busy' when another page still held it as `signal` aborted;
 * 'failed' when the browser refused the request itself (then the locks tell nothing).
 */
function hold(locks: TabLocks, name: string, signal?: AbortSignal): Promise<'held' | 'busy' | 'failed'> {
  return new Promise((resolve) => {
    locks
      .request(name, { signal }, () => {
        resolve('held');
        return new Promise(() => {});
      })
      .catch((error: unknown) => {
        const reason = (error as { name?: unknown } | null)?.name;
        resolve(reason === 'TimeoutError' || reason === 'AbortError' ? 'busy' : 'failed');
      });
  });
}

/**
 * This tab: its id from sessionStorage (made on first use), with its lock held. A tab whose id's lock stays held
 * by another (a duplicated tab copies sessionStorage) takes a fresh id, so two open tabs never share one.
 *
 * @example const tab = await openDraftTab(); tab.id // 'c0a8…'
 */
export async function openDraftTab(options: DraftTabOptions = {}): Promise<DraftTab> {
  const storage = options.storage === undefined ? browserStorage() : (options.storage ?? undefined);
  const newId = options.newId ?? randomId;
  let id = storage?.getItem(STORAGE_KEY) ?? null;
  const keep = (fresh: string) => {
    try {
      storage?.setItem(STORAGE_KEY, fresh);
    } catch {
      // Without it a reload takes a new id; the earlier one's draft is then a closed tab's, offered all the same.
    }
    return fresh;
  };
  id ??= keep(newId());
  let locks = options.locks === undefined ? browserLocks() : (options.locks ?? undefined);
  if (locks) {
    let claim = await hold(locks, LOCK_PREFIX + id, AbortSignal.timeout(options.claimMs ?? CLAIM_MS));
    if (claim === 'busy') {
      id = keep(newId());
      claim = await hold(locks, LOCK_PREFIX + id);
    }
    // The browser refused the request itself: its locks tell nothing here, as where there are none.
    if (claim === 'failed') locks = undefined;
  }
  const known = locks;
  return {
    id,
    async openTabs() {
      if (!known) return undefined;
      try {
        const { held = [], pending = [] } = await known.query();
        const names = [...held, ...pending].map((lock) => lock.name ?? '');
        return new Set(
          names.filter((name) => name.startsWith(LOCK_PREFIX)).map((name) => name.slice(LOCK_PREFIX.length)),
        );
      } catch {
        return undefined;
      }
    },
  };
}

let thisTab: Promise<DraftTab> | undefined;

/**
 * This page's tab, opened once (the console starts it early so its lock is held before any other tab looks).
 *
 * @example const key = await claimNewDraftKey(drafts, draftKey(1, 'action', null), await browserDraftTab());
 */
export function browserDraftTab(): Promise<DraftTab> {
  thisTab ??= openDraftTab();
  return thisTab;
}
