import { describe, expect, it } from 'vitest';
import { openDraftTab, type TabLocks, type TabStorage } from './draft-tab.ts';

/** One origin's lock manager, as Web Locks keeps it across tabs: exclusive locks, released when a tab goes. */
function lockManager() {
  const held = new Map<string, symbol>();
  const waiting: { name: string; tab: symbol; grant(): void; signal?: AbortSignal }[] = [];
  const grantNext = (name: string) => {
    const next = waiting.findIndex((request) => request.name === name);
    if (next < 0) return;
    const [request] = waiting.splice(next, 1);
    held.set(name, request.tab);
    request.grant();
  };
  return {
    held,
    /** A tab: its locks, and closing it (its locks released, as a closed or reloaded page's are). */
    tab() {
      const tab = Symbol('tab');
      const locks: TabLocks = {
        request(name, options, callback) {
          return new Promise((_resolve, reject) => {
            const grant = () => void callback({ name });
            if (!held.has(name)) {
              held.set(name, tab);
              return grant();
            }
            const request = { name, tab, grant, signal: options.signal };
            waiting.push(request);
            options.signal?.addEventListener('abort', () => {
              const at = waiting.indexOf(request);
              if (at < 0) return;
              waiting.splice(at, 1);
              reject(new DOMException('aborted', 'AbortError'));
            });
          });
        },
        query: async () => ({
          held: [...held.keys()].map((name) => ({ name })),
          pending: waiting.map(({ name }) => ({ name })),
        }),
      };
      const close = () => {
        for (const [name, owner] of [...held]) {
          if (owner !== tab) continue;
          held.delete(name);
          grantNext(name);
        }
      };
      return { locks, close };
    },
  };
}

function storage(entries: Record<string, string> = {}): TabStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
  };
}

const ids = (...values: string[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 'exhausted';
};

describe('openDraftTab: which tab this is', () => {
  it('a reload keeps the tab id (sessionStorage), a new tab gets its own', async () => {
    const manager = lockManager();
    const session = storage();
    const first = manager.tab();
    const tab = await openDraftTab({ storage: session, locks: first.locks, newId: ids('a', 'b') });
    expect(tab.id).toBe('a');
    first.close();
    const reloaded = await openDraftTab({ storage: session, locks: manager.tab().locks, newId: ids('x') });
    expect(reloaded.id).toBe('a');
    const other = await openDraftTab({ storage: storage(), locks: manager.tab().locks, newId: ids('c') });
    expect(other.id).toBe('c');
    await expect(other.openTabs()).resolves.toEqual(new Set(['a', 'c']));
  });

  it('a reload whose earlier page lets go of the lock a moment late still keeps its id', async () => {
    const manager = lockManager();
    const session = storage();
    const first = manager.tab();
    await openDraftTab({ storage: session, locks: first.locks, newId: ids('a') });
    const reloading = openDraftTab({ storage: session, locks: manager.tab().locks, newId: ids('x') });
    setTimeout(first.close, 20);
    await expect(reloading).resolves.toMatchObject({ id: 'a' });
  });

  it('a duplicated tab (its sessionStorage copied) takes a fresh id while the original stays open', async () => {
    const manager = lockManager();
    const session = storage();
    await openDraftTab({ storage: session, locks: manager.tab().locks, newId: ids('a') });
    const copy = storage({ ...session.entries });
    const duplicate = await openDraftTab({
      storage: copy,
      locks: manager.tab().locks,
      newId: ids('d'),
      claimMs: 30,
    });
    expect(duplicate.id).toBe('d');
    // Its reload keeps the fresh id.
    expect(Object.values(copy.entries)).toEqual(['d']);
    await expect(duplicate.openTabs()).resolves.toEqual(new Set(['a', 'd']));
  });

  it('a closed tab is no longer among the open ones', async () => {
    const manager = lockManager();
    const closing = manager.tab();
    await openDraftTab({ storage: storage(), locks: closing.locks, newId: ids('a') });
    const staying = await openDraftTab({ storage: storage(), locks: manager.tab().locks, newId: ids('b') });
    closing.close();
    await expect(staying.openTabs()).resolves.toEqual(new Set(['b']));
  });

  it('a browser refusing the lock request keeps the id and tells no open tabs', async () => {
    const session = storage({ 'console-draft-tab': 'a' });
    const refusing: TabLocks = {
      request: async () => {
        throw new DOMException('not allowed', 'SecurityError');
      },
      query: async () => ({ held: [{ name: 'console-draft-tab:other' }] }),
    };
    const tab = await openDraftTab({ storage: session, locks: refusing, newId: ids('x') });
    expect(tab.id).toBe('a');
    await expect(tab.openTabs()).resolves.toBeUndefined();
  });

  it('without Web Locks the open tabs are unknown, and without storage every page is a new tab', async () => {
    const tab = await openDraftTab({ storage: storage(), locks: null, newId: ids('a') });
    expect(tab.id).toBe('a');
    await expect(tab.openTabs()).resolves.toBeUndefined();
    const refusing: TabStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(openDraftTab({ storage: refusing, locks: null, newId: ids('b') })).resolves.toMatchObject({
      id: 'b',
    });
  });
});
