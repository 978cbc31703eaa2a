import { isPermission } from '../../access/permissions.ts';
import { type Account, findAccount } from './accounts.ts';
import { type Db, inTransaction, storableText } from './schema.ts';

/** An operator as lists show it (never its password hash). */
export interface OperatorRow {
  id: number;
  login_id: string;
  name: string;
  disabled: boolean;
  created_at: string;
  /** The accounts it belongs to, with its role in each. */
  accounts: { account_id: number; role_id: number }[];
}

/** A role: a name and its permissions, and the revision a save of it names (one more at every write). */
export interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
  revision: number;
}

/** What a guarded role write did: saved (the role now), stale (the role as another save left it), or missing. */
export type RoleWrite =
  | { status: 'saved'; role: RoleRow }
  | { status: 'stale'; role: RoleRow }
  | { status: 'missing' }
  | { status: 'name-taken' };

/** What a logged-in request knows of its operator. */
export interface SessionOperator {
  id: number;
  login_id: string;
  name: string;
}

/**
 * The operator with that login id, with its hash (for the login check), or undefined.
 *
 * @example await findOperatorByLogin(db, 'owner')
 */
export async function findOperatorByLogin(db: Db, loginId: string) {
  return db.selectFrom('operators').selectAll().where('login_id', '=', loginId).executeTakeFirst();
}

/**
 * Every operator with its memberships, in id order.
 *
 * @example (await listOperators(db)).map((o) => o.login_id) // ['owner', 'staff', 'limited']
 */
export async function listOperators(db: Db): Promise<OperatorRow[]> {
  const [operators, memberships] = await Promise.all([
    db
      .selectFrom('operators')
      .select(['id', 'login_id', 'name', 'disabled', 'created_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('operator_accounts').selectAll().orderBy('account_id').execute(),
  ]);
  return operators.map((o) => ({
    ...o,
    disabled: o.disabled === 1,
    accounts: memberships
      .filter((m) => m.operator_id === o.id)
      .map((m) => ({ account_id: m.account_id, role_id: m.role_id })),
  }));
}

/**
 * Makes an operator with a member role in one account and answers its id, or `'login-taken'` when another
 * operator holds the login id: the caller checks first, but two creations of one id at once both pass that check,
 * and the second must be a refusal of the field, not a crash. The hash is made by the caller
 * (server/domain/passwords.ts).
 *
 * @example await createOperator(db, { login_id: 'sato', name: '佐藤', password_hash, accounts: [{ account_id: 1, role_id: 2 }] }) // 4
 */
export async function createOperator(
  db: Db,
  input: {
    login_id: string;
    name: string;
    password_hash: string;
    accounts: { account_id: number; role_id: number }[];
  },
): Promise<number | 'login-taken'> {
  try {
    return await insertOperator(db, input);
  } catch (error) {
    // Inside a caller's transaction PostgreSQL refuses any further statement after the error: let it fail whole.
    if (db.isTransaction || !isUniqueViolation(error)) throw error;
    if (await findOperatorByLogin(db, input.login_id)) return 'login-taken';
    throw error;
  }
}

function insertOperator(db: Db, input: Parameters<typeof createOperator>[1]): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({
        login_id: storableText(input.login_id),
        name: storableText(input.name),
        password_hash: input.password_hash,
        disabled: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const membership of input.accounts) {
      await trx
        .insertInto('operator_accounts')
        .values({ operator_id: row.id, ...membership })
        .execute();
    }
    return row.id;
  });
}

/**
 * Gives an operator a role in an account (joining the account when it was not a member); null removes it.
 *
 * @example await setMembership(db, 2, 1, 3) // operator 2 is a role-3 member of account 1
 */
export async function setMembership(
  db: Db,
  operatorId: number,
  accountId: number,
  roleId: number | null,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('operator_accounts')
      .where('operator_id', '=', operatorId)
      .where('account_id', '=', accountId)
      .execute();
    if (roleId !== null)
      await trx
        .insertInto('operator_accounts')
        .values({ operator_id: operatorId, account_id: accountId, role_id: roleId })
        .execute();
  });
}

/**
 * Disables (or enables again) an operator. Disabling ends its sessions.
 *
 * @example await setDisabled(db, 2, true)
 */
export async function setDisabled(db: Db, operatorId: number, disabled: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('operators')
      .set({ disabled: disabled ? 1 : 0 })
      .where('id', '=', operatorId)
      .execute();
    if (disabled) await revokeOperatorSessions(trx, operatorId);
  });
}

