import {
  type BlockSchema,
  definePlugin,
  itemName,
  type PluginContext,
  type RuleFinding,
} from '../../engine/core/index.ts';
import { COMMON_VAR_NUMBER_TYPE, isOtherThanNumber } from '../shared/common-var-types.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { applyOperand, type DryRunValue, type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';
import { sharedHelp } from '../shared/help.ts';
import { quoteIn } from '../shared/summary.ts';
import { itemId } from '../shared/time.ts';
import { VAR_DECIMALS, VAR_NUMBER_LIMIT, varEffectMessages } from './var/rules.ts';

/** The value fields, each a number bounded like the item it changes. */
const VALUE_FIELDS = ['fix_value', 'min_value', 'max_value'] as const;

const value = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'number',
    // Add and subtract take a non-negative amount (spec 000 §5.3); the item's own maximum is a rule.
    minimum: 0,
    maximum: VAR_NUMBER_LIMIT,
    title,
    'x-title-en': titleEn,
  }) as const;

const schema = {
  type: 'object',
  title: '共通情報操作',
  'x-title-en': 'Common-info operation',
  properties: {
    type: { const: 32 },
    common_var_id: {
      ...itemId('common_vars', '共通情報', 'Common-info item'),
      // Spec 000 §2.5 "numeric items only": the picker offers number items only.
      'x-item-types': [COMMON_VAR_NUMBER_TYPE],
      ...sharedHelp('数値型の共通情報', 'A number-type common-info item'),
    },
    operand: {
      type: 'integer',
      title: '操作',
      'x-title-en': 'Operation',
      oneOf: [
        { const: 2, title: '加算', 'x-title-en': 'Add' },
        { const: 3, title: '減算', 'x-title-en': 'Subtract' },
      ],
      default: 2,
    },
    value_type: {
      type: 'integer',
      title: '値の種類',
      'x-title-en': 'Value type',
      oneOf: [
        { const: 1, title: '固定値', 'x-title-en': 'Constant' },
        { const: 2, title: 'ランダムな数値', 'x-title-en': 'Random number' },
      ],
      default: 1,
    },
    fix_value: value('値', 'Value'),
    min_value: value('最小値', 'Minimum'),
    max_value: value('最大値', 'Maximum'),
    ...effectCommonProperties,
  },
  required: ['type', 'common_var_id', 'operand', 'value_type'],
  additionalProperties: false,
  allOf: [
    { if: { properties: { value_type: { const: 1 } } }, then: { required: ['fix_value'] } },
    { if: { properties: { value_type: { const: 2 } } }, then: { required: ['min_value', 'max_value'] } },
  ],
} as const satisfies BlockSchema;

/** The slice of the data the rules read. */
interface CommonVarData {
  common_var_id: number;
  value_type: 1 | 2;
  fix_value?: number;
  min_value?: number;
  max_value?: number;
}

/** The item's upper bound: its own `max` when it gives one, else the number limit (spec 000 §5.2). */
export function commonVarMaximum(d: { common_var_id?: number }, ctx: PluginContext): number {
  const max = d.common_var_id === undefined ? undefined : ctx.item('common_vars', d.common_var_id)?.max;
  const n =
    typeof max === 'number' ? max : typeof max === 'string' && max.trim() !== '' ? Number(max) : Number.NaN;
  return Number.isFinite(n) ? Math.min(n, VAR_NUMBER_LIMIT) : VAR_NUMBER_LIMIT;
}

/**
 * A number fixed to 3 decimals (spec 000 §5.3, §9), rounding half up as the decimals are written: 1.0005 is
 * 1.001 although its binary value lies just below. Numbers already within 3 decimals come back unchanged.
 *
 * @example fixDecimals(1.23456) // 1.235
 */
