/**
 * A condition as JSON Logic (https://jsonlogic.com, issue 19 point 5, docs/decisions/funnel-json-logic.md): each
 * condition plugin that has a JSON Logic form holds its mapping in its definition (`extras: { jsonLogic }`). The
 * data a form reads is the friend's facts (`FriendFacts` of meaning.ts, by their names: `{"var":"tags"}`), so an
 * integrator evaluates the exported logic over the same facts the reference evaluator reads.
 */
import type { ConditionData } from './meaning.ts';

/** A JSON Logic rule: a value, a list, or an operation `{ "<operator>": arguments }`. */
export type JsonLogic = null | boolean | number | string | JsonLogic[] | { [operator: string]: JsonLogic };

/** What a mapping needs besides the condition: the mapping of a nested condition (the or-group's). */
export interface JsonLogicContext {
  toLogic(condition: unknown): JsonLogic;
  /** The nested condition a rule stands for, or undefined when the rule is no condition. */
  fromLogic(logic: JsonLogic): unknown;
}

/**
 * One condition type's JSON Logic form. `toLogic` answers undefined when the condition has no form (a choice the
 * reference evaluator calls unknown, a field the form cannot say); `fromLogic` answers the condition a rule of
 * its form stands for, or undefined for any other rule. The export keeps a form only when importing it gives the
 * condition back exactly; otherwise the condition travels as it is (`{"condition": "<JSON>"}`), so nothing is lost.
 */
export interface ConditionJsonLogic {
  toLogic(condition: ConditionData, ctx: JsonLogicContext): JsonLogic | undefined;
  fromLogic(logic: JsonLogic, ctx: JsonLogicContext): ConditionData | undefined;
}

/** The operation of a rule: its single operator and its arguments as a list, or undefined. */
export function operation(logic: JsonLogic): { op: string; args: JsonLogic[] } | undefined {
  if (logic === null || typeof logic !== 'object' || Array.isArray(logic)) return undefined;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return undefined;
  const op = keys[0] as string;
  const args = logic[op] as JsonLogic;
  return { op, args: Array.isArray(args) ? args : [args] };
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isVar = (logic: JsonLogic | undefined, name: string) => {
  const read = logic === undefined ? undefined : operation(logic);
  return read?.op === 'var' && read.args.length === 1 && read.args[0] === name;
};

/** `{"in":[id,{"var":list}]}`: the friend's list holds the id. */
const holds = (id: number, list: string): JsonLogic => ({ in: [id, { var: list }] });
/** The id of a `holds` rule over `list`, or undefined. */
function heldId(logic: JsonLogic, list: string): number | undefined {
  const read = operation(logic);
  if (read?.op !== 'in' || read.args.length !== 2 || !isVar(read.args[1], list)) return undefined;
  return isId(read.args[0]) ? read.args[0] : undefined;
}
/** The ids of a list `[{"in":[id,{"var":list}]}, …]` of at least one, or undefined. */
function heldIds(args: JsonLogic[], list: string): number[] | undefined {
  const ids = args.map((arg) => heldId(arg, list));
  return ids.length > 0 && ids.every(isId) ? ids : undefined;
}

/**
 * The list modes of tags and trackers (spec 001 §9: 0 any, 1 all, 2 exclude-any, 3 exclude-all) over the
 * friend's list `list`, as JSON Logic:
 * 0 `{"some":[{"var":list},{"in":[{"var":""},[ids]]}]}`, 2 the same with `none`,
 * 1 `{"and":[{"in":[id,{"var":list}]}, …]}`, 3 `{"!":[{"and":[…]}]}`. No ids or another mode: no form.
 *
 * @example listModeLogic(0, [1, 2], 'tags') // { some: [{ var: 'tags' }, { in: [{ var: '' }, [1, 2]] }] }
 */
export function listModeLogic(mode: unknown, ids: readonly number[], list: string): JsonLogic | undefined {
  if (ids.length === 0 || !ids.every(isId) || new Set(ids).size !== ids.length) return undefined;
  const anyOf = (op: 'some' | 'none'): JsonLogic => ({
    [op]: [{ var: list }, { in: [{ var: '' }, [...ids]] }],
  });
  const all = { and: ids.map((id) => holds(id, list)) };
  if (mode === 0) return anyOf('some');
  if (mode === 1) return all;
  if (mode === 2) return anyOf('none');
  if (mode === 3) return { '!': [all] };
  return undefined;
}

/** The mode and ids of a `listModeLogic` rule over `list`, or undefined. */
export function listModeOf(logic: JsonLogic, list: string): { mode: number; ids: number[] } | undefined {
  const read = operation(logic);
  if (!read) return undefined;
  if ((read.op === 'some' || read.op === 'none') && read.args.length === 2 && isVar(read.args[0], list)) {
    const test = operation(read.args[1] as JsonLogic);
    const ids = test?.args[1];
    if (test?.op !== 'in' || test.args.length !== 2 || !isVar(test.args[0], '')) return undefined;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isId)) return undefined;
    return { mode: read.op === 'some' ? 0 : 2, ids: [...ids] };
  }
  if (read.op === 'and') {
    const ids = heldIds(read.args, list);
    return ids ? { mode: 1, ids } : undefined;
  }
  if (read.op === '!' && read.args.length === 1) {
    const inner = listModeOf(read.args[0] as JsonLogic, list);
    return inner?.mode === 1 ? { mode: 3, ids: inner.ids } : undefined;
  }
  return undefined;
}

/**
 * "The friend's text field contains this text" (memo, status message): `{"in":[text,{"var":field}]}`; an empty
 * or blank text has no form (the reference evaluator calls it unknown).
 */
export function containsLogic(text: unknown, field: string): JsonLogic | undefined {
  return typeof text === 'string' && text.trim() !== '' ? { in: [text, { var: field }] } : undefined;
}

/** The text of a `containsLogic` rule over `field`, or undefined. */
export function containedText(logic: JsonLogic, field: string): string | undefined {
  const read = operation(logic);
  if (read?.op !== 'in' || read.args.length !== 2 || !isVar(read.args[1], field)) return undefined;
  return typeof read.args[0] === 'string' ? read.args[0] : undefined;
}

/** The fact a `{"var": name}` rule reads, or undefined for any other rule. */
export function varName(logic: JsonLogic | undefined): string | undefined {
  const read = logic === undefined ? undefined : operation(logic);
  return read?.op === 'var' && read.args.length === 1 && typeof read.args[0] === 'string'
    ? read.args[0]
    : undefined;
}

/** The fact and the value of a `{"<op>":[{"var":fact},value]}` comparison, or undefined. */
export function comparison(logic: JsonLogic, op: string): { fact: string; value: JsonLogic } | undefined {
  const read = operation(logic);
  if (read?.op !== op || read.args.length !== 2) return undefined;
  const fact = varName(read.args[0]);
  return fact === undefined ? undefined : { fact, value: read.args[1] as JsonLogic };
}
