import type { Db } from '../db/schema.ts';
import type { ServerDeps } from './deps.ts';
import { storedKind } from './kinds.ts';
import { collectReferences } from './references.ts';

/** How many users the refusal names before 他N件. */
const NAMED_USERS = 3;

/** A live document that names another one (an action whose effect's condition is a funnel). */
export interface DocumentUser {
  kind: string;
  id: number;
  name: string;
}

/**
 * The live documents of the account that refer to the given document through an `x-item` field, found through
 * the registry's schemas as saves find references (an effect's `member_query_id` names a funnel). Deletes are
 * rare, so every live document of the kinds that may name it is read.
 *
 * @example await documentUsers(deps, 1, 'funnel', 16) // [{ kind: 'action', id: 1, name: '' }]
 */
export async function documentUsers(
  deps: ServerDeps,
  accountId: number,
  kind: string,
  id: number,
): Promise<DocumentUser[]> {
  const kinds = deps.registry
    .documents()
    .map((definition) => definition.key)
    .filter((key) => key !== kind);
  if (kinds.length === 0) return [];
  const rows = await liveBodies(deps.db, accountId, kinds);
  return rows
    .filter((row) =>
      collectReferences(deps.registry, row.kind, JSON.parse(row.body)).some(
        (ref) => ref.id === id && storedKind(deps.registry, ref.kind) === kind,
      ),
    )
    .map((row) => ({ kind: row.kind, id: row.id, name: row.name }));
}

function liveBodies(db: Db, accountId: number, kinds: readonly string[]) {
  return db
    .selectFrom('documents')
    .select(['kind', 'id', 'name', 'body'])
    .where('account_id', '=', accountId)
    .where('kind', 'in', [...kinds])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Why a funnel cannot be deleted while actions use it as an effect's condition (a deleted condition would make
 * every later save of those actions fail): the actions by name, or by id when unnamed, at most three and 他N件.
 *
 * @example funnelInUseMessage(registry, [{ kind: 'action', id: 1, name: '' }])
 * // 'この絞り込み条件はアクション(ID 1)で使われているため削除できません。先にアクションの条件を外してください'
 */
export function funnelInUseMessage(
  deps: Pick<ServerDeps, 'registry'>,
  users: readonly DocumentUser[],
): string {
  const named = users.slice(0, NAMED_USERS).map((user) => {
    const label = deps.registry.document(user.kind)?.label.ja ?? user.kind;
    return user.name === '' ? `${label}(ID ${user.id})` : `${label}「${user.name}」(ID ${user.id})`;
  });
  const more = users.length > NAMED_USERS ? `ほか${users.length - NAMED_USERS}件` : '';
  return (
    `この絞り込み条件は${named.join('、')}${more}で使われているため削除できません。` +
    '先にアクションの条件を外してください'
  );
}
