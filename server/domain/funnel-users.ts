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
 * the registry's schemas as saves find references (an effect's `member_query_id` names a funnel).
 *
 * @example await documentUsers(deps, 1, 'funnel', 16) // [{ kind: 'action', id: 1, name: '' }]
 */
export async function documentUsers(
  deps: ServerDeps,
  accountId: number,
  kind: string,
  id: number,
): Promise<DocumentUser[]> {
  return (await documentUsersOf(deps, accountId, kind, [id])).get(id) ?? [];
}

/**
 * The users of several documents of one kind at once, by id (ids no one uses are absent), in id order: one read
 * of the account's live documents of the other kinds, whatever the number of ids, so a list page costs one
 * query. That read grows with the account's documents, not with the ids asked about (docs/decisions/
 * funnels-in-use.md: a references table would make it an index lookup).
 *
 * @example (await documentUsersOf(deps, 1, 'funnel', [16, 17])).get(16) // [{ kind: 'action', id: 1, name: '' }]
 */
export async function documentUsersOf(
  deps: ServerDeps,
  accountId: number,
  kind: string,
  ids: readonly number[],
): Promise<Map<number, DocumentUser[]>> {
  const users = new Map<number, DocumentUser[]>();
  const kinds = deps.registry
    .documents()
    .map((definition) => definition.key)
    .filter((key) => key !== kind);
  if (kinds.length === 0 || ids.length === 0) return users;
  const wanted = new Set(ids);
  for (const row of await liveBodies(deps.db, accountId, kinds)) {
    const named = new Set<number>();
    for (const ref of collectReferences(deps.registry, row.kind, JSON.parse(row.body))) {
      if (wanted.has(ref.id) && storedKind(deps.registry, ref.kind) === kind) named.add(ref.id);
    }
    for (const id of named) {
      const list = users.get(id) ?? [];
      list.push({ kind: row.kind, id: row.id, name: row.name });
      users.set(id, list);
    }
  }
  return users;
}

/** GET /api/funnel/list's `used_by` of a row: how many live documents use it, and the first three of them. */
export interface UsedBy {
  count: number;
  documents: DocumentUser[];
}

/**
 * The `used_by` field of each listed funnel (zero and none when unused), kept to three named users a row so a
 * long list stays small; the delete's refusal names the same three.
 *
 * @example (await funnelListUsage(deps, 1, [16])).get(16) // { used_by: { count: 1, documents: [{ kind: 'action', id: 1, name: '' }] } }
 */
export async function funnelListUsage(
  deps: ServerDeps,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, { used_by: UsedBy }>> {
  const users = await documentUsersOf(deps, accountId, 'funnel', ids);
  return new Map(
    ids.map((id) => {
      const all = users.get(id) ?? [];
      return [id, { used_by: { count: all.length, documents: all.slice(0, NAMED_USERS) } }];
    }),
  );
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
