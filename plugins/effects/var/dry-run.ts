import { itemName } from '../../../engine/core/index.ts';
import {
  applyOperand,
  type DryRunValue,
  type EffectDryRun,
  friendValue,
  isoDay,
  unchanged,
  withValue,
} from '../../shared/effects/dry-run.ts';

/** What effect 6 applies, by its value type (1 constant, 2 random range, 3 action date, 15 linked data). */
function appliedValue(effect: Record<string, unknown>, now: Date): DryRunValue | undefined {
  if (effect.operand === 4) return { kind: 'none' };
  if (effect.valuetype === 3 || effect.dynamic_value === 'action_date')
    return { kind: 'action-date', day: isoDay(now) };
  if (effect.valuetype === 2) {
    const { min_value: min, max_value: max } = effect;
    return typeof min === 'number' && typeof max === 'number' ? { kind: 'random', min, max } : undefined;
  }
  if (effect.valuetype === 15) return { kind: 'linked' };
  if (effect.valuetype === 1 || effect.valuetype === undefined)
    return typeof effect.fix_value === 'string' ? { kind: 'text', text: effect.fix_value } : undefined;
  return undefined;
}

/**
 * Friend info (effect 6): the field's value before and after, by operand (1 assign, 2 add, 3 subtract,
 * 4 clear) and value type. A value known here is carried to the later effects; a random number or linked data
 * is known only when it runs, so the later effects still read the value before (docs/decisions/action-dry-run.md).
 */
export const varDryRun: EffectDryRun = (effect, friend, ctx) => {
  const field = effect.var_id;
  const operand = effect.operand ?? 1;
  const by = appliedValue(effect, ctx.now);
  if (typeof field !== 'number' || !Number.isSafeInteger(field) || typeof operand !== 'number' || !by)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const isMark = field === ctx.markFieldId;
  const from = isMark ? (friend.notify ? String(friend.notify) : null) : friendValue(friend, field);
  const to = applyOperand(from, operand, by);
  const line = {
    kind: 'value' as const,
    field: itemName(ctx.plugin, 'varia', field),
    scope: 'friend' as const,
    operand,
    by,
    from,
    to,
  };
  if (to === null) return unchanged(friend, line);
  const next = isMark
    ? { ...friend, notify: Number(to) || 0 }
    : withValue(friend, field, to === '' ? null : to);
  return { lines: [line], next };
};