export function fixDecimals(n: number): number {
  if (!Number.isFinite(n)) return n;
  const abs = Math.abs(n);
  // Shifting through the decimal text avoids the binary error of abs * 1000; tiny numbers print with an
  // exponent ('1e-7'), which the text shift cannot take, and round to 0 either way.
  const shifted = Number(`${abs}e${VAR_DECIMALS}`);
  const rounded = Number.isFinite(shifted)
    ? Number(`${Math.round(shifted)}e-${VAR_DECIMALS}`)
    : Number(abs.toFixed(VAR_DECIMALS));
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

const usedFields = (d: CommonVarData) =>
  d.value_type === 2 ? (['min_value', 'max_value'] as const) : (['fix_value'] as const);

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
const commonVarDryRun: EffectDryRun = (effect, friend, ctx) => {
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

/**
 * Add to or subtract from a numeric common-info item (effect 32; spec 000 §2.5, §3.8, §5.3): a constant
 * (value_type 1) or a random amount between min_value and max_value (value_type 2), at least 0, at most the
 * item's maximum (±9999999999.999 unless the item gives min/max), fixed to 3 decimals.
 */
export const commonVarEffect = definePlugin({
  kind: 'effect',
  type: 32,
  key: 'common-var',
  label: { ja: '共通情報操作', en: 'Common-info operation' },
  description: {
    ja: '数値型の共通情報に値を加算・減算します',
    en: 'Adds to or subtracts from a numeric common-info item',
  },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 120,
  version: 1,
  migrations: {},
  schema,
  // common_var_id and the value are left for the operator ('required' until then).
  defaults: () =>
    ({ type: 32 as const, operand: 2 as const, value_type: 1 as const }) as {
      type: 32;
      operand: 2;
      value_type: 1;
      common_var_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.common_var_id === undefined) return 'No common-info item chosen';
      const amount =
        d.value_type === 2
          ? `a random number ${d.min_value ?? 0}–${d.max_value ?? 0}`
          : `${d.fix_value ?? '(no value)'}`;
      const item = quoteIn('en', itemName(ctx, 'common_vars', d.common_var_id));
      return d.operand === 3 ? `Subtract ${amount} from ${item}` : `Add ${amount} to ${item}`;
    }
    if (d.common_var_id === undefined) return '共通情報未選択';
    const amount =
      d.value_type === 2
        ? `${d.min_value ?? 0}〜${d.max_value ?? 0}の乱数`
        : `${d.fix_value ?? '(値未設定)'}`;
    const name = `「${itemName(ctx, 'common_vars', d.common_var_id)}」`;
    return d.operand === 3 ? `${name}から${amount}を減算` : `${name}に${amount}を加算`;
  },
  rules: [
    {
      code: 'common_var_not_number',
      path: '/common_var_id',
      violated: (d, ctx) => {
        const item = ctx.item('common_vars', d.common_var_id);
        return isOtherThanNumber(item);
      },
    },
    {
      code: 'maximum',
      violated: (d, ctx) => {
        const limit = commonVarMaximum(d, ctx);
        return usedFields(d)
          .filter((field) => (d[field] ?? 0) > limit)
          .map((field): RuleFinding => ({ path: `/${field}`, params: { limit } }));
      },
    },
    {
      code: 'decimal_digits',
      violated: (d) =>
        usedFields(d)
          .filter((field) => d[field] !== undefined && fixDecimals(d[field]) !== d[field])
          .map((field): RuleFinding => ({ path: `/${field}`, params: { limit: VAR_DECIMALS } })),
    },
    {
      code: 'range_max_below_min',
      path: '/max_value',
      violated: (d) => d.value_type === 2 && (d.max_value ?? 0) < (d.min_value ?? 0),
    },
  ],
  changes: [
    {
      on: ['fix_value', 'min_value', 'max_value'],
      description: {
        ja: '小数は3桁に丸め、最大値が最小値より小さいときは最小値に揃えます',
        en: 'Decimals are fixed to 3 places; max_value is raised to min_value when below it',
      },
      apply(draft) {
        for (const field of VALUE_FIELDS) {
          const n = draft[field];
          if (typeof n === 'number' && Number.isFinite(n)) draft[field] = fixDecimals(n);
        }
        if (
          draft.min_value !== undefined &&
          (draft.max_value === undefined || draft.max_value < draft.min_value)
        )
          draft.max_value = draft.min_value;
      },
    },
    {
      on: ['value_type'],
      description: {
        ja: '値の種類を切り替えると、使わなくなった値を消します',
        en: 'Switching the value type removes the values no longer used',
      },
      apply(draft) {
        if (draft.value_type === 2) delete draft.fix_value;
        else {
          delete draft.min_value;
          delete draft.max_value;
        }
      },
    },
  ],
  messages: {
    common_var_not_number: {
      ja: '数値型の共通情報を選択してください',
      en: 'Choose a number-type common-info item',
    },
    range_max_below_min: varEffectMessages.range_max_below_min,
  },
  ui: { order: ['common_var_id', 'operand', 'value_type', 'fix_value', 'min_value', 'max_value'] },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? commonVarDryRun : undefined },
  examples: {
    valid: [
      { type: 32, common_var_id: 1, operand: 2, value_type: 1, fix_value: 5 },
      { type: 32, common_var_id: 1, operand: 3, value_type: 1, fix_value: 1.125 },
      { type: 32, common_var_id: 2, operand: 2, value_type: 2, min_value: 1, max_value: 10 },
    ],
    invalid: [
      {
        data: { type: 32, operand: 2, value_type: 1, fix_value: 1 },
        expect: 'action_required',
        path: '/common_var_id',
      },
      {
        data: { type: 32, common_var_id: 1, operand: 2, value_type: 1 },
        expect: 'required',
        path: '/fix_value',
      },
      {
        data: { type: 32, common_var_id: 1, operand: 3, value_type: 1, fix_value: -1 },
        expect: 'minimum',
        path: '/fix_value',
      },
      {
        data: { type: 32, common_var_id: 1, operand: 2, value_type: 1, fix_value: 10000000000 },
        expect: 'maximum',
        path: '/fix_value',
      },
      {
        data: { type: 32, common_var_id: 1, operand: 2, value_type: 1, fix_value: 1.2345 },
        expect: 'decimal_digits',
        path: '/fix_value',
      },
      {
        data: { type: 32, common_var_id: 1, operand: 1, value_type: 1, fix_value: 1 },
        expect: 'enum',
        path: '/operand',
      },
      {
        data: { type: 32, common_var_id: 2, operand: 2, value_type: 2, min_value: 5, max_value: 1 },
        expect: 'range_max_below_min',
        path: '/max_value',
      },
    ],
  },
});
