import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

/** Ad conversion (effect 30): which ad's conversion is only known from the friend's visit when it runs. */
export const conversionDryRun: EffectDryRun = (_effect, friend) =>
  unchanged(friend, { kind: 'note', code: 'conversion' });
