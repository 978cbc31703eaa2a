/**
 * A funnel as JSON Logic and back (issue 19 point 5, docs/decisions/funnel-json-logic.md), for integrators:
 *
 *     {"and": [<with_blocked>, <user_rate_type>, <condition>, …]}
 *
 * The two display filters come first, then the and-list; each condition in its plugin's form
 * (`extras.jsonLogic`), an or-group as `{"or": […]}`, and a condition without a form (a type without one, a
 * broken or unknown condition, a choice the form cannot say) as `{"condition": "<the condition as JSON text>"}`.
 * The export keeps a form only when importing it gives the condition back exactly, so
 * `importFunnelLogic(exportFunnelLogic(f, registry), registry)` is `f` for every funnel: nothing is lost but the
 * editor's stable block ids (`_bid`), which name blocks within one funnel and mean nothing elsewhere.
 */

import { BLOCK_ID_FIELD, type Registry } from '../../engine/core/index.ts';
import { type JsonLogic, type JsonLogicContext, operation } from '../shared/conditions/json-logic.ts';
import type { ConditionData } from '../shared/conditions/meaning.ts';

/** The registry the forms come from (the server's, the console's funnel registry, a test's). */
export type ConditionForms = Pick<Registry, 'plugins' | 'extras'>;

/** A funnel as the export reads it (spec 001 §3). */
export interface FunnelQuery {
  inputs?: unknown;
  with_blocked?: unknown;
  user_rate_type?: unknown;
}

/** The operator that carries a condition as it is saved, as JSON text (no JSON Logic form). */
export const CONDITION_OPERATOR = 'condition';
/** The operator that carries a display filter's value that has no form (absent, or not one of the spec's). */
export const SETTING_OPERATOR = 'funnel_setting';

/** The funnel's fields an export holds: the and-list and the two display filters (spec 001 §3). */
export interface FunnelLogicFields {
  inputs: unknown[];
  with_blocked?: unknown;
  user_rate_type?: unknown;
}

/** Why a rule is no funnel: a message code (Japanese texts in JSON_LOGIC_MESSAGES) and where. */
export interface JsonLogicRefusal {
  code: 'jsonlogic_root' | 'jsonlogic_setting' | 'jsonlogic_condition';
  /** 1-based place in the and-list (conditions) or the setting's name. */
  at?: number | string;
}

/** The import's messages (ours: the spec knows no JSON Logic; docs/decisions/funnel-json-logic.md). */
export const JSON_LOGIC_MESSAGES: Record<JsonLogicRefusal['code'], string> = {
  jsonlogic_root:
    'JSON Logicの形式が正しくありません。{"and": [ブロック設定, 非表示設定, 条件…]} の形にしてください',
  jsonlogic_setting: 'JSON Logicの{at}の設定を読み取れません',
  jsonlogic_condition: 'JSON Logicの{at}番目の条件を読み取れません',
};

/** The Japanese text of a refusal. @example refusalMessage({ code: 'jsonlogic_condition', at: 2 }) */
export function refusalMessage(refusal: JsonLogicRefusal): string {
  return JSON_LOGIC_MESSAGES[refusal.code].replace('{at}', String(refusal.at ?? ''));
}

/** The display filters' forms by value (spec 001 §3): the friend's `blocked` and `user_rate` facts. */
const SETTINGS = {
  with_blocked: new Map<number, JsonLogic>([
    [0, { '===': [{ var: 'blocked' }, 0] }],
    [1, true],
    [2, { '===': [{ var: 'blocked' }, 1] }],
  ]),
  user_rate_type: new Map<number, JsonLogic>([
    [0, { '===': [{ var: 'user_rate' }, 1] }],
    [1, true],
    [3, { '!==': [{ var: 'user_rate' }, 1] }],
  ]),
} as const;
type Setting = keyof typeof SETTINGS;

function settingToLogic(name: Setting, value: unknown): JsonLogic {
  const form = typeof value === 'number' ? SETTINGS[name].get(value) : undefined;
  if (form !== undefined) return form;
  return { [SETTING_OPERATOR]: value === undefined ? [name] : [name, JSON.stringify(value)] };
}

/** The setting's value, `{ absent: true }` when the export said it was not set, or undefined when unreadable. */
function settingFromLogic(name: Setting, logic: JsonLogic): { value?: unknown } | undefined {
  for (const [value, form] of SETTINGS[name]) if (sameJson(form, logic)) return { value };
  const read = operation(logic);
  if (read?.op !== SETTING_OPERATOR || read.args[0] !== name) return undefined;
  if (read.args.length === 1) return {};
  const text = read.args[1];
  return read.args.length === 2 && typeof text === 'string' ? parsed(text) : undefined;
}

/** JSON text as `{ value }`, or undefined when it is no JSON. */
function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

const contextOf = (forms: ConditionForms): JsonLogicContext => ({
  toLogic: (condition) => conditionToLogic(condition, forms),
  fromLogic: (logic) => conditionFromLogic(logic, forms),
});

const asCondition = (value: unknown): ConditionData | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ConditionData) : undefined;

