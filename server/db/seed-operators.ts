import { PERMISSION_NAMES, type Permission } from '../../access/permissions.ts';
import { hashPassword } from '../domain/passwords.ts';
import { listAccounts } from './accounts.ts';
import { createOperator, insertRole } from './operators.ts';
import type { Db } from './schema.ts';
import { claimOnce } from './settings.ts';

/**
 * The demo operators a new console starts with (README.md states them): an owner of both demo accounts, a staff
 * operator of the full account with fewer permissions, and an operator of the limited account only.
 */
export const DEMO_OPERATORS = [
  { login_id: 'owner', password: 'demo-owner', name: 'デモ オーナー' },
  { login_id: 'staff', password: 'demo-staff', name: 'デモ スタッフ' },
  { login_id: 'limited', password: 'demo-limited', name: '制限付き 担当者' },
] as const;

/** What the staff role lacks: creating items, phases and managing operators. */
export const STAFF_WITHOUT: readonly Permission[] = [
  'tag-write',
  'user-tag-create',
  'var-write',
  'user-var-create',
  'journey-write',
  'operator-manage',
];

/**
 * Makes the demo roles and operators once per database (a claim in `settings`), also on a database seeded before
 * operators existed, so every console can be logged in to. Answers whether this call made them.
 *
 * @example await seedOperators(db) // true on the first start
 */
export async function seedOperators(db: Db): Promise<boolean> {
  const accounts = await listAccounts(db);
  const [full, limited] = accounts;
  if (!full) return false;
  // Hashing is slow: done before the transaction, which only writes.
  const hashes = await Promise.all(DEMO_OPERATORS.map((o) => hashPassword(o.password)));
  return db.transaction().execute(async (trx) => {
    if (!(await claimOnce(trx, 'seeded_operators'))) return false;
    const all = [...PERMISSION_NAMES];
    const owner = await insertRole(trx, full.id, 'オーナー', all);
    const staff = await insertRole(
      trx,
      full.id,
      'スタッフ',
      all.filter((p) => !STAFF_WITHOUT.includes(p)),
    );
    const second = limited ?? full;
    const limitedOwner = second === full ? owner : await insertRole(trx, second.id, 'オーナー', all);
    const member =
      second === full
        ? staff
        : await insertRole(
            trx,
            second.id,
            'メンバー',
            all.filter((p) => p !== 'operator-manage'),
          );
    const [ownerOp, staffOp, limitedOp] = DEMO_OPERATORS;
    await createOperator(trx, {
      ...ownerOp,
      password_hash: hashes[0],
      accounts: [
        { account_id: full.id, role_id: owner },
        ...(second === full ? [] : [{ account_id: second.id, role_id: limitedOwner }]),
      ],
    });
    await createOperator(trx, {
      ...staffOp,
      password_hash: hashes[1],
      accounts: [{ account_id: full.id, role_id: staff }],
    });
    await createOperator(trx, {
      ...limitedOp,
      password_hash: hashes[2],
      accounts: [{ account_id: second.id, role_id: member }],
    });
    return true;
  });
}
