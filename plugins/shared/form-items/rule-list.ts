/**
 * The `rules` list of a form item (spec 002 §3 "Rules"): entries `{ name, value? }`. Text rule types (kana, tel,
 * …) and `required` take no value; the range rules take a number; a date limit takes a number of days (relative)
 * or a yyyy-MM-dd day (absolute), and no entry means no limit.
 */
import { NUMBER_LIMIT_MAX } from './schema.ts';

/** The input rule group of a text item (spec 002 §3): at most one per item. */
export const TEXT_RULE_TYPES = [
  'kana',
  'email',
  'tel',
  'numeric',
  'date_format',
  'day_of_birth',
  'time',
  'zip',
] as const;

/** The range rules a change of the input rule group removes (spec 002 §4). */
export const RANGE_RULES = ['max', 'min', 'max_value', 'min_value'] as const;

/** The rules hiding an item removes (spec 002 §4): required and the selection count. */
export const HIDDEN_ITEM_DROPS = ['required', 'arr_min', 'arr_max'] as const;

/** The date constraints a change of the date answer format clears (spec 002 §4). */
export const DATE_RULES = ['max_date', 'min_date'] as const;

/** Every day of the week (Sun 1, Mon 2, … Sat 64): the weekdays default (spec 002 §3, §9). */
export const ALL_WEEKDAYS = 127;

const integerValue = (minimum: number, maximum?: number) =>
  ({
    properties: { value: { type: 'integer', minimum, ...(maximum === undefined ? {} : { maximum }) } },
    required: ['value'],
  }) as const;

/** The value each rule name takes, as if/then parts of an entry's schema. */
const VALUE_CONDITIONS = [
  { if: { properties: { name: { enum: ['max', 'min'] } } }, then: integerValue(0) },
  {
    if: { properties: { name: { enum: ['max_value', 'min_value'] } } },
    then: integerValue(0, NUMBER_LIMIT_MAX),
  },
  { if: { properties: { name: { const: 'arr_min' } } }, then: integerValue(0) },
  { if: { properties: { name: { const: 'arr_max' } } }, then: integerValue(1) },
  { if: { properties: { name: { const: 'weekdays' } } }, then: integerValue(0, ALL_WEEKDAYS) },
  {
    if: { properties: { name: { enum: ['max_date', 'min_date'] } } },
    then: {
      properties: {
        value: {
          anyOf: [
            { type: 'integer', minimum: 0 },
            { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
          ],
        },
      },
      required: ['value'],
    },
  },
] as const;

/**
 * The schema of an item's `rules` list, naming the rules the item accepts.
 *
 * @example rulesSchema(['required', 'max', 'min'])
 */
export const rulesSchema = <const N extends readonly string[]>(names: N) => {
  // Only the conditions of the names the item takes, so its docs say nothing of the others.
  const conditions = VALUE_CONDITIONS.filter((condition) => {
    const name = condition.if.properties.name;
    return ('const' in name ? [name.const] : name.enum).some((each: string) => names.includes(each));
  });
  return {
    type: 'array',
    title: 'ルール',
    'x-title-en': 'Rules',
    items: {
      type: 'object',
      properties: {
        name: { type: 'string', enum: names, title: 'ルール名', 'x-title-en': 'Rule' },
        value: {
          anyOf: [{ type: 'integer' }, { type: 'string' }],
          title: 'ルールの値',
          'x-title-en': 'Rule value',
        },
      },
      required: ['name'],
      additionalProperties: false,
      ...(conditions.length ? { allOf: conditions } : {}),
    },
  } as const;
};

/** One entry of a rules list as the plugins read it. */
export interface RuleEntry {
  name: string;
  value?: number | string;
}

/** The data the rule helpers read. */
export interface WithRules {
  rules?: readonly RuleEntry[];
}

/** The index of the first entry named `name`, or -1. */
export const ruleIndex = (d: WithRules, name: string) => (d.rules ?? []).findIndex((r) => r.name === name);

/** The value of the entry named `name`, or undefined. @example ruleValue({ rules: [{ name: 'max', value: 20 }] }, 'max') // 20 */
export const ruleValue = (d: WithRules, name: string) => (d.rules ?? []).find((r) => r.name === name)?.value;

/** Whether the list has an entry named `name`. */
export const hasRule = (d: WithRules, name: string) => ruleIndex(d, name) !== -1;

/** The item's text rule type (its input rule group), or undefined for free text. */
export function textRuleType(d: WithRules): string | undefined {
  return (d.rules ?? []).find((r) => (TEXT_RULE_TYPES as readonly string[]).includes(r.name))?.name;
}

/** Removes the entries with these names from a draft's list (a change rule's step). */
export function dropRules(draft: { rules?: RuleEntry[] }, names: readonly string[]): void {
  if (draft.rules?.some((r) => names.includes(r.name))) {
    draft.rules = draft.rules.filter((r) => !names.includes(r.name));
  }
}

/** A number value of a rule, or undefined when absent or not a number. */
export const numberRule = (d: WithRules, name: string) => {
  const value = ruleValue(d, name);
  return typeof value === 'number' ? value : undefined;
};

/** The pointer of a rule's value, for a finding. */
export const rulePath = (d: WithRules, name: string) => `/rules/${ruleIndex(d, name)}/value`;

/**
 * The rules widget (./RulesWidget.tsx, loaded when a form first draws it), for the form items' `widgets`:
 * `widgets: ruleListWidgets, ui: { widgets: { rules: RULES_WIDGET } }`.
 */
export const RULES_WIDGET = 'form-item-rules';
export const ruleListWidgets = {
  [RULES_WIDGET]: { load: () => import('./RulesWidget.tsx'), frame: 'group' },
} as const;