/**
 * One condition as JSON Logic: its plugin's form when importing that form gives the condition back exactly,
 * otherwise the condition itself as JSON text.
 *
 * @example conditionToLogic({ type: 20, memos: 'VIP' }, registry) // { in: ['VIP', { var: 'memo' }] }
 */
export function conditionToLogic(condition: unknown, forms: ConditionForms): JsonLogic {
  const data = asCondition(condition);
  const mapping =
    typeof data?.type === 'number' ? forms.extras('condition', data.type)?.jsonLogic : undefined;
  if (data && mapping) {
    let form: JsonLogic | undefined;
    try {
      form = mapping.toLogic(data, contextOf(forms));
    } catch {
      // A plugin's bug loses nothing: the condition travels as it is.
      form = undefined;
    }
    if (form !== undefined && sameJson(conditionFromLogic(form, forms), data)) return form;
  }
  return { [CONDITION_OPERATOR]: JSON.stringify(condition ?? null) };
}

/**
 * The condition a rule stands for: a carried condition, or the one a plugin's form reads as; undefined when
 * the rule is none.
 */
export function conditionFromLogic(logic: JsonLogic, forms: ConditionForms): unknown {
  const read = operation(logic);
  if (read?.op === CONDITION_OPERATOR) {
    const text = read.args[0];
    return read.args.length === 1 && typeof text === 'string' ? parsed(text)?.value : undefined;
  }
  for (const plugin of forms.plugins('condition')) {
    const mapping = forms.extras('condition', plugin.type)?.jsonLogic;
    if (!mapping) continue;
    try {
      const found = mapping.fromLogic(logic, contextOf(forms));
      if (found !== undefined) return found;
    } catch {
      // A plugin that cannot read the rule does not stand for it.
    }
  }
  return undefined;
}

/**
 * A funnel as JSON Logic: `{"and": [with_blocked, user_rate_type, …conditions]}`.
 *
 * @example exportFunnelLogic({ inputs: [{ type: 50, notify: [2] }], with_blocked: 0, user_rate_type: 0 }, registry)
 * // { and: [{ '===': [{ var: 'blocked' }, 0] }, { '===': [{ var: 'user_rate' }, 1] }, { in: [{ var: 'notify' }, [2]] }] }
 */
export function exportFunnelLogic(funnel: FunnelQuery, forms: ConditionForms): JsonLogic {
  const inputs = Array.isArray(funnel.inputs) ? (withoutBlockIds(funnel.inputs) as unknown[]) : [];
  return {
    and: [
      settingToLogic('with_blocked', funnel.with_blocked),
      settingToLogic('user_rate_type', funnel.user_rate_type),
      ...inputs.map((condition) => conditionToLogic(condition, forms)),
    ],
  };
}

/**
 * A funnel's and-list and display filters from JSON Logic, or why not (the first thing that cannot be read).
 * What it answers is not validated yet: the server validates it as the save does.
 *
 * @example importFunnelLogic({ and: [true, true, { in: ['VIP', { var: 'memo' }] }] }, registry)
 * // { ok: true, funnel: { inputs: [{ type: 20, memos: 'VIP' }], with_blocked: 1, user_rate_type: 1 } }
 */
export function importFunnelLogic(
  logic: unknown,
  forms: ConditionForms,
): { ok: true; funnel: FunnelLogicFields } | { ok: false; refusal: JsonLogicRefusal } {
  const root = operation(logic as JsonLogic);
  if (root?.op !== 'and' || !Array.isArray((logic as { and: unknown }).and) || root.args.length < 2)
    return { ok: false, refusal: { code: 'jsonlogic_root' } };
  const [blocked, rate, ...conditions] = root.args as [JsonLogic, JsonLogic, ...JsonLogic[]];
  const funnel: FunnelLogicFields = { inputs: [] };
  for (const [name, rule] of [
    ['with_blocked', blocked],
    ['user_rate_type', rate],
  ] as const) {
    const setting = settingFromLogic(name, rule);
    if (!setting) return { ok: false, refusal: { code: 'jsonlogic_setting', at: name } };
    if ('value' in setting) funnel[name] = setting.value;
  }
  for (const [i, rule] of conditions.entries()) {
    const condition = conditionFromLogic(rule, forms);
    if (condition === undefined) return { ok: false, refusal: { code: 'jsonlogic_condition', at: i + 1 } };
    // A hand-written carried condition may hold editor ids (`_bid`): they name blocks of another funnel, and
    // two alike would be one block twice in the editor.
    funnel.inputs.push(withoutBlockIds(condition));
  }
  return { ok: true, funnel };
}

/**
 * A value without the editor's block ids (`_bid`, at any depth: an or-group's conditions have theirs). The console
 * saves them; they identify a block for merging edits of one funnel, not what it means.
 */
export function withoutBlockIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlockIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== BLOCK_ID_FIELD)
      .map(([key, inner]) => [key, withoutBlockIds(inner)]),
  );
}

/** Whether two JSON values are the same (object keys in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
    );
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
