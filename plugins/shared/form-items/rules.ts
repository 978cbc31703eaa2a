/**
 * The checks of spec 002 §5 "Form builder" that a schema cannot say, as rule factories the form items share.
 * Every rule reads its data defensively: it must never throw for schema-valid data.
 */
import type { ChangeRule, PluginContext, Rule, RuleFinding } from '../../../engine/core/index.ts';
import {
  DATE_RULES,
  dropRules,
  HIDDEN_ITEM_DROPS,
  numberRule,
  type RuleEntry,
  ruleIndex,
  rulePath,
  TEXT_RULE_TYPES,
  textRuleType,
  type WithRules,
} from './rule-list.ts';

const finding = (path: string, params?: Record<string, unknown>): RuleFinding[] => [{ path, params }];

/** A rule name set twice in one item, and more than one text rule type (spec 002 §3: one input rule group). */
export function ruleListRules<D extends WithRules>(): Rule<D>[] {
  return [
    {
      code: 'form_rule_duplicated',
      violated: (d) =>
        (d.rules ?? []).flatMap((r, i, all) =>
          all.findIndex((other) => other.name === r.name) < i ? [{ path: `/rules/${i}/name` }] : [],
        ),
    },
    {
      code: 'form_text_rule_multiple',
      violated: (d) => {
        const at = (d.rules ?? []).flatMap((r, i) =>
          (TEXT_RULE_TYPES as readonly string[]).includes(r.name) ? [i] : [],
        );
        return at.slice(1).map((i) => ({ path: `/rules/${i}/name` }));
      },
    },
  ];
}

/** `min` (at `minName`) must not exceed `max` (spec 002 §5: number limits, string length, selection count). */
export function minNotAboveMax<D extends WithRules>(minName: string, maxName: string): Rule<D> {
  return {
    code: 'form_min_above_max',
    violated: (d) => {
      const min = numberRule(d, minName);
      const max = numberRule(d, maxName);
      return min !== undefined && max !== undefined && min > max ? finding(rulePath(d, minName)) : false;
    },
  };
}

/**
 * The string length limits (spec 002 §5): `max` at most `bound(d, ctx)` (200 for text, lower where a
 * destination is lower; 20000 for a textarea with destinations), and min ≤ max.
 */
export function lengthRules<D extends WithRules>(bound: (d: D, ctx: PluginContext) => number): Rule<D>[] {
  return [
    {
      code: 'form_length_over',
      violated: (d, ctx) => {
        const limit = bound(d, ctx);
        const max = numberRule(d, 'max');
        const min = numberRule(d, 'min');
        if (max !== undefined && max > limit) return finding(rulePath(d, 'max'), { limit });
        if (max === undefined && min !== undefined && min > limit)
          return finding(rulePath(d, 'min'), { limit });
        return false;
      },
    },
    minNotAboveMax('min', 'max'),
  ];
}

/** Number limits (max_value, min_value) only with the numeric input rule, and min ≤ max. */
export function numberRangeRules<D extends WithRules>(): Rule<D>[] {
  return [
    {
      code: 'form_rule_not_applicable',
      violated: (d) => {
        if (textRuleType(d) === 'numeric') return false;
        const at = ['max_value', 'min_value'].map((name) => ruleIndex(d, name)).filter((i) => i !== -1);
        return at.map((i) => ({ path: `/rules/${i}/name` }));
      },
    },
    minNotAboveMax('min_value', 'max_value'),
  ];
}

/**
 * The selection count of a checkbox (spec 002 §5): arr_min 0..count, arr_max 1..count (the schema says the
 * lower bounds), arr_min ≤ arr_max.
 */
export function selectionCountRules<D extends WithRules & { choices?: readonly unknown[] }>(): Rule<D>[] {
  return [
    {
      code: 'form_selection_over',
      violated: (d) => {
        const limit = d.choices?.length ?? 0;
        return ['arr_min', 'arr_max'].flatMap((name) => {
          const value = numberRule(d, name);
          return value !== undefined && value > limit ? [{ path: rulePath(d, name), params: { limit } }] : [];
        });
      },
    },
    minNotAboveMax('arr_min', 'arr_max'),
  ];
}

const REAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a yyyy-MM-dd text names a day that exists (2026-02-30 does not). */
export function isRealDay(text: string): boolean {
  const m = REAL_DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1;
}

/**
 * The date constraints (spec 002 §3, §5): an absolute day must exist; two relative limits need start ≤ end, two
 * absolute ones start before end (a relative and an absolute limit cannot be compared before the answer day);
 * the weekdays mask needs at least one day.
 */
export function dateRules<D extends WithRules>(): Rule<D>[] {
  return [
    {
      code: 'form_date_invalid',
      violated: (d) =>
        DATE_RULES.flatMap((name) => {
          const entry = (d.rules ?? []).find((r) => r.name === name);
          return typeof entry?.value === 'string' && !isRealDay(entry.value)
            ? [{ path: rulePath(d, name) }]
            : [];
        }),
    },
    {
      code: 'form_date_order',
      violated: (d) => {
        const start = (d.rules ?? []).find((r) => r.name === 'min_date')?.value;
        const end = (d.rules ?? []).find((r) => r.name === 'max_date')?.value;
        if (typeof start === 'number' && typeof end === 'number') {
          return start > end ? finding(rulePath(d, 'min_date')) : false;
        }
        if (typeof start === 'string' && typeof end === 'string' && isRealDay(start) && isRealDay(end)) {
          return start >= end ? finding(rulePath(d, 'min_date')) : false;
        }
        return false;
      },
    },
    {
      code: 'form_weekdays_none',
      violated: (d) => (numberRule(d, 'weekdays') === 0 ? finding(rulePath(d, 'weekdays')) : false),
    },
  ];
}

/** The data the hiding change rule reads. */
interface Hideable extends WithRules {
  prefs?: { hide_block?: number };
}

/** Hiding an item removes its required and selection-count rules (spec 002 §4). */
export function hideItemChange<D extends Hideable>(): ChangeRule<D> {
  return {
    on: ['prefs' as keyof D & string],
    description: {
      ja: '項目を非表示にすると必須と選択数の設定を外します',
      en: 'Hiding the item removes its required and selection-count rules',
    },
    apply(draft) {
      if (draft.prefs?.hide_block === 1) dropRules(draft as { rules?: RuleEntry[] }, HIDDEN_ITEM_DROPS);
    },
  };
}

/** Whether an answer is required: the required rule, or a selection minimum above 0 (spec 002 §5). */
export function isRequired(d: WithRules): boolean {
  return ruleIndex(d, 'required') !== -1 || (numberRule(d, 'arr_min') ?? 0) > 0;
}