/** Sets an operator's password hash (the route ends its sessions when it is not one's own). @example await setPasswordHash(db, 2, hash) */
export async function setPasswordHash(db: Db, operatorId: number, hash: string): Promise<void> {
  await db.updateTable('operators').set({ password_hash: hash }).where('id', '=', operatorId).execute();
}

/** The roles of an account, in id order. @example (await listRoles(db, 1))[0].name // 'オーナー' */
export async function listRoles(db: Db, accountId: number): Promise<RoleRow[]> {
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'name', 'permissions', 'revision'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return rows.map(roleOfRow);
}

/** One role of an account, or undefined (another account's too). @example (await findRole(db, 1, 2))?.revision */
export async function findRole(db: Db, accountId: number, id: number): Promise<RoleRow | undefined> {
  const row = await db
    .selectFrom('roles')
    .select(['id', 'name', 'permissions', 'revision'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && roleOfRow(row);
}

function roleOfRow(row: { id: number; name: string; permissions: string; revision: number }): RoleRow {
  return {
    id: row.id,
    name: row.name,
    permissions: permissionList(row.permissions),
    revision: Number(row.revision),
  };
}

/**
 * Whether another role of the account already has this name (the role list and the operators' role choice show
 * roles by name alone, so two of one name could not be told apart).
 *
 * @example await roleNameTaken(db, 1, 'スタッフ') // true; roleNameTaken(db, 1, 'スタッフ', staffId) // false
 */
export async function roleNameTaken(
  db: Db,
  accountId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', storableText(name))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes a role in an account, at revision 1, or answers `'name-taken'` when another role of the account holds the
 * name: the caller checks first, but two creations of one name at once both pass that check (the unique index of
 * migration 016 refuses the second).
 *
 * @example await createRole(db, 1, 'スタッフ', ['var-write']) // 7
 */
export async function createRole(
  db: Db,
  accountId: number,
  name: string,
  permissions: readonly string[],
): Promise<number | 'name-taken'> {
  try {
    return await insertRole(db, accountId, name, permissions);
  } catch (error) {
    // Two creations of one name at once both pass the caller's check; the unique index refuses the second.
    if (db.isTransaction || !isUniqueViolation(error)) throw error;
    return 'name-taken';
  }
}

/** Makes a role, its name's uniqueness left to the index (a taken name throws): the seed, in its transaction. */
export async function insertRole(
  db: Db,
  accountId: number,
  name: string,
  permissions: readonly string[],
): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({
      account_id: accountId,
      name: storableText(name),
      permissions: JSON.stringify(permissions.filter(isPermission)),
      revision: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Renames a role of an account or changes its permissions, when it is still at the revision the edit started
 * from; the revision goes up by one. One conditional UPDATE, so of two saves from one revision exactly one wins,
 * on both engines, with no lock held between a read and the write.
 *
 * @example await updateRole(db, 1, 2, 3, { permissions: ['tag-write'] }) // { status: 'saved', role: { revision: 4, … } }
 */
export async function updateRole(
  db: Db,
  accountId: number,
  id: number,
  revision: number,
  change: { name?: string; permissions?: readonly string[] },
): Promise<RoleWrite> {
  let row: Parameters<typeof roleOfRow>[0] | undefined;
  try {
    row = await db
      .updateTable('roles')
      .set((eb) => ({
        ...(change.name === undefined ? {} : { name: storableText(change.name) }),
        ...(change.permissions === undefined
          ? {}
          : { permissions: JSON.stringify(change.permissions.filter(isPermission)) }),
        revision: eb('revision', '+', 1),
      }))
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .where('revision', '=', revision)
      .returning(['id', 'name', 'permissions', 'revision'])
      .executeTakeFirst();
  } catch (error) {
    // A rename to a name another write took meanwhile: the unique index refuses it.
    if (db.isTransaction || !isUniqueViolation(error)) throw error;
    return { status: 'name-taken' };
  }
  if (row) return { status: 'saved', role: roleOfRow(row) };
  const now = await findRole(db, accountId, id);
  return now ? { status: 'stale', role: now } : { status: 'missing' };
}

/** What a role deletion did: deleted, refused for the operators of the account that hold it, or missing. */
export type RoleDelete = { status: 'deleted' } | { status: 'held'; holders: number } | { status: 'missing' };

/**
 * How many operators hold the role (disabled ones too: their membership still names it). A role is its account's
 * and only given within it, so these are the account's operators.
 */
export async function roleHolders(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('operator_accounts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes a role of an account that no operator holds. One conditional DELETE (no membership names the role), so a
 * role given to an operator meanwhile is never deleted from under it; the foreign key of operator_accounts refuses
 * the rest of that race, answered as held too.
 *
 * @example await deleteRole(db, 1, 7) // { status: 'deleted' }; a held role: { status: 'held', holders: 2 }
 */
export async function deleteRole(db: Db, accountId: number, id: number): Promise<RoleDelete> {
  let deleted: { id: number } | undefined;
  try {
    deleted = await db
      .deleteFrom('roles')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('operator_accounts')
              .select('role_id')
              .whereRef('operator_accounts.role_id', '=', 'roles.id'),
          ),
        ),
      )
      .returning('id')
      .executeTakeFirst();
  } catch (error) {
    if (db.isTransaction || !isForeignKeyViolation(error)) throw error;
  }
  if (deleted) return { status: 'deleted' };
  if (!(await findRole(db, accountId, id))) return { status: 'missing' };
  return { status: 'held', holders: await roleHolders(db, id) };
}

/**
 * The accounts an operator belongs to, each with what it may do there: the account's abilities, and its role's
 * permissions within the account's own list (the account's plan caps every role). Disabled operators have none.
 *
 * @example (await operatorAccounts(db, 1)).map((a) => a.name) // ['デモアカウント', '制限付きアカウント']
 */
export async function operatorAccounts(
  db: Db,
  operatorId: number,
): Promise<(Account & { role_id: number; role_name: string })[]> {
  const rows = await db
    .selectFrom('operator_accounts as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .innerJoin('operators as o', 'o.id', 'm.operator_id')
    .select(['m.account_id', 'm.role_id', 'r.name', 'r.permissions'])
    .where('m.operator_id', '=', operatorId)
    .where('o.disabled', '=', 0)
    .orderBy('m.account_id')
    .execute();
  const accounts = [];
  for (const row of rows) {
    const account = await findAccount(db, row.account_id);
    if (!account) continue;
    const granted = permissionList(row.permissions);
    accounts.push({
      ...account,
      permissions: granted.filter((p) => account.permissions.includes(p) || p === 'operator-manage'),
      role_id: row.role_id,
      role_name: row.name,
    });
  }
  return accounts;
}

/** A session row as the hook reads it. */
export interface SessionRecord {
  operator: SessionOperator;
  accountId: number;
  expiresAt: string;
}

/**
 * A live session by the hash of its cookie value: not expired, not revoked, its operator not disabled.
 *
 * @example await findSession(db, sha256(cookieValue), new Date())
 */
export async function findSession(db: Db, id: string, now: Date): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.account_id', 's.expires_at', 'o.id', 'o.login_id', 'o.name'])
    .where('s.id', '=', id)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('o.disabled', '=', 0)
    .executeTakeFirst();
  return (
    row && {
      operator: { id: row.id, login_id: row.login_id, name: row.name },
      accountId: row.account_id,
      expiresAt: row.expires_at,
    }
  );
}

/** Stores a new session. @example await createSession(db, { id, operator_id: 1, account_id: 1, expires_at }) */
export async function createSession(
  db: Db,
  row: { id: string; operator_id: number; account_id: number; expires_at: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, created_at: new Date().toISOString(), revoked_at: null })
    .execute();
  // Ended sessions are kept a day for the record, then forgotten, so the table stays small.
  const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
  await db.deleteFrom('sessions').where('expires_at', '<', dayAgo).execute();
}

/** Ends one session (logout). @example await revokeSession(db, id) */
export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an operator; answers how many were live. @example await revokeOperatorSessions(db, 2) */
export async function revokeOperatorSessions(db: Db, operatorId: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Points a session at another account. @example await setSessionAccount(db, id, 2) */
export async function setSessionAccount(db: Db, id: string, accountId: number): Promise<void> {
  await db.updateTable('sessions').set({ account_id: accountId }).where('id', '=', id).execute();
}

/** A unique constraint refused the write: SQLite (better-sqlite3) and PostgreSQL (SQLSTATE 23505) say it so. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A foreign key refused the write: SQLite (better-sqlite3) and PostgreSQL (SQLSTATE 23503) say it so. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

function permissionList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
