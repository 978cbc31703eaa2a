import type { DryRunLine, EffectDryRun } from '../shared/effects/dry-run.ts';

/** Response mark and display state (effect 7): each before and after, -10 leaving it as it is. */
export const markDryRun: EffectDryRun = (effect, friend, ctx) => {
  const lines: DryRunLine[] = [];
  let next = friend;
  const notify = effect.notify;
  if (typeof notify === 'number' && notify >= 1) {
    lines.push({
      kind: 'mark',
      from: friend.notify ? ctx.markName(friend.notify) : null,
      to: ctx.markName(notify),
    });
    next = { ...next, notify };
  }
  const rate = effect.user_rate;
  if (rate === -1 || rate === 0 || rate === 1) {
    lines.push({ kind: 'display', from: friend.user_rate, to: rate });
    next = { ...next, user_rate: rate };
  }
  return { lines, next };
};
