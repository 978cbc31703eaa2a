import { itemName } from '../../engine/core/index.ts';
import { type EffectDryRun, idList, unchanged } from '../shared/effects/dry-run.ts';

/** Phases (effect 50): passed (method 0) or removed (1); the friend's phases then follow. */
export const phaseDryRun: EffectDryRun = (effect, friend, ctx) => {
  const ids = idList(effect.journey_tags);
  const names = ids.map((id) => itemName(ctx.plugin, 'journey_tag', id));
  if (effect.method === 0)
    return {
      lines: [{ kind: 'phase', pass: true, names }],
      next: { ...friend, phases: [...new Set([...friend.phases, ...ids])] },
    };
  if (effect.method === 1) {
    const gone = new Set(ids);
    return {
      lines: [{ kind: 'phase', pass: false, names }],
      next: { ...friend, phases: friend.phases.filter((id) => !gone.has(id)) },
    };
  }
  return unchanged(friend, { kind: 'note', code: 'unavailable' });
};
