import { itemName } from '../../../engine/core/index.ts';
import { type EffectDryRun, unchanged } from '../../shared/effects/dry-run.ts';

/** Reminder (effect 15): which reminder is started (firetype 0) or cancelled (1); its goal is the server's. */
export const reminderDryRun: EffectDryRun = (effect, friend, ctx) => {
  if (effect.firetype !== 0 && effect.firetype !== 1)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const name = itemName(ctx.plugin, 'episode', effect.episode_id);
  return unchanged(friend, { kind: 'reminder', start: effect.firetype === 0, name });
};
