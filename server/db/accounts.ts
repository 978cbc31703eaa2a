import type { Db } from './schema.ts';

/** An account as the server uses it: abilities gate block types, permissions gate operator actions. */
export interface Account {
  id: number;
  name: string;
  abilities: string[];
  permissions: string[];
}

/** Accounts change only through the seed, so a short cache saves a query on every request. */
const CACHE_MS = 10_000;
const cache = new WeakMap<Db, { at: number; accounts: Map<number, Account> }>();

/**
 * Every account, by id (cached for a few seconds per database handle).
 *
 * @example (await listAccounts(db)).map((a) => a.name) // ['デモアカウント', '制限付きアカウント']
 */
export async function listAccounts(db: Db): Promise<Account[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return [...hit.accounts.values()];
  const rows = await db.selectFrom('accounts').selectAll().orderBy('id').execute();
  const accounts = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        abilities: parseList(row.abilities),
        permissions: parseList(row.permissions),
      },
    ]),
  );
  cache.set(db, { at: Date.now(), accounts });
  return [...accounts.values()];
}

/** One account, or undefined. @example await findAccount(db, 1) */
export async function findAccount(db: Db, id: number): Promise<Account | undefined> {
  return (await listAccounts(db)).find((account) => account.id === id);
}

/**
 * Forgets cached accounts, e.g. after seeding.
 *
 * @example forgetAccounts(db); // after seeding, the next request reads the accounts again
 */
export function forgetAccounts(db: Db): void {
  cache.delete(db);
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
