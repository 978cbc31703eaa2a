/**
 * What the funnel list says of a funnel that actions use as an effect's condition (`used_by` of
 * GET /api/funnel/list, docs/decisions/funnels-in-use.md): a short line under its name, and why its delete is
 * refused, in the words the server's 422 uses, so the list knows before asking.
 */
import type { TextKey } from '../page-i18n.ts';
import type { FunnelUsedBy } from './funnel-api.ts';

/** The page's translate function (app/page-i18n.ts). */
type Translate = (key: TextKey, params?: Record<string, unknown>) => string;

/**
 * The line under a used funnel's name: the first user and how many more; undefined when unused.
 *
 * @example usedByLine(t, { count: 3, documents: [{ kind: 'action', id: 3, name: '誕生日' }, …] })
 * // 'アクションで使用中: 「誕生日」 ほか2件'
 */
export function usedByLine(t: Translate, usedBy: FunnelUsedBy | undefined): string | undefined {
  const first = usedBy?.documents[0];
  if (!usedBy || usedBy.count === 0 || !first) return undefined;
  const name =
    first.name === ''
      ? t('funnelsUserShortUnnamed', { id: first.id })
      : t('funnelsUserShort', { name: first.name });
  return usedBy.count > 1
    ? t('funnelsUsedByMore', { first: name, more: usedBy.count - 1 })
    : t('funnelsUsedBy', { first: name });
}

/**
 * Why a used funnel cannot be deleted, naming the users the list holds (at most three) and how many more;
 * undefined when unused (the delete is asked as usual, and the server still has the last word).
 *
 * @example inUseRefusal(t, { count: 1, documents: [{ kind: 'action', id: 4, name: '' }] })
 * // 'この絞り込み条件はアクション(ID 4)で使われているため削除できません。先にアクションの条件を外してください'
 */
export function inUseRefusal(t: Translate, usedBy: FunnelUsedBy | undefined): string | undefined {
  if (!usedBy || usedBy.count === 0) return undefined;
  const named = usedBy.documents.map((user) =>
    user.name === ''
      ? t('funnelsUserUnnamed', { id: user.id })
      : t('funnelsUser', { name: user.name, id: user.id }),
  );
  const more = usedBy.count - named.length;
  const users = named.join('、') + (more > 0 ? t('funnelsUsersMore', { count: more }) : '');
  return t('funnelsInUse', { users });
}
