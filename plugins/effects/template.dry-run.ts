import { itemName } from '../../engine/core/index.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

/** Template (effect 12): which template would be sent; sending changes nothing the later effects read. */
export const templateDryRun: EffectDryRun = (effect, friend, ctx) =>
  unchanged(friend, { kind: 'template', name: itemName(ctx.plugin, 'template', effect.egg_id) });
