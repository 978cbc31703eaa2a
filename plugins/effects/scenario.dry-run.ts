import { itemName } from '../../engine/core/index.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

/**
 * Scenario (effect 5): a scenario started (from its start or day `date`), every running one stopped (0) or the
 * previous one resumed (-1), with the scenarios the friend runs now. The friend then runs only the new one
 * (state 0, the condition's "running"); a resume is not carried (which one is the server's history).
 */
export const scenarioDryRun: EffectDryRun = (effect, friend, ctx) => {
  const id = effect.group_id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < -1)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const running = friend.scenarios.filter((s) => s.state === 0);
  const from = running.map((s) => itemName(ctx.plugin, 'scenario', s.scenario_id));
  const others = friend.scenarios.filter((s) => s.state !== 0);
  if (id === -1) return unchanged(friend, { kind: 'scenario', op: 'resume', from, to: '', midpoint: false });
  if (id === 0)
    return {
      lines: [{ kind: 'scenario', op: 'stop', from, to: '', midpoint: false }],
      next: { ...friend, scenarios: others },
    };
  const midpoint = effect.move === 1;
  const step = midpoint && typeof effect.date === 'number' ? effect.date : 0;
  return {
    lines: [{ kind: 'scenario', op: 'start', from, to: itemName(ctx.plugin, 'scenario', id), midpoint }],
    next: {
      ...friend,
      scenarios: [...others.filter((s) => s.scenario_id !== id), { scenario_id: id, step, state: 0 }],
    },
  };
};
