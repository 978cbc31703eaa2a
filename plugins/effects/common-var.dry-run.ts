import { itemName } from '../../engine/core/index.ts';
import { applyOperand, type DryRunValue, type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';

/** What effect 32 adds or subtracts (value_type 1 constant, 2 random range). */
function appliedValue(effect: Record<string, unknown>): DryRunValue | undefined {
  const { fix_value: fix, min_value: min, max_value: max } = effect;
  if (effect.value_type === 1 && (typeof fix === 'number' || typeof fix === 'string'))
    return { kind: 'text', text: String(fix) };
  if (effect.value_type === 2 && typeof min === 'number' && typeof max === 'number')
    return { kind: 'random', min, max };
  return undefined;
}

/**
 * Common info (effect 32): the account's value before and after. It is the account's, not the friend's: a
 * later effect's condition does not read it, and the value before is the item's `value` when it has one.
 */
export const commonVarDryRun: EffectDryRun = (effect, friend, ctx) => {
  const operand = effect.operand;
  const by = appliedValue(effect);
  if ((operand !== 2 && operand !== 3) || !by)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const item = ctx.plugin.item('common_vars', effect.common_var_id);
  const stored = (item as { value?: unknown } | null | undefined)?.value;
  const from = typeof stored === 'string' || typeof stored === 'number' ? String(stored) : null;
  return unchanged(friend, {
    kind: 'value',
    field: itemName(ctx.plugin, 'common_vars', effect.common_var_id),
    scope: 'account',
    operand,
    by,
    from,
    to: from === null ? null : applyOperand(from, operand, by),
  });
};
