/**
 * The composer's toolbar inserts (spec 001 §2 "Message rich-text toolbar", §5, §6): which the operator may use,
 * and the checks an insert makes before it becomes a placeholder. Plain TS, so each rule is unit-tested.
 */
import {
  type ContextAccess,
  type ContextCategory,
  type ContextPath,
  findContext,
  formatsFor,
  offeredContexts,
} from '../contexts.ts';
import { itemCode } from '../placeholder-labels.ts';
import { type DateFormat, isCalendarDate, MAX_DATE_DAYS, type Placeholder } from '../placeholders.ts';

/** The toolbar's inserts, in the toolbar's order. */
export const INSERTS = ['name', 'mail', 'friend_link', 'var', 'cvar', 'form', 'date', 'remain'] as const;
export type InsertKind = (typeof INSERTS)[number];

/** The permission an insert needs (spec 001 §6); the others are for every operator. */
const NEEDS: Partial<Record<InsertKind, string>> = {
  mail: 'user-mail',
  // Off by default: no role holds it unless given (access/permissions.ts).
  friend_link: 'user-mail-landing-use',
};

/**
 * The inserts an operator with these permissions sees.
 *
 * @example availableInserts(new Set()) // ['name', 'var', 'cvar', 'form', 'date', 'remain']
 */
export function availableInserts(permissions: ReadonlySet<string>): InsertKind[] {
  return INSERTS.filter((kind) => {
    const needed = NEEDS[kind];
    return needed === undefined || permissions.has(needed);
  });
}

/** Friend-info types whose values cannot go into a message: image and PDF (spec 000 §5.2). */
export const NOT_INSERTABLE_VAR_TYPES: readonly number[] = [10, 13];

/**
 * The friend-info fields the picker offers: every field but images and PDFs (types 10 and 13).
 *
 * @example insertableFields([{ id: 1, name: '写真', type: 10 }, { id: 2, name: '趣味', type: 0 }]) // the second
 */
export function insertableFields<T extends { type?: unknown }>(fields: readonly T[]): T[] {
  return fields.filter((field) => !NOT_INSERTABLE_VAR_TYPES.includes(Number(field.type)));
}

/** An insert's outcome: the placeholder, or the message that says why not (errors as data). */
export type InsertResult = { ok: true; placeholder: Placeholder } | { ok: false; message: string };

/** Remain-days messages (spec 001 §5). */
export const REMAIN_MESSAGES = {
  missing: '目標日を設定してください',
  past: '過去の日付は挿入できません',
} as const;

/**
 * A remain-days placeholder to a target day (`YYYY-MM-DD`, from a date input), refused without a target or
 * for a day before `today` (the operator's local day, also `YYYY-MM-DD`); today itself counts 0 days.
 *
 * @example remainInsert('', '2026-11-26') // { ok: false, message: '目標日を設定してください' }
 * @example remainInsert('2026-11-25', '2026-11-26') // { ok: false, message: '過去の日付は挿入できません' }
 */
export function remainInsert(target: string, today: string): InsertResult {
  if (!isCalendarDate(target)) return { ok: false, message: REMAIN_MESSAGES.missing };
  if (target < today) return { ok: false, message: REMAIN_MESSAGES.past };
  return { ok: true, placeholder: { kind: 'remain', target } };
}

/** Delivery date: whole days 0 to 9999 (a text input's value), in one of the formats. */
export function dateInsert(days: string, format: DateFormat): InsertResult {
  const count = Number(days);
  if (days.trim() === '' || !Number.isInteger(count) || count < 0 || count > MAX_DATE_DAYS)
    return { ok: false, message: `日数は0以上${MAX_DATE_DAYS}以下で入力してください` };
  return { ok: true, placeholder: { kind: 'date', days: count, format } };
}

/**
 * The placeholder of a chosen item: a friend-info field by id (never an image or PDF), a common-info item by
 * its 4-character code, a form by its 6-character code; refused when the item has no code of that length.
 */
export function itemInsert(
  kind: 'var' | 'cvar' | 'form',
  item: { id: number | string; type?: unknown; code?: unknown },
): InsertResult {
  if (kind === 'var') {
    const id = Number(item.id);
    if (NOT_INSERTABLE_VAR_TYPES.includes(Number(item.type)))
      return { ok: false, message: '画像・PDFの友だち情報は挿入できません' };
    return Number.isSafeInteger(id) && id > 0
      ? { ok: true, placeholder: { kind: 'var', id } }
      : { ok: false, message: '挿入できない項目です' };
  }
  const code = itemCode(item, kind === 'cvar' ? 4 : 6);
  return code ? { ok: true, placeholder: { kind, code } } : { ok: false, message: '挿入できない項目です' };
}

/**
 * The context selectors a composer offers (spec 001 §2, §6): the message-event selector where the action reacts
 * to a received message (the caller's `reactionContext` flag, app/actions/caller.ts), the dynamic trigger-context
 * selector with user-open-api where the trigger may carry linked data (`linkedDataAllowed` not false). A field
 * whose text is not sent by an action (a form's texts) turns both off with `'x-message-contexts': false`.
 *
 * @example composerContexts({ permissions: new Set(), abilities: new Set(), flags: { reactionContext: true } }, true).message.length // 1
 */
export function composerContexts(
  ctx: ContextAccess & { flags: Readonly<{ reactionContext?: boolean; linkedDataAllowed?: boolean }> },
  allowed: boolean,
): { message: ContextCategory[]; trigger: ContextCategory[] } {
  if (!allowed) return { message: [], trigger: [] };
  return {
    message: ctx.flags.reactionContext === true ? offeredContexts(ctx, { sources: ['message'] }) : [],
    trigger: ctx.flags.linkedDataAllowed === false ? [] : offeredContexts(ctx, { sources: ['trigger'] }),
  };
}

/**
 * The placeholder of a chosen context: a key of the catalogue, with a format when (and only when) it is a
 * datetime key; refused without a key, or without a format for a datetime key.
 *
 * @example contextInsert(catalogue, { category: 'reserve', event: 'paid', key: 'price' }) // a ctx placeholder
 */
export function contextInsert(
  catalogue: readonly ContextCategory[],
  path: ContextPath,
  format?: string,
): InsertResult {
  const known = findContext(path, catalogue);
  if (!known) return { ok: false, message: '項目を選択してください' };
  const formats = formatsFor(known.key);
  const chosen = formats.find((candidate) => candidate === format);
  if (formats.length > 0 && !chosen) return { ok: false, message: '表示形式を選択してください' };
  const { category, event, key } = path;
  return {
    ok: true,
    placeholder: chosen
      ? { kind: 'context', category, event, key, format: chosen }
      : { kind: 'context', category, event, key },
  };
}
