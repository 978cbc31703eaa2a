import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

/** Notification (effect 16): the operators are notified; nothing of the friend changes. */
export const notificationDryRun: EffectDryRun = (_effect, friend) =>
  unchanged(friend, { kind: 'note', code: 'notification' });
