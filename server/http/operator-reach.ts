import { MANAGE_OPERATORS } from '../../access/operator-manage.ts';
import { refuse } from './errors.ts';
import type { Membership } from './session.ts';

/**
 * The refusal of a change to an operator's global properties (password, disabled, sessions) by a manager who does
 * not manage every account the operator belongs to. The spec has no words for it: ours, naming the permission as
 * the role page shows it (access/permissions.ts).
 */
export const SHARED_OPERATOR =
  'このオペレーターは他のアカウントにも所属しているため、パスワード・有効/無効・セッションは変更できません' +
  '(所属するすべてのアカウントで「オペレーターと権限の管理」の権限を持つオペレーターだけが変更できます)';

/**
 * Whether the acting operator holds operator-manage in every account the target belongs to. A password, the
 * disabled flag and the sessions are the operator's in every account at once, so a manager of one account must
 * not reach them for an operator another account shares (docs/decisions/operators.md, "Shared operators"). The
 * actor's memberships are the session's (server/http/session.ts): its role's permissions as the account's plan
 * caps them, operator-manage never capped.
 *
 * @example managesEverywhere(request.memberships, [{ account_id: 1 }, { account_id: 2 }]) // false for a manager of 2 only
 */
export function managesEverywhere(
  actor: readonly Membership[],
  targetAccounts: readonly { account_id: number }[],
): boolean {
  return targetAccounts.every((m) =>
    actor.some((a) => a.id === m.account_id && a.permissions.includes(MANAGE_OPERATORS)),
  );
}

/**
 * Throws the 403 of SHARED_OPERATOR unless the actor manages every account of the target.
 *
 * @example requireManagesEverywhere(request.memberships, target.accounts)
 */
export function requireManagesEverywhere(
  actor: readonly Membership[],
  targetAccounts: readonly { account_id: number }[],
): void {
  if (!managesEverywhere(actor, targetAccounts)) throw refuse(403, SHARED_OPERATOR);
}
