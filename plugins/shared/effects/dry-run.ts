/**
 * An action's dry run (issue 19 point 6, docs/decisions/action-dry-run.md): what one effect would do to one
 * friend, as data. Each effect plugin holds its `EffectDryRun` in its definition (`extras: { dryRun }`, served by
 * `registry.extras('effect', type)`); the server runs them in
 * order over the friend's state as the effects before left it, and the console words the lines in Japanese.
 * Nothing here writes anything: a dry run returns the next state instead of changing the friend.
 */
import type { PluginContext } from '../../../engine/core/index.ts';
import { japanDay } from '../account-day.ts';
import type { FriendFacts } from '../conditions/meaning.ts';

/** What an effect would do, one line per change (the console makes the text). */
export type DryRunLine =
  /** Tags added: `names` newly, `already` the friend has (「VIP会員」は付いています). */
  | { kind: 'tag-add'; names: string[]; already: string[] }
  /** Tags removed: `names` the friend has, `absent` the friend does not have. */
  | { kind: 'tag-remove'; names: string[]; absent: string[] }
  /**
   * A friend-info or common-info value changed by an operand (1 assign, 2 add, 3 subtract, 4 clear) with `by`:
   * the value before (null when unset or not known) and after (null when only known at run time).
   */
  | {
      kind: 'value';
      field: string;
      scope: 'friend' | 'account';
      operand: number;
      by: DryRunValue;
      from: string | null;
      to: string | null;
    }
  /** A message as the friend would receive it, and the placeholders left empty (their labels). */
  | { kind: 'message'; text: string; empty: string[] }
  | { kind: 'template'; name: string }
  /** A scenario started (`to`, from its start or a midpoint), stopped or resumed; `from`: the ones running. */
  | { kind: 'scenario'; op: 'start' | 'stop' | 'resume'; from: string[]; to: string; midpoint: boolean }
  /** The rich menu before and after (null: none). */
  | { kind: 'menu'; from: string | null; to: string | null }
  | { kind: 'reminder'; start: boolean; name: string }
  /** The response mark before (null: none) and after. */
  | { kind: 'mark'; from: string | null; to: string }
  /** The display state (user_rate: 1 normal, 0 hidden, -1 blocked) before and after. */
  | { kind: 'display'; from: number; to: number }
  | { kind: 'reservation'; cancel: boolean; name: string }
  | { kind: 'phase'; pass: boolean; names: string[] }
  /** Something only known when the action really runs (linked data, a conversion, a notification). */
  | { kind: 'note'; code: DryRunNote };

/** The notes a line may carry. */
export type DryRunNote = 'linked-data' | 'conversion' | 'notification' | 'unavailable';

/** What an operand applies: a text, a random number in a range, linked data's value, the day it runs, nothing. */
export type DryRunValue =
  | { kind: 'text'; text: string }
  | { kind: 'random'; min: number; max: number }
  | { kind: 'linked' }
  | { kind: 'action-date'; day: string }
  | { kind: 'none' };

/**
 * The value after an operand, when the dry run can know it: assign a text, add or subtract a number to a
 * number (an empty value reads as 0), clear. Null when it is only known at run time or not a number.
 *
 * @example applyOperand('10', 2, { kind: 'text', text: '5' }) // '15'
 */
export function applyOperand(from: string | null, operand: number, by: DryRunValue): string | null {
  if (operand === 4) return '';
  const given = by.kind === 'text' ? by.text : by.kind === 'action-date' ? by.day : null;
  if (given === null) return null;
  if (operand === 1) return given;
  if (operand !== 2 && operand !== 3) return null;
  const before = from === null || from.trim() === '' ? 0 : Number(from);
  const amount = Number(given);
  if (given.trim() === '' || !Number.isFinite(before) || !Number.isFinite(amount)) return null;
  // Decimal places of the inputs bound the result's, so 0.1 + 0.2 reads 0.3.
  const places = Math.max(decimals(from ?? ''), decimals(given));
  const result = operand === 2 ? before + amount : before - amount;
  return String(Number(result.toFixed(places)));
}

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * The account's day (Japan's, whatever the browser's zone) at `now`, as `YYYY-MM-DD`.
 *
 * @example isoDay(new Date('2026-11-25T15:30:00Z')) // '2026-11-26'
 */
export const isoDay = (now: Date): string => japanDay(now);

/** What a dry run needs besides the effect and the friend: names, the account's tag folders, today. */
export interface DryRunContext {
  plugin: PluginContext;
  tagGroups: ReadonlyMap<number, readonly number[]>;
  now: Date;
  /** The names of the response-mark choices by id (effect 7). */
  markName(id: number): string;
  /** The response-mark field's id, whose value is the friend's `notify` (0 = none). */
  markFieldId?: number;
}

/** One effect's dry run: its lines, and the friend as the effect would leave them. */
export interface DryRunStep {
  lines: DryRunLine[];
  next: FriendFacts;
}

/** An effect plugin's dry run; `effect` is read defensively (a saved action may hold anything). */
export type EffectDryRun = (
  effect: Record<string, unknown>,
  friend: FriendFacts,
  ctx: DryRunContext,
) => DryRunStep;

/** What an effect plugin carries besides the editor's contract: its dry run (absent: 表示できません). */
export interface EffectExtras {
  dryRun?: EffectDryRun;
}

declare module '../../../engine/core/plugin.ts' {
  interface PluginExtrasByKind {
    effect: EffectExtras;
  }
}

/** The friend unchanged, with these lines. */
export const unchanged = (friend: FriendFacts, ...lines: DryRunLine[]): DryRunStep => ({
  lines,
  next: friend,
});

/** An integer list field, or []. */
export const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : [];

/** The friend's value of a friend-info field, or null. */
export const friendValue = (friend: FriendFacts, itemId: number): string | null =>
  friend.values.find((v) => v.item_id === itemId)?.value ?? null;

/** The friend with one friend-info value set (text; null clears it); a number keeps its numeric reading. */
export function withValue(friend: FriendFacts, itemId: number, value: string | null): FriendFacts {
  const others = friend.values.filter((v) => v.item_id !== itemId);
  if (value === null) return { ...friend, values: others };
  const num = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
  return { ...friend, values: [...others, { item_id: itemId, value, num, date }] };
}
