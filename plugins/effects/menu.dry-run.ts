import { itemName } from '../../engine/core/index.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

/** Rich menu (effect 14): the menu before and after (0 removes it); the friend then has the new one. */
export const menuDryRun: EffectDryRun = (effect, friend, ctx) => {
  const to = effect.menu_id;
  if (typeof to !== 'number' || !Number.isSafeInteger(to) || to < 0)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const name = (id: number | null) => (id ? itemName(ctx.plugin, 'menu', id) : null);
  return {
    lines: [{ kind: 'menu', from: name(friend.richmenu_id), to: name(to) }],
    next: { ...friend, richmenu_id: to === 0 ? null : to },
  };
};
