import type { Db } from './schema.ts';

/**
 * A server-wide value, created once by `make` and then the same for every process and every restart (for
 * example the session secret, so sessions survive a restart). Concurrent first calls agree on one value.
 *
 * @example const secret = await setting(db, 'session_secret', () => randomBytes(32).toString('base64url'));
 */
export async function setting(db: Db, key: string, make: () => string): Promise<string> {
  const found = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (found) return found.value;
  await db
    .insertInto('settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Claims a one-time task (such as seeding) for this process: true for exactly one caller, ever.
 *
 * @example if (await claimOnce(trx, 'seeded')) await seed(trx);
 */
export async function claimOnce(db: Db, key: string): Promise<boolean> {
  const result = await db
    .insertInto('settings')
    .values({ key, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
