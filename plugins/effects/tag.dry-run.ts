import { itemName } from '../../engine/core/index.ts';
import { type EffectDryRun, idList, unchanged } from '../shared/effects/dry-run.ts';

/**
 * Tags (effect 13): the tags added or removed, with what the friend already has, and the friend with them.
 * Tags named by linked data are only known when the action runs.
 */
export const tagDryRun: EffectDryRun = (effect, friend, ctx) => {
  const remove = effect.remove;
  if (remove === 2 || remove === 3) return unchanged(friend, { kind: 'note', code: 'linked-data' });
  if (remove !== 0 && remove !== 1) return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const ids =
    effect.use_group === 1
      ? [...(ctx.tagGroups.get(Number(effect.tag_group_id)) ?? [])]
      : idList(effect.tag_ids);
  const has = new Set(friend.tags);
  const name = (id: number) => itemName(ctx.plugin, 'tag', id);
  const present = ids.filter((id) => has.has(id));
  const missing = ids.filter((id) => !has.has(id));
  if (remove === 0)
    return {
      lines: [{ kind: 'tag-add', names: missing.map(name), already: present.map(name) }],
      next: { ...friend, tags: [...friend.tags, ...missing] },
    };
  const gone = new Set(present);
  return {
    lines: [{ kind: 'tag-remove', names: present.map(name), absent: missing.map(name) }],
    next: { ...friend, tags: friend.tags.filter((id) => !gone.has(id)) },
  };
};
