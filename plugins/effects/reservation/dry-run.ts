import { itemName } from '../../../engine/core/index.ts';
import { type EffectDryRun, unchanged } from '../../shared/effects/dry-run.ts';

/** Event reservation (effect 31): the slot reserved (fire_type 0) or cancelled (1); seats are the server's. */
export const reservationDryRun: EffectDryRun = (effect, friend, ctx) => {
  if (effect.fire_type !== 0 && effect.fire_type !== 1)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const name = itemName(ctx.plugin, 'event_reserve', effect.event_slot_id);
  return unchanged(friend, { kind: 'reservation', cancel: effect.fire_type === 1, name });
};
